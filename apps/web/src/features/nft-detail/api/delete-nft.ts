import { api } from '../../../lib/api';
import { deleteResultSchema } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

/** Hides a token of another contract from the marketplace (platform tokens are burned instead). */
export function deleteNft(key: NftKey) {
  return api.delete(nftApiPath(key), deleteResultSchema);
}
