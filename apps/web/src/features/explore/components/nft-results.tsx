import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNftList } from '../hooks/use-explore-lists';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import { NftGrid } from './nft-grid';

/** The NFT grid of an explore view: skeletons, pages on scroll, and the spec's empty states. */
export function NftResults({ query, searching }: { query: URLSearchParams; searching: boolean }) {
  const { t } = useTranslation();
  const list = useNftList(query);
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isSuccess && items.length === 0) {
    return <EmptyState title={searching ? t('empty.no_search_results') : t('empty.no_results')} />;
  }
  return (
    <Stack gap={0} data-nft-results data-loading={list.isFetching ? 'true' : 'false'}>
      <NftGrid items={items} loading={list.isPending || list.isFetchingNextPage} />
      {list.isFetchNextPageError && <ListError onRetry={() => void list.fetchNextPage()} />}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </Stack>
  );
}
