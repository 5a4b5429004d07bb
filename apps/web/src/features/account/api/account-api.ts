import { api } from '../../../lib/api';
import { accountNftFiltersToQuery, type AccountNftFilters } from '../model/account-nft-filters';
import {
  accountActivityPageSchema,
  accountCollectionPageSchema,
  accountNftPageSchema,
  accountTabCollectionsSchema,
  type AccountNftTab,
} from './account-schemas';

// One page is what a screen shows at once; "Load more" asks for the next.
const pageSize = 24;

const base = (address: string) => `/accounts/${encodeURIComponent(address)}`;

export type AccountNftsList = { address: string; tab: AccountNftTab; filters: AccountNftFilters };

export function getAccountNfts({ address, tab, filters }: AccountNftsList, cursor: string | undefined, signal?: AbortSignal) {
  const query = { tab, ...accountNftFiltersToQuery(filters), cursor, limit: pageSize };
  return api.get(`${base(address)}/nfts`, accountNftPageSchema, { signal, query });
}

export function getAccountCollections(address: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(`${base(address)}/collections`, accountCollectionPageSchema, { signal, query: { cursor, limit: pageSize } });
}

/** One page of the account's activity; only `kind` (comma-separated kinds) when given. */
export function getAccountActivity(address: string, kind: string | undefined, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(`${base(address)}/activity`, accountActivityPageSchema, { signal, query: { kind, cursor, limit: pageSize } });
}

/** The collections of a tab's NFTs with their counts, for the toolbar's collection picker. */
export function getAccountTabCollections(address: string, tab: AccountNftTab, signal?: AbortSignal) {
  return api.get(`${base(address)}/nft-collections`, accountTabCollectionsSchema, { signal, query: { tab } });
}
