import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@nft/db';

export interface PurgeRetention {
  /** How long past its expiry a login nonce (used or not) is kept. */
  nonceMs: number;
  /** How long past its expiry or revocation a session is kept (for support and audits). */
  sessionMs: number;
  /** How old an unminted draft gets before it is deleted (its frozen metadata file may stay). */
  draftMs: number;
  /** How long a live event stays resumable (docs/decisions/050-live-updates.md). */
  liveEventMs: number;
  /** Rows per DELETE: each statement holds its locks only for one small batch. */
  batchSize: number;
}

export interface PurgeCounts {
  nonces: number;
  sessions: number;
  drafts: number;
  liveEvents: number;
}

/**
 * Deletes `table`'s rows matching `stale`, `batchSize` at a time by primary key
 * (`delete ... where key in (select key ... limit N)`), so a large backlog never holds one long
 * lock or one huge transaction, and live traffic interleaves between batches.
 */
async function deleteInBatches(db: Database, table: SQL, key: SQL, stale: SQL, batchSize: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(sql`
      with gone as (delete from ${table} where ${key} in (select ${key} from ${table} where ${stale} limit ${batchSize}) returning 1)
      select count(*)::int as n from gone`);
    const deleted = rows[0]?.n ?? 0;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/**
 * The tables that only grow (issue 9, item 11; docs/decisions/027-purge-stale-rows.md): expired
 * login nonces, sessions long expired or revoked, and drafts never minted. Minted drafts are the
 * record of what was minted and stay. Live events older than their retention go too (decision 050).
 * Safe to run again at any time, from any number of processes.
 */
export async function purgeStaleRows(db: Database, retention: PurgeRetention, now: Date = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const nonces = await deleteInBatches(
    db,
    sql`login_nonces`,
    sql`nonce`,
    sql`expires_at < ${before(retention.nonceMs)}::timestamptz`,
    retention.batchSize,
  );
  const sessionCutoff = before(retention.sessionMs);
  const sessions = await deleteInBatches(
    db,
    sql`sessions`,
    sql`id`,
    sql`(expires_at < ${sessionCutoff}::timestamptz or revoked_at < ${sessionCutoff}::timestamptz)`,
    retention.batchSize,
  );
  const drafts = await deleteInBatches(
    db,
    sql`nft_drafts`,
    sql`id`,
    sql`nft_id is null and minted_at is null and created_at < ${before(retention.draftMs)}::timestamptz`,
    retention.batchSize,
  );
  const liveEvents = await deleteInBatches(
    db,
    sql`live_events`,
    sql`id`,
    sql`created_at < ${before(retention.liveEventMs)}::timestamptz`,
    retention.batchSize,
  );
  return { nonces, sessions, drafts, liveEvents };
}
