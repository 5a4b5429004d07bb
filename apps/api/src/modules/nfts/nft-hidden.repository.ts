import { and, desc, eq, isNotNull, not, or, isNull, sql } from 'drizzle-orm';
import { collections, nfts, ownerships, type Database } from '@nft/db';
import { nftCardColumns } from './nft-card-columns';
import type { TokenKey } from './nft-owners.repository';

const sameToken = and(
  eq(nfts.chain, ownerships.chain),
  eq(nfts.contractAddress, ownerships.contractAddress),
  eq(nfts.tokenId, ownerships.tokenId),
);

/**
 * Hidden by its holder (nft-delete), and otherwise visible: what only the holder may show again.
 * Moderation's `hidden`, a burn or a deleted collection are not the holder's to undo.
 */
const hiddenByHolder = and(
  isNotNull(nfts.deletedAt),
  not(nfts.hidden),
  not(nfts.burned),
  or(isNull(nfts.collectionId), and(not(collections.hidden), isNull(collections.deletedAt))),
);

/** The NFTs `owner` holds and has hidden, most recently hidden first (the account page's Hidden section). */
export function findHiddenNfts(db: Database, owner: string, limit: number) {
  return db
    .select(nftCardColumns)
    .from(ownerships)
    .innerJoin(nfts, sameToken)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(ownerships.owner, owner), sql`${ownerships.balance} > 0`, hiddenByHolder))
    .orderBy(desc(nfts.deletedAt), desc(nfts.id))
    .limit(limit);
}

/** The NFT's id when its holder hid it (see hiddenByHolder), else undefined. */
export async function findHiddenNftId(db: Database, key: TokenKey): Promise<number | undefined> {
  const [row] = await db
    .select({ id: nfts.id })
    .from(nfts)
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId), hiddenByHolder));
  return row?.id;
}

/**
 * Shows the NFT again when `owner` still holds a copy, checked in the UPDATE itself so a transfer
 * landing between the check and the write cannot let a past holder undo the new holder's view.
 */
export async function unhideOwnedNft(db: Database, nftId: number, key: TokenKey, owner: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    update ${nfts} set deleted_at = null
    where id = ${nftId} and deleted_at is not null
      and exists (select 1 from ${ownerships} where chain = ${key.chain} and contract_address = ${key.contractAddress}
        and token_id = ${key.tokenId}::numeric and owner = ${owner} and balance > 0)
    returning id`);
  return rows.length > 0;
}
