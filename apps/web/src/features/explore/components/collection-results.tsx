import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCollectionList } from '../hooks/use-explore-lists';
import { CollectionGrid } from './collection-grid';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';

/** The collection grid of an explore view. */
export function CollectionResults({ query, searching }: { query: URLSearchParams; searching: boolean }) {
  const { t } = useTranslation();
  const list = useCollectionList(query);
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isSuccess && items.length === 0) {
    return <EmptyState title={searching ? t('empty.no_search_results') : t('empty.no_results')} />;
  }
  return (
    <Stack gap={0} data-collection-results data-loading={list.isFetching ? 'true' : 'false'}>
      <CollectionGrid items={items} loading={list.isPending || list.isFetchingNextPage} />
      {list.isFetchNextPageError && <ListError onRetry={() => void list.fetchNextPage()} />}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </Stack>
  );
}
