import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { decodeFunctionData, erc20Abi, getAddress } from 'viem';
import { nftStakingAbi } from '@nft/contracts/abi';
import { adminAuditLog, stakingActivities } from '@nft/db';
import { testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { testHash } from '../activity/activity.fixtures';

// The operator console's staking build (docs/product.md "Operator console"): validated input, the admin's intent in the
// audit log (docs/decisions/036-operators-and-audit-log.md), calldata the stake contract's ABI decodes to the request.
// The chain's RPC points at a closed port, so the allowance reads as none (approve first) and no figure comes from a chain.
const adminAddress = testAddress();
const stakeContract = testAddress();
const rewardToken = testAddress();
let testApp: TestApp;
let admin: SignedInAccount;
let visitor: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      ADMIN_ADDRESSES: adminAddress,
      LOCAL_CHAINS: 'true',
      RATE_LIMIT_MAX: '100000',
      RPC_URL_LOCAL1: 'http://127.0.0.1:9',
      CHAIN_CONTRACTS: JSON.stringify({ local1: { stakeContract } }),
      CHAIN_PAYMENT_TOKENS: JSON.stringify({ local1: [{ symbol: 'RWD', name: 'Reward', decimals: 18, address: rewardToken }] }),
    },
  });
  await testApp.app.ready();
  admin = await signedInAccount(testApp.database.db, adminAddress);
  visitor = await signedInAccount(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

const build = async (payload: unknown, headers = admin.headers) => {
  const response = await testApp.app.inject({ method: 'POST', url: '/v1/admin/staking/build', headers, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
};
const auditCount = async () => (await testApp.database.db.select().from(adminAuditLog)).length;
const lastAudit = async () => (await testApp.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];

const hour = 3_600_000;
// Whole seconds, as the contract keeps them.
const at = (offset: number) => new Date(Math.floor((Date.now() + offset) / 1000) * 1000).toISOString();
const collection = testAddress();
const valid = () => ({
  kind: 'create',
  chain: 'local1',
  collections: [collection],
  rewardToken,
  amount: '5000000000000000000',
  startsAt: at(hour),
  endsAt: at(25 * hour),
  lockPeriodSeconds: 600,
  maxStaked: '10',
});

describe('POST /v1/admin/staking/build create', () => {
  it('builds approve then createActivity whose calldata decodes to the given parameters, and audits the intent', async () => {
    const body = valid();
    const { status, body: answer } = await build(body);
    expect(status).toBe(200);
    const steps = answer.data.steps as { to: string; data: `0x${string}`; value: string }[];
    expect(steps.map((s) => s.to)).toEqual([rewardToken, stakeContract]);
    const approve = decodeFunctionData({ abi: erc20Abi, data: steps[0]!.data });
    expect(approve.functionName).toBe('approve');
    expect(approve.args).toEqual([getAddress(stakeContract), 5n * 10n ** 18n]);
    const create = decodeFunctionData({ abi: nftStakingAbi, data: steps[1]!.data });
    expect(create.functionName).toBe('createActivity');
    expect(create.args).toEqual([
      [getAddress(collection)],
      getAddress(rewardToken),
      5n * 10n ** 18n,
      BigInt(Date.parse(body.startsAt) / 1000),
      BigInt(Date.parse(body.endsAt) / 1000),
      600n,
      10n,
    ]);
    expect(await lastAudit()).toMatchObject({
      actorAddress: adminAddress,
      action: 'staking.create_requested',
      targetType: 'staking_activity',
      targetId: `local1:${stakeContract}`,
      after: {
        collections: [collection],
        rewardToken,
        rewardAmount: '5000000000000000000',
        startTime: String(Date.parse(body.startsAt) / 1000),
        lockPeriod: '600',
        maxStaked: '10',
        approve: true,
      },
    });
  });

  it.each([
    ['an end before the start', { endsAt: new Date(Date.now() + hour / 2).toISOString() }, 'validation_failed'],
    ['a zero amount', { amount: '0' }, 'validation_failed'],
    ['no eligible contract', { collections: [] }, 'validation_failed'],
    ['a malformed contract', { collections: ['0x1234'] }, 'validation_failed'],
    ['the same contract twice', { collections: [collection, collection.toUpperCase().replace('0X', '0x')] }, 'validation_failed'],
    ['more than the contract accepts', { amount: (2n ** 128n).toString() }, 'validation_failed'],
    ['a start in the past', { startsAt: new Date(Date.now() - hour).toISOString() }, 'staking_start_in_past'],
    ['a token outside the currency registry', { rewardToken: testAddress() }, 'order_currency_invalid'],
    ['an unknown chain', { chain: 'nochain' }, 'unsupported_chain'],
  ])('refuses %s with a 4xx and records nothing', async (_name, change, code) => {
    const before = await auditCount();
    const { status, body } = await build({ ...valid(), ...change });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error).toBe(code);
    expect(await auditCount()).toBe(before);
  });

  it('is refused to a signed-in non-operator', async () => {
    const { status, body } = await build(valid(), visitor.headers);
    expect(status).toBe(403);
    expect(body.error).toBe('admin_only');
  });
});

describe('POST /v1/admin/staking/build withdraw', () => {
  const activity = async (poolId: string, endsAt: Date) => {
    await testApp.database.db.insert(stakingActivities).values({
      chain: 'local1',
      title: `Staking #${poolId}`,
      stakeContractAddress: stakeContract,
      poolId,
      rewardCurrency: rewardToken,
      rewardTotal: '1000',
      startsAt: new Date(endsAt.getTime() - 24 * hour),
      endsAt,
      blockNumber: 1,
      blockHash: testHash(),
    });
  };

  it('builds withdrawUnallocated to the operator after the end, and audits it', async () => {
    await activity('41', new Date(Date.now() - hour));
    const { status, body } = await build({ kind: 'withdraw', chain: 'local1', activityId: '41' });
    expect(status).toBe(200);
    const [step] = body.data.steps as { to: string; data: `0x${string}` }[];
    expect(step!.to).toBe(stakeContract);
    const call = decodeFunctionData({ abi: nftStakingAbi, data: step!.data });
    expect(call.functionName).toBe('withdrawUnallocated');
    expect(call.args).toEqual([41n, getAddress(adminAddress)]);
    expect(await lastAudit()).toMatchObject({
      action: 'staking.withdraw_requested',
      targetId: 'local1:41',
      after: { activityId: '41', to: adminAddress },
    });
  });

  it('refuses before the end and for an unknown activity, recording nothing', async () => {
    await activity('42', new Date(Date.now() + hour));
    const before = await auditCount();
    const early = await build({ kind: 'withdraw', chain: 'local1', activityId: '42' });
    expect([early.status, early.body.error]).toEqual([409, 'staking_not_ended']);
    const unknown = await build({ kind: 'withdraw', chain: 'local1', activityId: '999' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'staking_activity_not_found']);
    expect(await auditCount()).toBe(before);
  });
});

describe('GET /v1/admin/staking/activities', () => {
  it('lists ongoing and finished activities with the unallocated figure unknown when the chain does not answer', async () => {
    const response = await testApp.app.inject({ url: '/v1/admin/staking/activities', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items as { id: string; status: string; unallocated: unknown; withdrawn: { value: string } }[];
    expect(items.map((i) => [i.id, i.status]).sort()).toEqual([
      ['41', 'finished'],
      ['42', 'ongoing'],
    ]);
    expect(items.every((i) => i.unallocated === null && i.withdrawn.value === '0')).toBe(true);
  });
});

describe('PATCH /v1/admin/staking/activities/:chain/:id', () => {
  const url = '/v1/admin/staking/activities/local1/43';
  const patch = async (payload: unknown, headers = admin.headers, path = url) => {
    const response = await testApp.app.inject({ method: 'PATCH', url: path, headers, payload: payload as object });
    return { status: response.statusCode, body: response.json() };
  };
  // What the stake market shows of the activity's words (its figures move with the clock).
  const publicView = async () => {
    const { title, description } = (await testApp.app.inject({ url: '/v1/staking/activities/local1/43' })).json().data;
    return { title, description };
  };

  beforeAll(async () => {
    await testApp.database.db.insert(stakingActivities).values({
      chain: 'local1',
      title: 'Staking #43',
      stakeContractAddress: stakeContract,
      poolId: '43',
      rewardCurrency: rewardToken,
      rewardTotal: '1000',
      startsAt: new Date(Date.now() - hour),
      endsAt: new Date(Date.now() + 24 * hour),
      blockNumber: 1,
      blockHash: testHash(),
    });
  });

  it('names and describes an activity for the stake market, and audits the change', async () => {
    const { status, body } = await patch({ title: '  Critter season  ', description: 'Stake a critter, share 1,000 RWD.' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ chain: 'local1', id: '43', title: 'Critter season', description: 'Stake a critter, share 1,000 RWD.' });
    expect(await publicView()).toEqual({ title: 'Critter season', description: 'Stake a critter, share 1,000 RWD.' });
    expect(await lastAudit()).toMatchObject({
      actorAddress: adminAddress,
      action: 'staking.details_updated',
      targetType: 'staking_activity',
      targetId: 'local1:43',
      before: { title: 'Staking #43', description: null },
      after: { title: 'Critter season', description: 'Stake a critter, share 1,000 RWD.' },
    });
  });

  it('keeps an absent field and clears the description when it is empty', async () => {
    expect((await patch({ title: 'Critter season two' })).body.data.description).toBe('Stake a critter, share 1,000 RWD.');
    expect((await patch({ description: '' })).body.data).toMatchObject({ title: 'Critter season two', description: null });
    expect(await publicView()).toEqual({ title: 'Critter season two', description: null });
  });

  it.each([
    ['an empty title', { title: '   ' }, 400, 'validation_failed'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 400, 'validation_failed'],
    ['a description over 2,000 characters', { description: 'x'.repeat(2001) }, 400, 'validation_failed'],
    ['nothing to change', {}, 400, 'validation_failed'],
    ['an unknown activity', { title: 'Lost' }, 404, 'staking_activity_not_found', '/v1/admin/staking/activities/local1/999'],
    ['a malformed activity id', { title: 'Lost' }, 400, 'validation_failed', '/v1/admin/staking/activities/local1/0x1'],
  ])('refuses %s and changes nothing', async (_name, payload, status, code, path = url) => {
    const before = { audits: await auditCount(), view: await publicView() };
    const answer = await patch(payload, admin.headers, path);
    expect([answer.status, answer.body.error]).toEqual([status, code]);
    expect({ audits: await auditCount(), view: await publicView() }).toEqual(before);
  });

  it('is refused to a signed-in non-operator and to a visitor without a session', async () => {
    const before = await publicView();
    const member = await patch({ title: 'Mine now' }, visitor.headers);
    expect([member.status, member.body.error]).toEqual([403, 'admin_only']);
    const anonymous = await patch({ title: 'Mine now' }, { token: '' });
    expect(anonymous.status).toBe(401);
    expect(await publicView()).toEqual(before);
  });
});
