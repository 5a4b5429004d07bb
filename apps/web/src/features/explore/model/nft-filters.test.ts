import { describe, expect, it } from 'vitest';
import {
  defaultNftFilters,
  nftFiltersToApiQuery,
  nftFiltersToParams,
  parseNftFilters,
  priceRangeInvalid,
  type NftFilters,
} from './nft-filters';
import { collectionFiltersToApiQuery, collectionFiltersToParams, parseCollectionFilters } from './collection-filters';

const full: NftFilters = {
  search: '100% cat',
  sort: 'price_asc',
  status: ['buy_now', 'has_offers'],
  chain: ['local1', 'local2'],
  category: ['art'],
  collection: ['7'],
  verified: true,
  minPrice: '0.5',
  maxPrice: '2',
  trait: ['Background:Blue, dark', 'Eyes:Laser'],
  traitRange: ['Speed, top:9.5:', 'Level:-1:40'],
};

describe('NFT filters in the URL', () => {
  it('survive a round trip through the URL text unchanged', () => {
    const url = `/market-place?${nftFiltersToParams(full).toString()}`;
    expect(parseNftFilters(new URL(url, 'http://x').searchParams)).toEqual(full);
  });

  it('leave defaults out of the URL', () => {
    expect(nftFiltersToParams(defaultNftFilters).toString()).toBe('');
    expect(parseNftFilters(new URLSearchParams())).toEqual(defaultNftFilters);
  });

  it('read comma-separated lists and drop what they do not know', () => {
    const parsed = parseNftFilters(
      new URLSearchParams(
        'status=buy_now,sold&category=art,painting&sort=cheapest&collection=3,x&minPrice=abc&trait=nocolon&traitRange=Speed::&traitRange=Speed:a:2&traitRange=Speed:1',
      ),
    );
    expect(parsed).toEqual({ ...defaultNftFilters, status: ['buy_now'], category: ['art'], collection: ['3'] });
  });
});

describe('NFT filters for the API', () => {
  it('send prices in base units and always a sort', () => {
    const query = nftFiltersToApiQuery({ ...defaultNftFilters, minPrice: '0.5', maxPrice: '2' }, 18);
    expect(Object.fromEntries(query)).toEqual({ sort: 'newest', minPrice: '500000000000000000', maxPrice: '2000000000000000000' });
  });

  it('leave out a range whose minimum is not below its maximum, and traits without one collection', () => {
    expect(priceRangeInvalid('2', '2', 18)).toBe(true);
    expect(priceRangeInvalid('2.5', '2', 18)).toBe(true);
    expect(priceRangeInvalid('1', '2', 18)).toBe(false);
    expect(priceRangeInvalid('', '2', 18)).toBe(false);
    const query = nftFiltersToApiQuery(
      { ...defaultNftFilters, minPrice: '3', maxPrice: '1', trait: ['Eyes:Laser'], traitRange: ['Speed:1:2'], collection: ['1', '2'] },
      18,
    );
    expect(query.has('minPrice') || query.has('maxPrice') || query.has('trait') || query.has('traitRange')).toBe(false);
    const one = nftFiltersToApiQuery({ ...defaultNftFilters, traitRange: ['Speed:1:2'], collection: ['1'] }, 18);
    expect(one.getAll('traitRange')).toEqual(['Speed:1:2']);
  });
});

describe('collection filters in the URL', () => {
  it('survive a round trip and add the page category for the API', () => {
    const filters = { search: 'ape', sort: 'floor_desc' as const, chain: ['local2'], verified: true, view: 'table' as const };
    const parsed = parseCollectionFilters(new URLSearchParams(collectionFiltersToParams(filters).toString()));
    expect(parsed).toEqual(filters);
    expect(collectionFiltersToApiQuery(parsed, 'music').get('category')).toBe('music');
    expect(collectionFiltersToApiQuery(parsed, 'all').has('category')).toBe(false);
    expect(parseCollectionFilters(new URLSearchParams('sort=bogus')).sort).toBe('newest');
  });

  it('keep the view in the page URL only: the API lists the same collections for both', () => {
    const table = parseCollectionFilters(new URLSearchParams('view=table&sort=volume'));
    expect(table.view).toBe('table');
    expect(collectionFiltersToApiQuery(table, 'all').toString()).toBe('sort=volume');
    expect(parseCollectionFilters(new URLSearchParams('view=list')).view).toBe('grid');
    expect(collectionFiltersToParams({ ...table, view: 'grid' }).has('view')).toBe(false);
  });
});

describe('the rarity sort', () => {
  it('is read from a URL, and asked of the API only within one collection', () => {
    const filters = parseNftFilters(new URLSearchParams('sort=rarity&collection=4'));
    expect(filters.sort).toBe('rarity');
    expect(nftFiltersToApiQuery(filters, 18).get('sort')).toBe('rarity');
    expect(nftFiltersToApiQuery({ ...filters, collection: [] }, 18).get('sort')).toBe('newest');
    expect(nftFiltersToApiQuery({ ...filters, collection: ['4', '5'] }, 18).get('sort')).toBe('newest');
  });
});
