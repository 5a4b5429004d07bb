import { Anchor, Badge, Button, Group, Image, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminContest, AdminContestEntry, ContestEntryStatus } from '@nft/api-contract';
import { shortAddress } from '../../../../lib/short-address';
import { ReasonDialog } from '../../components/reason-dialog';
import { useAdminAction } from '../../hooks/use-admin-lists';
import { reviewContestEntry, type AdminEntryFilter } from '../api/admin-contests-api';
import { useAdminContestEntries, useExportContacts } from '../hooks/use-admin-contests';
import { AdminListTable } from '../../components/admin-list-table';

const filters: readonly AdminEntryFilter[] = ['all', 'pending', 'accepted', 'rejected', 'withdrawn'];
const statusColor: Record<ContestEntryStatus, string> = { pending: 'yellow', accepted: 'green', rejected: 'red', withdrawn: 'gray' };

/**
 * A contest's entries with the entrants' contact data, the one place it appears: approve, or reject with a reason the
 * entrant reads; export the contact data as CSV (docs/decisions/054-contest-console-and-contact-export.md).
 */
export function ContestEntries({ contest }: { contest: AdminContest }) {
  const { t, i18n } = useTranslation('studio');
  const [filter, setFilter] = useState<AdminEntryFilter>('all');
  const list = useAdminContestEntries(contest.id, filter);
  const exportCsv = useExportContacts(contest.id);
  const [rejecting, setRejecting] = useState<AdminContestEntry | null>(null);
  const review = useAdminAction(
    ({ entryId, reason }: { entryId: number; reason: string | null }) =>
      reviewContestEntry(contest.id, entryId, reason === null ? { status: 'accepted' } : { status: 'rejected', reason }),
    () => setRejecting(null),
  );
  const rows = list.data?.items ?? [];

  return (
    <Stack data-testid="admin-contest-entries">
      <Group justify="space-between">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as AdminEntryFilter)}
          data={filters.map((value) => ({ value, label: t(`admin_contests.entry_status.${value}`) }))}
        />
        <Button variant="light" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending} data-testid="admin-contest-export">
          {t('admin_contests.export_csv')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {contest.contactsPurgedAt
          ? t('admin_contests.contacts_purged', { at: new Date(contest.contactsPurgedAt).toLocaleString(i18n.language) })
          : t('admin_contests.contacts_notice')}
      </Text>
      <AdminListTable
        minWidth={1000}
        verticalSpacing="sm"
        striped
        list={list}
        columns={[
          t('admin_contests.entry'),
          t('admin_contests.entrant'),
          t('admin_contests.contact'),
          t('admin_contests.prize_wallet'),
          t('admin_contests.votes'),
          t('admin_contests.status'),
          null,
        ]}
        rows={rows.map((entry) => (
          <Table.Tr key={entry.id} data-entry-id={entry.id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                {entry.nft.imageUrl && <Image src={entry.nft.imageUrl} w={48} h={48} radius="sm" alt="" />}
                <Stack gap={0}>
                  <Anchor component={Link} to={entry.nft.url}>
                    {entry.nft.name ?? `#${entry.nft.tokenId}`}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    #{entry.id} · {new Date(entry.createdAt).toLocaleString(i18n.language)}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td title={entry.creatorAddress}>{shortAddress(entry.creatorAddress)}</Table.Td>
            <Table.Td data-contact>
              {entry.contact ? (
                <Stack gap={0}>
                  <Text size="sm">{entry.contact.email}</Text>
                  {entry.contact.zipCode && <Text size="xs">{entry.contact.zipCode}</Text>}
                  {entry.contact.phone && <Text size="xs">{entry.contact.phone}</Text>}
                </Stack>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('admin_contests.no_contact')}
                </Text>
              )}
            </Table.Td>
            <Table.Td title={entry.walletAddress}>
              <Text size="sm">{entry.chain}</Text>
              <Text size="xs">{shortAddress(entry.walletAddress)}</Text>
            </Table.Td>
            <Table.Td>{entry.votes}</Table.Td>
            <Table.Td>
              <Badge color={statusColor[entry.status]}>{t(`admin_contests.entry_status.${entry.status}`)}</Badge>
              {entry.reviewReason && (
                <Text size="xs" mt={4}>
                  {entry.reviewReason}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {entry.status !== 'withdrawn' && (
                <Group gap="xs" wrap="nowrap">
                  {entry.status !== 'accepted' && (
                    <Button
                      size="xs"
                      loading={review.isPending && review.variables.entryId === entry.id}
                      onClick={() => review.mutate({ entryId: entry.id, reason: null })}
                    >
                      {t('admin_contests.approve')}
                    </Button>
                  )}
                  {entry.status !== 'rejected' && (
                    <Button size="xs" color="red" variant="light" onClick={() => setRejecting(entry)}>
                      {t('admin_contests.reject')}
                    </Button>
                  )}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      />
      <ReasonDialog
        key={rejecting?.id ?? 'none'}
        opened={rejecting !== null}
        title={t('admin_contests.reject_title')}
        placeholder={t('admin_contests.reject_placeholder')}
        busy={review.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && review.mutate({ entryId: rejecting.id, reason })}
      />
    </Stack>
  );
}
