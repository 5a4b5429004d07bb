import { useQuery } from '@tanstack/react-query';
import { readTokenBalance } from './public-client';

/**
 * `account`'s balance of `token` on `chain`, read from the chain (what a trading dialog shows beside its amount, as
 * OpenSea's do). Read again after ten seconds, so a wrap or a purchase shows on the next open.
 */
export function useTokenBalance(chain: string, token: string, account: string | undefined) {
  return useQuery({
    queryKey: ['token-balance', chain, token.toLowerCase(), account?.toLowerCase()],
    queryFn: () => readTokenBalance(chain, token, account!),
    enabled: account !== undefined && token !== '',
    staleTime: 10_000,
    retry: false,
  });
}
