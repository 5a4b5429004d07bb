import { collectionItemSorts, isCategory, nftStatuses, type Category, type NftSort, type NftStatus } from './explore-options';
import { parseUnits } from '../../../lib/price/format-price';

/**
 * What an NFT list shows, as it lives in the page URL (`?status=buy_now&chain=local1&sort=price_asc`),
 * so a copied link reproduces the view and the back button steps through filter changes. Prices
 * are typed in whole units of the currency (e.g. "0.5"); the API gets base units.
 */
export type NftFilters = {
  search: string;
  sort: NftSort;
  status: NftStatus[];
  chain: string[];
  category: Category[];
  collection: string[];
  verified: boolean;
  minPrice: string;
  maxPrice: string;
  /** `<trait type>:<value>`, only within one collection. */
  trait: string[];
  /** `<trait type>:<min>:<max>` for a level or a stat (either bound may be empty), only within one collection. */
  traitRange: string[];
};

export const defaultNftFilters: NftFilters = {
  search: '',
  sort: 'newest',
  status: [],
  chain: [],
  category: [],
  collection: [],
  verified: false,
  minPrice: '',
  maxPrice: '',
  trait: [],
  traitRange: [],
};

const listKeys = ['status', 'chain', 'category', 'collection', 'trait', 'traitRange'] as const;

/** A numeric trait range as the API takes it: a trait type, then each bound a decimal number or empty, not both. */
export const traitRangePattern = /^[^:]{1,100}:(-?\d{1,30}(\.\d{1,18})?)?:(-?\d{1,30}(\.\d{1,18})?)?$/;

// Repeated or comma-separated in a URL; traits and ranges are repeated only (a trait type may hold commas).
function readList(params: URLSearchParams, key: string, split: boolean): string[] {
  const values = params.getAll(key).flatMap((value) => (split ? value.split(',') : [value]));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

const isStatus = (value: string): value is NftStatus => (nftStatuses as readonly string[]).includes(value);
const isSort = (value: string | null): value is NftSort => value !== null && (collectionItemSorts as readonly string[]).includes(value);
const isAmount = (value: string) => /^\d{0,60}(\.\d{0,30})?$/.test(value) && value !== '' && value !== '.';

/** Reads filters from a URL, dropping what it does not know (an old or hand-edited link still opens). */
export function parseNftFilters(params: URLSearchParams): NftFilters {
  const sort = params.get('sort');
  const minPrice = params.get('minPrice')?.trim() ?? '';
  const maxPrice = params.get('maxPrice')?.trim() ?? '';
  return {
    search: params.get('search')?.trim() ?? '',
    sort: isSort(sort) ? sort : defaultNftFilters.sort,
    status: readList(params, 'status', true).filter(isStatus),
    chain: readList(params, 'chain', true),
    category: readList(params, 'category', true).filter(isCategory),
    collection: readList(params, 'collection', true).filter((id) => /^[1-9]\d{0,15}$/.test(id)),
    verified: params.get('verified') === 'true',
    minPrice: isAmount(minPrice) ? minPrice : '',
    maxPrice: isAmount(maxPrice) ? maxPrice : '',
    trait: readList(params, 'trait', false).filter((trait) => /^[^:]+:.+$/s.test(trait)),
    traitRange: readList(params, 'traitRange', false).filter((range) => traitRangePattern.test(range) && !range.endsWith('::')),
  };
}

/** The URL form of filters: defaults left out, lists repeated, always in the same order. */
export function nftFiltersToParams(filters: NftFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== defaultNftFilters.sort) params.set('sort', filters.sort);
  for (const key of listKeys) for (const value of filters[key]) params.append(key, value);
  if (filters.verified) params.set('verified', 'true');
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  return params;
}

/** Whether min >= max, which the API refuses ("The minimum must be less than the maximum"). */
export function priceRangeInvalid(minPrice: string, maxPrice: string, decimals: number): boolean {
  const min = minPrice ? parseUnits(minPrice, decimals) : null;
  const max = maxPrice ? parseUnits(maxPrice, decimals) : null;
  return min !== null && max !== null && BigInt(min) >= BigInt(max);
}

/**
 * The API query for filters (GET /v1/nfts), prices in base units with `decimals`. An invalid range
 * is left out rather than sent: the sidebar shows the message and the list keeps its last view.
 */
export function nftFiltersToApiQuery(filters: NftFilters, decimals: number): URLSearchParams {
  const params = nftFiltersToParams({ ...filters, minPrice: '', maxPrice: '' });
  if (filters.sort === defaultNftFilters.sort) params.set('sort', filters.sort);
  if (!priceRangeInvalid(filters.minPrice, filters.maxPrice, decimals)) {
    const min = filters.minPrice ? parseUnits(filters.minPrice, decimals) : null;
    const max = filters.maxPrice ? parseUnits(filters.maxPrice, decimals) : null;
    if (min !== null) params.set('minPrice', min);
    if (max !== null) params.set('maxPrice', max);
  }
  // Attribute filters and the rarity sort need exactly one collection; without it they would be refused.
  if (filters.collection.length !== 1) {
    params.delete('trait');
    params.delete('traitRange');
    if (filters.sort === 'rarity') params.set('sort', defaultNftFilters.sort);
  }
  return params;
}

/** How many filters narrow the list (the badge on the mobile "Filters" button). */
export function activeNftFilterCount(filters: NftFilters): number {
  return (
    filters.status.length +
    filters.chain.length +
    filters.category.length +
    filters.trait.length +
    filters.traitRange.length +
    (filters.verified ? 1 : 0) +
    (filters.minPrice || filters.maxPrice ? 1 : 0)
  );
}
