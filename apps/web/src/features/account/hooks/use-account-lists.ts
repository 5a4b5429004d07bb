import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getAccountActivity,
  getAccountCollections,
  getAccountNfts,
  getAccountTabCollections,
  type AccountNftsList,
} from '../api/account-api';
import type { AccountNftTab } from '../api/account-schemas';
import { accountNftFiltersToQuery } from '../model/account-nft-filters';

const key = (address: string, list: string) => ['accounts', address.toLowerCase(), list] as const;
const nextPageParam = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/** A tab of the account's NFTs in a sort and filters; each view is cached on its own, under the tab's key. */
export function useAccountNfts(list: AccountNftsList) {
  return useInfiniteQuery({
    queryKey: [...key(list.address, list.tab), accountNftFiltersToQuery(list.filters)],
    queryFn: ({ pageParam, signal }) => getAccountNfts(list, pageParam, signal),
    // A new sort or filter keeps the cards in place until its first page arrives.
    placeholderData: keepPreviousData,
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

/** The collections of a tab's NFTs with their counts (the toolbar's picker). */
export function useAccountTabCollections(address: string, tab: AccountNftTab) {
  return useQuery({
    queryKey: [...key(address, tab), 'collections'],
    queryFn: ({ signal }) => getAccountTabCollections(address, tab, signal),
  });
}
