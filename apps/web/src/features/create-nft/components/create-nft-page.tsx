import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { useWalletSession } from '../../wallet';
import { collectionSummaryQueryOptions } from '../api/get-collection-summary';
import { useMintFlow } from '../hooks/use-mint-flow';
import { useMyCollections } from '../hooks/use-my-collections';
import { createNftFormSchema, type CreateNftFormValues } from '../model/create-nft-form-schema';
import { draftServerErrors, nestedFormErrors } from '../model/form-errors';
import { toDraftBody } from '../model/to-draft-body';
import { CreateNftForm } from './create-nft-form';
import { MintStepper } from './mint-stepper';

const emptyValues: CreateNftFormValues = {
  chain: '',
  collectionId: null,
  media: null,
  preview: null,
  name: '',
  description: '',
  externalLink: '',
  traits: [],
  levels: [],
  stats: [],
  unlockable: false,
  unlockableContent: '',
  copies: 1,
  frozen: false,
};

/** /create-nft/:collectionId?: the form, then the mint from the wallet with its progress. */
export function CreateNftPage({ collectionId }: { collectionId: number | undefined }) {
  const { t } = useTranslation('studio');
  const session = useWalletSession();
  const address = session.status === 'disconnected' ? '' : session.address;
  const registry = useChainRegistry();
  const preset = useQuery(collectionSummaryQueryOptions(collectionId));
  // EVM chains with the platform contracts: the only ones the browser can mint on.
  const chains = useMemo(
    () => (registry.data?.chains ?? []).filter((chain) => chain.active && chain.family === 'evm' && chain.ERC721Contract !== ''),
    [registry.data],
  );

  const form = useForm<CreateNftFormValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: (values) => nestedFormErrors(createNftFormSchema(t), values),
  });
  const { setFieldValue, setErrors } = form;
  const collections = useMyCollections(address, form.values.chain);
  const onServerRefusal = useCallback((details: unknown) => setErrors(draftServerErrors(details)), [setErrors]);
  const flow = useMintFlow(onServerRefusal);

  // The chain follows the collection in the URL, else the wallet's chain, else the first one.
  const initialChain =
    preset.data?.chain ??
    chains.find((chain) => session.status !== 'disconnected' && chain.symbol === session.chain)?.symbol ??
    chains[0]?.symbol;
  useEffect(() => {
    if (form.values.chain !== '' || !initialChain || (collectionId !== undefined && preset.isPending)) return;
    setFieldValue('chain', initialChain);
    if (preset.data && preset.data.creator.toLowerCase() === address.toLowerCase()) setFieldValue('collectionId', String(preset.data.id));
  }, [initialChain, preset.data, preset.isPending, collectionId, address, form.values.chain, setFieldValue]);

  if (registry.isPending) return <PageLoader />;
  const progress = flow.progress;
  const locked = progress !== undefined && progress.status !== 'failed';
  const presetRefused = preset.data !== undefined && preset.data.creator.toLowerCase() !== address.toLowerCase();

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('create_nft.title')}</Title>
          <Text c="dimmed">{t('create_nft.intro')}</Text>
        </Stack>
        {chains.length === 0 ? <Alert color="red">{t('create_nft.no_chain')}</Alert> : null}
        {presetRefused || preset.isError ? <Alert color="yellow">{t('create_nft.collection_not_yours')}</Alert> : null}
        {progress ? (
          <MintStepper progress={progress} onRetry={() => void flow.start(toDraftBody(form.values))} onStartOver={flow.reset} />
        ) : null}
        <CreateNftForm
          form={form}
          chains={chains}
          collections={collections.data ?? []}
          locked={locked}
          onSubmit={(values) => {
            // A new submit is a new mint; "Retry" in the stepper resumes the failed one.
            flow.reset();
            void flow.start(toDraftBody(values));
          }}
        />
      </Stack>
    </Container>
  );
}
