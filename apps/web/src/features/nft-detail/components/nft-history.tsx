import { Button, Card, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityTable } from '../../../components/activity-table';
import type { NftKey } from '../api/nft-key';
import { useNftActivity } from '../hooks/use-nft-activity';

/** The token's trading history (mints, transfers, listings, sales, ...), newest first. */
export function NftHistory({ nftKey, viewer }: { nftKey: NftKey; viewer: string | undefined }) {
  const { t } = useTranslation();
  const activity = useNftActivity(nftKey);
  const rows = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card withBorder radius="lg" padding="md" data-section="history">
      <Title order={2} size="h5" mb="sm">
        {t('nft_detail.sections.history')}
      </Title>
      {activity.isPending ? (
        <Skeleton height={120} />
      ) : activity.isError ? (
        <Text c="red" size="sm">
          {activity.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.no_data')}
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
