import { and, eq, ilike, inArray, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { collections, media, type Database } from '@nft/db';
import type { MediaRowWithId } from '../media/media.repository';
import type { KeysetPosition } from '../../http/keyset-cursor';
import {
  keysetOrderBy,
  keysetSegments,
  keysetValue,
  preparedKeysetStatements,
  readKeyset,
  readPreparedKeyset,
  type KeysetOrder,
} from '../../lib/keyset';
import { asValue, bindEach, type Bind } from '../../lib/prepared-statement';
import { containsPattern } from '../../lib/like-pattern';
import type { CollectionSort } from '@nft/api-contract';

export type CollectionFilter = {
  chains?: string[];
  categories?: (typeof collections.category.enumValues)[number][];
  creator?: string;
  verified?: boolean;
  search?: string;
};

/** Each sort matches one of the partial (column, id) indexes on listable collections. */
export const collectionOrders: Record<CollectionSort, KeysetOrder> = {
  newest: { column: collections.createdAt, id: collections.id, kind: 'timestamp', direction: 'desc', nullable: false },
  oldest: { column: collections.createdAt, id: collections.id, kind: 'timestamp', direction: 'asc', nullable: false },
  hottest: { column: collections.volume7d, id: collections.id, kind: 'decimal', direction: 'desc', nullable: false },
  volume_24h: { column: collections.volume24h, id: collections.id, kind: 'decimal', direction: 'desc', nullable: false },
  volume: { column: collections.volume, id: collections.id, kind: 'decimal', direction: 'desc', nullable: false },
  floor: { column: collections.floorPrice, id: collections.id, kind: 'decimal', direction: 'asc', nullable: true },
  // Read backwards on collections_floor_idx, where nulls would come first: collections without a
  // floor are left out (sortOnly below) instead of being appended, which the index cannot do in order.
  floor_desc: { column: collections.floorPrice, id: collections.id, kind: 'decimal', direction: 'desc', nullable: false },
};

/** Conditions a sort itself implies. */
function sortOnly(order: KeysetOrder): SQL | undefined {
  return order === collectionOrders.floor_desc ? isNotNull(collections.floorPrice) : undefined;
}

// Written as the indexes' predicate (`not hidden and deleted_at is null`) so the planner can use them.
export const listable = and(not(collections.hidden), isNull(collections.deletedAt));

// Named columns rather than `select *`: moderation flags and timestamps of edits stay inside.
export const collectionColumns = {
  id: collections.id,
  chain: collections.chain,
  contractAddress: collections.contractAddress,
  name: collections.name,
  description: collections.description,
  category: collections.category,
  creatorAddress: collections.creatorAddress,
  royaltyBps: collections.royaltyBps,
  royaltyAddress: collections.royaltyAddress,
  paymentToken: collections.paymentToken,
  website: collections.website,
  verified: collections.verified,
  logoMediaId: collections.logoMediaId,
  featuredMediaId: collections.featuredMediaId,
  bannerMediaId: collections.bannerMediaId,
  itemCount: collections.itemCount,
  ownerCount: collections.ownerCount,
  floorPrice: collections.floorPrice,
  floorPrice24hAgo: collections.floorPrice24hAgo,
  volume: collections.volume,
  volume7d: collections.volume7d,
  volume24h: collections.volume24h,
  saleCount: collections.saleCount,
  createdAt: collections.createdAt,
};

/**
 * The filter as conditions. The filters a prepared statement may carry (`fixedPlanFilters`) pass
 * their values through `bind`; the others are never prepared, so they bind their values directly.
 */
function filterConditions(filter: CollectionFilter, bind: Bind = asValue): (SQL | undefined)[] {
  return [
    filter.chains ? inArray(collections.chain, bindEach(bind, 'chain', filter.chains)) : undefined,
    filter.categories?.length ? inArray(collections.category, bindEach(bind, 'category', filter.categories)) : undefined,
    filter.creator ? eq(collections.creatorAddress, filter.creator) : undefined,
    filter.verified === undefined ? undefined : eq(collections.verified, bind('verified', filter.verified)),
    filter.search ? ilike(collections.name, containsPattern(filter.search)) : undefined,
  ];
}

/**
 * The logo, featured image and banner of the row, as one JSON array from media's primary key, so a
 * page is one statement (docs/decisions/058-explore-page-in-one-statement.md); evaluated only for the
 * rows the LIMIT keeps.
 */
export const pageMedia = sql<
  MediaRowWithId[] | null
>`(select json_agg(json_build_object('id', ${media.id}, 'storageKey', ${media.storageKey},
  'width', ${media.width}, 'height', ${media.height}, 'thumbnails', ${media.thumbnails})) from ${media}
  where ${media.id} in (${collections.logoMediaId}, ${collections.featuredMediaId}, ${collections.bannerMediaId}))`;

/** One segment of a page of listable collections (see keysetSegments); a query, so tests can read its plan. */
export function collectionsQuery(db: Database, filter: CollectionFilter, order: KeysetOrder, segment: SQL | undefined, take: number) {
  return collectionsSelect(db, [...filterConditions(filter), segment], order, take);
}

/** The list statement for conditions already built; `take` a literal limit in a prepared statement. */
function collectionsSelect(db: Database, conditions: (SQL | undefined)[], order: KeysetOrder, take: number) {
  return db
    .select({ ...collectionColumns, media: pageMedia, cursorValue: keysetValue(order) })
    .from(collections)
    .where(and(listable, sortOnly(order), ...conditions))
    .orderBy(...keysetOrderBy(order))
    .limit(take);
}

/** Chains, categories and verified: equalities whose best plan does not depend on their values (decision 066). */
const fixedPlanFilters: ReadonlySet<string> = new Set<keyof CollectionFilter>(['chains', 'categories', 'verified']);

/** What fixes the SQL text of a page besides its cursor; undefined for a page that is not prepared (a search, a creator). */
export function preparedCollectionShape(filter: CollectionFilter, order: KeysetOrder, limit: number): string | undefined {
  if (Object.entries(filter).some(([key, value]) => value !== undefined && !fixedPlanFilters.has(key))) return undefined;
  const { chains, categories, verified } = filter;
  return JSON.stringify([
    'collection_list',
    order.column.name,
    order.direction,
    limit,
    chains?.length,
    categories?.length,
    verified === undefined,
  ]);
}

/** A page's prepared statements and values (see preparedKeysetStatements). */
export function collectionListStatements(
  db: Database,
  filter: CollectionFilter,
  order: KeysetOrder,
  after: KeysetPosition | undefined,
  limit: number,
) {
  return preparedKeysetStatements(
    order,
    after,
    limit,
    (bind) => filterConditions(filter, bind),
    (conditions, take) => collectionsSelect(db, conditions, order, take),
  );
}

/**
 * One page (plus one row, to know whether another page follows) of listable collections: through
 * statements prepared once per shape where the filters allow it (docs/decisions/066-prepared-explore-statements.md).
 */
export async function findCollections(
  db: Database,
  filter: CollectionFilter,
  order: KeysetOrder,
  after: KeysetPosition | undefined,
  limit: number,
) {
  const shape = preparedCollectionShape(filter, order, limit);
  if (shape !== undefined) return readPreparedKeyset(db, shape, collectionListStatements(db, filter, order, after, limit), limit);
  return readKeyset(keysetSegments(order, after), limit, (segment, take) => collectionsQuery(db, filter, order, segment, take));
}

/** A listable collection by id; hidden and deleted ones are as good as absent. */
export async function findCollectionById(db: Database, id: number) {
  const [row] = await db
    .select(collectionColumns)
    .from(collections)
    .where(and(listable, eq(collections.id, id)));
  return row;
}

export type CollectionRow = NonNullable<Awaited<ReturnType<typeof findCollectionById>>>;

/** Whether a collection may be shown (used by routes that list things inside one). */
export async function isCollectionListable(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(listable, eq(collections.id, id)));
  return row !== undefined;
}
