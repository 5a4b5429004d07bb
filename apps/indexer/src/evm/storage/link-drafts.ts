import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { collections, nftDrafts, nftUnlockables, nfts, type Database } from '@nft/db';
import type { MintDetails } from '../effects/block-effects';
import { chunked } from './chunked';

/**
 * Files platform mints made through "Create NFT": the oldest unspent draft of the same chain,
 * creator and token URI gives the token its collection, frozen flag and unlockable content, and is
 * spent. A creator's mint can only spend that creator's drafts (the creator is msg.sender in the
 * contract), so nobody can claim another creator's draft by reusing its URI. Safe to repeat: a
 * token already linked is skipped, and the draft lookup only sees unspent drafts.
 */
export async function linkMintedDrafts(db: Database, chain: string, mints: MintDetails[]): Promise<void> {
  const pending = await findPendingDrafts(db, chain, mints);
  if (pending.size === 0) return;
  const touched = new Set<number>();
  for (const mint of mints) {
    const queue = pending.get(draftKey(mint.creator, mint.tokenUri));
    if (!queue || queue.length === 0) continue;
    const [nft] = await db
      .select({ id: nfts.id })
      .from(nfts)
      .where(and(eq(nfts.chain, chain), eq(nfts.contractAddress, mint.position.address), eq(nfts.tokenId, mint.tokenId)));
    if (!nft) continue;
    const [linked] = await db.select({ id: nftDrafts.id }).from(nftDrafts).where(eq(nftDrafts.nftId, nft.id)).limit(1);
    if (linked) continue;
    const draft = queue.shift()!;
    await db.update(nftDrafts).set({ nftId: nft.id, mintedAt: mint.position.occurredAt }).where(eq(nftDrafts.id, draft.id));
    await db
      .update(nfts)
      .set({ frozen: draft.frozen, ...(draft.collectionId === null ? {} : { collectionId: draft.collectionId }) })
      .where(eq(nfts.id, nft.id));
    if (draft.unlockableContent) {
      await db.insert(nftUnlockables).values({ nftId: nft.id, content: draft.unlockableContent }).onConflictDoNothing();
    }
    if (draft.collectionId !== null) touched.add(draft.collectionId);
  }
  await recountItems(db, [...touched]);
}

type PendingDraft = { id: number; collectionId: number | null; frozen: boolean; unlockableContent: string | null };

const draftKey = (creator: string, tokenUri: string) => `${creator}|${tokenUri}`;

/**
 * The unspent drafts of the range's minting creators, oldest first per creator and URI: one query
 * per chunk, so ranges without drafts (almost all of them) cost one index probe.
 */
async function findPendingDrafts(db: Database, chain: string, mints: MintDetails[]): Promise<Map<string, PendingDraft[]>> {
  const pending = new Map<string, PendingDraft[]>();
  for (const creators of chunked([...new Set(mints.map((mint) => mint.creator))])) {
    const rows = await db
      .select({
        id: nftDrafts.id,
        creatorAddress: nftDrafts.creatorAddress,
        tokenUri: nftDrafts.tokenUri,
        collectionId: nftDrafts.collectionId,
        frozen: nftDrafts.frozen,
        unlockableContent: nftDrafts.unlockableContent,
      })
      .from(nftDrafts)
      .where(and(eq(nftDrafts.chain, chain), isNull(nftDrafts.nftId), inArray(nftDrafts.creatorAddress, creators)))
      .orderBy(asc(nftDrafts.id));
    for (const { creatorAddress, tokenUri, ...draft } of rows) {
      const key = draftKey(creatorAddress, tokenUri);
      pending.set(key, [...(pending.get(key) ?? []), draft]);
    }
  }
  return pending;
}

/**
 * After a reorg removed minted NFT rows, their drafts are unspent again (the foreign key clears
 * `nft_id`); this clears their mint time and recounts the collections they had filled.
 */
export async function releaseOrphanedDrafts(db: Database, chain: string): Promise<void> {
  const released = await db
    .update(nftDrafts)
    .set({ mintedAt: null })
    .where(and(eq(nftDrafts.chain, chain), isNull(nftDrafts.nftId), isNotNull(nftDrafts.mintedAt)))
    .returning({ collectionId: nftDrafts.collectionId });
  await recountItems(db, [...new Set(released.flatMap((row) => (row.collectionId === null ? [] : [row.collectionId])))]);
}

// The cached item count lists show; the same "visible" rule as the nfts indexes.
async function recountItems(db: Database, collectionIds: number[]): Promise<void> {
  if (collectionIds.length === 0) return;
  await db
    .update(collections)
    .set({
      itemCount: sql`(select count(*)::int from ${nfts} where ${nfts.collectionId} = ${collections.id} and not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null)`,
    })
    .where(inArray(collections.id, collectionIds));
}
