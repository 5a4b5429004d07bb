import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { migrationMaxTokens, type BatchMigration } from '@nft/api-contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors } from '../../collections';
import { useWalletSession } from '../../wallet';
import { useContractCheck } from '../hooks/use-contract-check';
import { useMyCollections, usePresetCollection } from '../hooks/use-migration-targets';
import { useSubmitMigration, type PastedProof } from '../hooks/use-submit-migration';
import { emptyMigrationForm, migrationFormErrors, serverFieldNames, type MigrationFormValues } from '../model/migration-form';
import { MigrationForm } from './migration-form';
import { MigrationSubmitted } from './migration-submitted';

/** /batch-migration/:collectionId?: apply to import an existing contract's NFTs (docs/product.md "Batch migration"). */
export function BatchMigrationPage({ collectionId }: { collectionId: number | undefined }) {
  const { t } = useTranslation('studio');
  const session = useWalletSession();
  const applicant = session.status === 'disconnected' ? '' : session.address;
  const registry = useChainRegistry();
  const preset = usePresetCollection(collectionId);
  const chains = useMemo(() => (registry.data?.chains ?? []).filter((chain) => chain.active && chain.family === 'evm'), [registry.data]);
  const [maxTokens, setMaxTokens] = useState(migrationMaxTokens);
  const form = useForm<MigrationFormValues>({
    mode: 'controlled',
    initialValues: emptyMigrationForm,
    validate: (values) => migrationFormErrors(values, t, maxTokens),
  });
  const { setFieldValue } = form;
  const check = useContractCheck(form.values.chain, form.values.contractAddress);
  const collections = useMyCollections(applicant, form.values.chain);
  const submit = useSubmitMigration();
  const [pasted, setPasted] = useState<PastedProof>({ deployer: '', signature: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<BatchMigration | null>(null);

  // The chain follows the collection in the URL, else the wallet's chain, else the first one.
  const initialChain =
    preset.data?.chain ??
    chains.find((chain) => session.status !== 'disconnected' && chain.symbol === session.chain)?.symbol ??
    chains[0]?.symbol;
  useEffect(() => {
    if (form.values.chain !== '' || !initialChain || (collectionId !== undefined && preset.isPending)) return;
    setFieldValue('chain', initialChain);
    if (preset.data && preset.data.creator.toLowerCase() === applicant.toLowerCase()) setFieldValue('collectionId', String(preset.data.id));
  }, [initialChain, preset.data, preset.isPending, collectionId, applicant, form.values.chain, setFieldValue]);
  useEffect(() => {
    if (check.data) setMaxTokens(check.data.maxTokens);
  }, [check.data]);
  // Another chain has other collections: a pick from the previous chain's list is dropped.
  const picked = form.values.collectionId;
  useEffect(() => {
    if (picked !== null && collections.data && !collections.data.some((item) => String(item.id) === picked))
      setFieldValue('collectionId', null);
  }, [picked, collections.data, setFieldValue]);

  if (registry.isPending) return <PageLoader />;
  const facts = check.data?.facts;
  // The connected wallet cannot sign for a deployer the chain names as someone else: that signature is pasted.
  const needsPasted = check.data?.control === 'deployer' && !check.data.deployerIsYou && facts?.deployer != null;

  const onSubmit = (values: MigrationFormValues) => {
    setFailure(null);
    if (!check.data) {
      form.setFieldError('contractAddress', t('migration.check_first'));
      return;
    }
    submit.mutate(
      { values, applicant, check: check.data, pasted: needsPasted ? pasted : null },
      {
        onSuccess: (request) => setSubmitted(request),
        onError: (error) => {
          if (isApiError(error) && error.code === 'validation_failed') {
            // Issues on fields the form shows go there; one on anything else (the proof) is said above the button.
            const fields = Object.entries(serverFieldErrors(error.details, serverFieldNames));
            if (fields.length > 0 && fields.every(([name]) => name in emptyMigrationForm)) {
              form.setErrors(Object.fromEntries(fields));
              return;
            }
          }
          setFailure(error.message);
        },
      },
    );
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('migration.title')}</Title>
          <Text c="dimmed">{t('migration.intro')}</Text>
        </Stack>
        {chains.length === 0 ? <Alert color="red">{t('migration.no_chain')}</Alert> : null}
        {submitted ? (
          <MigrationSubmitted
            request={submitted}
            applicant={applicant}
            onAnother={() => {
              setSubmitted(null);
              form.setValues({ ...emptyMigrationForm, chain: form.values.chain, contact: form.values.contact });
            }}
          />
        ) : (
          <MigrationForm
            form={form}
            chains={chains}
            check={{ data: check.data, loading: check.isFetching && !check.data, error: check.error }}
            collections={{ items: collections.data ?? [], loading: collections.isPending && collections.fetchStatus !== 'idle' }}
            maxTokens={maxTokens}
            pasted={needsPasted ? pasted : null}
            onPastedChange={setPasted}
            step={submit.step}
            failure={failure}
            onSubmit={onSubmit}
          />
        )}
      </Stack>
    </Container>
  );
}
