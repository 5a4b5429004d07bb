import { randomBytes } from 'node:crypto';
import { activity, type Database } from '@nft/db';

/** A random 32-byte hash, as transactions and blocks have (test fixture). */
export const testHash = (): string => `0x${randomBytes(32).toString('hex')}`;

/** An on-chain activity row (a mint unless told otherwise), complete with tx, log and block. */
export async function insertActivity(db: Database, values: Partial<typeof activity.$inferInsert> & { chain: string }) {
  const [row] = await db
    .insert(activity)
    .values({ kind: 'mint', txHash: testHash(), logIndex: 0, blockNumber: 1, blockHash: testHash(), occurredAt: new Date(), ...values })
    .returning();
  return row!;
}
