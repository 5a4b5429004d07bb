import { collectionSorts, type CollectionSort } from './explore-options';

/** How the collections are drawn: cards, or OpenSea's ranking table with their stats side by side. */
export const collectionViews = ['grid', 'table'] as const;
export type CollectionView = (typeof collectionViews)[number];

/** What a collection list shows, as it lives in the URL; the category is the path's :type. */
export type CollectionFilters = { search: string; sort: CollectionSort; chain: string[]; verified: boolean; view: CollectionView };

export const defaultCollectionFilters: CollectionFilters = { search: '', sort: 'newest', chain: [], verified: false, view: 'grid' };

const isSort = (value: string | null): value is CollectionSort => value !== null && (collectionSorts as readonly string[]).includes(value);

export function parseCollectionFilters(params: URLSearchParams): CollectionFilters {
  const sort = params.get('sort');
  const chain = [
    ...new Set(
      params
        .getAll('chain')
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  return {
    search: params.get('search')?.trim() ?? '',
    sort: isSort(sort) ? sort : defaultCollectionFilters.sort,
    chain,
    verified: params.get('verified') === 'true',
    view: params.get('view') === 'table' ? 'table' : 'grid',
  };
}

export function collectionFiltersToParams(filters: CollectionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== defaultCollectionFilters.sort) params.set('sort', filters.sort);
  for (const chain of filters.chain) params.append('chain', chain);
  if (filters.verified) params.set('verified', 'true');
  if (filters.view !== defaultCollectionFilters.view) params.set('view', filters.view);
  return params;
}

/** GET /v1/collections for the filters and the page's category ("all" or none means every category). */
export function collectionFiltersToApiQuery(filters: CollectionFilters, category: string | undefined): URLSearchParams {
  const params = collectionFiltersToParams(filters);
  // The view is the page's own; both views read the same list.
  params.delete('view');
  params.set('sort', filters.sort);
  if (category && category !== 'all') params.set('category', category);
  return params;
}
