import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { CollectionTable } from '../../explore/collection-table';
import { SortSelect } from '../../explore';
import { useWatchlist } from '../hooks/use-watchlist';
import { isWatchlistSort, sortWatchlist, watchlistSorts, type WatchlistSort } from '../model/sort-watchlist';

/** Where an empty watchlist leads: the collections ranking, where every row has its star. */
function EmptyWatchlist() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('watchlist.empty')}
      description={t('watchlist.empty_hint')}
      action={
        <Button component={Link} to={`${paths.collections()}?view=table`} variant="light" data-watchlist-explore>
          {t('watchlist.explore')}
        </Button>
      }
    />
  );
}

/**
 * The signed-in viewer's watchlist (docs/product.md "Watchlist"): the collections they starred, as the collections
 * ranking table shows them, newest first or sorted by a column. The route signs in first (requireAuthLoader).
 */
export function WatchlistPage() {
  const { t } = useTranslation();
  const watchlist = useWatchlist();
  const [sort, setSort] = useState<WatchlistSort>('newest');
  const items = watchlist.data?.items ?? [];
  const options = watchlistSorts.map((value) => ({
    value,
    label:
      value === 'newest' ? t('watchlist.sort_recent') : value === 'hottest' ? t('explore.table.volume_7d') : t(`explore.sort.${value}`),
  }));
  let body;
  if (watchlist.isError && !watchlist.data) body = <ListError onRetry={() => void watchlist.refetch()} />;
  else if (watchlist.isSuccess && items.length === 0) body = <EmptyWatchlist />;
  else {
    body = (
      <CollectionTable
        items={sortWatchlist(items, sort)}
        loading={watchlist.isPending}
        sort={sort}
        onSort={(next) => setSort(isWatchlistSort(next) ? next : 'newest')}
      />
    );
  }
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg" data-watchlist>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('watchlist.title')}
            </Title>
            {watchlist.data ? (
              <Text size="sm" c="dimmed" data-watchlist-count={items.length}>
                {t('watchlist.count', { count: items.length, limit: watchlist.data.limit })}
              </Text>
            ) : (
              <Skeleton height={16} width={160} />
            )}
          </Stack>
          {items.length > 1 && <SortSelect value={sort} options={options} onChange={setSort} />}
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
