import { Anchor, Button, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { setCollectionHidden, setNftHidden } from '../api/admin-api';
import { useAdminAction, useHiddenItems } from '../hooks/use-admin-lists';
import { NftCell } from './nft-cell';
import { AdminListTable } from './admin-list-table';
import { SegmentsRow } from './segments-row';

/** Hidden items: every NFT and collection operators hid, with the reason, and un-hide. */
export function HiddenPanel() {
  const { t, i18n } = useTranslation('studio');
  const [kind, setKind] = useState<'nft' | 'collection'>('nft');
  const list = useHiddenItems(kind);
  const unhide = useAdminAction(({ kind: which, id }: { kind: 'nft' | 'collection'; id: number }) =>
    which === 'nft' ? setNftHidden(id, { hidden: false }) : setCollectionHidden(id, { hidden: false }),
  );
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '');

  return (
    <Stack>
      <SegmentsRow>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as 'nft' | 'collection')}
          data={[
            { value: 'nft', label: t('admin.hidden.nfts') },
            { value: 'collection', label: t('admin.hidden.collections') },
          ]}
          w="fit-content"
        />
      </SegmentsRow>
      <AdminListTable
        minWidth={640}
        verticalSpacing="sm"
        data-testid="admin-hidden"
        list={list}
        columns={[
          kind === 'nft' ? t('admin.reports.nft') : t('admin.collections.name'),
          t('admin.reason'),
          t('admin.hidden.hidden_at'),
          null,
        ]}
        rows={rows.map((item) => {
          const target = item.nft ?? item.collection;
          if (!target) return null;
          return (
            <Table.Tr key={`${item.kind}-${target.id}`} data-hidden-id={target.id}>
              <Table.Td>
                {item.nft ? (
                  <NftCell nft={item.nft} />
                ) : (
                  <Anchor component={Link} to={paths.collectionDetail(target.id, 'collected')}>
                    {item.collection?.name}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{target.hiddenReason}</Text>
              </Table.Td>
              <Table.Td>{date(target.hiddenAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="teal"
                  loading={unhide.isPending && unhide.variables.id === target.id}
                  onClick={() => unhide.mutate({ kind: item.kind, id: target.id })}
                >
                  {t('admin.hidden.unhide')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      />
    </Stack>
  );
}
