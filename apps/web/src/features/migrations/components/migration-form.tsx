import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BatchMigrationCheck } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { TermsCheckbox } from '../../collections';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import type { MyCollection } from '../api/migrations-api';
import type { PastedProof, SubmitStep } from '../hooks/use-submit-migration';
import type { MigrationFormValues } from '../model/migration-form';
import { ContractCheckPanel } from './contract-check-panel';
import { DeployerProofFields } from './deployer-proof-fields';
import { TargetCollectionFields } from './target-collection-fields';
import { TokenIdFields } from './token-id-fields';

type MigrationFormProps = {
  form: UseFormReturnType<MigrationFormValues>;
  chains: PublicChain[];
  check: { data: BatchMigrationCheck | undefined; loading: boolean; error: Error | null };
  collections: { items: MyCollection[]; loading: boolean };
  maxTokens: number;
  /** Set when the deployer is another address than the connected wallet: their signature is pasted. */
  pasted: PastedProof | null;
  onPastedChange: (proof: PastedProof) => void;
  step: SubmitStep | null;
  failure: string | null;
  onSubmit: (values: MigrationFormValues) => void;
};

/** The batch migration form (docs/product.md "Batch migration"): contract, target collection, token ids, contact. */
export function MigrationForm(props: MigrationFormProps) {
  const { form, chains, check, collections, maxTokens, pasted, step, failure } = props;
  const { t } = useTranslation('studio');
  // A contract that is neither ERC-721 nor ERC-1155 cannot be migrated: the panel says so and submitting waits.
  const refused = check.data !== undefined && check.data.facts.standard === null;
  return (
    <form onSubmit={form.onSubmit(props.onSubmit)} noValidate data-migration-form>
      <Stack gap="md">
        <Select
          label={t('migration.chain')}
          data={chains.map((chain) => ({ value: chain.symbol, label: chain.chainName }))}
          allowDeselect={false}
          {...form.getInputProps('chain')}
          data-field="chain"
        />
        <TextInput
          label={t('migration.contract')}
          description={t('migration.contract_hint')}
          placeholder="0x..."
          {...form.getInputProps('contractAddress')}
          data-field="contractAddress"
        />
        <ContractCheckPanel check={check.data} loading={check.loading} error={check.error} />
        {pasted && check.data ? (
          <DeployerProofFields message={check.data.controlMessage} proof={pasted} onChange={props.onPastedChange} />
        ) : null}
        <TargetCollectionFields form={form} collections={collections.items} loading={collections.loading} />
        <TokenIdFields form={form} maxTokens={maxTokens} />
        <TextInput
          label={t('migration.contact')}
          placeholder={t('migration.contact_placeholder')}
          {...form.getInputProps('contact')}
          data-field="contact"
        />
        <TermsCheckbox inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })} />
        {failure ? (
          <Alert color="red" data-migration-failure>
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('migration.review_time')}
          </Text>
          <Button type="submit" disabled={refused} loading={step !== null} data-submit>
            {step ? t(`migration.steps.${step}`) : t('migration.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
