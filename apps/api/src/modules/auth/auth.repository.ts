import { eq, sql } from 'drizzle-orm';
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
  /** Mirrors ADMIN_ADDRESSES at every sign-in (docs/decisions/036-operators-and-audit-log.md). */
  role?: 'user' | 'admin';
  tokenHash: string;
  /** Verified through a contract wallet: the session acts on its own chain only. */
  chainBound: boolean;
  wallet: string;
  now: Date;
  expiresAt: Date;
};

/**
 * Consumes the nonce and opens the session in one statement, so it is atomic without a transaction
 * and costs one round trip. The conditional update is the only gate: of two concurrent replays,
 * one updates the row; the other waits on its lock, re-checks `consumed_at is null` and finds
 * nothing, so a signature buys at most one session.
 */
export async function consumeNonceAndOpenSession(db: Database, input: NewSession): Promise<void> {
  const { nonce, now } = input;
  const at = now.toISOString();
  const { rows } = await db.execute<{ id: number }>(sql`
    with consumed as (
      update ${loginNonces} set consumed_at = ${at}::timestamptz
      where nonce = ${nonce.nonce} and address = ${nonce.address} and chain = ${nonce.chain} and message = ${nonce.message}
        and consumed_at is null and expires_at > ${at}::timestamptz
      returning address
    ), account as (
      insert into ${accounts} (address, family, role, last_login_at)
      select address, ${input.family}, ${input.role ?? 'user'}::account_role, ${at}::timestamptz from consumed
      on conflict (address) do update set last_login_at = excluded.last_login_at, role = excluded.role
      returning id
    )
    insert into ${sessions} (token_hash, account_id, chain, chain_bound, wallet, created_at, expires_at)
    select ${input.tokenHash}, id, ${nonce.chain}, ${input.chainBound}, ${input.wallet}, ${at}::timestamptz, ${input.expiresAt.toISOString()}::timestamptz from account
    returning id`);
  if (rows.length === 0) throw new AppError('nonce_invalid');
}

export type SessionRow = { id: number; accountId: number; address: string; chain: string; chainBound: boolean; expiresAt: Date };

type LiveSessionRecord = {
  id: number | string;
  account_id: number | string;
  address: string;
  chain: string;
  chain_bound: boolean;
  expires_at: Date | string;
};

/**
 * The live session with this token hash: not revoked, not expired. Every signed-in request reads
 * it, so it is one hand-written statement: Drizzle's select builder cost more CPU than PGlite
 * running the query (the order-intake benchmark, docs/decisions/034-order-insert-statements.md).
 */
export async function findLiveSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const { rows } = await db.execute<LiveSessionRecord>(sql`
    select s.id, s.account_id, a.address, s.chain, s.chain_bound, s.expires_at
    from ${sessions} s join ${accounts} a on a.id = s.account_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > ${now.toISOString()}::timestamptz
    limit 1`);
  const [row] = rows;
  // bigint comes back as a string from node-postgres and as a number from PGlite.
  return (
    row && {
      id: Number(row.id),
      accountId: Number(row.account_id),
      address: row.address,
      chain: row.chain,
      chainBound: row.chain_bound,
      expiresAt: new Date(row.expires_at),
    }
  );
}

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(sessions.tokenHash, tokenHash));
}
