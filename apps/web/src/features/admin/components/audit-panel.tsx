import { Code, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../lib/short-address';
import { useAuditLog } from '../hooks/use-admin-lists';
import { AdminListTable } from './admin-list-table';

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

/** The audit log, newest first: who did what to which row, when, before and after. */
export function AuditPanel() {
  const { t, i18n } = useTranslation('studio');
  const list = useAuditLog();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <AdminListTable
        minWidth={720}
        verticalSpacing="xs"
        data-testid="admin-audit"
        list={list}
        columns={[t('admin.audit.when'), t('admin.audit.who'), t('admin.audit.action'), t('admin.audit.target'), t('admin.audit.change')]}
        rows={rows.map((entry) => (
          <Table.Tr key={entry.id} data-audit-action={entry.action}>
            <Table.Td>{new Date(entry.createdAt).toLocaleString(i18n.language)}</Table.Td>
            <Table.Td title={entry.actorAddress}>{shortAddress(entry.actorAddress)}</Table.Td>
            <Table.Td>{entry.action}</Table.Td>
            <Table.Td>
              {entry.targetType} #{entry.targetId}
            </Table.Td>
            <Table.Td>
              <Code block fz="xs">
                {json(entry.before)}
                {'\n→ '}
                {json(entry.after)}
              </Code>
            </Table.Td>
          </Table.Tr>
        ))}
      />
    </Stack>
  );
}
