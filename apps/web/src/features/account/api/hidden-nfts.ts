import { hiddenNftListSchema, nftRestoreSchema as restoreResultSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { nftApiPath, type NftKey } from '../../nft-detail';

/** NFTs the signed-in holder hid ("deleted" tokens of other contracts); nobody else sees them. */
export function getHiddenNfts(signal?: AbortSignal) {
  return api.get('/me/hidden-nfts', hiddenNftListSchema, { signal });
}

/** Shows a hidden NFT on the marketplace again. */
export function restoreNft(key: NftKey) {
  return api.post(`${nftApiPath(key)}/restore`, {}, restoreResultSchema);
}
