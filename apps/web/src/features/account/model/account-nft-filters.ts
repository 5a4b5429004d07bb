import { accountNftSorts, nftStatuses, type AccountNftSort, type NftStatus } from '@nft/api-contract';

/**
 * What an account tab shows, as it lives in the page URL (`/account/0x…/collected?sort=price_asc&chain=local1`):
 * OpenSea's profile sorts, a chain, a collection, the explore statuses and a name. A copied link reproduces the view.
 */
export type AccountNftFilters = { search: string; sort: AccountNftSort; chain: string; collection: string; status: NftStatus[] };

export const defaultAccountNftFilters: AccountNftFilters = { search: '', sort: 'recent', chain: '', collection: '', status: [] };

// The statuses a holder narrows by; "new" (created in the last 7 days) says little about one's own tokens.
export const accountNftStatuses = nftStatuses.filter((status): status is Exclude<NftStatus, 'new'> => status !== 'new');

const isSort = (value: string | null): value is AccountNftSort => value !== null && (accountNftSorts as readonly string[]).includes(value);
const isStatus = (value: string): value is NftStatus => (accountNftStatuses as readonly string[]).includes(value);

/** Reads the filters from a URL, dropping what it does not know (an old or hand-edited link still opens). */
export function parseAccountNftFilters(params: URLSearchParams): AccountNftFilters {
  const sort = params.get('sort');
  const status = params.getAll('status').flatMap((value) => value.split(','));
  return {
    search: params.get('search')?.trim() ?? '',
    sort: isSort(sort) ? sort : defaultAccountNftFilters.sort,
    chain: params.get('chain')?.trim() ?? '',
    collection: /^[1-9]\d{0,15}$/.test(params.get('collection') ?? '') ? params.get('collection')! : '',
    status: [...new Set(status.map((value) => value.trim()))].filter(isStatus),
  };
}

/** The URL form: defaults left out, always in the same order. */
export function accountNftFiltersToParams(filters: AccountNftFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== defaultAccountNftFilters.sort) params.set('sort', filters.sort);
  if (filters.chain) params.set('chain', filters.chain);
  if (filters.collection) params.set('collection', filters.collection);
  for (const status of filters.status) params.append('status', status);
  return params;
}

/** Whether anything narrows the tab (the sort does not): an empty answer then means "nothing matches". */
export function narrowsAccountNfts(filters: AccountNftFilters): boolean {
  return filters.search !== '' || filters.chain !== '' || filters.collection !== '' || filters.status.length > 0;
}

/** The query the API takes (GET /v1/accounts/{address}/nfts), without the tab and the page. */
export function accountNftFiltersToQuery(filters: AccountNftFilters): Record<string, string | undefined> {
  return {
    sort: filters.sort === defaultAccountNftFilters.sort ? undefined : filters.sort,
    search: filters.search || undefined,
    chain: filters.chain || undefined,
    collection: filters.collection || undefined,
    status: filters.status.length ? filters.status.join(',') : undefined,
  };
}
