import { and, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { collections, media, nftAttributes, nfts, ownerships, type Database } from '@nft/db';
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
import type { NftSort, NftStatus, TraitRange } from '@nft/api-contract';
import { nftCardColumns, visibleNft } from './nft-card-columns';

export type NftTrait = { traitType: string; value: string };

export type NftFilter = {
  collectionIds?: number[];
  chains?: string[];
  categories?: (typeof collections.category.enumValues)[number][];
  statuses?: NftStatus[];
  verified?: boolean;
  minPrice?: string;
  maxPrice?: string;
  /** Within the one collection of collectionIds (the schema insists). */
  traits?: NftTrait[];
  /** Numeric traits within bounds, within the one collection of collectionIds (the schema insists). */
  traitRanges?: TraitRange[];
  owner?: string;
  creator?: string;
  search?: string;
};

/**
 * Each sort matches a partial (column, id) index on visible NFTs: nfts_created_idx (and its chain
 * and collection variants), nfts_price_idx (listed ones only), nfts_heat_idx, nfts_listed_idx
 * (listed ones, by their best listing's time), nfts_sold_idx (sold ones, by their last sale's time) and, in one collection,
 * nfts_collection_rarity_idx (ranked ones, rarest first). Hottest is most
 * sales in the last 7 days, then most open offers and bids on the token, then most favourites
 * (docs/product.md, docs/decisions/017): `heat` packs the three into one int8
 * (sales_7d * 2^40 + offers * 2^20 + favourites), so the sort is one keyset index.
 */
export const nftOrders: Record<NftSort, KeysetOrder> = {
  newest: { column: nfts.createdAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
  oldest: { column: nfts.createdAt, id: nfts.id, kind: 'timestamp', direction: 'asc', nullable: false },
  price_asc: { column: nfts.bestListingPrice, id: nfts.id, kind: 'decimal', direction: 'asc', nullable: false },
  price_desc: { column: nfts.bestListingPrice, id: nfts.id, kind: 'decimal', direction: 'desc', nullable: false },
  hottest: { column: nfts.heat, id: nfts.id, kind: 'bigint', direction: 'desc', nullable: false },
  recently_listed: { column: nfts.listedAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
  recently_sold: { column: nfts.lastSaleAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
  // Within one collection (the query schema insists): nfts_collection_rarity_idx.
  rarity: { column: nfts.rarityRank, id: nfts.id, kind: 'bigint', direction: 'asc', nullable: false },
};

/**
 * The rows a sort lists: the price sorts and "recently listed" only tokens on sale, "recently sold" only tokens sold
 * once. Each is its index's predicate (nfts_price_idx, nfts_listed_idx, nfts_sold_idx), and leaves no null to sort.
 */
function sortedRowsOnly(order: KeysetOrder): SQL | undefined {
  if (order.column === nfts.bestListingPrice) return isNotNull(nfts.bestListingPrice);
  if (order.column === nfts.listedAt) return and(isNotNull(nfts.listedAt), isNotNull(nfts.bestListingPrice));
  if (order.column === nfts.lastSaleAt) return isNotNull(nfts.lastSaleAt);
  if (order.column === nfts.rarityRank) return isNotNull(nfts.rarityRank);
  return undefined;
}

// Ownership lives in its own table keyed by the on-chain identity; a zero balance is a past owner.
function ownedBy(owner: string): SQL {
  return sql`exists (select 1 from ${ownerships} where ${ownerships.owner} = ${owner} and ${ownerships.chain} = ${nfts.chain}
    and ${ownerships.contractAddress} = ${nfts.contractAddress} and ${ownerships.tokenId} = ${nfts.tokenId} and ${ownerships.balance} > 0)`;
}

const statusConditions: Record<NftStatus, SQL> = {
  buy_now: sql`(${nfts.bestListingPrice} is not null and ${nfts.bestListingKind} <> 'auction')`,
  on_auction: sql`(${nfts.bestListingPrice} is not null and ${nfts.bestListingKind} = 'auction')`,
  has_offers: sql`${nfts.bestOfferPrice} is not null`,
  new: sql`${nfts.createdAt} >= now() - interval '7 days'`,
};

/**
 * Attribute filters (OpenSea's rule): values of one trait type are alternatives, different trait
 * types must all match. Each type is one range of nft_attributes_filter_idx
 * (collection_id, trait_type, value, nft_id), read as a semi-join.
 */
function traitConditions(collectionId: number | undefined, traits: NftTrait[] | undefined): SQL[] {
  if (!traits?.length || collectionId === undefined) return [];
  const byType = new Map<string, string[]>();
  for (const { traitType, value } of traits) byType.set(traitType, [...(byType.get(traitType) ?? []), value]);
  return [...byType].map(
    ([traitType, values]) =>
      sql`${nfts.id} in (select ${nftAttributes.nftId} from ${nftAttributes} where ${nftAttributes.collectionId} = ${collectionId}
        and ${nftAttributes.traitType} = ${traitType} and ${inArray(nftAttributes.value, values)})`,
  );
}

/**
 * Numeric trait filters (a level or a stat between two values, OpenSea's range filter): each range must match. Each is
 * one range of nft_attributes_range_idx (collection_id, trait_type, numeric_value), read as a semi-join.
 */
function traitRangeConditions(collectionId: number | undefined, ranges: TraitRange[] | undefined): SQL[] {
  if (!ranges?.length || collectionId === undefined) return [];
  return ranges.map(({ traitType, min, max }) => {
    const low = min === null ? sql`` : sql`and ${nftAttributes.numericValue} >= ${min}::numeric`;
    const high = max === null ? sql`` : sql`and ${nftAttributes.numericValue} <= ${max}::numeric`;
    return sql`${nfts.id} in (select ${nftAttributes.nftId} from ${nftAttributes} where ${nftAttributes.collectionId} = ${collectionId}
        and ${nftAttributes.traitType} = ${traitType} and ${nftAttributes.numericValue} is not null ${low} ${high})`;
  });
}

/**
 * The filter as conditions. The filters a prepared statement may carry (`fixedPlan`) pass their
 * values through `bind`; the others are never prepared, so they bind their values directly.
 */
export function filterConditions(filter: NftFilter, bind: Bind = asValue): (SQL | undefined)[] {
  const { collectionIds, statuses } = filter;
  return [
    collectionIds?.length ? inArray(nfts.collectionId, bindEach(bind, 'collection', collectionIds)) : undefined,
    filter.chains ? inArray(nfts.chain, bindEach(bind, 'chain', filter.chains)) : undefined,
    filter.categories ? inArray(collections.category, bindEach(bind, 'category', filter.categories)) : undefined,
    filter.verified === undefined ? undefined : eq(collections.verified, bind('verified', filter.verified)),
    statuses?.length ? or(...statuses.map((status) => statusConditions[status])) : undefined,
    // A price range implies a listing; the bounds are index conditions of the price indexes.
    filter.minPrice === undefined ? undefined : sql`${nfts.bestListingPrice} >= ${bind('minPrice', filter.minPrice)}::numeric`,
    filter.maxPrice === undefined ? undefined : sql`${nfts.bestListingPrice} <= ${bind('maxPrice', filter.maxPrice)}::numeric`,
    ...traitConditions(collectionIds?.length === 1 ? collectionIds[0] : undefined, filter.traits),
    ...traitRangeConditions(collectionIds?.length === 1 ? collectionIds[0] : undefined, filter.traitRanges),
    filter.owner ? ownedBy(filter.owner) : undefined,
    filter.creator ? eq(nfts.creatorAddress, filter.creator) : undefined,
    filter.search ? ilike(nfts.name, containsPattern(filter.search)) : undefined,
  ];
}

// The holders of the row's token: a range of ownerships_pkey (chain, contract, token, owner).
const holdersOfRow = sql`from ${ownerships} where ${ownerships.chain} = ${nfts.chain} and ${ownerships.contractAddress} = ${nfts.contractAddress}
  and ${ownerships.tokenId} = ${nfts.tokenId} and ${ownerships.balance} > 0`;

/**
 * Everything a card shows in the list statement itself (docs/decisions/058-explore-page-in-one-statement.md):
 * the owner summary as two subqueries and the image as a primary-key join. PostgreSQL evaluates
 * them only for the rows the LIMIT keeps, so a page is one statement and one round trip.
 */
const listExtras = {
  ownerCount: sql<number>`(select count(*)::int ${holdersOfRow})`,
  firstOwner: sql<string | null>`(select min(${ownerships.owner}) ${holdersOfRow})`,
  imageStorageKey: media.storageKey,
  imageWidth: media.width,
  imageHeight: media.height,
  imageThumbnails: media.thumbnails,
};
const listColumns = { ...nftCardColumns, ...listExtras };

/** One segment of a page of visible NFTs (see keysetSegments); a query, so tests can read its plan. */
export function nftsQuery(db: Database, filter: NftFilter, order: KeysetOrder, segment: SQL | undefined, take: number) {
  return nftsSelect(db, [...filterConditions(filter), segment], order, take);
}

/**
 * The list statement for conditions already built. `take` is a bind parameter, or a literal limit
 * in a prepared statement (see listStatements).
 */
export function nftsSelect(db: Database, conditions: (SQL | undefined)[], order: KeysetOrder, take: number) {
  return db
    .select({ ...listColumns, cursorValue: keysetValue(order) })
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .leftJoin(media, eq(media.id, nfts.imageMediaId))
    .where(and(visibleNft, sortedRowsOnly(order), ...conditions))
    .orderBy(...keysetOrderBy(order))
    .limit(take);
}

/**
 * One page (plus one row, to know whether another page follows) of visible NFTs: from statements
 * prepared once per shape where the shape allows it (preparedShape, docs/decisions/066-prepared-explore-statements.md),
 * built for this one read otherwise.
 */
export async function findNfts(db: Database, filter: NftFilter, order: KeysetOrder, after: KeysetPosition | undefined, limit: number) {
  const shape = preparedShape(filter, order, limit);
  if (shape !== undefined) return readPreparedKeyset(db, shape, listStatements(db, filter, order, after, limit), limit);
  return readKeyset(keysetSegments(order, after), limit, (segment, take) => nftsQuery(db, filter, order, segment, take));
}

export type NftListRow = Awaited<ReturnType<ReturnType<typeof nftsQuery>['execute']>>[number];

/** The card columns alone (nftCardColumns), as every other NFT list reads them. */
export type NftCardRow = Omit<NftListRow, 'cursorValue' | keyof typeof listExtras>;

/**
 * Filters whose best plan is the same whatever their values: an equality on an indexed column
 * (collection, chain, category, verified) or a fixed condition (status). A search word, traits, an
 * owner or a creator can match one row or half the table, so PostgreSQL must plan them with their
 * values: those pages are never prepared. A price range is the one exception, under a price sort
 * (`rangeOfSort`): the sort's own index reads the range in order, however wide it is.
 */
const fixedPlanFilters: ReadonlySet<string> = new Set<keyof NftFilter>(['collectionIds', 'chains', 'categories', 'statuses', 'verified']);
const rangeOfSort: ReadonlySet<string> = new Set<keyof NftFilter>(['minPrice', 'maxPrice']);
const fixedPlan = (key: string, order: KeysetOrder) =>
  !timeOfTradeSort(order) && (fixedPlanFilters.has(key) || (rangeOfSort.has(key) && order.column === nfts.bestListingPrice));

/**
 * "Recently listed" and "recently sold" have one index each, over the whole market. Narrowed to a collection or a chain,
 * the best plan depends on how many of that one's tokens are on sale or sold: walking the market's index for a small
 * collection's 25 reads most of it, and reading the collection's own listed range then sorting it is then far cheaper.
 * So those pages are planned with their values; only the unfiltered market is prepared.
 */
const timeOfTradeSort = (order: KeysetOrder) => order.column === nfts.listedAt || order.column === nfts.lastSaleAt;

/**
 * What fixes the SQL text of a page besides its cursor: the sort, the page size and which filters
 * with how many values (statuses are written into the text, so they count themselves). Undefined for
 * a page that is not prepared.
 */
export function preparedShape(filter: NftFilter, order: KeysetOrder, limit: number): string | undefined {
  if (Object.entries(filter).some(([key, value]) => value !== undefined && !fixedPlan(key, order))) return undefined;
  const { collectionIds, chains, categories, verified, statuses, minPrice, maxPrice } = filter;
  return JSON.stringify([
    'nft_list',
    order.column.name,
    order.direction,
    limit,
    collectionIds?.length,
    chains?.length,
    categories?.length,
    verified === undefined,
    statuses,
    minPrice === undefined,
    maxPrice === undefined,
  ]);
}

/** A page's prepared statements and values (see preparedKeysetStatements), for pages of a preparedShape. */
export function listStatements(db: Database, filter: NftFilter, order: KeysetOrder, after: KeysetPosition | undefined, limit: number) {
  return preparedKeysetStatements(
    order,
    after,
    limit,
    (bind) => filterConditions(filter, bind),
    (conditions, take) => nftsSelect(db, conditions, order, take),
  );
}
