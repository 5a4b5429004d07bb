import { orders, stakes, stakingActivities, type Database } from '@nft/db';
import { testAddress } from '@nft/db/testing';
import { testHash } from '../activity/activity.fixtures';

type Token = { chain: string; contractAddress: string; tokenId: string };

const nativeCurrency = '0x0000000000000000000000000000000000000000';

/** A fixed-price Seaport listing of one token, open (active) or waiting for approval (inactive). */
export async function insertOpenListing(db: Database, token: Token, maker: string, status: 'active' | 'inactive' = 'active') {
  const now = Date.now();
  await db.insert(orders).values({
    chain: token.chain,
    orderHash: testHash(),
    protocol: 'seaport',
    side: 'listing',
    maker,
    contractAddress: token.contractAddress,
    tokenId: token.tokenId,
    currency: nativeCurrency,
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

/** A staked (or already unstaked) position of one token. */
export async function insertStakedToken(db: Database, token: Token, staker: string, status: 'staked' | 'unstaked' = 'staked') {
  const now = Date.now();
  const [activity] = await db
    .insert(stakingActivities)
    .values({
      chain: token.chain,
      title: 'Stake event',
      stakeContractAddress: testAddress(),
      rewardCurrency: nativeCurrency,
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
    status,
    stakedAt: new Date(now - 1000),
    lockUntil: new Date(now + 3_600_000),
    unstakedAt: status === 'unstaked' ? new Date(now) : null,
    txHash: testHash(),
    blockNumber: 1,
    blockHash: testHash(),
  });
}
