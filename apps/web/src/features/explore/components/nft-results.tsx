import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShownItems } from '../hooks/use-shown-items';
import { useNftList } from '../hooks/use-explore-lists';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import { NftGrid } from './nft-grid';

/** The NFT grid of an explore view: skeletons, pages on scroll, and the spec's empty states. */
export function NftResults({ query, searching }: { query: URLSearchParams; searching: boolean }) {
  const { t } = useTranslation();
  const list = useNftList(query);
  const { items, shown, pending, growing } = useShownItems(list.data?.pages);
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  if (list.isSuccess && items.length === 0) {
    return <EmptyState title={searching ? t('empty.no_search_results') : t('empty.no_results')} />;
  }
  return (
    <Stack gap={0} data-nft-results data-loading={list.isFetching || pending ? 'true' : 'false'}>
      <NftGrid items={shown} loading={list.isPending || list.isFetchingNextPage || growing} />
      {list.isFetchNextPageError && <ListError onRetry={() => void list.fetchNextPage()} />}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage || pending} onLoadMore={() => void list.fetchNextPage()} />
    </Stack>
  );
}
