import type { nftListPageSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** The most a sweep takes at once (the cart of a chain holds 50). */
export const sweepMax = 20;

/**
 * A collection's tokens on sale at a fixed or declining price, cheapest first (GET /v1/nfts, the explore list): twice
 * what a sweep takes, so the ones already in the cart or the viewer's own can be passed over.
 */
export function getSweepCandidates(collectionId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/nfts', answer<typeof nftListPageSchema>(), {
    signal,
    query: { collection: collectionId, status: 'buy_now', sort: 'price_asc', limit: sweepMax * 2 },
  });
}
