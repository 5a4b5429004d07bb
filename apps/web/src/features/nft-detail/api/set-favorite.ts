import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { favoriteStateSchema } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

/** Favourites (true) or unfavourites (false) the NFT; both are idempotent on the server. */
export function setFavorite(key: NftKey, favorited: boolean) {
  const path = `${nftApiPath(key)}/favorite`;
  return favorited
    ? api.post(path, undefined, answer<typeof favoriteStateSchema>())
    : api.delete(path, answer<typeof favoriteStateSchema>());
}
