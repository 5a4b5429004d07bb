import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectionHolders as Holders } from '@nft/api-contract';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { ScrollTable } from '../../../components/ui/scroll-table';
import tableClasses from '../../../components/ui/plain-table.module.css';
import { shortAddress } from '../../../lib/short-address';
import { useCollectionHolders } from '../hooks/use-collection-detail';
import classes from './collection-holders.module.css';

/** Owners, unique owners (owners per item held, as OpenSea shows it) and items held. */
function Summary({ holders }: { holders: Holders }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const held = Number(holders.held);
  const unique = held === 0 ? 0 : holders.owners / held;
  const stats = [
    ['owners', number.format(holders.owners)],
    ['unique', new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(unique)],
    ['held', number.format(held)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 3 }} spacing="md">
      {stats.map(([key, value]) => (
        <Stack key={key} gap={0} data-holders-stat={key}>
          <Text fw={700} size="lg">
            {value}
          </Text>
          <Text size="sm" c="dimmed" title={key === 'unique' ? t('collection_holders.unique_hint') : undefined}>
            {t(`collection_holders.${key}`)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** One bar per range of holdings, its length the range's share of the owners. */
function Distribution({ holders }: { holders: Holders }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('collection_holders.distribution')}
      </Title>
      <div className={classes.ranges}>
        {holders.distribution.map(({ range, holders: count }) => (
          <Group key={range} display="contents" data-holders-range={range} data-holders-count={count}>
            <Text size="sm">{t('collection_holders.range_items', { range, count: range === '1' ? 1 : 2 })}</Text>
            <div className={classes.track} aria-hidden="true">
              <div className={classes.bar} style={{ width: `${holders.owners === 0 ? 0 : (100 * count) / holders.owners}%` }} />
            </div>
            <Text size="sm" className={classes.numeric}>
              {t('collection_holders.holders_count', { count })}
            </Text>
          </Group>
        ))}
      </div>
    </Card>
  );
}

/** The largest holders, most first, each linking to their account page. */
function TopHolders({ holders }: { holders: Holders }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('collection_holders.top')}
      </Title>
      <ScrollTable minWidth={320}>
        <table className={tableClasses.table} data-top-holders>
          <thead>
            <tr>
              <th>{t('collection_holders.rank')}</th>
              <th>{t('collection_holders.owner')}</th>
              <th className={classes.numeric}>{t('collection_holders.quantity')}</th>
              <th className={classes.numeric}>{t('collection_holders.share')}</th>
            </tr>
          </thead>
          <tbody>
            {holders.top.map((holder, index) => (
              <tr key={holder.address} data-holder={holder.address}>
                <td>{index + 1}</td>
                <td>
                  <Anchor component={Link} to={paths.account(holder.address, 'collected')} size="sm" title={holder.address}>
                    {shortAddress(holder.address)}
                  </Anchor>
                </td>
                <td className={classes.numeric} data-holder-held={holder.held}>
                  {number.format(Number(holder.held))}
                </td>
                <td className={classes.numeric}>{percent.format(holder.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </Stack>
  );
}

/**
 * The holders tab of a collection (docs/product.md "Collection holders"): how many hold its items, how the items spread
 * over them, and the largest holders.
 */
export function CollectionHolders({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const query = useCollectionHolders(collectionId);
  if (query.isPending) return <Skeleton height={320} radius="lg" />;
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  const holders = query.data;
  if (holders.owners === 0) return <EmptyState title={t('collection_holders.empty')} />;
  return (
    <Stack gap="xl" data-collection-holders>
      <Summary holders={holders} />
      <Distribution holders={holders} />
      <TopHolders holders={holders} />
    </Stack>
  );
}
