import { useQueries } from '@tanstack/react-query';
import { contestKeys, getAccountNfts } from '../api/contests-api';

/** The NFTs an entrant may enter (spec: own or created), each once: held ones first, then created ones. */
export function useOwnNfts(address: string | undefined) {
  const [collected, created] = useQueries({
    queries: (['collected', 'created'] as const).map((tab) => ({
      queryKey: contestKeys.ownNfts(tab, address ?? ''),
      queryFn: ({ signal }: { signal: AbortSignal }) => getAccountNfts(address!, tab, signal),
      enabled: address !== undefined,
    })),
  });
  const seen = new Set<string>();
  const nfts = [...(collected?.data?.items ?? []), ...(created?.data?.items ?? [])].filter((nft) => {
    const key = `${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { nfts, loading: Boolean(collected?.isPending && address) || Boolean(created?.isPending && address) };
}
