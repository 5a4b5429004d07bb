import { z } from 'zod';

/**
 * The explore queries of the api-read benchmark, as the marketplace's browse pages send them to
 * GET /v1/nfts. Each is read from its first page and then `pages - 1` further keyset pages (the
 * `nextCursor` of each page, as infinite scroll does). A query whose parameters (or parameter
 * values) the API's OpenAPI document does not list is left out and named in the result, so the
 * mix follows the API as explore filters are added.
 */
export type ExploreQuery = { name: string; query: Record<string, string>; pages: number };

/** Prices are in base units (wei): the data set lists between 0.00001 and 1 of the native currency. */
export const exploreQueries: ExploreQuery[] = [
  { name: 'newest', query: { sort: 'newest' }, pages: 5 },
  { name: 'price low to high', query: { sort: 'price_asc' }, pages: 5 },
  { name: 'price high to low', query: { sort: 'price_desc' }, pages: 5 },
  { name: 'hottest', query: { sort: 'hottest' }, pages: 5 },
  { name: 'oldest', query: { sort: 'oldest' }, pages: 2 },
  { name: 'chain, price low to high', query: { chain: 'local1', sort: 'price_asc' }, pages: 3 },
  { name: 'two chains, newest', query: { chain: 'local2,eth', sort: 'newest' }, pages: 3 },
  { name: 'chain + collection, newest', query: { chain: 'local1', collection: '1', sort: 'newest' }, pages: 3 },
  { name: 'collection, price low to high', query: { collection: '7', sort: 'price_asc' }, pages: 3 },
  { name: 'collection, hottest', query: { collection: '12', sort: 'hottest' }, pages: 2 },
  {
    name: 'price range, low to high',
    query: { minPrice: '100000000000000000', maxPrice: '200000000000000000', sort: 'price_asc' },
    pages: 3,
  },
  {
    name: 'chain + price range, high to low',
    query: { chain: 'bsc', minPrice: '10000000000000000', maxPrice: '500000000000000000', sort: 'price_desc' },
    pages: 2,
  },
  { name: 'search one word, newest', query: { search: 'fox', sort: 'newest' }, pages: 3 },
  { name: 'search two words, newest', query: { search: 'crimson fox', sort: 'newest' }, pages: 2 },
  { name: 'search, price low to high', query: { search: 'tiger', sort: 'price_asc' }, pages: 2 },
  { name: 'collection + search', query: { collection: '3', search: 'owl' }, pages: 2 },
  { name: 'category, newest', query: { category: 'art', sort: 'newest' }, pages: 2 },
  { name: 'verified, newest', query: { verified: 'true', sort: 'newest' }, pages: 2 },
  { name: 'buy now, price low to high', query: { status: 'buy_now', sort: 'price_asc' }, pages: 2 },
  { name: 'has offers, newest', query: { status: 'has_offers', sort: 'newest' }, pages: 2 },
  { name: 'on auction, price low to high', query: { status: 'on_auction', sort: 'price_asc' }, pages: 2 },
  { name: 'collection + attribute', query: { collection: '5', trait: 'Background:Blue' }, pages: 2 },
];

const parameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  schema: z
    .object({ enum: z.array(z.unknown()).optional(), items: z.object({ enum: z.array(z.unknown()).optional() }).optional() })
    .passthrough()
    .optional(),
});
const openApiSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ parameters: z.array(parameterSchema).optional() }).passthrough())),
});

/** Query parameters of GET /v1/nfts and, where the schema has one, their allowed values. */
export async function listQueryParameters(baseUrl: string): Promise<Map<string, unknown[] | undefined>> {
  const response = await fetch(`${baseUrl}/v1/docs/json`);
  if (!response.ok) throw new Error(`the OpenAPI document answered ${response.status}`);
  const document = openApiSchema.parse(await response.json());
  const parameters = document.paths['/v1/nfts']?.get?.parameters ?? [];
  return new Map(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema?.enum ?? p.schema?.items?.enum]));
}

/** Whether the API takes every parameter (and value) of the query. */
export function isSupported(query: ExploreQuery, parameters: Map<string, unknown[] | undefined>): boolean {
  return Object.entries(query.query).every(([name, value]) => {
    if (!parameters.has(name)) return false;
    const allowed = parameters.get(name);
    return allowed === undefined || allowed.includes(value);
  });
}

export function pathOf(query: Record<string, string>): string {
  return `/v1/nfts?${new URLSearchParams(query).toString()}`;
}

const pageSchema = z.object({ data: z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() }) });

export type ResolvedQuery = ExploreQuery & { paths: string[]; bodies: string[]; items: number };

/** Reads the query's pages once, following each `nextCursor`, so the load can replay them. */
export async function resolvePages(baseUrl: string, query: ExploreQuery): Promise<ResolvedQuery> {
  const paths: string[] = [];
  const bodies: string[] = [];
  let items = 0;
  let cursor: string | null = null;
  for (let page = 0; page < query.pages; page++) {
    const path = pathOf(cursor === null ? query.query : { ...query.query, cursor });
    const response = await fetch(`${baseUrl}${path}`);
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
    const parsed = pageSchema.parse(JSON.parse(body));
    paths.push(path);
    bodies.push(body);
    items += parsed.data.items.length;
    cursor = parsed.data.nextCursor;
    if (cursor === null) break;
  }
  return { ...query, paths, bodies, items };
}
