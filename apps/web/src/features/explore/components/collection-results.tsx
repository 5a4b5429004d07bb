import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionView } from '../model/collection-filters';
import type { CollectionSort } from '../model/explore-options';
import { useShownItems } from '../hooks/use-shown-items';
import { useCollectionList } from '../hooks/use-explore-lists';
import { CollectionGrid } from './collection-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';

// The table is fetched the first time someone asks for it, not with the grid of the first screen
// (docs/decisions/065-first-screen-chunks.md).
const CollectionTable = lazy(() => import('./collection-table').then((module) => ({ default: module.CollectionTable })));

type CollectionResultsProps = {
  query: URLSearchParams;
  searching: boolean;
  view: CollectionView;
  sort: CollectionSort;
  onSort: (sort: CollectionSort) => void;
};

/** The collections of an explore view, as cards or as a ranking table. */
export function CollectionResults({ query, searching, view, sort, onSort }: CollectionResultsProps) {
  const { t } = useTranslation();
  const list = useCollectionList(query);
  const { items, shown, pending, growing } = useShownItems(list.data?.pages);
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  if (list.isSuccess && items.length === 0) {
    return <EmptyState title={searching ? t('empty.no_search_results') : t('empty.no_results')} />;
  }
  return (
    <Stack gap={0} data-collection-results data-loading={list.isFetching || pending ? 'true' : 'false'}>
      {view === 'table' ? (
        <Suspense fallback={<Skeleton height={480} radius="md" />}>
          <CollectionTable items={shown} loading={list.isPending || list.isFetchingNextPage || growing} sort={sort} onSort={onSort} />
        </Suspense>
      ) : (
        <CollectionGrid items={shown} loading={list.isPending || list.isFetchingNextPage || growing} />
      )}
      {list.isFetchNextPageError && <ListError onRetry={() => void list.fetchNextPage()} />}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage || pending} onLoadMore={() => void list.fetchNextPage()} />
    </Stack>
  );
}
