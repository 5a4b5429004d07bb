import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, loginNonces, nftDrafts, sessions, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertAccount, insertNft } from '@nft/db/testing';
import { createInProcessJobQueue } from '@nft/jobs';
import { startPurgeJob } from './purge-job';
import { purgeStaleRows, type PurgeRetention } from './purge-stale-rows';

let database: DatabaseHandle;
const day = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const retention: PurgeRetention = { nonceMs: day, sessionMs: 30 * day, draftMs: 30 * day, liveEventMs: day, batchSize: 2 };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function nonce(expiresAt: Date, consumed = false) {
  const createdAt = new Date(expiresAt.getTime() - 300_000);
  const address = `0x${hex(20)}`;
  const [row] = await database.db
    .insert(loginNonces)
    .values({ nonce: hex(16), address, chain: 'local1', message: 'Sign in', createdAt, expiresAt, consumedAt: consumed ? createdAt : null })
    .returning();
  return row!.nonce;
}

async function session(accountId: number, expiresAt: Date, revokedAt: Date | null = null) {
  const [row] = await database.db
    .insert(sessions)
    .values({ tokenHash: hex(32), accountId, chain: 'local1', wallet: 'metamask', createdAt: ago(90 * day), expiresAt, revokedAt })
    .returning();
  return row!.id;
}

async function draft(accountId: number, address: string, createdAt: Date, nftId: number | null = null) {
  const [row] = await database.db
    .insert(nftDrafts)
    .values({
      chain: 'local1',
      creatorAddress: address,
      accountId,
      tokenUri: `https://market.example/v1/nft-metadata/${hex(8)}`,
      metadata: { name: 'x' },
      createdAt,
      nftId,
      mintedAt: nftId === null ? null : createdAt,
    })
    .returning();
  return row!.id;
}

const ids = async <T>(rows: Promise<T[]>, key: keyof T) => (await rows).map((row) => row[key]);

describe('purgeStaleRows', () => {
  it('removes expired nonces, long-dead sessions and abandoned drafts in batches, and nothing live', async () => {
    const { db } = database;
    const account = await insertAccount(db);
    const nft = await insertNft(db);
    // Stale: five of each kind, more than one batch of two.
    const staleNonces = [
      await nonce(ago(2 * day)),
      await nonce(ago(3 * day), true),
      await nonce(ago(40 * day)),
      await nonce(ago(5 * day)),
      await nonce(ago(9 * day)),
    ];
    const staleSessions = [
      await session(account.id, ago(31 * day)),
      await session(account.id, ago(60 * day)),
      await session(account.id, new Date(now.getTime() + day), ago(31 * day)),
      await session(account.id, ago(45 * day), ago(50 * day)),
      await session(account.id, ago(31 * day)),
    ];
    const staleDrafts = await Promise.all([31, 40, 60, 90, 365].map((days) => draft(account.id, account.address, ago(days * day))));
    // Live, or recent enough to keep.
    const liveNonces = [await nonce(new Date(now.getTime() + 60_000)), await nonce(ago(day / 2), true)];
    const liveSessions = [
      await session(account.id, new Date(now.getTime() + 7 * day)),
      await session(account.id, ago(29 * day)),
      await session(account.id, new Date(now.getTime() + day), ago(day)),
    ];
    const liveDrafts = [
      await draft(account.id, account.address, ago(29 * day)),
      await draft(account.id, account.address, ago(400 * day), nft.id),
    ];

    const event = async (createdAt: Date) =>
      (await db.insert(liveEvents).values({ chain: 'local1', kind: 'resync', createdAt }).returning())[0]!.id;
    const staleEvents = [await event(ago(day + 1000)), await event(ago(3 * day)), await event(ago(9 * day))];
    const liveEventIds = [await event(ago(day - 1000)), await event(now)];

    expect(await purgeStaleRows(db, retention, now)).toEqual({
      nonces: staleNonces.length,
      sessions: staleSessions.length,
      drafts: staleDrafts.length,
      liveEvents: staleEvents.length,
    });
    expect((await ids(db.select().from(liveEvents), 'id')).sort()).toEqual([...liveEventIds].sort());
    expect((await ids(db.select().from(loginNonces), 'nonce')).sort()).toEqual([...liveNonces].sort());
    expect((await ids(db.select().from(sessions), 'id')).sort()).toEqual([...liveSessions].sort());
    expect((await ids(db.select().from(nftDrafts), 'id')).sort()).toEqual([...liveDrafts].sort());
    // Nothing left to do: a second run deletes nothing.
    expect(await purgeStaleRows(db, retention, now)).toEqual({ nonces: 0, sessions: 0, drafts: 0, liveEvents: 0 });
  });

  it('runs again and again as a repeating job through the queue', async () => {
    const jobs = createInProcessJobQueue();
    const runs: number[] = [];
    const { db } = database;
    // The rows of the test above are dated for its fixed clock; this run uses the real one.
    await db.delete(sessions);
    const account = await insertAccount(db);
    await session(account.id, new Date(Date.now() - 40 * day));
    const repeating = startPurgeJob(jobs, db, { ...retention, intervalMs: 5 }, (counts) => runs.push(counts.sessions));
    try {
      // The first run deletes the stale session; later runs find nothing and keep coming.
      await expect.poll(() => runs.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      expect(runs[0]).toBe(1);
      expect(runs.slice(1).every((n) => n === 0)).toBe(true);
    } finally {
      repeating.stop();
      await jobs.close();
    }
  });
});
