import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accounts, loginNonces, sessions, type Database } from '@nft/db';
import { AppError } from '@nft/shared';

export type NewNonce = { nonce: string; address: string; chain: string; message: string; createdAt: Date; expiresAt: Date };

export async function insertNonce(db: Database, nonce: NewNonce): Promise<void> {
  await db.insert(loginNonces).values(nonce);
}

export type NewSession = {
  /** The nonce row that must still be open, for exactly this address, chain and message. */
  nonce: { nonce: string; address: string; chain: string; message: string };
  family: 'evm' | 'nuls';
  tokenHash: string;
  wallet: string;
  now: Date;
  expiresAt: Date;
};

/**
 * Consumes the nonce and opens the session in one transaction. The conditional update is the
 * only gate: of two concurrent replays, one updates the row and the other finds nothing, so a
 * signature buys at most one session.
 */
export async function consumeNonceAndOpenSession(db: Database, input: NewSession): Promise<void> {
  const { nonce, now } = input;
  await db.transaction(async (tx) => {
    const consumed = await tx
      .update(loginNonces)
      .set({ consumedAt: now })
      .where(
        and(
          eq(loginNonces.nonce, nonce.nonce),
          eq(loginNonces.address, nonce.address),
          eq(loginNonces.chain, nonce.chain),
          eq(loginNonces.message, nonce.message),
          isNull(loginNonces.consumedAt),
          gt(loginNonces.expiresAt, now),
        ),
      )
      .returning({ nonce: loginNonces.nonce });
    if (consumed.length === 0) throw new AppError('nonce_invalid');
    const [account] = await tx
      .insert(accounts)
      .values({ address: nonce.address, family: input.family, lastLoginAt: now })
      .onConflictDoUpdate({ target: accounts.address, set: { lastLoginAt: now } })
      .returning({ id: accounts.id });
    if (!account) throw new AppError('internal_error', 'account upsert returned no row');
    await tx.insert(sessions).values({
      tokenHash: input.tokenHash,
      accountId: account.id,
      chain: nonce.chain,
      wallet: input.wallet,
      createdAt: now,
      expiresAt: input.expiresAt,
    });
  });
}

export type SessionRow = { id: number; accountId: number; address: string; chain: string; expiresAt: Date };

/** The live session with this token hash: not revoked, not expired. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ id: sessions.id, accountId: sessions.accountId, address: accounts.address, chain: sessions.chain, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(sessions.tokenHash, tokenHash));
}
