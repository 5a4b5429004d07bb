import { NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import { CollectionDetailsFields, TermsCheckbox } from '../../collections';
import { parseAllowlist } from '../model/allowlist-input';
import { dropLimits, type DropFormValues } from '../model/drop-form';
import { AllowlistField } from './allowlist-field';
import { ArtworkEditor } from './artwork-editor';

type FieldsProps = { form: UseFormReturnType<DropFormValues>; chains: PublicChain[]; locked: boolean };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={2} size="h4" component="legend" mb="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The collection's details, as for any collection (docs/product.md "Create collection"). */
function CollectionFields({ form, chains, locked }: FieldsProps) {
  const { t } = useTranslation('studio');
  const chainOptions = chains.map((chain) => ({ value: chain.symbol, label: chain.chainName }));
  return (
    <Section title={t('drops.create.sections.collection')}>
      <Select
        label={t('collection_form.chain')}
        data={chainOptions}
        allowDeselect={false}
        required
        disabled={locked}
        {...form.getInputProps('chain')}
        onChange={(value) => {
          const next = chains.find((chain) => chain.symbol === value);
          form.setFieldValue('chain', value ?? '');
          form.setFieldValue('paymentToken', next?.paymentTokens.find((token) => token.native)?.address ?? '');
        }}
        data-field="chain"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('collection_form.name')} required disabled={locked} {...form.getInputProps('name')} data-field="name" />
        <TextInput
          label={t('drops.create.symbol')}
          description={t('drops.create.symbol_hint')}
          required
          maxLength={dropLimits.symbolMax}
          disabled={locked}
          {...form.getInputProps('symbol')}
          data-field="symbol"
        />
      </SimpleGrid>
      <CollectionDetailsFields form={form} locked={locked} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('collection_form.royalty')}
          description={t('collection_form.royalty_hint')}
          min={0}
          max={10}
          step={0.5}
          decimalScale={2}
          clampBehavior="none"
          disabled={locked}
          {...form.getInputProps('royalty')}
          data-field="royalty"
        />
        <TextInput
          label={t('collection_form.royalty_address')}
          description={t('collection_form.royalty_address_hint')}
          disabled={locked}
          {...form.getInputProps('royaltyAddress')}
          data-field="royaltyAddress"
        />
      </SimpleGrid>
    </Section>
  );
}

/** Supply, price and currency, the per-wallet limit and the sale's times. */
function SaleFields({ form, chains, locked }: FieldsProps) {
  const { t } = useTranslation('studio');
  const chain = chains.find((entry) => entry.symbol === form.values.chain);
  const tokenOptions = (chain?.paymentTokens ?? []).map((token) => ({ value: token.address, label: token.symbol }));
  return (
    <Section title={t('drops.create.sections.sale')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={t('drops.create.supply')}
          min={1}
          max={dropLimits.maxSupply}
          allowDecimal={false}
          required
          disabled={locked}
          {...form.getInputProps('supply')}
          data-field="supply"
        />
        <TextInput
          label={t('drops.create.price')}
          description={t('drops.create.price_hint')}
          inputMode="decimal"
          required
          disabled={locked}
          {...form.getInputProps('price')}
          data-field="price"
        />
        <Select
          label={t('drops.create.currency')}
          data={tokenOptions}
          allowDeselect={false}
          disabled={locked}
          {...form.getInputProps('paymentToken')}
          data-field="paymentToken"
        />
      </SimpleGrid>
      <NumberInput
        label={t('drops.create.per_wallet')}
        min={1}
        max={dropLimits.maxPerWallet}
        allowDecimal={false}
        required
        disabled={locked}
        w={{ base: '100%', sm: 220 }}
        {...form.getInputProps('perWalletLimit')}
        data-field="perWalletLimit"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label={t('drops.create.starts_at')}
          required
          disabled={locked}
          {...form.getInputProps('startsAt')}
          data-field="startsAt"
        />
        <TextInput
          type="datetime-local"
          label={t('drops.create.ends_at')}
          required
          disabled={locked}
          {...form.getInputProps('endsAt')}
          data-field="endsAt"
        />
      </SimpleGrid>
    </Section>
  );
}

function AllowlistFields({ form, locked }: Omit<FieldsProps, 'chains'>) {
  const { t } = useTranslation('studio');
  const listed = parseAllowlist(form.values.allowlistText).addresses.length > 0;
  return (
    <Section title={t('drops.create.sections.allowlist')}>
      <AllowlistField form={form} locked={locked} />
      {listed ? (
        <TextInput
          type="datetime-local"
          label={t('drops.create.public_starts_at')}
          description={t('drops.create.public_starts_hint')}
          required
          disabled={locked}
          w={{ base: '100%', sm: '50%' }}
          {...form.getInputProps('publicStartsAt')}
          data-field="publicStartsAt"
        />
      ) : null}
    </Section>
  );
}

/** Every field of the create-drop form, in its sections. */
export function DropFormFields({ form, chains, locked }: FieldsProps) {
  const { t } = useTranslation('studio');
  return (
    <Stack gap="xl">
      <CollectionFields form={form} chains={chains} locked={locked} />
      <Section title={t('drops.create.sections.artwork')}>
        <ArtworkEditor form={form} locked={locked} />
      </Section>
      <SaleFields form={form} chains={chains} locked={locked} />
      <AllowlistFields form={form} locked={locked} />
      <TermsCheckbox inputProps={form.getInputProps('termsAccepted', { type: 'checkbox' })} locked={locked} />
    </Stack>
  );
}
