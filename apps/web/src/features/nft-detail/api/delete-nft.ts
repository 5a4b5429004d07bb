import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { deleteResultSchema } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

/** Hides a token of another contract from the marketplace (platform tokens are burned instead). */
export function deleteNft(key: NftKey) {
  return api.delete(nftApiPath(key), answer<typeof deleteResultSchema>());
}
