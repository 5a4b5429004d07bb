import type { OrderListQuery } from '@nft/api-contract';

/** Query keys of offers and bids: under `orders`, so whatever refreshes the book refreshes them too. */
export const offerKeys = {
  all: ['orders'] as const,
  list: (query: Partial<OrderListQuery>) => ['orders', 'list', query] as const,
};

/** What an offer, a bid, an acceptance or a cancel makes stale: the book, the NFT pages (best offer, owner) and account lists. */
export const offerDependentKeys = [['orders'], ['nft-detail'], ['accounts'], ['explore'], ['collection']] as const;
