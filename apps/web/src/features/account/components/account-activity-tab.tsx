import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityTable } from '../../../components/activity-table';
import { EmptyState } from '../../../components/empty-state';
import { useAccountActivity } from '../hooks/use-account-lists';
import { LoadMore } from './load-more';

/** Everything the address sent or received, newest first. */
export function AccountActivityTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useAccountActivity(address);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isSuccess && rows.length === 0) return <EmptyState title={t('account_page.empty.activity')} />;
  return (
    <Stack gap="lg">
      <ActivityTable rows={rows} withItem addressTab="activity" />
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isError}
        fetchNextPage={query.fetchNextPage}
      />
    </Stack>
  );
}
