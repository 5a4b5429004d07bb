import type { NftSort } from '@nft/api-contract';

/**
 * Cache misses on purpose. The API answers identical explore queries from its one-second cache
 * (decision 019), keyed by the parsed query; a benchmark that replays the same few paths measures
 * that cache, not the database path behind it. `cacheMissPath(path, n)` gives the n-th variant of
 * a path of the mix that no other n shares, and that reads the same rows the same way:
 * - a keyset page (it has a cursor) keeps its cursor's sort value and shifts the tie-breaking row
 *   id by n: the same index seek from (nearly) the same place;
 * - a first page gets a cursor placed before the first row of its order (the highest value for a
 *   descending sort, the lowest for an ascending one), with the tie-breaking id varied by n: the
 *   same index range from its start, which is what a first page reads.
 * The cursor format is the API's (base64url JSON `[sort, value, id]`, apps/api/src/http/keyset-cursor.ts).
 */
export function cacheMissPath(path: string, n: number): string {
  const url = new URL(path, 'http://bench.invalid');
  const sort = (url.searchParams.get('sort') ?? 'newest') as NftSort;
  const cursor = url.searchParams.get('cursor');
  url.searchParams.set('cursor', cursor === null ? startCursor(sort, n) : shiftedCursor(cursor, n));
  return `${url.pathname}${url.search}`;
}

const descending: Record<NftSort, boolean> = {
  newest: true,
  oldest: false,
  price_asc: false,
  price_desc: true,
  hottest: true,
  recently_listed: true,
  recently_sold: true,
  rarity: false,
};

// Before every row: the extreme value of the sort's kind (timestamp, uint256 price, int8 heat).
const highest: Record<NftSort, string> = {
  newest: '2999-12-31T23:59:59.999999Z',
  oldest: '2999-12-31T23:59:59.999999Z',
  price_asc: '9'.repeat(78),
  price_desc: '9'.repeat(78),
  hottest: '9223372036854775807',
  recently_listed: '2999-12-31T23:59:59.999999Z',
  recently_sold: '2999-12-31T23:59:59.999999Z',
  rarity: '9223372036854775807',
};
const lowest: Record<NftSort, string> = {
  newest: '1970-01-01T00:00:00.000000Z',
  oldest: '1970-01-01T00:00:00.000000Z',
  price_asc: '0',
  price_desc: '0',
  hottest: '0',
  recently_listed: '1970-01-01T00:00:00.000000Z',
  recently_sold: '1970-01-01T00:00:00.000000Z',
  rarity: '0',
};

function startCursor(sort: NftSort, n: number): string {
  const value = descending[sort] ? highest[sort] : lowest[sort];
  const id = descending[sort] ? Number.MAX_SAFE_INTEGER - n : n + 1;
  return encode([sort, value, id]);
}

function shiftedCursor(cursor: string, n: number): string {
  const [sort, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string | null, number];
  return encode([sort, value, id + n + 1]);
}

const encode = (tuple: [string, string | null, number]) => Buffer.from(JSON.stringify(tuple)).toString('base64url');
