import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Hex, LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { loginNonces, type Database } from '@nft/db';
import { signInStatement } from './sign-in-message';

export const publicUrl = 'https://market.example';

export const freshAccount = (): LocalAccount => privateKeyToAccount(generatePrivateKey());

type Reply = { status: number; body: { code: number; data?: unknown; error?: string; message?: string } };

export async function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
}

export async function requestMessage(app: FastifyInstance, address: string, chain: string): Promise<string> {
  const reply = await post(app, '/v1/login/message', { address, chain });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as string;
}

/** The honest flow: ask for a message, sign it, post it. Answers the /login/auth reply. */
export async function signInEvm(
  app: FastifyInstance,
  account: LocalAccount,
  chain: string,
): Promise<Reply & { message: string; signature: Hex }> {
  const message = await requestMessage(app, account.address, chain);
  const signature = await account.signMessage({ message });
  const reply = await post(app, '/v1/login/auth', { chain, message, address: account.address, signature });
  return { ...reply, message, signature };
}

export type CraftedSiwe = {
  address: Hex;
  chainId: number;
  nonce: string;
  domain?: string;
  uri?: string;
  issuedAt?: Date;
  expirationTime?: Date;
};

/** An EIP-4361 message as an attacker (or a buggy client) would write it, with our defaults. */
export function craftSiwe({ address, chainId, nonce, domain, uri, issuedAt, expirationTime }: CraftedSiwe): string {
  const now = Date.now();
  return createSiweMessage({
    domain: domain ?? new URL(publicUrl).host,
    uri: uri ?? publicUrl,
    address,
    chainId,
    nonce,
    issuedAt: issuedAt ?? new Date(now),
    expirationTime: expirationTime ?? new Date(now + 240_000),
    statement: signInStatement,
    version: '1',
  });
}

/**
 * Stores an open nonce for a crafted message, as if the server had issued it, so a test reaches the
 * server's own message checks (domain, URI, chain, age) rather than the stored-text comparison.
 */
export async function plantNonce(db: Database, row: { nonce: string; address: string; chain: string; message: string }): Promise<void> {
  await db.insert(loginNonces).values({ ...row, expiresAt: new Date(Date.now() + 240_000) });
}

/** Row counts of the tables sign-in writes, to prove a refused request wrote nothing. */
export async function authRowCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ accounts: number; sessions: number; consumed: number; nonces: number }>(sql`
    select (select count(*)::int from accounts) as accounts, (select count(*)::int from sessions) as sessions,
           (select count(*)::int from login_nonces where consumed_at is not null) as consumed,
           (select count(*)::int from login_nonces) as nonces`);
  return { ...rows[0]! };
}
