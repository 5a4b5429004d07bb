import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { parseEventLogs } from 'viem';
import { rewardClaims, stakes, stakingActivities, stakingActivityContracts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { deployerAccount, testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { nftStakingAbi } from '@nft/contracts';
import { startIndexer, type RunningIndexer } from '../../start-indexer';
import { chainActor, type ChainActor } from '../../testing/chain-actor';
import { registerPlatformContracts } from '../../testing/indexer-fixture';
import { stakingActions } from '../testing/staking-actions';

const alice = testAccounts[1]!;
const symbol = 'local1';
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let indexer: RunningIndexer;
let staking: ReturnType<typeof stakingActions>;

beforeAll(async () => {
  [database, chain] = await Promise.all([createTestDatabase(), startTestChain({ chainId: 31337 })]);
  await registerPlatformContracts(database.db, symbol, chain);
  indexer = startIndexer({
    database,
    chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport, stakeAddress: chain.deployment.staking }],
    pollIntervalMs: 50,
  });
  actor = chainActor(chain.rpcUrl, chain.chainId, chain.deployment);
  staking = stakingActions(chain.rpcUrl, actor, chain.deployment);
});

afterAll(async () => {
  await indexer?.stop();
  await chain?.stop();
  await database?.close();
});

const synced = async () => indexer.waitForBlock(symbol, await actor.blockNumber());
const stakeRows = () =>
  database.db
    .select({
      stakeKey: stakes.stakeKey,
      tokenId: stakes.tokenId,
      status: stakes.status,
      forfeited: stakes.forfeited,
      staker: stakes.staker,
    })
    .from(stakes)
    .orderBy(asc(stakes.id));

describe('staking logs (docs/decisions/041-staking-in-the-product.md)', () => {
  it('indexes an activity, stakes, a claim and an unstake, and rolls back a stake and an unstake orphaned by a reorg', async () => {
    const now = (await actor.client.getBlock()).timestamp;
    const reward = 86_400n * 1_000n;
    const { activityId } = await staking.createActivity(deployerAccount.privateKey, {
      reward,
      startTime: now,
      endTime: now + 86_400n,
      lockPeriod: 60n,
    });
    const first = await actor.mint721(alice.privateKey, 'ipfs://staked-first');
    const second = await actor.mint721(alice.privateKey, 'ipfs://staked-second');
    const { stakeId: firstStake } = await staking.stake721(alice.privateKey, activityId, first.tokenId);
    await synced();

    const [activity] = await database.db.select().from(stakingActivities);
    expect(activity).toMatchObject({
      poolId: activityId.toString(),
      stakeContractAddress: chain.deployment.staking.toLowerCase(),
      rewardCurrency: chain.deployment.stableToken.toLowerCase(),
      rewardTotal: reward.toString(),
      lockPeriodSeconds: 60,
      stakeCap: null,
    });
    expect(await database.db.select({ c: stakingActivityContracts.contractAddress }).from(stakingActivityContracts)).toEqual([
      { c: chain.deployment.erc721.toLowerCase() },
    ]);
    expect(await stakeRows()).toEqual([
      {
        stakeKey: firstStake.toString(),
        tokenId: first.tokenId.toString(),
        status: 'staked',
        forfeited: null,
        staker: alice.address.toLowerCase(),
      },
    ]);

    // A branch that stakes the second token and unstakes the first before its lock ends, then is orphaned.
    const snapshot = await actor.test.snapshot();
    await staking.stake721(alice.privateKey, activityId, second.tokenId);
    await actor.test.increaseTime({ seconds: 10 });
    await staking.unstake(alice.privateKey, firstStake);
    const orphanedHead = await actor.blockNumber();
    await indexer.waitForBlock(symbol, orphanedHead);
    const during = await stakeRows();
    expect(during.map((row) => [row.tokenId, row.status])).toEqual([
      [first.tokenId.toString(), 'unstaked'],
      [second.tokenId.toString(), 'staked'],
    ]);
    expect(BigInt(during[0]!.forfeited!)).toBeGreaterThan(0n);

    await actor.test.revert({ id: snapshot });
    await actor.test.mine({ blocks: 5 });
    const head = await actor.blockNumber();
    expect(head).toBeGreaterThan(orphanedHead);
    await indexer.waitForBlock(symbol, head);
    expect(await stakeRows()).toEqual([
      {
        stakeKey: firstStake.toString(),
        tokenId: first.tokenId.toString(),
        status: 'staked',
        forfeited: null,
        staker: alice.address.toLowerCase(),
      },
    ]);

    // After the lock: a claim pays what the contract says, and an unstake returns the NFT.
    await actor.test.increaseTime({ seconds: 120 });
    await actor.test.mine({ blocks: 1 });
    const claim = await staking.claim(alice.privateKey, firstStake);
    const [claimed] = parseEventLogs({ abi: nftStakingAbi, eventName: 'Claimed', logs: claim.logs });
    await staking.unstake(alice.privateKey, firstStake);
    await synced();
    const claims = await database.db
      .select({ amount: rewardClaims.amount, status: rewardClaims.status })
      .from(rewardClaims)
      .orderBy(asc(rewardClaims.id));
    expect(claims[0]).toEqual({ amount: claimed!.args.reward.toString(), status: 'paid' });
    expect((await stakeRows())[0]).toMatchObject({ status: 'unstaked', forfeited: '0' });
    const [row] = await database.db.select({ status: stakes.status }).from(stakes).where(eq(stakes.stakeKey, firstStake.toString()));
    expect(row!.status).toBe('unstaked');
  });
});
