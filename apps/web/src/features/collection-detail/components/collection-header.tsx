import { Anchor, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CollectionDetail } from '@nft/api-contract';
import { ChainBadge } from '../../../components/chain-badge';
import { MediaImage } from '../../../components/media-image';
import { VerifiedMark } from '../../../components/verified-mark';
import { CreatorCollectionActions } from '../../collections';
import { isCategory } from '../../explore';
import { WatchButton } from '../../watchlist';
import { shortAddress } from '../../../lib/short-address';
import { CollectionStats } from './collection-stats';
import classes from './collection-detail.module.css';

/** Banner, logo, name, chain, creator, description and stats. */
export function CollectionHeader({ collection }: { collection: CollectionDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-collection-header>
      <MediaImage media={collection.banner ?? collection.featured} alt="" className={classes.banner} full />
      <Group align="flex-start" gap="md" wrap="nowrap" className={classes.identity}>
        <MediaImage media={collection.logo} alt="" className={classes.logo} />
        <Stack gap={4} className={classes.identityText}>
          <Group gap={6} wrap="nowrap">
            <Title order={1} size="h2" data-collection-title>
              {collection.name}
            </Title>
            {collection.verified && <VerifiedMark />}
            <WatchButton collection={collection} />
          </Group>
          <CreatorCollectionActions collectionId={collection.id} creator={collection.creator} />
          <Group gap="xs">
            <ChainBadge symbol={collection.chain} name={collection.chainName} />
            <Text size="sm" c="dimmed">
              {t('explore.collection.by', { creator: '' })}
              <Anchor component={Link} to={paths.account(collection.creator, 'created')} size="sm" data-collection-creator>
                {shortAddress(collection.creator)}
              </Anchor>
            </Text>
            {collection.category && isCategory(collection.category) && (
              <Anchor component={Link} to={paths.collectionsByType(collection.category)} size="sm" c="dimmed">
                {t(`explore.categories.${collection.category}`)}
              </Anchor>
            )}
            {collection.website && (
              <Anchor href={collection.website} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                {t('explore.collection.website')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Group>
      {collection.description && (
        <Spoiler maxHeight={72} showLabel={t('explore.collection.description_more')} hideLabel={t('explore.collection.description_less')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-collection-description>
            {collection.description}
          </Text>
        </Spoiler>
      )}
      <CollectionStats collection={collection} />
    </Stack>
  );
}
