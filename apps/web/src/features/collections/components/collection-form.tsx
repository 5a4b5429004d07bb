import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import type { EditableCollection } from '../api/collection-schemas';
import { collectionCategories } from '@nft/shared';
import { collectionFormSchema, collectionNameLength, type CollectionFormValues } from '../model/collection-form-schema';
import { formErrors, serverFieldErrors } from '../model/form-errors';
import { keptMedia } from '../model/kept-media';
import { toCollectionBody } from '../model/to-collection-body';
import { CollectionDetailsFields } from './collection-details-fields';
import { TermsCheckbox } from './terms-checkbox';

export type CollectionFormProps = {
  /** Active chains the collection may live on. */
  chains: PublicChain[];
  /** The creator's address: the default royalty address. */
  creator: string;
  /** The collection being edited; a new one when absent. */
  existing?: EditableCollection;
  submitting: boolean;
  onSubmit: (body: ReturnType<typeof toCollectionBody>) => Promise<void>;
};

const mediaFields = { logoMediaId: 'logo', featuredMediaId: 'featured', bannerMediaId: 'banner' };

function initialValues(chains: PublicChain[], creator: string, existing?: EditableCollection): CollectionFormValues {
  const chain = chains.find((entry) => entry.symbol === existing?.chain) ?? chains[0];
  const native = chain?.paymentTokens.find((token) => token.native)?.address ?? '';
  return {
    chain: existing?.chain ?? chain?.symbol ?? '',
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    category: existing?.category ?? null,
    royalty: existing ? existing.royaltyBps / 100 : 0,
    royaltyAddress: existing?.royaltyAddress ?? creator,
    paymentToken: existing?.paymentToken ?? native,
    website: existing?.website ?? '',
    termsAccepted: false,
    logo: keptMedia(existing?.logo ?? null),
    featured: keptMedia(existing?.featured ?? null),
    banner: keptMedia(existing?.banner ?? null),
  };
}

/**
 * Create or edit a collection. Every rule runs here first with the spec's message and again on the
 * server; a refusal from the server lands on its field in the same words.
 */
export function CollectionForm({ chains, creator, existing, submitting, onSubmit }: CollectionFormProps) {
  const { t } = useTranslation('studio');
  const form = useForm<CollectionFormValues>({
    mode: 'controlled',
    initialValues: initialValues(chains, creator, existing),
    validate: (values) => formErrors(collectionFormSchema(t, chains.find((chain) => chain.symbol === values.chain)?.family), values),
  });
  const chain = chains.find((entry) => entry.symbol === form.values.chain);
  const nativeToken = chain?.paymentTokens.find((token) => token.native)?.address;
  const chainOptions = useMemo(() => chains.map((entry) => ({ value: entry.symbol, label: entry.chainName })), [chains]);
  const tokenOptions = (chain?.paymentTokens ?? []).map((token) => ({ value: token.address, label: `${token.symbol} · ${token.name}` }));
  const categoryOptions = collectionCategories.map((value) => ({ value, label: t(`explore.categories.${value}`) }));

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toCollectionBody(values, nativeToken, existing));
    } catch (error) {
      // Field refusals from the server go on their fields; anything else is the caller's toast.
      if (isApiError(error) && error.code === 'validation_failed') {
        const errors = serverFieldErrors(error.details, mediaFields);
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          return;
        }
      }
      throw error;
    }
  });

  return (
    <form onSubmit={submit} noValidate data-collection-form>
      <Stack gap="lg">
        <Select
          label={t('collection_form.chain')}
          placeholder={t('collection_form.chain_placeholder')}
          data={chainOptions}
          required
          disabled={existing !== undefined}
          allowDeselect={false}
          {...form.getInputProps('chain')}
          onChange={(value) => {
            const next = chains.find((entry) => entry.symbol === value);
            form.setFieldValue('chain', value ?? '');
            form.setFieldValue('paymentToken', next?.paymentTokens.find((token) => token.native)?.address ?? '');
          }}
          data-field="chain"
        />
        <TextInput
          label={t('collection_form.name')}
          placeholder={t('collection_form.name_placeholder')}
          description={t('validation.length', collectionNameLength)}
          required
          {...form.getInputProps('name')}
          data-field="name"
        />
        <CollectionDetailsFields form={form} withFeatured />
        <Select
          label={t('collection_form.category')}
          placeholder={t('collection_form.category_placeholder')}
          data={categoryOptions}
          clearable
          {...form.getInputProps('category')}
          data-field="category"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('collection_form.royalty')}
            description={t('collection_form.royalty_hint')}
            min={0}
            max={10}
            step={0.01}
            decimalScale={4}
            clampBehavior="none"
            required
            {...form.getInputProps('royalty')}
            data-field="royalty"
          />
          <TextInput
            label={t('collection_form.royalty_address')}
            description={t('collection_form.royalty_address_hint')}
            required
            {...form.getInputProps('royaltyAddress')}
            data-field="royaltyAddress"
          />
        </SimpleGrid>
        <Select
          label={t('collection_form.payment_token')}
          data={tokenOptions}
          allowDeselect={false}
          {...form.getInputProps('paymentToken')}
          data-field="paymentToken"
        />
        <TextInput
          label={t('collection_form.website')}
          placeholder={t('collection_form.website_placeholder')}
          {...form.getInputProps('website')}
          data-field="website"
        />
        <TermsCheckbox inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} data-submit>
            {existing ? t('collection_form.save') : t('collection_form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
