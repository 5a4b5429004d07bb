import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { insertAccount, testAddress } from '../testing/fixtures';
import { loginNonces, sessions } from './auth';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const tokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');
const inOneHour = () => new Date(Date.now() + 3_600_000);

describe('sessions', () => {
  it('never stores two sessions with the same token hash', async () => {
    const account = await insertAccount(handle.db);
    const hash = tokenHash();
    const session = { accountId: account.id, chain: 'local1', wallet: 'metamask', tokenHash: hash, expiresAt: inOneHour() };
    await handle.db.insert(sessions).values(session);
    await expectViolation(handle.db.insert(sessions).values(session), { kind: 'unique', constraint: 'sessions_token_hash_key' });
  });

  it('stores a SHA-256 hex digest, never the raw token', async () => {
    const account = await insertAccount(handle.db);
    await expectViolation(
      handle.db
        .insert(sessions)
        .values({ accountId: account.id, chain: 'local1', wallet: 'metamask', tokenHash: 'raw-bearer-token', expiresAt: inOneHour() }),
      { kind: 'check', constraint: 'sessions_token_hash_hex' },
    );
  });
});

describe('login nonces', () => {
  it('can be consumed exactly once, and not after expiry', async () => {
    const address = testAddress();
    const consume = (nonce: string) =>
      handle.db
        .update(loginNonces)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(loginNonces.nonce, nonce), isNull(loginNonces.consumedAt), gt(loginNonces.expiresAt, sql`now()`)))
        .returning();
    await handle.db.insert(loginNonces).values([
      { nonce: 'fresh', address, chain: 'local1', message: 'Sign in: fresh', expiresAt: inOneHour() },
      {
        nonce: 'stale',
        address,
        chain: 'local1',
        message: 'Sign in: stale',
        createdAt: new Date(Date.now() - 120_000),
        expiresAt: new Date(Date.now() - 60_000),
      },
    ]);
    expect(await consume('fresh')).toHaveLength(1);
    expect(await consume('fresh')).toHaveLength(0);
    expect(await consume('stale')).toHaveLength(0);
  });
});
