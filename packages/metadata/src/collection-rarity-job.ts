import { z } from 'zod';
import { nfts, refreshCollectionRarity, type Database } from '@nft/db';
import type { JobQueue } from '@nft/jobs';
import { whereNft, type NftKey } from './store-metadata';

/** The job that ranks a collection's items by rarity again (docs/product.md "Rarity"). */
export const collectionRarityJobName = 'collection-rarity';

const payloadSchema = z.object({ collectionId: z.number().int().positive() });

// A collection's items are fetched in bursts (a mint of many, a refresh of all): one ranking per window, run after it.
// The key names the window, so a fetch that lands while a ranking runs (its key is an older window's) queues the next.
const defaultWindowMs = 5_000;

/** Queues a ranking of the collection of the token just fetched, if it has one; answers whether a job was added. */
export async function enqueueCollectionRarity(jobs: JobQueue, db: Database, key: NftKey, windowMs = defaultWindowMs): Promise<boolean> {
  const [row] = await db.select({ collectionId: nfts.collectionId }).from(nfts).where(whereNft(key));
  if (!row?.collectionId) return false;
  const window = Math.floor(Date.now() / windowMs);
  return jobs.enqueue(
    collectionRarityJobName,
    { collectionId: row.collectionId },
    { dedupeKey: `${row.collectionId}:${window}`, delayMs: windowMs },
  );
}

/** Runs the rankings in this process, one at a time (each is one statement over a whole collection). */
export function processCollectionRarity(jobs: JobQueue, db: Database): void {
  jobs.process(collectionRarityJobName, async (payload) => {
    await refreshCollectionRarity(db, payloadSchema.parse(payload).collectionId);
  });
}
