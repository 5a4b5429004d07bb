import type { collectionHistorySchema, nftPriceHistorySchema, PriceHistoryInterval, PriceHistoryRange } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** A token's identity as in the NFT page's URL (the nft-detail feature's NftKey, which imports this feature's charts). */
export type NftKey = { chain: string; contractAddress: string; tokenId: string };

const nftApiPath = ({ chain, contractAddress, tokenId }: NftKey) =>
  `/nfts/${encodeURIComponent(chain)}/${encodeURIComponent(contractAddress)}/${encodeURIComponent(tokenId)}`;

/** GET /v1/collections/:id/stats/history: volume and lowest sale per bucket, in the collection's currency. */
export function getCollectionHistory(id: string, interval: PriceHistoryInterval, range: PriceHistoryRange, signal?: AbortSignal) {
  return api.get(`/collections/${encodeURIComponent(id)}/stats/history`, answer<typeof collectionHistorySchema>(), {
    signal,
    query: { interval, range },
  });
}

/** GET /v1/nfts/:chain/:contract/:tokenId/price-history: the token's sales, oldest first. */
export function getNftPriceHistory(key: NftKey, signal?: AbortSignal) {
  return api.get(`${nftApiPath(key)}/price-history`, answer<typeof nftPriceHistorySchema>(), { signal });
}

// Under the NFT page's own key prefix, so live updates that mark the page stale refresh the chart too.
export const nftPriceHistoryKey = (key: NftKey) =>
  ['nft-detail', key.chain, key.contractAddress.toLowerCase(), key.tokenId, 'price-history'] as const;
