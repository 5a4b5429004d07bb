import type { Order } from '../../buy/purchase';
import type { CartItem } from './cart-store';

/** A picture as the API sends it; the cart keeps its card-size copy. */
export type CartImage = { url: string; thumbnailUrl: string | null } | null | undefined;

/** A listing as the cart keeps it: one copy of an ERC-1155 listing unless told otherwise. */
export function toCartItem(order: Order, name: string, image: CartImage, quantity = 1n): CartItem {
  return {
    orderHash: order.orderHash.toLowerCase(),
    chain: order.chain,
    contract: order.contract,
    tokenId: order.tokenId,
    currency: order.currency,
    startPrice: order.startPrice,
    endPrice: order.endPrice,
    startTime: order.startTime,
    endTime: order.endTime,
    name,
    image: image ? (image.thumbnailUrl ?? image.url) : null,
    listed: order.quantity,
    quantity: (BigInt(order.quantity) > 1n ? quantity : BigInt(order.quantity)).toString(),
  };
}
