import { Button, Card, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityEventFilter, useActivityEventGroups } from '../../../components/activity-event-filter';
import { ActivityTable } from '../../../components/activity-table';
import { kindsOfGroups } from '../../../lib/activity-event-groups';
import type { NftKey } from '../api/nft-key';
import { useNftActivity } from '../hooks/use-nft-activity';

/** The token's trading history (mints, transfers, listings, sales, ...), newest first, narrowed by event type. */
export function NftHistory({ nftKey, viewer }: { nftKey: NftKey; viewer: string | undefined }) {
  const { t } = useTranslation();
  const [groups, setGroups] = useActivityEventGroups();
  const activity = useNftActivity(nftKey, kindsOfGroups(groups));
  const rows = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="lg" padding="md" data-section="history">
      <Title order={2} size="h5" mb="sm">
        {t('nft_detail.sections.history')}
      </Title>
      <div style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
        <ActivityEventFilter value={groups} onChange={setGroups} />
      </div>
      {activity.isPending ? (
        <Skeleton height={120} />
      ) : activity.isError ? (
        <Text c="red" size="sm">
          {activity.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {groups.length > 0 ? t('activity.filter.none') : t('empty.no_data')}
        </Text>
      ) : (
        <ActivityTable rows={rows} viewer={viewer} minWidth={560} />
      )}
      {activity.hasNextPage && (
        <Button variant="subtle" mt="sm" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
          {t('nft_detail.history.load_more')}
        </Button>
      )}
    </Card>
  );
}
