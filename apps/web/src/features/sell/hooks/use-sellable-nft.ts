import { useQuery } from '@tanstack/react-query';
import type { NftKey } from '../../nft-detail';
import { getSellableNft } from '../api/orders-api';

/** The NFT being listed, fresh on every visit (its holders decide who may list). */
export function useSellableNft(key: NftKey) {
  return useQuery({
    queryKey: ['nft-detail', key.chain, key.contractAddress.toLowerCase(), key.tokenId, 'sell'],
    queryFn: ({ signal }) => getSellableNft(key, signal),
    staleTime: 0,
  });
}
