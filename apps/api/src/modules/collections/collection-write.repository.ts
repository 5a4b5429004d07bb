import { and, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import { accountUploads, collections, media, nftDrafts, nfts, type Database } from '@nft/db';

export type CollectionValues = Partial<Omit<typeof collections.$inferInsert, 'id' | 'createdAt'>>;

/** Of these media ids, the ones this account uploaded (nobody may show another account's upload as theirs). */
export async function findOwnUploads(db: Database, ids: number[], accountId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .innerJoin(accountUploads, and(eq(accountUploads.mediaId, media.id), eq(accountUploads.accountId, accountId)))
    .where(inArray(media.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertCollectionRow(db: Database, values: typeof collections.$inferInsert): Promise<number> {
  const [row] = await db.insert(collections).values(values).returning({ id: collections.id });
  return row!.id;
}

/** The fields an edit or delete decides on, for a collection that is neither hidden nor deleted. */
export async function findWritableCollection(db: Database, id: number) {
  const [row] = await db
    .select({
      id: collections.id,
      chain: collections.chain,
      creatorAddress: collections.creatorAddress,
      logoMediaId: collections.logoMediaId,
      featuredMediaId: collections.featuredMediaId,
      bannerMediaId: collections.bannerMediaId,
      royaltyBps: collections.royaltyBps,
      royaltyAddress: collections.royaltyAddress,
    })
    .from(collections)
    .where(and(eq(collections.id, id), not(collections.hidden), isNull(collections.deletedAt)));
  return row;
}

export type WritableCollection = NonNullable<Awaited<ReturnType<typeof findWritableCollection>>>;

export async function updateCollectionRow(db: Database, id: number, values: CollectionValues): Promise<void> {
  await db
    .update(collections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(collections.id, id));
}

/** What keeps a collection from being deleted; all false means it may go. */
export type DeleteBlockers = { ownedByOthers: boolean; listed: boolean; staked: boolean };

// One statement, so the three answers describe the same moment. Burned tokens no longer exist.
async function findDeleteBlockers(tx: Database, id: number, creator: string): Promise<DeleteBlockers> {
  const { rows } = await tx.execute<{ owned_by_others: boolean; listed: boolean; staked: boolean }>(sql`
    select
      exists (
        select 1 from nfts n join ownerships o on o.chain = n.chain and o.contract_address = n.contract_address and o.token_id = n.token_id
        where n.collection_id = ${id} and not n.burned and o.balance > 0 and o.owner <> ${creator}
      ) as owned_by_others,
      exists (
        select 1 from nfts n join orders o on o.chain = n.chain and o.contract_address = n.contract_address and o.token_id = n.token_id
        where n.collection_id = ${id} and not n.burned and o.side = 'listing' and o.status in ('active', 'inactive')
      ) as listed,
      exists (
        select 1 from nfts n join stakes s on s.chain = n.chain and s.contract_address = n.contract_address and s.token_id = n.token_id
        where n.collection_id = ${id} and not n.burned and s.status = 'staked'
      ) as staked`);
  const row = rows[0]!;
  return { ownedByOthers: row.owned_by_others, listed: row.listed, staked: row.staked };
}

export type DeleteOutcome = { deleted: true; deletedAt: Date; detachedNfts: number } | { deleted: false; blockers: DeleteBlockers };

/**
 * Soft-deletes a collection in one transaction. The row is locked first, so two deletes (or a
 * delete and an edit) of one collection run one after the other. Its NFTs leave it (collection_id
 * null): they are real tokens on chain that still belong to their owner, so they stay visible on
 * the owner's account and detail pages rather than vanishing with the collection. Drafts of mints
 * not seen on chain yet leave it too, so the indexer cannot file a later mint into a deleted one.
 */
export async function softDeleteCollection(db: Database, id: number, creator: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from collections where id = ${id} for update`);
    const blockers = await findDeleteBlockers(tx, id, creator);
    if (blockers.ownedByOthers || blockers.listed || blockers.staked) return { deleted: false, blockers };
    const deletedAt = new Date();
    await tx.update(collections).set({ deletedAt, updatedAt: deletedAt }).where(eq(collections.id, id));
    const detached = await tx
      .update(nfts)
      .set({ collectionId: null, updatedAt: deletedAt })
      .where(eq(nfts.collectionId, id))
      .returning({ id: nfts.id });
    await tx.update(nftDrafts).set({ collectionId: null }).where(eq(nftDrafts.collectionId, id));
    return { deleted: true, deletedAt, detachedNfts: detached.length };
  });
}
