import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import { serverFieldErrors } from '../../collections';
import { useWalletSession } from '../../wallet';
import { deploySteps, useDeployDrop } from '../hooks/use-deploy-drop';
import {
  collectionNameLength,
  dropLimits,
  toCreateDropBody,
  toLocalDateTime,
  validateDropForm,
  type DropFormValues,
  type FormToken,
} from '../model/drop-form';
import { DropFormFields } from './drop-form-fields';
import { DropPreview } from './drop-preview';
import { WalletStepper } from './wallet-stepper';
import { DoneAlert } from '../../../components/done-alert';

/** Chains a drop can be created on: active EVM chains with the drop factory deployed. */
const dropChains = (chains: PublicChain[]) =>
  chains.filter((chain) => chain.active && chain.family === 'evm' && Boolean(chain.dropFactoryContract));

function initialValues(chain: PublicChain | undefined): DropFormValues {
  const hour = 3600;
  const start = Math.ceil(Date.now() / 1000 / hour) * hour + hour;
  return {
    chain: chain?.symbol ?? '',
    name: '',
    symbol: '',
    description: '',
    logo: null,
    banner: null,
    royalty: 5,
    royaltyAddress: '',
    artworkKind: 'uploads',
    artwork: [{ media: null, name: '' }],
    baseUri: '',
    supply: 100,
    price: '',
    paymentToken: chain?.paymentTokens.find((token) => token.native)?.address ?? '',
    perWalletLimit: 5,
    startsAt: toLocalDateTime(start),
    publicStartsAt: toLocalDateTime(start + 24 * hour),
    endsAt: toLocalDateTime(start + 7 * 24 * hour),
    allowlistText: '',
    termsAccepted: false,
  };
}

const mediaFields = { logoMediaId: 'logo', bannerMediaId: 'banner', items: 'artwork' };

/** /create-drop (docs/product.md "Drops"): the form, a preview, then the deployment from the creator's wallet. */
export function CreateDropPage() {
  const { t } = useTranslation('studio');
  const registry = useChainRegistry();
  const session = useWalletSession();
  const chains = useMemo(() => dropChains(registry.data?.chains ?? []), [registry.data]);
  if (registry.isPending) return <PageLoader />;
  const preferred = chains.find((chain) => session.status !== 'disconnected' && chain.symbol === session.chain) ?? chains[0];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('drops.create.title')}</Title>
          <Text c="dimmed">{t('drops.create.intro')}</Text>
        </Stack>
        {chains.length === 0 ? (
          <Alert color="red">{t('create_nft.no_chain')}</Alert>
        ) : (
          <CreateDropForm chains={chains} initial={preferred} />
        )}
      </Stack>
    </Container>
  );
}

function CreateDropForm({ chains, initial }: { chains: PublicChain[]; initial: PublicChain | undefined }) {
  const { t } = useTranslation('studio');
  const [reviewing, setReviewing] = useState(false);
  const tokenOf = (values: DropFormValues): FormToken | undefined =>
    chains.find((chain) => chain.symbol === values.chain)?.paymentTokens.find((token) => token.address === values.paymentToken);
  const form = useForm<DropFormValues>({
    mode: 'controlled',
    initialValues: initialValues(initial),
    validate: (values) =>
      validateDropForm(values, tokenOf(values), {
        required: t('validation.required'),
        nameLength: t('drops.create.errors.name_length', collectionNameLength),
        descriptionLength: t('validation.max_length', { max: 1000 }),
        symbol: t('drops.create.errors.symbol'),
        royalty: t('validation.royalty'),
        address: t('validation.address_invalid'),
        baseUri: t('drops.create.errors.base_uri'),
        artworkMissing: t('drops.create.errors.artwork'),
        supply: t('drops.create.errors.supply', { max: dropLimits.maxSupply }),
        price: t('drops.create.errors.price', { decimals: tokenOf(values)?.decimals ?? 18 }),
        perWallet: t('drops.create.errors.per_wallet', { max: dropLimits.maxPerWallet }),
        dateTime: t('drops.create.errors.date_time'),
        endAfterStart: t('drops.create.errors.end_after_start'),
        publicBetween: t('drops.create.errors.public_between'),
        allowlistInvalid: (lines) => t('drops.create.errors.allowlist_invalid', { lines: lines.slice(0, 5).join(', ') }),
        allowlistTooLong: t('drops.create.errors.allowlist_too_long', { max: dropLimits.maxAllowlist }),
        terms: t('validation.terms_required'),
      }),
  });
  const { setErrors } = form;
  const onRefused = useCallback(
    (details: unknown) => {
      setErrors(serverFieldErrors(details, mediaFields));
      setReviewing(false);
    },
    [setErrors],
  );
  const flow = useDeployDrop(onRefused);
  const progress = flow.progress;
  const locked = progress !== undefined && progress.status !== 'failed';
  const token = tokenOf(form.values);

  const deploy = () => {
    if (form.validate().hasErrors || !token) {
      setReviewing(false);
      return;
    }
    flow.reset();
    void flow.start({ body: toCreateDropBody(form.values, token) });
  };

  return (
    <form
      noValidate
      data-create-drop-form
      onSubmit={form.onSubmit(() => {
        setReviewing(true);
        window.scrollTo({ top: 0 });
      })}
    >
      <Stack gap="lg">
        {reviewing ? <DropPreview values={form.values} token={token} /> : <DropFormFields form={form} chains={chains} locked={locked} />}
        {progress ? (
          <WalletStepper
            steps={deploySteps}
            progress={progress}
            label={(step) => t(`drops.create.steps.${step}`)}
            text={(step) => t(`drops.create.steps.${step}_text`)}
            failedTitle={t('drops.create.failed')}
            retryLabel={t('drops.retry')}
            startOverLabel={t('drops.start_over')}
            onRetry={() => void flow.retry()}
            onStartOver={flow.reset}
          >
            <DoneAlert mt="sm" title={t('drops.create.done')} data-drop-deployed>
              <Anchor component={Link} to={paths.mint(progress.context.drop?.id ?? 0)} data-open-mint>
                {t('drops.create.open_mint')}
              </Anchor>
            </DoneAlert>
          </WalletStepper>
        ) : null}
        <Group justify="flex-end">
          {reviewing ? (
            <>
              <Button variant="default" disabled={locked} onClick={() => setReviewing(false)} data-edit>
                {t('drops.create.edit')}
              </Button>
              <Button disabled={locked} onClick={deploy} data-deploy>
                {t('drops.create.deploy')}
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={locked} data-review>
              {t('drops.create.review')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
