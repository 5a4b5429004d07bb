import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport } from '@nft/api-contract';
import { ExternalLink } from '../../../components/ui/external-link';
import { shortAddress } from '../../../lib/short-address';
import { reopenReport, resolveReport } from '../api/admin-api';
import { useAdminAction, useAdminReports } from '../hooks/use-admin-lists';
import { ListFoot } from './load-more';
import { NftCell } from './nft-cell';
import { ReasonDialog } from './reason-dialog';
import { SegmentsRow } from './segments-row';

const statuses = ['open', 'actioned', 'dismissed'] as const;

/** Reports: the open queue (or resolved ones), resolve by hiding the NFT or dismissing, reopen. */
export function ReportsPanel() {
  const { t, i18n } = useTranslation('studio');
  const [status, setStatus] = useState<(typeof statuses)[number]>('open');
  const list = useAdminReports(status);
  const [hiding, setHiding] = useState<AdminReport | null>(null);
  const resolve = useAdminAction(
    ({ id, note }: { id: number; note: string | null }) =>
      resolveReport(id, note === null ? { action: 'dismiss', note: null } : { action: 'hide', note }),
    () => setHiding(null),
  );
  const reopen = useAdminAction((id: number) => reopenReport(id));
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  return (
    <Stack>
      <SegmentsRow>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as (typeof statuses)[number])}
          data={statuses.map((value) => ({ value, label: t(`admin.reports.status_${value}`) }))}
          w="fit-content"
        />
      </SegmentsRow>
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="admin-reports">
        {rows.map((report) => (
          <Card key={report.id} withBorder radius="md" data-report-id={report.id}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <NftCell nft={report.nft} />
                <Badge color={report.status === 'open' ? 'yellow' : report.status === 'actioned' ? 'red' : 'gray'}>
                  {t(`admin.reports.status_${report.status}`)}
                </Badge>
              </Group>
              <Text size="sm">
                <b>{t('admin.reports.reason')}:</b> {t(`admin.reports.reasons.${report.reason}`)}
              </Text>
              {report.originalLink && (
                <Text size="sm">
                  <b>{t('admin.reports.original_link')}:</b> <ExternalLink href={report.originalLink}>{report.originalLink}</ExternalLink>
                </Text>
              )}
              {report.extraInfo && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  <b>{t('admin.reports.extra_info')}:</b> {report.extraInfo}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('admin.reports.reporter')}: {shortAddress(report.reporterAddress)} · {t('admin.reports.reported_at')}:{' '}
                {date(report.createdAt)}
              </Text>
              {report.resolutionNote && (
                <Text size="sm">
                  <b>{t('admin.reports.note')}:</b> {report.resolutionNote}
                </Text>
              )}
              <Group gap="xs" justify="flex-end">
                {report.status === 'open' ? (
                  <>
                    <Button size="xs" color="red" onClick={() => setHiding(report)}>
                      {t('admin.reports.hide_nft')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={resolve.isPending && resolve.variables.id === report.id}
                      onClick={() => resolve.mutate({ id: report.id, note: null })}
                    >
                      {t('admin.reports.dismiss')}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    loading={reopen.isPending && reopen.variables === report.id}
                    onClick={() => reopen.mutate(report.id)}
                  >
                    {t('admin.reports.reopen')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <ListFoot list={list} empty={rows.length === 0} />
      <ReasonDialog
        key={hiding?.id ?? 'none'}
        opened={hiding !== null}
        title={t('admin.reports.hide_title')}
        busy={resolve.isPending}
        onClose={() => setHiding(null)}
        onConfirm={(note) => hiding && resolve.mutate({ id: hiding.id, note })}
      />
    </Stack>
  );
}
