import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContestEntryInput } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import type { Language } from '../../../i18n/language';
import { serverFieldErrors } from '../../collections';
import { useOwnNfts } from '../hooks/use-own-nfts';
import { entryBody, entryFormErrors, type EntryFormValues } from '../model/entry-form';

type EntryFormProps = {
  /** Chains a prize wallet may be on (the registry's active chains). */
  chains: PublicChain[];
  /** The signed-in account and its chain: the prefilled prize wallet. */
  address: string;
  sessionChain: string;
  submitting: boolean;
  onSubmit: (body: ContestEntryInput) => Promise<unknown>;
};

/**
 * The entry form of spec section 3 "Contest submission": the NFT (picked from the entrant's own or pasted as its page
 * URL), email (required), zip code, mobile phone, the prize wallet (chain and address, checked per chain family) and
 * the rules' acceptance. Every rule runs here first in the API contract's words, and again on the server.
 */
export function EntryForm({ chains, address, sessionChain, submitting, onSubmit }: EntryFormProps) {
  const { t, i18n } = useTranslation('studio');
  const origin = window.location.origin;
  const own = useOwnNfts(address);
  const form = useForm<EntryFormValues>({
    mode: 'controlled',
    initialValues: {
      nftUrl: '',
      email: '',
      zipCode: '',
      phone: '',
      chain: chains.some((chain) => chain.symbol === sessionChain) ? sessionChain : (chains[0]?.symbol ?? ''),
      walletAddress: address,
      acceptRules: false,
    },
    validate: (values) =>
      entryFormErrors(values, {
        family: chains.find((chain) => chain.symbol === values.chain)?.family,
        origin,
        language: i18n.language as Language,
        t,
      }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(entryBody(values, origin));
      form.reset();
    } catch (error) {
      // Field refusals from the server go on their fields (in the page's language); the rest is the caller's toast.
      if (isApiError(error) && error.code === 'validation_failed') form.setErrors(serverFieldErrors(error.details));
    }
  });
  const nftOptions = [
    { value: '', label: own.nfts.length === 0 && !own.loading ? t('contests.form.no_own_nfts') : t('contests.form.pick_placeholder') },
    ...own.nfts.map((nft) => ({
      value: `${origin}/nft-detail/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`,
      label: `${nft.name ?? `#${nft.tokenId}`} · ${nft.chainName}`,
    })),
  ];
  return (
    <form onSubmit={submit} noValidate data-form="contest-entry">
      <Stack gap="md">
        <NativeSelect
          label={t('contests.form.pick_nft')}
          data={nftOptions}
          value={nftOptions.some((option) => option.value === form.values.nftUrl) ? form.values.nftUrl : ''}
          onChange={(event) => event.currentTarget.value && form.setFieldValue('nftUrl', event.currentTarget.value)}
          disabled={own.nfts.length === 0}
          data-field="pick-nft"
        />
        <TextInput
          label={t('contests.form.nft_url')}
          description={t('contests.form.nft_url_hint')}
          withAsterisk
          {...form.getInputProps('nftUrl')}
          data-field="nftUrl"
        />
        <TextInput
          type="email"
          label={t('contests.form.email')}
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
          data-field="email"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('contests.form.zip_code')}
            autoComplete="postal-code"
            {...form.getInputProps('zipCode')}
            data-field="zipCode"
          />
          <TextInput type="tel" label={t('contests.form.phone')} autoComplete="tel" {...form.getInputProps('phone')} data-field="phone" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('contests.form.privacy')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('contests.form.chain')}
            data={chains.map((chain) => ({ value: chain.symbol, label: chain.chainName }))}
            {...form.getInputProps('chain')}
            data-field="chain"
          />
          <TextInput
            label={t('contests.form.wallet_address')}
            description={t('contests.form.wallet_hint')}
            withAsterisk
            {...form.getInputProps('walletAddress')}
            data-field="walletAddress"
          />
        </SimpleGrid>
        <Checkbox
          label={t('contests.form.accept_rules')}
          {...form.getInputProps('acceptRules', { type: 'checkbox' })}
          data-field="acceptRules"
        />
        <Button type="submit" loading={submitting} w="fit-content" radius="xl" data-action="submit-entry">
          {t('contests.upload.submit')}
        </Button>
      </Stack>
    </form>
  );
}
