import type { BlockEffects, FillItem, LogPosition, ReceivedPayment } from '../effects/block-effects';

interface SpentItem {
  itemType: number;
  token: string;
  identifier: bigint;
  amount: bigint;
}

interface ReceivedItem extends SpentItem {
  recipient: string;
}

export interface OrderFulfilledArgs {
  orderHash: string;
  offerer: string;
  recipient: string;
  offer: readonly SpentItem[];
  consideration: readonly ReceivedItem[];
}

// Seaport ItemType: 0 native, 1 ERC-20, 2 ERC-721, 3 ERC-1155, 4/5 their criteria forms.
const isNft = (item: SpentItem) => item.itemType >= 2 && item.itemType <= 5;
const isPayment = (item: SpentItem) => item.itemType === 0 || item.itemType === 1;

interface Price {
  price: bigint;
  currency: string;
  received: ReceivedPayment[];
}

/**
 * What the buyer paid for the single NFT item, or null when the log cannot say
 * (docs/decisions/029-fill-price-from-seaport-logs.md): a bundle has one price for several items,
 * payments in several currencies have no sum, an NFT given in exchange has no amount.
 */
function priceOf(args: OrderFulfilledArgs, listing: boolean, nftCount: number): Price | null {
  if (nftCount !== 1) return null;
  // A listing is paid by the fulfiller through the consideration; an accepted offer by the offerer through its offer.
  const payingSide = listing ? args.consideration : args.offer;
  if (payingSide.some(isNft)) return null;
  const payments = [...args.offer, ...args.consideration].filter(isPayment);
  const currencies = new Set(payments.map((item) => item.token.toLowerCase()));
  if (currencies.size !== 1) return null;
  const paid = payingSide.filter(isPayment);
  if (paid.length === 0) return null;
  return {
    price: paid.reduce((sum, item) => sum + item.amount, 0n),
    currency: [...currencies][0]!,
    received: args.consideration.filter(isPayment).map((item) => ({ recipient: item.recipient.toLowerCase(), amount: item.amount })),
  };
}

/**
 * Seaport `OrderFulfilled`: one fill per NFT item. A listing offers the NFT (seller = offerer, buyer
 * = the recipient of the offer items); an accepted offer asks for it in the consideration (buyer =
 * offerer). The fill's price is everything the buyer paid, fees, royalty and tips included.
 */
export function handleOrderFulfilled(effects: BlockEffects, position: LogPosition, args: OrderFulfilledArgs): void {
  const listing = args.offer.some(isNft);
  const nftItems = (listing ? args.offer : args.consideration).filter(isNft);
  if (nftItems.length === 0) return;
  const priced = priceOf(args, listing, nftItems.length);
  const seller = (listing ? args.offerer : args.recipient).toLowerCase();
  const buyer = (listing ? args.recipient : args.offerer).toLowerCase();
  nftItems.forEach((item, batchIndex) => {
    const fill: FillItem = {
      position,
      batchIndex,
      orderHash: args.orderHash.toLowerCase(),
      side: listing ? 'listing' : 'offer',
      seller,
      buyer,
      contractAddress: item.token.toLowerCase(),
      tokenId: item.identifier.toString(),
      quantity: item.amount > 0n ? item.amount : 1n,
      price: priced?.price ?? null,
      currency: priced?.currency ?? null,
      received: priced?.received ?? [],
    };
    effects.fills.push(fill);
  });
}
