import { Anchor, Badge, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCollection } from '@nft/api-contract';
import { paths } from '../../../config/paths';
import { shortAddress } from '../../../lib/short-address';
import { setCollectionHidden, setCollectionVerified } from '../api/admin-api';
import { useAdminAction, useAdminCollections } from '../hooks/use-admin-lists';
import { ReasonDialog } from './reason-dialog';
import { AdminListTable } from './admin-list-table';

/** Collections: search, set or clear the verified flag, hide with a reason, un-hide (docs/product.md "Operator console"). */
export function CollectionsPanel() {
  const { t } = useTranslation('studio');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useAdminCollections(q);
  const [hiding, setHiding] = useState<AdminCollection | null>(null);
  const verify = useAdminAction(({ id, verified }: { id: number; verified: boolean }) => setCollectionVerified(id, verified));
  const hide = useAdminAction(
    ({ id, reason }: { id: number; reason: string | null }) =>
      setCollectionHidden(id, reason === null ? { hidden: false } : { hidden: true, reason }),
    () => setHiding(null),
  );
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack>
      <TextInput
        placeholder={t('admin.collections.search')}
        aria-label={t('admin.collections.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <AdminListTable
        minWidth={720}
        verticalSpacing="sm"
        data-testid="admin-collections"
        list={list}
        columns={[
          t('admin.collections.name'),
          t('admin.collections.chain'),
          t('admin.collections.creator'),
          t('admin.collections.items'),
          t('admin.collections.status'),
          null,
        ]}
        rows={rows.map((row) => (
          <Table.Tr key={row.id} data-collection-id={row.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.collectionDetail(row.id, 'collected')}>
                {row.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.chain}</Table.Td>
            <Table.Td>{shortAddress(row.creatorAddress)}</Table.Td>
            <Table.Td>{row.itemCount}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {row.verified && <Badge color="blue">{t('admin.collections.verified')}</Badge>}
                {row.hidden && (
                  <Badge color="red" title={row.hiddenReason ?? undefined}>
                    {t('admin.collections.hidden')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  loading={verify.isPending && verify.variables.id === row.id}
                  onClick={() => verify.mutate({ id: row.id, verified: !row.verified })}
                >
                  {row.verified ? t('admin.collections.unverify') : t('admin.collections.verify')}
                </Button>
                {row.hidden ? (
                  <Button size="xs" variant="light" color="teal" onClick={() => hide.mutate({ id: row.id, reason: null })}>
                    {t('admin.collections.unhide')}
                  </Button>
                ) : (
                  <Button size="xs" variant="light" color="red" onClick={() => setHiding(row)}>
                    {t('admin.collections.hide')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      />
      <ReasonDialog
        key={hiding?.id ?? 'none'}
        opened={hiding !== null}
        title={t('admin.collections.hide_title', { name: hiding?.name ?? '' })}
        busy={hide.isPending}
        onClose={() => setHiding(null)}
        onConfirm={(reason) => hiding && hide.mutate({ id: hiding.id, reason })}
      />
    </Stack>
  );
}
