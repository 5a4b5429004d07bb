import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFunctionData, parseAbi } from 'viem';
import { stakes, stakingActivities, stakingActivityContracts } from '@nft/db';
import { insertContract, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { testHash } from '../activity/activity.fixtures';
import { actionEnv, signedIn, type SignedIn } from '../nfts/nft-actions.fixtures';
import { insertOwnership } from '../nfts/nfts.fixtures';

const stakeContract = testAddress();
let testApp: TestApp;
let owner: SignedIn;
let contractAddress: string;
let heldTokenId: string;
let stakedTokenId: string;
const day = 86_400;
const started = Math.floor(Date.now() / 1000) - 1000;
const reward = 10n ** 18n * 864n; // 10^16 base units per second over one day

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...actionEnv, CHAIN_CONTRACTS: JSON.stringify({ local1: { stakeContract } }) } });
  const { db } = testApp.database;
  owner = await signedIn(testApp.app);
  contractAddress = (await insertContract(db)).address;
  heldTokenId = (await insertNft(db, { contractAddress })).tokenId;
  stakedTokenId = (await insertNft(db, { contractAddress })).tokenId;
  await insertOwnership(db, { chain: 'local1', contractAddress, tokenId: heldTokenId }, owner.address);
  const activity = async (poolId: string, startsAt: number, endsAt: number) => {
    const [row] = await db
      .insert(stakingActivities)
      .values({
        chain: 'local1',
        title: `Staking #${poolId}`,
        stakeContractAddress: stakeContract,
        poolId,
        rewardCurrency: testAddress(),
        rewardTotal: reward.toString(),
        lockPeriodSeconds: 3600,
        startsAt: new Date(startsAt * 1000),
        endsAt: new Date(endsAt * 1000),
        blockNumber: 1,
        blockHash: testHash(),
      })
      .returning();
    await db.insert(stakingActivityContracts).values({ activityId: row!.id, contractAddress });
    return row!;
  };
  const ongoing = await activity('1', started, started + day);
  await activity('2', started - 3 * day, started - 2 * day);
  // Staked 100 s after the start, alone: it earns the whole rate from then on.
  await db.insert(stakes).values({
    activityId: ongoing.id,
    chain: 'local1',
    contractAddress,
    tokenId: stakedTokenId,
    staker: owner.address,
    stakedAt: new Date((started + 100) * 1000),
    lockUntil: new Date((started + 100 + 3600) * 1000),
    stakeKey: '7',
    txHash: testHash(),
    logIndex: 0,
    blockNumber: 2,
    blockHash: testHash(),
  });
});

afterAll(async () => {
  await testApp?.close();
});

const get = async (url: string) => {
  const response = await testApp.app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};
