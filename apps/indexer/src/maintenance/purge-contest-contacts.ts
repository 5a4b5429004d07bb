import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';

/** Contest contact data is kept this long after a contest's results by default (PURGE_CONTEST_CONTACT_RETENTION_DAYS). */
export const defaultContestContactRetentionMs = 90 * 86_400_000;

/**
 * Deletes the contact data (email, zip code, phone; sealed) of every entry of contests whose results came more than
 * `retentionMs` ago, and marks those contests purged (docs/security.md "Contest contact data", the privacy policy).
 * Withdrawn entries lost theirs at withdrawal. Safe to run again at any time, from any number of processes.
 */
export async function purgeContestContacts(db: Database, retentionMs: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs).toISOString();
  const { rows } = await db.execute<{ n: number }>(sql`
    with ended as (select id from contests where results_at < ${cutoff}::timestamptz),
    gone as (
      delete from contest_submission_contacts
      where submission_id in (select s.id from contest_submissions s join ended on ended.id = s.contest_id)
      returning 1
    ),
    marked as (update contests set contacts_purged_at = ${now.toISOString()}::timestamptz
      where id in (select id from ended) and contacts_purged_at is null returning 1)
    select (select count(*) from gone)::int as n, (select count(*) from marked)::int as m`);
  return rows[0]?.n ?? 0;
}
