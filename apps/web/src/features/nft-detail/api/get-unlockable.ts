import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { unlockableSchema } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

/** The unlockable content; the server answers it only to a current owner. */
export function getUnlockable(key: NftKey, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`${nftApiPath(key)}/unlockable`, answer<typeof unlockableSchema>(), { signal });
}
