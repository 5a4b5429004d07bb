import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { NftGrid, useUrlFilters } from '../../explore';
import type { AccountNftTab } from '../api/account-schemas';
import { useAccountNfts } from '../hooks/use-account-lists';
import {
  accountNftFiltersToParams,
  defaultAccountNftFilters,
  narrowsAccountNfts,
  parseAccountNftFilters,
  type AccountNftFilters,
} from '../model/account-nft-filters';
import { AccountNftsToolbar } from './account-nfts-toolbar';
import { CollectedGrid } from './collected-grid';
import { HiddenNftsSection } from './hidden-nfts-section';
import { LoadMore } from './load-more';

/** Where an owner's empty tab leads: to NFTs to collect or favourite, or to making one. */
function EmptyAction({ tab }: { tab: AccountNftTab }) {
  const { t } = useTranslation();
  const create = tab === 'created';
  return (
    <Button component={Link} to={create ? paths.createNft() : paths.marketPlace()} variant="light" data-empty-action={tab}>
      {create ? t('account_page.empty_action.create_nft') : t('account_page.empty_action.explore')}
    </Button>
  );
}

/** Nothing matches the filters: say so, and offer to drop them (the sort stays). */
function NoMatch({ filters, onChange }: { filters: AccountNftFilters; onChange: (filters: AccountNftFilters) => void }) {
  const { t } = useTranslation();
  const clear = (
    <Button variant="light" onClick={() => onChange({ ...defaultAccountNftFilters, sort: filters.sort })} data-account-clear>
      {t('explore.filters.clear')}
    </Button>
  );
  return <EmptyState title={filters.search ? t('empty.no_search_results') : t('empty.no_results')} action={clear} />;
}

/**
 * Collected, created or favorited NFTs of an account, a page at a time, sorted and narrowed from the URL; the owner's
 * empty tab says where to start.
 */
export function AccountNftsTab({ address, tab, own = false }: { address: string; tab: AccountNftTab; own?: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useUrlFilters(parseAccountNftFilters, accountNftFiltersToParams);
  const query = useAccountNfts({ address, tab, filters });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed = narrowsAccountNfts(filters);
  const empty = query.isSuccess && !query.isPlaceholderData && items.length === 0;
  // The owner's hidden NFTs belong with what they collected; the section shows only to them.
  const hidden = tab === 'collected' ? <HiddenNftsSection address={address} /> : null;
  // An empty tab has nothing to sort or narrow; a narrowed one keeps its toolbar, to widen it again.
  if (empty && !narrowed) {
    return (
      <Stack gap="lg">
        <EmptyState title={t(`account_page.empty.${tab}`)} action={own ? <EmptyAction tab={tab} /> : undefined} />
        {hidden}
      </Stack>
    );
  }
  const toolbar = <AccountNftsToolbar address={address} tab={tab} filters={filters} onChange={setFilters} />;
  if (empty) {
    return (
      <Stack gap="lg">
        {toolbar}
        <NoMatch filters={filters} onChange={setFilters} />
        {hidden}
      </Stack>
    );
  }
  // While another sort or filter loads, the previous results stay on screen (keepPreviousData): say they are busy,
  // to assistive technology and to the browser tests, which wait for `data-loading="false"`.
  const loading = query.isFetching && !query.isFetchingNextPage;
  return (
    <Stack gap="lg">
      {toolbar}
      <div data-account-results data-loading={loading ? 'true' : 'false'} aria-busy={loading}>
        {tab === 'collected' ? (
          <CollectedGrid address={address} items={items} loading={query.isPending} />
        ) : (
          <NftGrid items={items} loading={query.isPending} />
        )}
      </div>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isError}
        fetchNextPage={query.fetchNextPage}
      />
      {hidden}
    </Stack>
  );
}
