import type { NftDetail } from '../api/nft-detail-schemas';

export { installDomStandIns, renderWithProviders } from '../../../testing/render-with-providers';

/** A detail answer with every field, for component tests. */
export function sampleNft(values: Partial<NftDetail> = {}): NftDetail {
  return {
    chain: 'local1',
    chainName: 'Local Chain A',
    contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    tokenId: '1',
    standard: 'ERC-721',
    name: 'Aurora #1',
    description: 'Gradient',
    image: null,
    animation: null,
    animationMime: null,
    externalUrl: null,
    tokenUri: null,
    metadata: null,
    frozen: false,
    royalty: { bps: 0, receiver: null, source: 'none' },
    collection: null,
    creator: null,
    owner: null,
    ownerCount: 0,
    owners: [],
    supply: '1',
    attributes: [],
    mint: null,
    rarityRank: null,
    rarity: null,
    bestListing: null,
    bestOffer: null,
    lastSale: null,
    favoriteCount: 0,
    favorited: false,
    isPlatformToken: true,
    inTrade: false,
    staked: false,
    hasUnlockable: false,
    explorer: { contract: null, token: null, owner: null, creator: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...values,
  };
}
