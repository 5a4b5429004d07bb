import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import { PriceLabel } from '../../../components/price-label';
import { shortAddress } from '../../../lib/short-address';
import type { CollectionActivity as Activity } from '../api/collection-detail-api';
import { useCollectionActivity } from '../hooks/use-collection-detail';

const kinds = ['mint', 'transfer', 'burn', 'list', 'offer', 'bid', 'sale', 'cancel', 'stake', 'unstake', 'claim'] as const;
type Kind = (typeof kinds)[number];
const isKind = (value: string): value is Kind => (kinds as readonly string[]).includes(value);

function Address({ value }: { value: string | null }) {
  if (!value) return <Text size="sm">—</Text>;
  return (
    <Anchor component={Link} to={paths.account(value, 'collected')} size="sm">
      {shortAddress(value)}
    </Anchor>
  );
}

function Row({ item }: { item: Activity }) {
  const { t, i18n } = useTranslation();
  const name = item.nft?.name ?? (item.tokenId ? `#${item.tokenId}` : '—');
  return (
    <Table.Tr data-activity-row={item.kind}>
      <Table.Td>
        <Badge variant="light" size="sm">
          {isKind(item.kind) ? t(`explore.activity.kinds.${item.kind}`) : item.kind}
        </Badge>
      </Table.Td>
      <Table.Td>
        {item.contractAddress && item.tokenId ? (
          <Anchor component={Link} to={paths.nftDetail(item.chain, item.contractAddress, item.tokenId)} size="sm">
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Table.Td>
      <Table.Td>{item.price ? <PriceLabel chain={item.chain} amount={item.price} currency={item.currency} /> : '—'}</Table.Td>
      <Table.Td>
        <Address value={item.from} />
      </Table.Td>
      <Table.Td>
        <Address value={item.to} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{new Date(item.occurredAt).toLocaleString(i18n.language)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The activity tab: mints, transfers and trades of the collection's items, newest first. */
export function CollectionActivityTable({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const list = useCollectionActivity(collectionId);
  if (list.isError && !list.data) return <ListError onRetry={() => void list.refetch()} />;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isSuccess && items.length === 0) return <EmptyState title={t('empty.no_data')} />;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover data-collection-activity>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('explore.activity.event')}</Table.Th>
              <Table.Th>{t('explore.activity.item')}</Table.Th>
              <Table.Th>{t('explore.activity.price')}</Table.Th>
              <Table.Th>{t('explore.activity.from')}</Table.Th>
              <Table.Th>{t('explore.activity.to')}</Table.Th>
              <Table.Th>{t('explore.activity.date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage || list.isPending}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
