// What the cart shares with "Buy now": reading listings, their live price, and running a purchase
// with its progress. A top-level entry of its own so the cart does not pull in the buy screens.
import type { TransactionReceipt } from 'viem';
import type { checkBuyerFunds as checkFunds } from './model/wallet-calls';
export { fillCart } from './api/fill-cart';
export { getActiveListings } from './api/get-listings';
export { getNft } from './api/get-nft';
export type { CartFillResponse, Order } from './api/buy-schemas';
export { useNow } from './hooks/use-now';
export { usePurchase } from './hooks/use-purchase';
export { signedInBuyer } from './model/buyer';
export { currentListingPrice, priceForQuantity } from './model/current-price';
export { holdingOf } from './model/holding';
export { pickListing } from './model/listing-availability';
export type { PurchaseProgress } from './model/purchase-flow';

/** Checks balances before the wallet opens (loads viem on demand). */
export async function checkBuyerFunds(...args: Parameters<typeof checkFunds>) {
  const calls = await import('./model/wallet-calls');
  return calls.checkBuyerFunds(...args);
}

/** The orders a mined transaction fulfilled (loads viem on demand). */
export async function fulfilledOrderHashes(receipt: TransactionReceipt) {
  const calls = await import('./model/wallet-calls');
  return calls.fulfilledOrderHashes(receipt);
}
