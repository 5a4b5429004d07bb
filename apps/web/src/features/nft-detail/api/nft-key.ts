/** The on-chain identity of a token, as it appears in the page URL and the API paths. */
export type NftKey = { chain: string; contractAddress: string; tokenId: string };

export function nftApiPath({ chain, contractAddress, tokenId }: NftKey): string {
  return `/nfts/${encodeURIComponent(chain)}/${encodeURIComponent(contractAddress)}/${encodeURIComponent(tokenId)}`;
}

export const nftDetailQueryKeys = {
  all: ['nft-detail'] as const,
  detail: (key: NftKey) => ['nft-detail', key.chain, key.contractAddress.toLowerCase(), key.tokenId, 'detail'] as const,
  activity: (key: NftKey) => ['nft-detail', key.chain, key.contractAddress.toLowerCase(), key.tokenId, 'activity'] as const,
  unlockable: (key: NftKey, viewer: string) =>
    ['nft-detail', key.chain, key.contractAddress.toLowerCase(), key.tokenId, 'unlockable', viewer] as const,
};
