import { Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountNftSorts, type AccountNftTab } from '@nft/api-contract';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { SearchBox, SortSelect, StatusChips } from '../../explore';
import { useAccountTabCollections } from '../hooks/use-account-lists';
import { accountNftStatuses, type AccountNftFilters } from '../model/account-nft-filters';

type ToolbarProps = { address: string; tab: AccountNftTab; filters: AccountNftFilters; onChange: (filters: AccountNftFilters) => void };

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
      style={{ flex: '1 1 140px', minWidth: 0 }}
      data-account-chain
    />
  );
}

/** The collections of the tab's NFTs, each with how many it holds ("Owls (3)"), or all of them. */
function CollectionSelect({
  address,
  tab,
  value,
  onChange,
}: {
  address: string;
  tab: AccountNftTab;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const held = useAccountTabCollections(address, tab);
  const options = (held.data?.items ?? []).map((collection) => ({
    value: String(collection.id),
    label: `${collection.name} (${collection.count})`,
  }));
  // A collection from the URL the list does not name (yet, or any more) still shows as picked.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: `#${value}` });
  return (
    <NativeSelect
      value={value}
      data={[{ value: '', label: t('account_page.all_collections') }, ...options]}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-label={t('explore.filters.collections')}
      style={{ flex: '1 1 140px', minWidth: 0 }}
      data-account-collection
    />
  );
}

/**
 * Above an account's NFTs, as on an OpenSea profile: search by name, a chain, the sort, and status chips (buy now, on
 * auction, has offers; several widen the list). Every change lands in the URL.
 */
export function AccountNftsToolbar({ address, tab, filters, onChange }: ToolbarProps) {
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
        {/* The selects share the row beside the search on a wide screen; on a phone, rows of their own, two abreast. */}
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 480px', maxWidth: 660 }}>
          <CollectionSelect address={address} tab={tab} value={filters.collection} onChange={(collection) => set({ collection })} />
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
