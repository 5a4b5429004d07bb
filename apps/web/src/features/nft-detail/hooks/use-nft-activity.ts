import { useInfiniteQuery } from '@tanstack/react-query';
import { nftActivityQueryOptions } from '../api/get-nft-activity';
import type { NftKey } from '../api/nft-key';

/** The token's activity, narrowed to `kind` (the API's comma-separated kinds) when given. */
export function useNftActivity(key: NftKey, kind?: string) {
  return useInfiniteQuery(nftActivityQueryOptions(key, kind));
}
