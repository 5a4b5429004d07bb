import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contests, contestSubmissionContacts, contestSubmissions, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertAccount } from '@nft/db/testing';
import { purgeContestContacts } from './purge-contest-contacts';

// Contest contact data is deleted a configurable number of days after the contest's results (docs/security.md
// "Contest contact data"); contests still running or recently ended keep theirs.
const day = 86_400_000;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function contestWithEntry(resultsDaysAgo: number) {
  const { db } = database;
  const at = (days: number) => new Date(Date.now() - (resultsDaysAgo + days) * day);
  const [contest] = await db
    .insert(contests)
    .values({
      title: 'c',
      submissionsStartAt: at(30),
      submissionsEndAt: at(20),
      votingStartsAt: at(20),
      votingEndsAt: at(10),
      resultsAt: at(0),
    })
    .returning();
  const account = await insertAccount(db);
  const [entry] = await db
    .insert(contestSubmissions)
    .values({
      contestId: contest!.id,
      accountId: account.id,
      chain: 'local1',
      walletAddress: account.address,
      nftUrl: `/nft-detail/local1/0x1/${contest!.id}`,
    })
    .returning();
  await db.insert(contestSubmissionContacts).values({ submissionId: entry!.id, sealed: 'v1.x' });
  return { contestId: contest!.id, entryId: entry!.id };
}

describe('purgeContestContacts', () => {
  it('deletes contact data of contests whose results are older than the retention, and only those', async () => {
    const { db } = database;
    const old = await contestWithEntry(91);
    const recent = await contestWithEntry(89);
    const running = await contestWithEntry(-5);
    expect(await purgeContestContacts(db, 90 * day)).toBe(1);
    const left = await db.select({ id: contestSubmissionContacts.submissionId }).from(contestSubmissionContacts);
    expect(left.map((row) => row.id).sort()).toEqual([recent.entryId, running.entryId].sort());
    const [purged] = await db.select().from(contests).where(eq(contests.id, old.contestId));
    expect(purged!.contactsPurgedAt).not.toBeNull();
    const [kept] = await db.select().from(contests).where(eq(contests.id, recent.contestId));
    expect(kept!.contactsPurgedAt).toBeNull();
    // The entry itself stays (results and votes are public record); running again deletes nothing more.
    expect(await db.select().from(contestSubmissions).where(eq(contestSubmissions.id, old.entryId))).toHaveLength(1);
    expect(await purgeContestContacts(db, 90 * day)).toBe(0);
  });
});
