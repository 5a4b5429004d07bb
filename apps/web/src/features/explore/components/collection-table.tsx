import { Group, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChainBadge } from '../../../components/chain-badge';
import { FloorChange } from '../../../components/floor-change';
import { MediaImage } from '../../../components/media-image';
import { PriceLabel } from '../../../components/price-label';
import { VerifiedMark } from '../../../components/verified-mark';
import { WatchButton } from '../../watchlist';
import type { ExploreCollection } from '../api/explore-schemas';
import type { CollectionSort } from '../model/explore-options';
import classes from './collection-table.module.css';
import { ScrollTable } from '../../../components/ui/scroll-table';

type CollectionTableProps = {
  items: ExploreCollection[];
  loading: boolean;
  sort: CollectionSort;
  onSort: (sort: CollectionSort) => void;
};

/**
 * The columns a header click sorts by: floor (low to high, then high to low), the last 24 hours' and 7 days' volume
 * ("hottest") and the total volume, each the API's own sort (GET /v1/collections?sort=).
 */
const sortable = {
  floor: { sorts: ['floor', 'floor_desc'], next: (sort: CollectionSort): CollectionSort => (sort === 'floor' ? 'floor_desc' : 'floor') },
  volume24h: { sorts: ['volume_24h'], next: (): CollectionSort => 'volume_24h' },
  volume7d: { sorts: ['hottest'], next: (): CollectionSort => 'hottest' },
  volume: { sorts: ['volume'], next: (): CollectionSort => 'volume' },
} as const;

type SortableColumn = keyof typeof sortable;

function ariaSort(column: SortableColumn, sort: CollectionSort): 'ascending' | 'descending' | 'none' {
  if (!(sortable[column].sorts as readonly string[]).includes(sort)) return 'none';
  return sort === 'floor' ? 'ascending' : 'descending';
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: { column: SortableColumn; label: string } & Pick<CollectionTableProps, 'sort' | 'onSort'>) {
  const state = ariaSort(column, sort);
  const arrow = state === 'ascending' ? ' ↑' : state === 'descending' ? ' ↓' : '';
  return (
    <Table.Th aria-sort={state} className={classes.numeric}>
      <UnstyledButton fz="sm" className={classes.sortHeader} onClick={() => onSort(sortable[column].next(sort))} data-sort-header={column}>
        {label}
        {arrow}
      </UnstyledButton>
    </Table.Th>
  );
}

function Price({ collection, amount }: { collection: ExploreCollection; amount: string | null }) {
  if (amount === null) return <Text size="sm">—</Text>;
  return <PriceLabel chain={collection.chain} amount={amount} currency={collection.paymentToken} />;
}

function Row({ collection, rank, number }: { collection: ExploreCollection; rank: number; number: Intl.NumberFormat }) {
  const { stats } = collection;
  return (
    <Table.Tr data-collection-row={collection.id}>
      <Table.Td px={4}>
        <WatchButton collection={collection} size="sm" />
      </Table.Td>
      <Table.Td c="dimmed">{rank}</Table.Td>
      <Table.Td>
        <Link to={paths.collectionDetail(collection.id, 'collected')} className={classes.nameLink}>
          <MediaImage media={collection.logo} alt="" className={classes.logo} />
          {/* The chain under the name, so the name keeps the cell's width. */}
          <Stack gap={2} align="flex-start" style={{ minWidth: 0 }}>
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" truncate className={classes.name} data-collection-name>
                {collection.name}
              </Text>
              {collection.verified && <VerifiedMark />}
            </Group>
            <ChainBadge symbol={collection.chain} name={collection.chainName} />
          </Stack>
        </Link>
      </Table.Td>
      <Table.Td className={classes.numeric} data-column="floor">
        <Price collection={collection} amount={stats.floorPrice} />
      </Table.Td>
      <Table.Td className={classes.numeric} data-column="floor-change">
        <FloorChange now={stats.floorPrice} dayAgo={stats.floorPrice24hAgo} withPeriod={false} fallback={<Text size="sm">—</Text>} />
      </Table.Td>
      <Table.Td className={classes.numeric} data-column="volume24h">
        <Price collection={collection} amount={stats.volume24h} />
      </Table.Td>
      <Table.Td className={classes.numeric} data-column="volume7d">
        <Price collection={collection} amount={stats.volume7d} />
      </Table.Td>
      <Table.Td className={classes.numeric} data-column="volume">
        <Price collection={collection} amount={stats.volume} />
      </Table.Td>
      <Table.Td className={classes.numeric}>{number.format(stats.sales)}</Table.Td>
      <Table.Td className={classes.numeric}>{number.format(stats.owners)}</Table.Td>
      <Table.Td className={classes.numeric}>{number.format(stats.items)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Collections as a ranking table: the watchlist star, rank in the current sort, the collection, floor, volume over 24
 * hours, over 7 days and in all, sales, owners and items. A header sorts by its column; on a phone the table scrolls sideways.
 */
export function CollectionTable({ items, loading, sort, onSort }: CollectionTableProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ScrollTable minWidth={940}>
      <Table highlightOnHover verticalSpacing="sm" data-collection-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} px={4}>
              <VisuallyHidden>{t('watchlist.title')}</VisuallyHidden>
            </Table.Th>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('explore.table.collection')}</Table.Th>
            <SortHeader column="floor" label={t('explore.stats.floor')} sort={sort} onSort={onSort} />
            <Table.Th className={classes.numeric}>{t('explore.table.floor_change_24h')}</Table.Th>
            <SortHeader column="volume24h" label={t('explore.table.volume_24h')} sort={sort} onSort={onSort} />
            <SortHeader column="volume7d" label={t('explore.table.volume_7d')} sort={sort} onSort={onSort} />
            <SortHeader column="volume" label={t('explore.stats.volume')} sort={sort} onSort={onSort} />
            <Table.Th className={classes.numeric}>{t('explore.table.sales')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('explore.stats.owners')}</Table.Th>
            <Table.Th className={classes.numeric}>{t('explore.stats.items_label')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((collection, index) => (
            <Row key={collection.id} collection={collection} rank={index + 1} number={number} />
          ))}
          {loading &&
            Array.from({ length: 8 }, (_, index) => (
              <Table.Tr key={`skeleton-${index}`} data-skeleton>
                <Table.Td colSpan={11}>
                  <Skeleton height={40} radius="md" />
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
