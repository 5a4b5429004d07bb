import type { NftListItem } from '@nft/api-contract';

/**
 * A token as the lists answer it (GET /v1/nfts, the account tabs), for component tests: token `tokenId` of local1's
 * first contract, not on sale and never sold. `patch` gives it a name, an owner or a listing.
 */
export function nftListItem(tokenId: string, patch: Partial<NftListItem> = {}): NftListItem {
  return {
    chain: 'local1',
    chainName: 'Local Chain A',
    contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    tokenId,
    standard: 'ERC-721',
    name: `#${tokenId}`,
    image: null,
    collection: null,
    owner: null,
    ownerCount: 1,
    supply: '1',
    bestListing: null,
    lastSale: null,
    rarityRank: null,
    createdAt: '2026-01-05T00:00:00.000Z',
    ...patch,
  };
}
