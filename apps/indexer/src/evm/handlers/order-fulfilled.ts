import { zeroAddress } from 'viem';
import type { BlockEffects, FillItem, LogPosition } from '../effects/block-effects';

interface SpentItem {
  itemType: number;
  token: string;
  identifier: bigint;
  amount: bigint;
}

export interface OrderFulfilledArgs {
  orderHash: string;
  offerer: string;
  recipient: string;
  offer: readonly SpentItem[];
  consideration: readonly SpentItem[];
}

// Seaport ItemType: 0 native, 1 ERC-20, 2 ERC-721, 3 ERC-1155, 4/5 their criteria forms.
const isNft = (item: SpentItem) => item.itemType >= 2 && item.itemType <= 5;
const isPayment = (item: SpentItem) => item.itemType === 0 || item.itemType === 1;

/**
 * Seaport `OrderFulfilled`: one fill per NFT item. A listing offers the NFT (seller = offerer); an
 * accepted offer asks for it in the consideration (buyer = offerer). The price is everything the
 * other side paid (fees included), shared evenly between the items of a bundle.
 */
export function handleOrderFulfilled(effects: BlockEffects, position: LogPosition, args: OrderFulfilledArgs): void {
  const listing = args.offer.some(isNft);
  const nftItems = (listing ? args.offer : args.consideration).filter(isNft);
  if (nftItems.length === 0) return;
  const payments = (listing ? args.consideration : args.offer).filter(isPayment);
  const total = payments.reduce((sum, item) => sum + item.amount, 0n);
  const currency = (payments[0]?.token ?? zeroAddress).toLowerCase();
  const share = total / BigInt(nftItems.length);
  const seller = (listing ? args.offerer : args.recipient).toLowerCase();
  const buyer = (listing ? args.recipient : args.offerer).toLowerCase();
  nftItems.forEach((item, batchIndex) => {
    const fill: FillItem = {
      position,
      batchIndex,
      orderHash: args.orderHash.toLowerCase(),
      seller,
      buyer,
      contractAddress: item.token.toLowerCase(),
      tokenId: item.identifier.toString(),
      quantity: item.amount > 0n ? item.amount : 1n,
      // The first item takes the remainder of an uneven split, so the shares add up to the total.
      price: batchIndex === 0 ? total - share * BigInt(nftItems.length - 1) : share,
      currency,
    };
    effects.fills.push(fill);
  });
}
