import { Button, Card, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { batchMigrationStatuses } from '@nft/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../../lib/short-address';
import { MigrationProgress, MigrationStatusBadge, describeTokens } from '../../../migrations';
import { ListFoot } from '../../components/load-more';
import { useAdminAction } from '../../hooks/use-admin-lists';
import { reviewMigration } from '../api/admin-migrations-api';
import { useAdminMigrations } from '../hooks/use-admin-migrations';
import { MigrationDetail } from './migration-detail';
import { ReviewDialog, type ReviewDecision } from './review-dialog';
import { SegmentsRow } from '../../components/segments-row';

const filters = [...batchMigrationStatuses, 'all'] as const;
type Filter = (typeof filters)[number];

/**
 * The console's Migrations tab (docs/product.md "Operator console", "Batch migration"): the requests by status, each
 * opened for review with the contract's facts read from the chain, approved or rejected with a reason, and the
 * import's progress after approval.
 */
export function MigrationsPanel() {
  const { t, i18n } = useTranslation('studio');
  const [status, setStatus] = useState<Filter>('pending');
  const [opened, setOpened] = useState<number | null>(null);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const list = useAdminMigrations(status);
  const review = useAdminAction(
    ({ id, decision: chosen, reason }: { id: number; decision: ReviewDecision; reason: string }) =>
      reviewMigration(id, chosen === 'reject' ? { decision: 'reject', reason } : { decision: 'approve', reason: reason || null }),
    () => setDecision(null),
  );
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack>
      <SegmentsRow>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as Filter)}
          data={filters.map((value) => ({ value, label: t(`admin.migrations.filters.${value}`) }))}
          w="fit-content"
          data-migration-filter
        />
      </SegmentsRow>
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="admin-migrations">
        {rows.map((request) => (
          <Card key={request.id} withBorder radius="md" data-admin-migration-id={request.id}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} truncate>
                  {request.contractName ?? shortAddress(request.contractAddress)} · {request.standard ?? '?'}
                </Text>
                <MigrationStatusBadge status={request.status} />
              </Group>
              <Text size="sm">
                {request.chain} · {shortAddress(request.contractAddress)} → {request.collection.name}
              </Text>
              <Text size="sm">{describeTokens(t, request)}</Text>
              <Text size="xs" c="dimmed">
                {t('admin.migrations.requester')}: {shortAddress(request.requesterAddress)} · {t('admin.migrations.requested_at')}:{' '}
                {new Date(request.createdAt).toLocaleString(i18n.language)}
              </Text>
              {request.status !== 'pending' && request.status !== 'rejected' ? (
                <MigrationProgress progress={request.progress} errors={request.errors} showErrors={0} />
              ) : null}
              <Group justify="flex-end">
                <Button size="xs" variant="light" onClick={() => setOpened(request.id)} data-open-migration>
                  {request.status === 'pending' ? t('admin.migrations.review') : t('admin.migrations.details')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ListFoot list={list} empty={rows.length === 0} />
      <Modal opened={opened !== null} onClose={() => setOpened(null)} title={t('admin.migrations.detail_title')} size="xl">
        {opened !== null ? <MigrationDetail id={opened} onReview={setDecision} /> : null}
      </Modal>
      <ReviewDialog
        key={`${opened ?? 'none'}-${decision ?? 'none'}`}
        decision={decision}
        busy={review.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(chosen, reason) => opened !== null && review.mutate({ id: opened, decision: chosen, reason })}
      />
    </Stack>
  );
}
