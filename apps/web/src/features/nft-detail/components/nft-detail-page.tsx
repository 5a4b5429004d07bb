import { Alert, Anchor, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
// A top-level entry of the admin feature: the holder of an NFT the operators hid is told why (docs/product.md "Operator console").
import { HiddenNftNotice } from '../../admin/hidden-nft-notice';
import { ChainBadge } from '../../../components/chain-badge';
import { NearViewport } from '../../../components/near-viewport';
import { VerifiedMark } from '../../../components/verified-mark';
import type { NftDetail } from '../api/nft-detail-schemas';
import type { NftKey } from '../api/nft-key';
import { useNftDetail } from '../hooks/use-nft-detail';
import { useViewer, type Viewer } from '../hooks/use-viewer';
import { viewerBalance } from '../model/viewer-holding';
import { AddressLink } from './address-link';
import { AttributesPanel } from './attributes-panel';
import { DetailsPanel } from './details-panel';
import { FavoriteButton } from './favorite-button';
import { NftActions } from './nft-actions';
import { NftMedia } from './nft-media';
import { OwnerListings } from './owner-listings';
import { OwnersPanel } from './owners-panel';
import { RarityBadge } from './rarity-badge';
import { TradePanel } from './trade-panel';
import classes from './nft-detail.module.css';
import { UnlockablePanel } from './unlockable-panel';

// The auction and offers panels load after the page's first screen (docs/decisions/033); a running auction
// keeps its place while its panel loads, so nothing below it moves.
const AuctionPanel = lazy(() => import('../../auctions/auction-panel').then((module) => ({ default: module.AuctionPanel })));
// The ERC-1155 listings table (Mantine's Table, whose ScrollArea brings @floating-ui) loads only on an ERC-1155 page.
const ListingsPanel = lazy(() => import('../../buy/listings-panel').then((module) => ({ default: module.ListingsPanel })));
const NftOffersPanel = lazy(() => import('../../offers/nft-offers-panel').then((module) => ({ default: module.NftOffersPanel })));
// The price chart and the history sit at the foot of the page, below every first screen: their code (chart,
// activity table) and their reads wait until the visitor scrolls towards them (docs/decisions/033-first-load-javascript.md).
const NftPriceHistory = lazy(() => import('../../price-charts/nft-price-history').then((module) => ({ default: module.NftPriceHistory })));
const NftHistory = lazy(() => import('./nft-history').then((module) => ({ default: module.NftHistory })));
const MoreFromCollection = lazy(() => import('./more-from-collection').then((module) => ({ default: module.MoreFromCollection })));

function Heading({ nft, viewer, name }: { nft: NftDetail; viewer: Viewer; name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {nft.collection ? (
          <Anchor component={Link} to={paths.collectionDetail(nft.collection.id, 'collected')} fw={600} data-collection-link>
            {nft.collection.name}
          </Anchor>
        ) : (
          <Text c="dimmed">{t('nft_detail.no_collection')}</Text>
        )}
        {nft.collection?.verified && <VerifiedMark />}
        <ChainBadge symbol={nft.chain} name={nft.chainName} />
      </Group>
      <Title order={1} size="h2" data-nft-title>
        {name}
      </Title>
      <Group gap="lg">
        {nft.owner ? (
          <Text size="sm" data-owned-by>
            {t('nft_detail.owned_by')} <AddressLink address={nft.owner} viewer={viewer.address} />
          </Text>
        ) : (
          <Text size="sm">{t('nft_detail.owners_count', { count: nft.ownerCount })}</Text>
        )}
        {nft.creator && (
          <Text size="sm" data-created-by>
            {t('nft_detail.created_by')} <AddressLink address={nft.creator} viewer={viewer.address} />
          </Text>
        )}
        <FavoriteButton nftKey={nft} favorited={nft.favorited} count={nft.favoriteCount} />
        {nft.rarity && nft.collection && <RarityBadge rarity={nft.rarity} collectionId={nft.collection.id} />}
      </Group>
    </Stack>
  );
}

function Loaded({ nft, nftKey }: { nft: NftDetail; nftKey: NftKey }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const isOwner = viewerBalance(nft, viewer.address) > 0n;
  const name = nft.name ?? t('nft_detail.unnamed', { tokenId: nft.tokenId });
  return (
    <Container size="lg" py="xl" data-nft-detail={`${nft.chain}/${nft.contractAddress}/${nft.tokenId}`}>
      {/* Media and details on the left of the trading column; on a phone the name, price and buttons come right after
          the media, and the contract details after them (as on OpenSea), not between the picture and the price. */}
      <div className={classes.layout}>
        <div className={classes.mediaArea}>
          <NftMedia nft={nft} name={name} />
        </div>
        <div className={classes.infoArea}>
          <Stack>
            <Heading nft={nft} viewer={viewer} name={name} />
            <NftActions nft={nft} nftKey={nftKey} viewer={viewer} isOwner={isOwner} />
            <TradePanel nft={nft} isOwner={isOwner} />
            {nft.chain !== 'nuls' && (
              <Suspense fallback={nft.bestListing?.kind === 'auction' ? <Skeleton height={240} radius="lg" /> : null}>
                <AuctionPanel nft={nft} name={name} viewer={viewer.address} />
              </Suspense>
            )}
            {isOwner && <OwnerListings nft={nft} owner={viewer.address} />}
            {nft.hasUnlockable && <UnlockablePanel nftKey={nftKey} isOwner={isOwner} />}
            <div>
              <Title order={2} size="h5" mb="xs">
                {t('nft_detail.sections.description')}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={nft.description ? undefined : 'dimmed'} data-nft-description>
                {nft.description ?? t('nft_detail.sections.no_description')}
              </Text>
            </div>
            <AttributesPanel attributes={nft.attributes} collectionId={nft.collection?.id} />
            {nft.standard === 'ERC-1155' && (
              <Suspense fallback={<Skeleton height={120} radius="lg" />}>
                <ListingsPanel nft={nft} name={name} />
              </Suspense>
            )}
            {nft.standard === 'ERC-1155' && <OwnersPanel nft={nft} viewer={viewer.address} />}
            {nft.chain !== 'nuls' && (
              <Suspense fallback={null}>
                <NftOffersPanel nft={nft} viewer={viewer.address} viewerHolds={isOwner} />
              </Suspense>
            )}
          </Stack>
        </div>
        <div className={classes.detailsArea}>
          <DetailsPanel nft={nft} />
        </div>
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <NearViewport name="nft-price-history" placeholder={<Skeleton height={160} radius="lg" />}>
          <Suspense fallback={<Skeleton height={160} radius="lg" />}>
            <NftPriceHistory nftKey={nftKey} />
          </Suspense>
        </NearViewport>
      </div>
      <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <NearViewport name="history" placeholder={<Skeleton height={160} radius="lg" />}>
          <Suspense fallback={<Skeleton height={160} radius="lg" />}>
            <NftHistory nftKey={nftKey} viewer={viewer.address} />
          </Suspense>
        </NearViewport>
      </div>
      {/* The last section: it appears below everything once read, or not at all, so nothing above it moves. */}
      {nft.collection && (
        <NearViewport name="more-from-collection" placeholder={null}>
          <Suspense fallback={null}>
            <MoreFromCollection nftKey={nftKey} collection={nft.collection} />
          </Suspense>
        </NearViewport>
      )}
    </Container>
  );
}

/** /nft-detail/:chain/:contractAddress/:tokenId */
export function NftDetailPage({ nftKey }: { nftKey: NftKey }) {
  const { t } = useTranslation();
  const detail = useNftDetail(nftKey);
  // The page renders its answer as a transition, which React splits into short tasks: the whole page at once was a
  // long task that blocked a phone's main thread for about 400 ms (docs/decisions/033-first-load-javascript.md). Until
  // that render is done, the skeleton stays; a refetch of the same NFT shows the previous answer meanwhile.
  const shown = useDeferredValue(detail.data);
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    const missing = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <Container size="sm" py="xl">
        <Alert color={missing ? 'gray' : 'red'} title={missing ? t('nft_detail.not_found') : t('nft_detail.load_failed')} data-nft-error>
          {!missing && (
            <Button mt="sm" size="xs" variant="light" onClick={() => void detail.refetch()}>
              {t('nft_detail.retry')}
            </Button>
          )}
        </Alert>
        {missing && <HiddenNftNotice {...nftKey} />}
      </Container>
    );
  }
  if (!sameNft(shown, nftKey)) return <DetailSkeleton />;
  return <Loaded nft={shown} nftKey={nftKey} />;
}

function DetailSkeleton() {
  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton style={{ aspectRatio: '1' }} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={40} mb="md" />
          <Skeleton height={200} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function sameNft(nft: NftDetail | undefined, key: NftKey): nft is NftDetail {
  return (
    nft !== undefined &&
    nft.chain === key.chain &&
    nft.contractAddress.toLowerCase() === key.contractAddress.toLowerCase() &&
    nft.tokenId === key.tokenId
  );
}
