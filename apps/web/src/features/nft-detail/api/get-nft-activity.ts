import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { nftActivityPageSchema } from './nft-detail-schemas';
import { nftApiPath, nftDetailQueryKeys, type NftKey } from './nft-key';

const pageSize = 20;

/** One page of the token's trading history, newest first. */
export function getNftActivity(key: NftKey, cursor: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`${nftApiPath(key)}/activity`, answer<typeof nftActivityPageSchema>(), { signal, query: { limit: pageSize, cursor } });
}

export function nftActivityQueryOptions(key: NftKey) {
  return infiniteQueryOptions({
    queryKey: nftDetailQueryKeys.activity(key),
    queryFn: ({ signal, pageParam }) => getNftActivity(key, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
