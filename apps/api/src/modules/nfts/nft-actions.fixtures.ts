import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nftUnlockables, orders, stakes, stakingActivities, type Database } from '@nft/db';
import { testAddress } from '@nft/db/testing';
import { testHash } from '../activity/activity.fixtures';
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

/** An open fixed-price Seaport listing of one token (test fixture). */
export async function insertListing(db: Database, token: Token, maker: string, status: 'active' | 'inactive' = 'active') {
  const now = Date.now();
  await db.insert(orders).values({
    chain: token.chain,
    orderHash: testHash(),
    protocol: 'seaport',
    side: 'listing',
    maker,
    contractAddress: token.contractAddress,
    tokenId: token.tokenId,
    currency: '0x0000000000000000000000000000000000000000',
    startPrice: '1000',
    endPrice: '1000',
    startTime: new Date(now - 60_000),
    endTime: new Date(now + 86_400_000),
    counter: '0',
    conduitKey: testHash(),
    salt: '1',
    signature: '0x',
    parameters: {},
    status,
    statusReason: status === 'inactive' ? 'no_approval' : null,
  });
}

/** An active stake of one token (test fixture). */
export async function insertStake(db: Database, token: Token, staker: string) {
  const now = Date.now();
  const [activity] = await db
    .insert(stakingActivities)
    .values({
      chain: token.chain,
      title: 'Stake event',
      stakeContractAddress: testAddress(),
      rewardCurrency: '0x0000000000000000000000000000000000000000',
      rewardTotal: '100',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 86_400_000),
    })
    .returning();
  await db.insert(stakes).values({
    activityId: activity!.id,
    chain: token.chain,
    contractAddress: token.contractAddress,
    tokenId: token.tokenId,
    staker,
    stakedAt: new Date(now),
    lockUntil: new Date(now + 3_600_000),
    txHash: testHash(),
    blockNumber: 1,
    blockHash: testHash(),
  });
}

export async function insertUnlockable(db: Database, nftId: number, content: string) {
  await db.insert(nftUnlockables).values({ nftId, content });
}

export const nftPath = (token: Token): string => `/v1/nfts/${token.chain}/${token.contractAddress}/${token.tokenId}`;
