import { Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountNftSorts, type AccountNftTab } from '@nft/api-contract';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { SearchBox, SortSelect, StatusChips } from '../../explore';
import { accountNftStatuses, type AccountNftFilters } from '../model/account-nft-filters';

type ToolbarProps = { tab: AccountNftTab; filters: AccountNftFilters; onChange: (filters: AccountNftFilters) => void };

/** The chains this deployment serves, or all of them. */
function ChainSelect({ value, onChange }: { value: string; onChange: (chain: string) => void }) {
  const { t } = useTranslation();
  const registry = useChainRegistry();
  const chains = registry.data?.chains.filter((chain) => chain.active) ?? [];
  const data = [
    { value: '', label: t('explore.filters.any_chain') },
    ...chains.map((chain) => ({ value: chain.symbol, label: chain.chainName })),
  ];
  return (
    <NativeSelect
      value={value}
      data={data}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-label={t('explore.filters.chains')}
      style={{ flex: 1, minWidth: 0 }}
      data-account-chain
    />
  );
}

/**
 * Above an account's NFTs, as on an OpenSea profile: search by name, a chain, the sort, and status chips (buy now, on
 * auction, has offers; several widen the list). Every change lands in the URL.
 */
export function AccountNftsToolbar({ tab, filters, onChange }: ToolbarProps) {
  const { t } = useTranslation();
  const set = (change: Partial<AccountNftFilters>) => onChange({ ...filters, ...change });
  const sortLabel = (sort: (typeof accountNftSorts)[number]) =>
    sort === 'recent'
      ? t(`account_page.sort.recent_${tab}`)
      : sort === 'best_offer'
        ? t('account_page.sort.best_offer')
        : t(`explore.sort.${sort}`);
  return (
    <Stack gap="xs" data-account-toolbar>
      <Group gap="sm" wrap="wrap">
        <SearchBox value={filters.search} onChange={(search) => set({ search })} />
        {/* The two selects share a row of their own on a phone, beside the search from 36em. */}
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 340px', maxWidth: 440 }}>
          <ChainSelect value={filters.chain} onChange={(chain) => set({ chain })} />
          <SortSelect
            value={filters.sort}
            options={accountNftSorts.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
            onChange={(sort) => set({ sort })}
            width="flex"
          />
        </Group>
      </Group>
      <StatusChips
        statuses={accountNftStatuses}
        value={filters.status}
        onChange={(status) => set({ status })}
        label={t('explore.filters.status')}
      />
    </Stack>
  );
}
