import { useInfiniteQuery } from '@tanstack/react-query';
import { nftActivityQueryOptions } from '../api/get-nft-activity';
import type { NftKey } from '../api/nft-key';

export function useNftActivity(key: NftKey) {
  return useInfiniteQuery(nftActivityQueryOptions(key));
}
