import { useTranslation } from 'react-i18next';
import { ActivityTable } from '../../../components/activity-table';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import { useCollectionActivity } from '../hooks/use-collection-detail';

/** The activity tab: mints, transfers and trades of the collection's items, newest first. */
export function CollectionActivityTable({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const list = useCollectionActivity(collectionId);
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isSuccess && items.length === 0) return <EmptyState title={t('empty.no_data')} />;
  return (
    <>
      <ActivityTable rows={items} withItem minWidth={720} />
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage || list.isPending}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
