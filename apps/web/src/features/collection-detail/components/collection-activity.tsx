import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityEventFilter, useActivityEventGroups } from '../../../components/activity-event-filter';
import { ActivityTable } from '../../../components/activity-table';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import { kindsOfGroups } from '../../../lib/activity-event-groups';
import { useCollectionActivity } from '../hooks/use-collection-detail';

/** The activity tab: mints, transfers and trades of the collection's items, newest first, narrowed by event type. */
export function CollectionActivityTable({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const [groups, setGroups] = useActivityEventGroups();
  const list = useCollectionActivity(collectionId, kindsOfGroups(groups));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  let body: React.ReactNode;
  if (list.isError && !list.data) body = <ListError onRetry={() => void list.refetch()} />;
  else if (list.isSuccess && items.length === 0)
    body = <EmptyState title={groups.length > 0 ? t('activity.filter.none') : t('empty.no_data')} />;
  else
    body = (
      <>
        <ActivityTable rows={items} withItem minWidth={720} />
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage || list.isPending}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );
  return (
    <Stack gap="md">
      <ActivityEventFilter value={groups} onChange={setGroups} />
      {body}
    </Stack>
  );
}
