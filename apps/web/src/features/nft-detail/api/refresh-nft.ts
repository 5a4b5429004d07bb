import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { refreshResultSchema } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

/** Queues a metadata refresh; the worker picks it up within about a minute. */
export function refreshNft(key: NftKey) {
  return api.post(`${nftApiPath(key)}/refresh`, undefined, answer<typeof refreshResultSchema>());
}
