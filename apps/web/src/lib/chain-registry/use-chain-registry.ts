import { useQuery } from '@tanstack/react-query';
import { getChainRegistry } from './get-chain-registry';

/** The chain registry (GET /v1/chains, fetched once per page) for badges, filters and prices. */
export function useChainRegistry() {
  return useQuery({ queryKey: ['chain-registry'], queryFn: getChainRegistry, staleTime: Infinity });
}
