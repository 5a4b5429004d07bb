import type { ListingBuildBody } from '@nft/api-contract';
import { presetEnd, type ExpiryPreset } from './expiry';
import { priceError, type SellFieldError } from './sell-form';

export type BulkItem = { chain: string; contractAddress: string; tokenId: string; name: string | null };

export const bulkItemKey = (item: Pick<BulkItem, 'chain' | 'contractAddress' | 'tokenId'>) =>
  `${item.chain}/${item.contractAddress.toLowerCase()}/${item.tokenId}`;

/** Each item's price error, by item key; empty when every price is valid. */
export function bulkPriceErrors(items: readonly BulkItem[], prices: Record<string, string>): Record<string, SellFieldError> {
  const errors: Record<string, SellFieldError> = {};
  for (const item of items) {
    const error = priceError(prices[bulkItemKey(item)] ?? '');
    if (error) errors[bulkItemKey(item)] = error;
  }
  return errors;
}

/**
 * One build request for several NFTs of one chain, each at its own price: the API answers one bulk
 * order tree, so the wallet signs once (Seaport's bulk order signature, docs/product.md "Trading").
 */
export function bulkBuildBody(
  items: readonly BulkItem[],
  prices: Record<string, string>,
  expiry: ExpiryPreset,
  nowSeconds: number,
): ListingBuildBody {
  const [first] = items;
  if (!first) throw new Error('a bulk listing needs at least one item');
  const priceOf = (item: BulkItem) => (prices[bulkItemKey(item)] ?? '').trim();
  return {
    chain: first.chain,
    side: 'listing',
    kind: 'fixed',
    items: items.map((item) => ({ contract: item.contractAddress, tokenId: item.tokenId, quantity: 1, price: priceOf(item) })),
    price: priceOf(first),
    endTime: presetEnd(expiry, nowSeconds),
  };
}
