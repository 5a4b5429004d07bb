import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ExploreCollection } from '../api/explore-schemas';
import { ChainBadge } from '../../../components/chain-badge';
import { MediaImage } from '../../../components/media-image';
import { PriceLabel } from '../../../components/price-label';
import { VerifiedMark } from '../../../components/verified-mark';
import classes from './explore.module.css';

/** One collection in a grid: banner, logo, name, chain, floor and items. Opens the collection page. */
export function CollectionCard({ collection }: { collection: ExploreCollection }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.collectionDetail(collection.id, 'collected')} className={classes.cardLink} data-collection-card={collection.id}>
      <Card withBorder radius="lg" padding="sm" className={classes.card}>
        <Card.Section>
          <MediaImage media={collection.featured ?? collection.banner} alt="" className={classes.banner} />
        </Card.Section>
        <MediaImage media={collection.logo} alt="" className={classes.logo} />
        <Group gap={4} wrap="nowrap" mt={6} style={{ minWidth: 0 }}>
          <Text fw={700} truncate data-collection-name>
            {collection.name}
          </Text>
          {collection.verified && <VerifiedMark />}
        </Group>
        <Stack gap={4} mt={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('explore.stats.items', { count: collection.stats.items })}
            </Text>
            <ChainBadge symbol={collection.chain} name={collection.chainName} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('explore.stats.floor')}
            </Text>
            {collection.stats.floorPrice === null ? (
              <Text size="sm">—</Text>
            ) : (
              <PriceLabel chain={collection.chain} amount={collection.stats.floorPrice} currency={collection.paymentToken} />
            )}
          </Group>
        </Stack>
      </Card>
    </Link>
  );
}
