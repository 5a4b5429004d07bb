import { and, asc, eq, exists, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { collections, contracts, media, nftAttributes, nfts, ownerships, type Database } from '@nft/db';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { keysetOrderBy, keysetSegments, keysetValue, readKeyset, type KeysetOrder } from '../../lib/keyset';
import { containsPattern } from '../../lib/like-pattern';
import type { NftKey, NftSort } from './nfts.schemas';

export type NftFilter = { collectionId?: number; chains?: string[]; owner?: string; creator?: string; search?: string };

/** Each sort matches a partial (column, id) index on visible NFTs; price sorts cover listed ones only. */
export const nftOrders: Record<NftSort, KeysetOrder> = {
  newest: { column: nfts.createdAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
  oldest: { column: nfts.createdAt, id: nfts.id, kind: 'timestamp', direction: 'asc', nullable: false },
  price_asc: { column: nfts.bestListingPrice, id: nfts.id, kind: 'decimal', direction: 'asc', nullable: false },
  price_desc: { column: nfts.bestListingPrice, id: nfts.id, kind: 'decimal', direction: 'desc', nullable: false },
};

// The indexes' own predicate, written out so the planner can match them. An NFT in a collection
// that moderation hid (or its creator deleted) is hidden with it.
const visible = sql`not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null
  and (${nfts.collectionId} is null or (not ${collections.hidden} and ${collections.deletedAt} is null))`;

const nftColumns = {
  id: nfts.id,
  chain: nfts.chain,
  contractAddress: nfts.contractAddress,
  tokenId: nfts.tokenId,
  standard: nfts.standard,
  name: nfts.name,
  imageMediaId: nfts.imageMediaId,
  collectionId: collections.id,
  collectionName: collections.name,
  supply: nfts.supply,
  bestListingPrice: nfts.bestListingPrice,
  bestListingCurrency: nfts.bestListingCurrency,
  bestListingKind: nfts.bestListingKind,
  createdAt: nfts.createdAt,
};

const detailColumns = {
  ...nftColumns,
  description: nfts.description,
  animationMediaId: nfts.animationMediaId,
  externalUrl: nfts.externalUrl,
  tokenUri: nfts.tokenUri,
  metadata: nfts.metadata,
  frozen: nfts.frozen,
  creatorAddress: nfts.creatorAddress,
  mintedTxHash: nfts.mintedTxHash,
  mintedBlockNumber: nfts.mintedBlockNumber,
  mintedAt: nfts.mintedAt,
  bestOfferPrice: nfts.bestOfferPrice,
  bestOfferCurrency: nfts.bestOfferCurrency,
  lastSalePrice: nfts.lastSalePrice,
  lastSaleCurrency: nfts.lastSaleCurrency,
  lastSaleAt: nfts.lastSaleAt,
  favoriteCount: nfts.favoriteCount,
  collectionLogoMediaId: collections.logoMediaId,
  collectionVerified: collections.verified,
  collectionRoyaltyBps: collections.royaltyBps,
  collectionRoyaltyAddress: collections.royaltyAddress,
  isPlatformToken: sql<boolean>`coalesce(${contracts.isPlatform}, false)`,
  // The player (video or audio) depends on the type, which the media URL does not carry.
  animationMime: sql<string | null>`(select ${media.mime} from ${media} where ${media.id} = ${nfts.animationMediaId})`,
};

// Ownership lives in its own table keyed by the on-chain identity; a zero balance is a past owner.
function ownedBy(db: Database, owner: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(ownerships)
      .where(
        sql`${ownerships.owner} = ${owner} and ${ownerships.chain} = ${nfts.chain} and ${ownerships.contractAddress} = ${nfts.contractAddress}
          and ${ownerships.tokenId} = ${nfts.tokenId} and ${ownerships.balance} > 0`,
      ),
  );
}

function filterConditions(db: Database, filter: NftFilter): (SQL | undefined)[] {
  return [
    filter.collectionId === undefined ? undefined : eq(nfts.collectionId, filter.collectionId),
    filter.chains ? inArray(nfts.chain, filter.chains) : undefined,
    filter.owner ? ownedBy(db, filter.owner) : undefined,
    filter.creator ? eq(nfts.creatorAddress, filter.creator) : undefined,
    filter.search ? ilike(nfts.name, containsPattern(filter.search)) : undefined,
  ];
}

/** One segment of a page of visible NFTs (see keysetSegments); a query, so tests can read its plan. */
export function nftsQuery(db: Database, filter: NftFilter, order: KeysetOrder, segment: SQL | undefined, take: number) {
  const listedOnly = order.kind === 'decimal' ? isNotNull(nfts.bestListingPrice) : undefined;
  return db
    .select({ ...nftColumns, cursorValue: keysetValue(order) })
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(visible, listedOnly, ...filterConditions(db, filter), segment))
    .orderBy(...keysetOrderBy(order))
    .limit(take);
}

/** One page (plus one row, to know whether another page follows) of visible NFTs. */
export async function findNfts(db: Database, filter: NftFilter, order: KeysetOrder, after: KeysetPosition | undefined, limit: number) {
  return readKeyset(keysetSegments(order, after), limit, (segment, take) => nftsQuery(db, filter, order, segment, take));
}

export type NftRow = Awaited<ReturnType<typeof findNfts>>[number];

/** A visible NFT by its on-chain identity. */
export async function findNft(db: Database, key: NftKey) {
  const [row] = await db
    .select(detailColumns)
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .leftJoin(contracts, and(eq(contracts.chain, nfts.chain), eq(contracts.address, nfts.contractAddress)))
    .where(and(visible, eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId)));
  return row;
}

/** The row id of the visible NFT with this identity, for routes that act on it. */
export async function findVisibleNftId(db: Database, key: NftKey): Promise<number | undefined> {
  const [row] = await db
    .select({ id: nfts.id })
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(visible, eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId)));
  return row?.id;
}

/** Whether a visible NFT has this identity (its history is shown only then). */
export async function nftExists(db: Database, key: NftKey): Promise<boolean> {
  return (await findVisibleNftId(db, key)) !== undefined;
}

export type NftDetailRow = NonNullable<Awaited<ReturnType<typeof findNft>>>;

export async function findAttributes(db: Database, nftId: number) {
  return db
    .select({ traitType: nftAttributes.traitType, value: nftAttributes.value, displayType: nftAttributes.displayType, maxValue: nftAttributes.maxValue })
    .from(nftAttributes)
    .where(eq(nftAttributes.nftId, nftId))
    .orderBy(asc(nftAttributes.id));
}
