import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { nftActivityPageSchema } from './nft-detail-schemas';
import { nftApiPath, nftDetailQueryKeys, type NftKey } from './nft-key';

const pageSize = 20;

/** One page of the token's trading history, newest first. */
/** One page of the token's activity; only `kind` (comma-separated kinds) when given. */
export function getNftActivity(
  key: NftKey,
  kind: string | undefined,
  cursor: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get(`${nftApiPath(key)}/activity`, answer<typeof nftActivityPageSchema>(), {
    signal,
    query: { limit: pageSize, kind, cursor },
  });
}

export function nftActivityQueryOptions(key: NftKey, kind?: string) {
  return infiniteQueryOptions({
    queryKey: [...nftDetailQueryKeys.activity(key), kind ?? 'all'],
    queryFn: ({ signal, pageParam }) => getNftActivity(key, kind, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
