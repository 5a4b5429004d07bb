import { walletSession } from '../../wallet';
import { currentListingPrice, getActiveListings, pickListing } from '../../buy/purchase';
import { cartStore } from './cart-store';
import { toCartItem, type CartImage } from './to-cart-item';

export type NftRef = { chain: string; contractAddress: string; tokenId: string; name: string; image: CartImage };

/** What adding a token to the cart came to: added, nothing this viewer can buy now, or the chain's cart is full. */
export type AddOutcome = 'added' | 'unavailable' | 'full';

/**
 * Reads the token's listings and adds the cheapest one the connected viewer can buy now (not their own, not reserved
 * for another buyer, started), per copy for ERC-1155. A card or a sweep only knows the best price, not this.
 */
export async function addCheapestListing(nft: NftRef): Promise<AddOutcome> {
  const session = walletSession.get();
  const viewer = session.status === 'disconnected' ? undefined : session.address;
  const now = Date.now() / 1000;
  const { items } = await getActiveListings(nft);
  const picked = pickListing(items, viewer, now, (order) => currentListingPrice(order, now) / BigInt(order.quantity || '1'));
  if (picked?.availability.kind !== 'buyable') return 'unavailable';
  return cartStore.add(toCartItem(picked.order, nft.name, nft.image)) ? 'added' : 'full';
}
