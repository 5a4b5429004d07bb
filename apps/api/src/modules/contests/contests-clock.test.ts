import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { insertNft } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { call, contestBody, signedVote } from './contests.fixtures';

// The API reads contest phases at the clock its caller gives (docs/decisions/044-contest-data-model-and-phases.md,
// "Update"): a contest created with real dates moves through voting, judging and results as that clock moves, with no
// change of its dates; an app built without a clock reads the real one.
const hour = 3_600_000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const adminKey = privateKeyToAccount(generatePrivateKey());
const env = {
  ADMIN_ADDRESSES: adminKey.address.toLowerCase(),
  CONTEST_CONTACT_KEY: 'b'.repeat(64),
  LOCAL_CHAINS: 'true',
  RPC_URL_LOCAL1: 'http://127.0.0.1:9',
  RATE_LIMIT_MAX: '1000000',
};
let moved: TestApp;
let real: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  moved = await createTestApp({ env, clock });
  // The same database, no clock given: the real time.
  real = await createTestApp({ env, database: moved.database });
  admin = await signedInAccount(moved.database.db, adminKey.address.toLowerCase());
});

afterAll(async () => {
  await real?.close();
  await moved?.close();
});

const phaseOf = async (app: TestApp, id: number) => {
  const response = await call(app.app, 'GET', `/v1/contests/${id}`);
  expect(response.status).toBe(200);
  return (response.body.data as { phase: string }).phase;
};
const listed = async (app: TestApp, status: 'ongoing' | 'finished') => {
  const response = await call(app.app, 'GET', `/v1/contests?status=${status}`);
  expect(response.status).toBe(200);
  return (response.body.data as { items: { id: number }[] }).items.map((item) => item.id);
};

describe('contest phases at the app clock', () => {
  it('takes votes, awards and shows results as the clock passes the dates, while the real clock stays in entries', async () => {
    // Entries open now; voting opens in 30 min, judging in 90 min, results in 150 min.
    const created = await call(moved.app, 'POST', '/v1/admin/contests', admin.token, contestBody('entries'));
    expect(created.status).toBe(201);
    const contest = created.body.data as { id: number; prizes: { id: number; name: string }[] };
    const entrant = await signedInAccount(moved.database.db, privateKeyToAccount(generatePrivateKey()).address.toLowerCase());
    const nft = await insertNft(moved.database.db, { creatorAddress: entrant.address, name: 'Clock Heart' });
    const entered = await call(moved.app, 'POST', `/v1/contests/${contest.id}/entries`, entrant.token, {
      nftUrl: `http://localhost:3000/nft-detail/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`,
      email: 'clock@example.com',
      chain: 'local1',
      walletAddress: entrant.address,
      acceptRules: true,
    });
    expect(entered.status).toBe(201);
    const entryId = (entered.body.data as { id: number }).id;
    const voterKey = privateKeyToAccount(generatePrivateKey());
    const voter = await signedInAccount(moved.database.db, voterKey.address.toLowerCase());
    const vote = async () =>
      call(moved.app, 'POST', `/v1/contests/${contest.id}/votes`, voter.token, await signedVote(voterKey, contest.id, entryId));

    expect(await vote()).toMatchObject({ status: 409, body: { error: 'contest_not_voting' } });
    offset = hour;
    expect(await phaseOf(moved, contest.id)).toBe('voting');
    expect(await phaseOf(real, contest.id)).toBe('entries');
    expect((await vote()).status).toBe(200);
    const counted = await call(moved.app, 'GET', `/v1/contests/${contest.id}/entries`);
    expect((counted.body.data as { items: { id: number; votes: number }[] }).items).toEqual([
      expect.objectContaining({ id: entryId, votes: 1 }),
    ]);

    const gold = contest.prizes.find((prize) => prize.name === 'Gold')!;
    const award = () =>
      call(moved.app, 'POST', `/v1/admin/contests/${contest.id}/awards`, admin.token, { prizeId: gold.id, entryIds: [entryId] });
    expect(await award()).toMatchObject({ status: 409, body: { error: 'contest_not_judging' } });
    offset = 2 * hour;
    expect(await phaseOf(moved, contest.id)).toBe('judging');
    expect((await vote()).body.error).toBe('contest_not_voting');
    expect((await award()).status).toBe(200);

    offset = 3 * hour;
    expect(await phaseOf(moved, contest.id)).toBe('results');
    expect(await listed(moved, 'finished')).toContain(contest.id);
    expect(await listed(moved, 'ongoing')).not.toContain(contest.id);
    expect(await listed(real, 'ongoing')).toContain(contest.id);
    const results = (await call(moved.app, 'GET', `/v1/contests/${contest.id}`)).body.data as { results: unknown };
    expect(results.results).toMatchObject({ finalists: [expect.objectContaining({ entryId })] });
  });
});
