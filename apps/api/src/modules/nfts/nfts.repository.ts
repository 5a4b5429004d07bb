import { and, asc, eq, sql } from 'drizzle-orm';
import { collections, contracts, media, nftAttributes, nfts, type Database } from '@nft/db';
import type { NftCardRow } from './nft-list.repository';
import type { NftKey } from '@nft/api-contract';
import { nftCardColumns, visibleNft } from './nft-card-columns';

const detailColumns = {
  ...nftCardColumns,
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
  bestOfferOrderHash: nfts.bestOfferOrderHash,
  bestOfferPrice: nfts.bestOfferPrice,
  bestOfferCurrency: nfts.bestOfferCurrency,
  favoriteCount: nfts.favoriteCount,
  collectionLogoMediaId: collections.logoMediaId,
  collectionVerified: collections.verified,
  collectionRoyaltyBps: collections.royaltyBps,
  collectionRoyaltyAddress: collections.royaltyAddress,
  // The token's ERC-2981 answer as the indexer read it; effectiveRoyalty decides what applies.
  royaltyBps: nfts.royaltyBps,
  royaltyReceiver: nfts.royaltyReceiver,
  isPlatformToken: sql<boolean>`coalesce(${contracts.isPlatform}, false)`,
  // "Rank 3 of 40": the collection's ranked items, counted on nfts_collection_rarity_idx (the ranked are the visible ones).
  rarityOf: sql<number | null>`case when ${nfts.rarityRank} is null then null else (select count(*)::int from ${nfts} ranked
    where ranked.collection_id = ${nfts.collectionId} and ranked.rarity_rank is not null
      and not ranked.hidden and not ranked.burned and ranked.deleted_at is null) end`,
  // The player (video or audio) depends on the type, which the media URL does not carry.
  animationMime: sql<string | null>`(select ${media.mime} from ${media} where ${media.id} = ${nfts.animationMediaId})`,
};

/** An explore list row (the list itself is nft-list.repository.ts). */
export type NftRow = NftCardRow;

/** A visible NFT by its on-chain identity. */
export async function findNft(db: Database, key: NftKey) {
  const [row] = await db
    .select(detailColumns)
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .leftJoin(contracts, and(eq(contracts.chain, nfts.chain), eq(contracts.address, nfts.contractAddress)))
    .where(and(visibleNft, eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId)));
  return row;
}

/** The row id of the visible NFT with this identity, for routes that act on it. */
export async function findVisibleNftId(db: Database, key: NftKey): Promise<number | undefined> {
  const [row] = await db
    .select({ id: nfts.id })
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(visibleNft, eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId)));
  return row?.id;
}

/** Whether a visible NFT has this identity (its history is shown only then). */
export async function nftExists(db: Database, key: NftKey): Promise<boolean> {
  return (await findVisibleNftId(db, key)) !== undefined;
}

export type NftDetailRow = NonNullable<Awaited<ReturnType<typeof findNft>>>;

export async function findAttributes(db: Database, nftId: number) {
  return db
    .select({
      traitType: nftAttributes.traitType,
      value: nftAttributes.value,
      displayType: nftAttributes.displayType,
      maxValue: nftAttributes.maxValue,
    })
    .from(nftAttributes)
    .where(eq(nftAttributes.nftId, nftId))
    .orderBy(asc(nftAttributes.id));
}
