import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PriceLabel } from '../../../components/price-label';
import { BuyPanel } from '../../buy';
import { MakeOfferButton } from '../../offers/make-offer-button';
import type { NftDetail } from '../api/nft-detail-schemas';

/**
 * Where OpenSea puts buying and selling: price and best offer, then Buy now / Make offer for others and
 * Sell for the owner (docs/product.md "Trading"). The offer dialog loads on its first click.
 */
export function TradePanel({ nft, isOwner }: { nft: NftDetail; isOwner: boolean }) {
  const { t } = useTranslation();
  // An ERC-721's active auction is its owner's: while it runs the token cannot be listed again (docs/product.md
  // "Auctions", token_in_auction), so the owner is not sent to a sell page that says so; the auction panel is below.
  const inOwnAuction = isOwner && nft.standard === 'ERC-721' && nft.bestListing?.kind === 'auction';
  return (
    <Card withBorder radius="lg" padding="md" data-section="trade">
      <Stack gap="sm">
        {nft.bestListing ? (
          <div>
            {/* An auction's price is its minimum bid: what it sells for is the highest bid when bidding closes. */}
            <Text size="sm" c="dimmed" data-trade-headline={nft.bestListing.kind}>
              {nft.bestListing.kind === 'auction' ? t('auctions.minimum') : t('nft_detail.trade.current_price')}
            </Text>
            <PriceLabel chain={nft.chain} amount={nft.bestListing.price} currency={nft.bestListing.currency} size="xl" />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nft_detail.trade.not_listed')}
          </Text>
        )}
        <Group gap="lg">
          {nft.bestOffer && (
            <div data-trade-best-offer={nft.bestOffer.price}>
              <Text size="xs" c="dimmed">
                {t('nft_detail.trade.best_offer')}
              </Text>
              <PriceLabel chain={nft.chain} amount={nft.bestOffer.price} currency={nft.bestOffer.currency} />
            </div>
          )}
          {nft.lastSale && (
            <div>
              <Text size="xs" c="dimmed">
                {t('nft_detail.trade.last_sale')}
              </Text>
              <PriceLabel chain={nft.chain} amount={nft.lastSale.price} currency={nft.lastSale.currency} />
            </div>
          )}
        </Group>
        {/* The buy panel keeps its place whoever views: a purchase that makes the viewer the owner keeps its dialog. */}
        <Group grow>
          {isOwner && !inOwnAuction && (
            <Button component={Link} to={paths.sell(nft.chain, nft.contractAddress, nft.tokenId)} data-action="sell">
              {t('nft_detail.trade.sell')}
            </Button>
          )}
          <BuyPanel nft={nft} name={nft.name ?? `#${nft.tokenId}`} headlineOrderHash={nft.bestListing?.orderHash} ownerView={isOwner} />
          {!isOwner && nft.chain !== 'nuls' && (
            <MakeOfferButton
              fullWidth
              variant="default"
              target={{ kind: 'item', chain: nft.chain, contract: nft.contractAddress, tokenId: nft.tokenId, standard: nft.standard }}
              title={t('offers.item_offer_title', { name: nft.name ?? `#${nft.tokenId}` })}
              label={t('nft_detail.trade.make_offer')}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
