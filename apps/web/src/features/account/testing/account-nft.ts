/** One item of an account tab as the API answers it (GET /v1/accounts/{address}/nfts), held by `owner`. */
export function accountNft(tokenId: string, name: string, owner: string) {
  return {
    chain: 'local1',
    chainName: 'Local Chain A',
    contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    tokenId,
    standard: 'ERC-721',
    name,
    image: null,
    collection: null,
    owner,
    ownerCount: 1,
    supply: '1',
    bestListing: null,
    lastSale: null,
    createdAt: '2026-01-05T00:00:00.000Z',
  };
}
