/** Query keys of the order book; every listing change invalidates `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  ofToken: (chain: string, contract: string, tokenId: string) => ['orders', 'token', chain, contract.toLowerCase(), tokenId] as const,
  ofMaker: (maker: string) => ['orders', 'maker', maker.toLowerCase()] as const,
};

/** What a listing change makes stale besides the book: the NFT pages and the account lists (their prices). */
export const listingDependentKeys = [['orders'], ['nft-detail'], ['accounts'], ['explore']] as const;
