import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { nftDetailSchema } from './nft-detail-schemas';
import { nftApiPath, nftDetailQueryKeys, type NftKey } from './nft-key';

/** One NFT; with a session token the answer also says whether the caller favourited it. */
export function getNftDetail(key: NftKey, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(nftApiPath(key), answer<typeof nftDetailSchema>(), { signal });
}

/** `viewer` (the signed-in address, or '') is part of the key: `favorited` depends on who asks. */
export function nftDetailQueryOptions(key: NftKey, viewer: string) {
  return queryOptions({ queryKey: [...nftDetailQueryKeys.detail(key), viewer], queryFn: ({ signal }) => getNftDetail(key, { signal }) });
}
