import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ExploreNft } from '../api/explore-schemas';
import { ChainBadge } from '../../../components/chain-badge';
import { MediaImage } from '../../../components/media-image';
import { PriceLabel } from '../../../components/price-label';
import { AddNftToCart } from '../../cart';
import classes from './explore.module.css';

/**
 * One NFT in a grid: picture, name, collection, chain and its price when listed. Opens the detail page.
 * The cart button is the link's sibling laid over the card's price row, not inside the link (HTML allows
 * no interactive content inside <a>). `eager`: in the first screen.
 */
export function NftCard({ nft, eager = false }: { nft: ExploreNft; eager?: boolean }) {
  const { t } = useTranslation();
  const name = nft.name ?? `#${nft.tokenId}`;
  const cartable = nft.bestListing !== null && nft.bestListing.kind !== 'auction';
  return (
    <div className={classes.cardItem} data-nft-card={`${nft.chain}/${nft.contractAddress}/${nft.tokenId}`}>
      <Link to={paths.nftDetail(nft.chain, nft.contractAddress, nft.tokenId)} className={classes.cardLink}>
        <Card withBorder radius="lg" padding="sm" className={classes.card}>
          <Card.Section>
            <MediaImage media={nft.image} alt={name} className={classes.square} eager={eager} />
          </Card.Section>
          <Stack gap={4} mt="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed" truncate>
                {nft.collection?.name ?? t('explore.no_collection')}
              </Text>
              <ChainBadge symbol={nft.chain} name={nft.chainName} />
            </Group>
            <Group justify="space-between" wrap="nowrap" gap={6}>
              <Text fw={700} truncate data-nft-name style={{ minWidth: 0 }}>
                {name}
              </Text>
              {/* The rank by rarity in its collection (docs/product.md "Rarity"), as Magic Eden's cards show it. */}
              {nft.rarityRank !== null && (
                <Text
                  size="xs"
                  c="dimmed"
                  fw={600}
                  title={t('explore.card.rarity', { rank: nft.rarityRank })}
                  data-card-rarity={nft.rarityRank}
                >
                  #{nft.rarityRank}
                </Text>
              )}
            </Group>
            {nft.bestListing ? (
              <Group gap={6} wrap="nowrap" className={cartable ? classes.cartablePrice : undefined} data-card-listing>
                <Text size="xs" c="dimmed" className={cartable ? classes.priceWord : undefined}>
                  {nft.bestListing.kind === 'auction' ? t('explore.card.top_bid') : t('explore.card.price')}
                </Text>
                <PriceLabel chain={nft.chain} amount={nft.bestListing.price} currency={nft.bestListing.currency} />
              </Group>
            ) : nft.lastSale ? (
              // Not on sale: what it last sold for, as OpenSea's cards show it (and what "recently sold" lists by).
              <Group gap={6} wrap="nowrap" data-card-last-sale>
                <Text size="xs" c="dimmed">
                  {t('explore.card.last_sale')}
                </Text>
                <PriceLabel chain={nft.chain} amount={nft.lastSale.price} currency={nft.lastSale.currency} size="sm" />
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {t('explore.card.not_listed')}
              </Text>
            )}
          </Stack>
        </Card>
      </Link>
      {cartable && (
        <div className={classes.cardCart}>
          <AddNftToCart nft={{ ...nft, name }} />
        </div>
      )}
    </div>
  );
}
