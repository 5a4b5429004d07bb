import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { FilterSection } from './filter-section';

/** "On sale in": the chains this deployment serves. */
export function ChainFilter({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
  const { t } = useTranslation();
  const registry = useChainRegistry();
  const chains = registry.data?.chains.filter((chain) => chain.active) ?? [];
  return (
    <FilterSection title={t('explore.filters.chains')}>
      <Checkbox.Group value={value} onChange={onChange}>
        <Stack gap={6}>
          {chains.map((chain) => (
            <Checkbox key={chain.symbol} value={chain.symbol} label={chain.chainName} data-chain-filter={chain.symbol} />
          ))}
        </Stack>
      </Checkbox.Group>
    </FilterSection>
  );
}