const build = async (payload: unknown, headers = owner.headers) => {
  const response = await testApp.app.inject({ method: 'POST', url: '/v1/staking/build', payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('staking reads', () => {
  it('lists ongoing and finished activities apart, with their eligible contract and totals', async () => {
    const ongoing = await get('/v1/staking/activities?status=ongoing&chain=local1');
    expect(ongoing.status).toBe(200);
    expect(ongoing.body.data.items.map((a: { id: string }) => a.id)).toEqual(['1']);
    expect(ongoing.body.data.items[0]).toMatchObject({
      status: 'ongoing',
      totalStaked: '1',
      stakers: 1,
      ratePerSecond: (reward / BigInt(day)).toString(),
      collections: [{ contractAddress }],
      reward: { value: reward.toString(), display: '864' },
    });
    const finished = await get('/v1/staking/activities?status=finished');
    expect(finished.body.data.items.map((a: { id: string }) => a.id)).toContain('2');
    expect(finished.body.data.items.map((a: { id: string }) => a.id)).not.toContain('1');
  });

  it("computes the holder's expected reward from the rate, and nothing claimable inside the lock period", async () => {
    const before = Math.floor(Date.now() / 1000);
    const detail = await get(`/v1/staking/activities/local1/1?staker=${owner.address}`);
    const after = Math.floor(Date.now() / 1000) + 1;
    expect(detail.status).toBe(200);
    const [stake] = detail.body.data.stakes;
    const rate = reward / BigInt(day);
    const expected = BigInt(stake.expectedReward.value);
    expect(expected).toBeGreaterThanOrEqual(rate * BigInt(before - started - 100));
    expect(expected).toBeLessThanOrEqual(rate * BigInt(after - started - 100));
    expect(stake).toMatchObject({ stakeId: '7', claimableReward: { value: '0' }, rewardPerSecond: rate.toString(), status: 'staked' });
    expect(detail.body.data.history).toEqual([{ at: new Date((started + 100) * 1000).toISOString(), totalStaked: '1' }]);
    const account = await get(`/v1/accounts/${owner.address}/stakes`);
    expect(account.body.data.items.map((s: { tokenId: string }) => s.tokenId)).toEqual([stakedTokenId]);
    expect((await get(`/v1/accounts/${owner.address}/stakes?status=unstaked`)).body.data.items).toEqual([]);
  });

  it('answers stable 4xx codes for bad input and unknown activities', async () => {
    expect((await get('/v1/staking/activities?status=someday')).status).toBe(400);
    expect(await get('/v1/staking/activities/local1/99')).toMatchObject({ status: 404, body: { error: 'staking_activity_not_found' } });
    expect((await get('/v1/staking/activities/local1/0x1')).status).toBe(400);
  });
});

describe('POST /v1/staking/build', () => {
  const tables = ['stakes', 'staking_activities', 'reward_claims'];

  it('builds one safeTransferFrom to the stake contract with the activity id as data', async () => {
    const reply = await build({ action: 'stake', chain: 'local1', activityId: '1', items: [{ contractAddress, tokenId: heldTokenId }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [step] = reply.body.data.steps;
    expect(step.to).toBe(contractAddress);
    const call = decodeFunctionData({ abi: parseAbi(['function safeTransferFrom(address, address, uint256, bytes)']), data: step.data });
    expect(call.args.slice(0, 3)).toEqual([
      expect.stringMatching(new RegExp(owner.address, 'i')),
      expect.stringMatching(new RegExp(stakeContract, 'i')),
      BigInt(heldTokenId),
    ]);
    expect(BigInt(call.args[3])).toBe(1n);
  });

  it('refuses what the contract would refuse, changing nothing', async () => {
    const { db } = testApp.database;
    const before = await databaseFingerprint(db, tables);
    const stake = (activityId: string, tokenId: string, other = contractAddress) => ({
      action: 'stake',
      chain: 'local1',
      activityId,
      items: [{ contractAddress: other, tokenId }],
    });
    expect(await build(stake('1', stakedTokenId))).toMatchObject({ status: 409, body: { error: 'already_staked' } });
    expect(await build(stake('2', heldTokenId))).toMatchObject({ status: 409, body: { error: 'staking_not_running' } });
    expect(await build(stake('1', heldTokenId, testAddress()))).toMatchObject({ status: 400, body: { error: 'staking_not_eligible' } });
    expect(await build({ action: 'claim', chain: 'local1', stakeIds: ['7'] })).toMatchObject({
      status: 409,
      body: { error: 'stake_locked' },
    });
    const stranger = await signedIn(testApp.app);
    expect(await build({ action: 'unstake', chain: 'local1', stakeIds: ['7'] }, stranger.headers)).toMatchObject({
      status: 404,
      body: { error: 'stake_not_found' },
    });
    expect((await build({ action: 'stake', chain: 'local1', activityId: '1', items: [] })).status).toBe(400);
    expect(await build({ action: 'unstake', chain: 'local1', stakeIds: ['7'] }, {})).toMatchObject({ status: 401 });
    expect(await databaseFingerprint(db, tables)).toBe(before);
  });

  it('builds unstakeMany for the staker', async () => {
    const reply = await build({ action: 'unstake', chain: 'local1', stakeIds: ['7'] });
    expect(reply.status).toBe(200);
    const call = decodeFunctionData({ abi: parseAbi(['function unstakeMany(uint256[])']), data: reply.body.data.steps[0].data });
    expect(call.args[0]).toEqual([7n]);
    expect(reply.body.data.steps[0].to).toBe(stakeContract);
  });
});
