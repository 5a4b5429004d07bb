import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { shortAddress } from '../../../lib/short-address';
import { AddToCartButton } from '../../cart';
import { useWalletSession } from '../../wallet';
import type { NftDetail, Order } from '../api/buy-schemas';
import { activeListingsQueryOptions } from '../api/get-listings';
import { useNow } from '../hooks/use-now';
import { currentListingPrice } from '../model/current-price';
import { pickListing } from '../model/listing-availability';
import { formatStartsIn } from '../model/starts-in';
import { LazyBuyDialog } from './lazy-buy-dialog';

/** The price of one copy, to compare listings of different quantities. */
export const unitPrice = (order: Order, now: number) => currentListingPrice(order, now) / BigInt(order.quantity || '1');

/** The token a buy panel offers; `image` is what the cart shows beside the name. */
type BuyableNft = Pick<NftDetail, 'chain' | 'contractAddress' | 'tokenId'> & Partial<Pick<NftDetail, 'image'>>;

/**
 * "Buy now" on the NFT page: the best listing the viewer can buy, its price now (a declining price
 * moves every second), and why a listing cannot be bought ("starts in ...", "Reserved for 0x…";
 * docs/product.md, spec section 4 "Listing setup").
 */
export function BuyPanel({
  nft,
  name,
  headlineOrderHash,
  ownerView = false,
}: {
  nft: BuyableNft;
  name: string;
  /** The listing whose price the page already shows above this panel: a fixed price is not said twice. */
  headlineOrderHash?: string | null | undefined;
  /** The viewer owns the token: no Buy now, only the dialog of a purchase that made them the owner, until closed. */
  ownerView?: boolean;
}) {
  // The listing being bought stays in the dialog even when the book drops it (it sells in this very purchase).
  const [buying, setBuying] = useState<Order | undefined>();
  return (
    <>
      {!ownerView && <BuyOptions nft={nft} name={name} headlineOrderHash={headlineOrderHash} onBuy={setBuying} />}
      {/* One place for the dialog whatever the panel shows: a purchase that changes it (sold, the buyer now the owner)
          keeps its dialog and its progress, where a dialog inside each branch was remounted and started over at Buy. */}
      {buying && <LazyBuyDialog order={buying} name={name} image={nft.image} opened onClose={() => setBuying(undefined)} />}
    </>
  );
}

type BuyOptionsProps = {
  nft: BuyableNft;
  name: string;
  headlineOrderHash?: string | null | undefined;
  onBuy: (order: Order) => void;
};

/** The best listing the viewer can buy, its price now, and Buy now / Add to cart, or why it cannot be bought. */
function BuyOptions({ nft, name, headlineOrderHash, onBuy }: BuyOptionsProps) {
  const { t, i18n } = useTranslation();
  const session = useWalletSession();
  const viewer = session.status === 'disconnected' ? undefined : session.address;
  const now = useNow();
  const listings = useQuery(activeListingsQueryOptions(nft));
  // An auction is sold by its settlement, never bought (docs/product.md "Trading", Auctions).
  const buyable = (listings.data?.items ?? []).filter((order) => order.kind !== 'auction');
  const picked = pickListing(buyable, viewer, now, (order) => unitPrice(order, now));

  if (!picked) {
    // A token only in auction is bid on in its auction panel (Place bid): a disabled Buy now beside it read as broken.
    const auctionOnly = listings.isSuccess && buyable.length === 0 && listings.data.items.length > 0;
    if (auctionOnly) return null;
    return (
      <Button fullWidth disabled data-action="buy-now">
        {t('nft_detail.trade.buy_now')}
      </Button>
    );
  }
  const { order, availability } = picked;
  const price = currentListingPrice(order, now);
  // A declining price moves every second, and another listing than the headline's has its own price: both are said.
  const repeatsHeadline = order.kind === 'fixed' && order.orderHash === headlineOrderHash;
  return (
    <Stack gap="xs" data-buy-panel data-order-hash={order.orderHash} data-availability={availability.kind}>
      {/* data-buy-price: the price this panel buys at, whether or not its line is shown. */}
      <Stack gap="xs" data-buy-price={price.toString()}>
        {!repeatsHeadline && (
          <Group gap="xs" data-buy-price-line>
            <Text size="sm" c="dimmed">
              {t('buy.price_now')}
            </Text>
            <PriceLabel chain={order.chain} amount={price.toString()} currency={order.currency} />
            {order.kind === 'declining' && (
              <Badge variant="light" size="sm">
                {t('buy.declining')}
              </Badge>
            )}
          </Group>
        )}
        {availability.kind === 'scheduled' && (
          <Text size="sm" data-buy-starts>
            {t('buy.starts_in', { when: formatStartsIn(availability.startsIn, i18n.language) })}
          </Text>
        )}
        {availability.kind === 'reserved' && (
          <Text size="sm" title={availability.buyer} data-buy-reserved={availability.buyer.toLowerCase()}>
            {t('buy.reserved_for', { address: shortAddress(availability.buyer) })}
          </Text>
        )}
        {availability.kind === 'own' && (
          <Text size="sm" c="dimmed" data-buy-own>
            {t('buy.own_listing')}
          </Text>
        )}
        {availability.kind === 'buyable' && (
          <Group grow>
            <Button onClick={() => onBuy(order)} data-action="buy-now">
              {t('nft_detail.trade.buy_now')}
            </Button>
            <AddToCartButton order={order} name={name} image={nft.image} />
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
