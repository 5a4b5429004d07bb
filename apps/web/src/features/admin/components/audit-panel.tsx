import { Code, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../lib/short-address';
import { useAuditLog } from '../hooks/use-admin-lists';
import { ListFoot } from './load-more';

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

/** The audit log, newest first: who did what to which row, when, before and after. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const list = useAuditLog();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" data-testid="admin-audit">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.audit.when')}</Table.Th>
              <Table.Th>{t('admin.audit.who')}</Table.Th>
              <Table.Th>{t('admin.audit.action')}</Table.Th>
              <Table.Th>{t('admin.audit.target')}</Table.Th>
              <Table.Th>{t('admin.audit.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => (
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFoot list={list} empty={rows.length === 0} />
    </Stack>
  );
}
