import { useQuery } from '@tanstack/react-query';
import { nftDetailQueryOptions } from '../api/get-nft-detail';
import type { NftKey } from '../api/nft-key';
import { useViewer } from './use-viewer';

export function useNftDetail(key: NftKey) {
  const viewer = useViewer();
  return useQuery(nftDetailQueryOptions(key, viewer.signedIn ? (viewer.address ?? '') : ''));
}
