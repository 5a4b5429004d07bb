import { useInfiniteQuery } from '@tanstack/react-query';
import { getAccountActivity, getAccountCollections, getAccountNfts } from '../api/account-api';
import type { AccountNftTab } from '../api/account-schemas';

const key = (address: string, list: string) => ['accounts', address.toLowerCase(), list] as const;
const nextPageParam = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

export function useAccountNfts(address: string, tab: AccountNftTab) {
  return useInfiniteQuery({
    queryKey: key(address, tab),
    queryFn: ({ pageParam, signal }) => getAccountNfts(address, tab, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
}

export function useAccountCollections(address: string) {
  return useInfiniteQuery({
    queryKey: key(address, 'collections'),
    queryFn: ({ pageParam, signal }) => getAccountCollections(address, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
}

/** The account's activity, narrowed to `kind` (the API's comma-separated kinds) when given. */
export function useAccountActivity(address: string, kind?: string) {
  return useInfiniteQuery({
    queryKey: [...key(address, 'activity'), kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => getAccountActivity(address, kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageParam,
  });
}
