import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityEventFilter, useActivityEventGroups } from '../../../components/activity-event-filter';
import { ActivityTable } from '../../../components/activity-table';
import { EmptyState } from '../../../components/empty-state';
import { kindsOfGroups } from '../../../lib/activity-event-groups';
import { useAccountActivity } from '../hooks/use-account-lists';
import { LoadMore } from './load-more';

/** Everything the address sent or received, newest first, narrowed by event type. */
export function AccountActivityTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const [groups, setGroups] = useActivityEventGroups();
  const query = useAccountActivity(address, kindsOfGroups(groups));
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const empty = query.isSuccess && rows.length === 0;
  return (
    <Stack gap="lg">
      <ActivityEventFilter value={groups} onChange={setGroups} />
      {empty ? (
        <EmptyState title={groups.length > 0 ? t('activity.filter.none') : t('account_page.empty.activity')} />
      ) : (
        <>
          <ActivityTable rows={rows} withItem addressTab="activity" />
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isError}
            fetchNextPage={query.fetchNextPage}
          />
        </>
      )}
    </Stack>
  );
}
