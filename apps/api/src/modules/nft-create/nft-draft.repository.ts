import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accountUploads, collections, media, nftDrafts, type Database } from '@nft/db';

export type DraftMedia = { id: number; mime: string; storageKey: string };

/** The caller's own uploads among `ids`: media the account has an account_uploads link to (indexed media has none). */
export async function findOwnMedia(db: Database, ids: number[], accountId: number): Promise<Map<number, DraftMedia>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, mime: media.mime, storageKey: media.storageKey })
    .from(media)
    .innerJoin(accountUploads, and(eq(accountUploads.mediaId, media.id), eq(accountUploads.accountId, accountId)))
    .where(inArray(media.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A collection an NFT may be filed under: not deleted, with its chain, creator and royalty. */
export async function findTargetCollection(db: Database, id: number) {
  const [row] = await db
    .select({
      id: collections.id,
      chain: collections.chain,
      creatorAddress: collections.creatorAddress,
      contractAddress: collections.contractAddress,
      royaltyBps: collections.royaltyBps,
      royaltyAddress: collections.royaltyAddress,
    })
    .from(collections)
    .where(and(eq(collections.id, id), isNull(collections.deletedAt)));
  return row;
}

export type DraftValues = Omit<typeof nftDrafts.$inferInsert, 'id' | 'publicId' | 'tokenUri' | 'createdAt'>;

/**
 * Inserts a draft with its public id and the token URI built from it (the non-frozen metadata
 * route names the random public id, never the sequential row id), in one statement.
 */
export async function insertDraft(
  db: Database,
  values: DraftValues,
  publicId: string,
  tokenUri: string,
): Promise<{ id: number; tokenUri: string }> {
  const [row] = await db
    .insert(nftDrafts)
    .values({ ...values, publicId, tokenUri })
    .returning({ id: nftDrafts.id, tokenUri: nftDrafts.tokenUri });
  return row!;
}

/** A draft's document by public id, with its creator and whether its token exists yet. */
export async function findDraftMetadata(db: Database, publicId: string) {
  const [row] = await db
    .select({ metadata: nftDrafts.metadata, accountId: nftDrafts.accountId, nftId: nftDrafts.nftId })
    .from(nftDrafts)
    .where(eq(nftDrafts.publicId, publicId));
  return row;
}
