import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nftUnlockables, type Database } from '@nft/db';
import { insertOpenListing, insertStakedToken } from '../collections/collection-write.fixtures';
import { freshAccount, signInEvm } from '../auth/auth.fixtures';

export const actionEnv = {
  LOCAL_CHAINS: 'true',
  PUBLIC_URL: 'https://market.example',
  LOGIN_RATE_LIMIT_PER_IP: '1000',
  RATE_LIMIT_MAX: '100000',
};

type Token = { chain: string; contractAddress: string; tokenId: string };

export type SignedIn = { token: string; address: string; headers: Record<string, string> };

/** A fresh wallet signed in through the real message-and-signature flow. */
export async function signedIn(app: FastifyInstance): Promise<SignedIn> {
  const account = freshAccount();
  const reply = await signInEvm(app, account, 'local1');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { token } = reply.body.data as { token: string };
  return { token, address: account.address.toLowerCase(), headers: { token } };
}

/** An open fixed-price Seaport listing of one token (test fixture; one definition with the collection tests'). */
export const insertListing = insertOpenListing;

/** An active stake of one token (test fixture). */
export const insertStake = (db: Database, token: Token, staker: string) => insertStakedToken(db, token, staker);

export async function insertUnlockable(db: Database, nftId: number, content: string) {
  await db.insert(nftUnlockables).values({ nftId, content });
}

export const nftPath = (token: Token): string => `/v1/nfts/${token.chain}/${token.contractAddress}/${token.tokenId}`;
