import { nftListItem } from '../../../testing/nft-list-item';

/** One item of an account tab as the API answers it (GET /v1/accounts/{address}/nfts), held by `owner`. */
export function accountNft(tokenId: string, name: string, owner: string) {
  return nftListItem(tokenId, { name, owner });
}
