import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accountUploads, collections, media, nftDrafts, type Database } from '@nft/db';

export type DraftMedia = { id: number; mime: string; storageKey: string };

/** The caller's own uploads among `ids` (media rows record their uploader). */
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

export type DraftValues = Omit<typeof nftDrafts.$inferInsert, 'id' | 'tokenUri' | 'createdAt'>;

/**
 * Inserts a draft whose token URI depends on its own id (the non-frozen metadata route): the row
 * and its URI are written in one transaction, so no reader ever sees a draft without its URI.
 */
export async function insertDraft(db: Database, values: DraftValues, tokenUriOf: (id: number) => string): Promise<{ id: number; tokenUri: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(nftDrafts).values({ ...values, tokenUri: '' }).returning({ id: nftDrafts.id });
    const tokenUri = tokenUriOf(row!.id);
    await tx.update(nftDrafts).set({ tokenUri }).where(eq(nftDrafts.id, row!.id));
    return { id: row!.id, tokenUri };
  });
}

export async function findDraftMetadata(db: Database, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select({ metadata: nftDrafts.metadata }).from(nftDrafts).where(eq(nftDrafts.id, id));
  return row?.metadata;
}
