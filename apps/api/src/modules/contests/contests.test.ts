import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { adminAuditLog } from '@nft/db';
import { insertNft } from '@nft/db/testing';
import { contestVoteNulsMessage, contestVoteTypedData, newContestVoteNonce } from '@nft/api-contract';
import { createNulsSigner, nulsSignInDigest, randomNulsPrivateKey, verifyNulsMessage } from '@nft/nuls';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { call, contestBody, signedVote } from './contests.fixtures';
import { insertMedia } from '../media/media.fixtures';

// Contests (issue 15): phase rules, signed votes (forged and replayed refused, limits under concurrency), a tally
// anyone can recount to the shown result, and contact data sealed at rest, shown only on the operator route.
const contestTables = [
  'contests',
  'contest_prizes',
  'contest_submissions',
  'contest_submission_contacts',
  'contest_votes',
  'contest_awards',
];
const contactKey = 'a'.repeat(64);
let testApp: TestApp;
let admin: SignedInAccount;
const adminKey = privateKeyToAccount(generatePrivateKey());

beforeAll(async () => {
  testApp = await createTestApp({
    env: {
      ADMIN_ADDRESSES: adminKey.address.toLowerCase(),
      CONTEST_CONTACT_KEY: contactKey,
      LOCAL_CHAINS: 'true',
      RPC_URL_LOCAL1: 'http://127.0.0.1:9',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  await testApp.app.ready();
  admin = await signedInAccount(testApp.database.db, adminKey.address.toLowerCase());
});

afterAll(async () => {
  await testApp?.close();
});

type Voter = { key: PrivateKeyAccount; session: SignedInAccount };
async function voter(): Promise<Voter> {
  const key = privateKeyToAccount(generatePrivateKey());
  return { key, session: await signedInAccount(testApp.database.db, key.address.toLowerCase()) };
}

async function createContest(phase: Parameters<typeof contestBody>[0], extra: Parameters<typeof contestBody>[1] = {}) {
  const created = await call(testApp.app, 'POST', '/v1/admin/contests', admin.token, contestBody(phase, extra));
  expect(created.status).toBe(201);
  return (created.body.data as { id: number }).id;
}

const moveTo = async (id: number, phase: Parameters<typeof contestBody>[0], extra: Parameters<typeof contestBody>[1] = {}) => {
  const moved = await call(testApp.app, 'PUT', `/v1/admin/contests/${id}`, admin.token, contestBody(phase, extra));
  expect(moved.status).toBe(200);
};

/** An entrant with an NFT they created, entered in the contest; the entry id. */
async function enter(
  contestId: number,
  contact = { email: `e${Math.random()}@example.com`, zipCode: '100-0001', phone: '+81 90 1234 5678' },
  nftValues: { imageMediaId?: number } = {},
) {
  const entrant = await voter();
  const nft = await insertNft(testApp.database.db, { creatorAddress: entrant.session.address, name: 'Heart', ...nftValues });
  const response = await call(testApp.app, 'POST', `/v1/contests/${contestId}/entries`, entrant.session.token, {
    nftUrl: `http://localhost:3000/nft-detail/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`,
    ...contact,
    chain: 'local1',
    walletAddress: entrant.session.address,
    acceptRules: true,
  });
  return { response, entrant, nft };
}

describe('phases', () => {
  it('takes entries only in the entries phase and votes only in the voting phase, writing nothing otherwise', async () => {
    const id = await createContest('upcoming');
    const { db } = testApp.database;
    let before = await databaseFingerprint(db, contestTables);
    const early = await enter(id);
    expect([early.response.status, early.response.body.error]).toEqual([409, 'contest_not_accepting_entries']);
    expect(await databaseFingerprint(db, contestTables)).toBe(before);

    await moveTo(id, 'entries');
    const entered = await enter(id);
    expect(entered.response.status).toBe(201);
    const entryId = (entered.response.body.data as { id: number }).id;
    const fan = await voter();
    before = await databaseFingerprint(db, contestTables);
    const tooEarly = await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, await signedVote(fan.key, id, entryId));
    expect([tooEarly.status, tooEarly.body.error]).toEqual([409, 'contest_not_voting']);
    expect(await databaseFingerprint(db, contestTables)).toBe(before);

    await moveTo(id, 'voting');
    before = await databaseFingerprint(db, contestTables);
    const late = await enter(id);
    expect([late.response.status, late.response.body.error]).toEqual([409, 'contest_not_accepting_entries']);
    const withdrawLate = await call(testApp.app, 'POST', `/v1/contests/${id}/entries/${entryId}/withdraw`, entered.entrant.session.token);
    expect([withdrawLate.status, withdrawLate.body.error]).toEqual([409, 'contest_not_withdrawable']);
    expect(await databaseFingerprint(db, contestTables)).toBe(before);
    const inTime = await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, await signedVote(fan.key, id, entryId));
    expect(inTime.status).toBe(200);
    expect(inTime.body.data).toMatchObject({ entryId, votes: 1, votesRemaining: 2 });

    await moveTo(id, 'judging');
    before = await databaseFingerprint(db, contestTables);
    const afterVoting = await call(
      testApp.app,
      'POST',
      `/v1/contests/${id}/votes`,
      fan.session.token,
      await signedVote(fan.key, id, entryId),
    );
    expect([afterVoting.status, afterVoting.body.error]).toEqual([409, 'contest_not_voting']);
    expect(await databaseFingerprint(db, contestTables)).toBe(before);
    expect((await call(testApp.app, 'GET', `/v1/contests/${id}`)).body.data).toMatchObject({
      phase: 'judging',
      status: 'ongoing',
      results: null,
    });
  });

  it('lets an entrant withdraw during entries, which deletes the contact data and frees the NFT', async () => {
    const id = await createContest('entries');
    const { response, entrant, nft } = await enter(id);
    const entryId = (response.body.data as { id: number }).id;
    const withdrawn = await call(testApp.app, 'POST', `/v1/contests/${id}/entries/${entryId}/withdraw`, entrant.session.token);
    expect(withdrawn.body.data).toMatchObject({ id: entryId, status: 'withdrawn' });
    const { rows } = await testApp.database.db.execute(sql`select 1 from contest_submission_contacts where submission_id = ${entryId}`);
    expect(rows).toHaveLength(0);
    const again = await call(testApp.app, 'POST', `/v1/contests/${id}/entries`, entrant.session.token, {
      nftUrl: `/nft-detail/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`,
      email: 'again@example.com',
      chain: 'local1',
      walletAddress: entrant.session.address,
      acceptRules: true,
    });
    expect(again.status).toBe(201);
    const mine = await call(testApp.app, 'GET', `/v1/contests/${id}/me`, entrant.session.token);
    expect((mine.body.data as { entries: { status: string }[] }).entries.map((entry) => entry.status)).toEqual(['pending', 'withdrawn']);
  });

  it("names an entry's picture at full size and with its card-size thumbnail", async () => {
    const id = await createContest('entries');
    const picture = await insertMedia(testApp.database.db);
    const { response, entrant } = await enter(id, undefined, { imageMediaId: picture.id });
    expect(response.status).toBe(201);
    const mine = await call(testApp.app, 'GET', `/v1/contests/${id}/me`, entrant.session.token);
    const [shown] = (mine.body.data as { entries: { nft: { imageUrl: string | null; image: unknown } }[] }).entries;
    const mediaOrigin = testApp.config.public.mediaUrl;
    expect(shown!.nft.image).toEqual({
      url: `${mediaOrigin}/media/${picture.storageKey}`,
      thumbnailUrl: `${mediaOrigin}/media/${picture.thumbnails[0]!.storageKey}`,
      width: picture.width,
      height: picture.height,
    });
    expect(shown!.nft.imageUrl).toBe(`${mediaOrigin}/media/${picture.storageKey}`);
  });

  it('refuses an NFT the caller neither owns nor created, a second entry past the limit, and an entry without email', async () => {
    const id = await createContest('entries');
    const first = await enter(id);
    expect(first.response.status).toBe(201);
    const stranger = await voter();
    const theirs = await call(testApp.app, 'POST', `/v1/contests/${id}/entries`, stranger.session.token, {
      nftUrl: `/nft-detail/${first.nft.chain}/${first.nft.contractAddress}/${first.nft.tokenId}`,
      email: 'x@example.com',
      chain: 'local1',
      walletAddress: stranger.session.address,
      acceptRules: true,
    });
    expect([theirs.status, theirs.body.error]).toEqual([403, 'contest_nft_not_yours']);
    const other = await insertNft(testApp.database.db, { creatorAddress: first.entrant.session.address });
    const body = { nftUrl: `/nft-detail/${other.chain}/${other.contractAddress}/${other.tokenId}`, chain: 'local1', acceptRules: true };
    const second = await call(testApp.app, 'POST', `/v1/contests/${id}/entries`, first.entrant.session.token, {
      ...body,
      email: 'x@example.com',
      walletAddress: first.entrant.session.address,
    });
    expect([second.status, second.body.error]).toEqual([409, 'contest_entry_limit']);
    const noEmail = await call(testApp.app, 'POST', `/v1/contests/${id}/entries`, first.entrant.session.token, {
      ...body,
      email: '',
      walletAddress: first.entrant.session.address,
    });
    expect(noEmail.status).toBe(400);
    expect(JSON.stringify(noEmail.body)).toContain('An email is requested for contest contact');
  });
});

describe('votes', () => {
  it('refuses a forged signature, a replayed one and a vote signed for someone else, writing nothing', async () => {
    const id = await createContest('entries');
    const entries = [await enter(id), await enter(id)].map((entry) => (entry.response.body.data as { id: number }).id);
    await moveTo(id, 'voting');
    const fan = await voter();
    const forger = privateKeyToAccount(generatePrivateKey());
    const { db } = testApp.database;
    const before = await databaseFingerprint(db, contestTables);
    // Signed by another key but claiming to be the fan.
    const forged = { ...(await signedVote(forger, id, entries[0]!)), voter: fan.session.address };
    const refused = await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, forged);
    expect([refused.status, refused.body.error]).toEqual([401, 'signature_invalid']);
    // The fan's signature over entry 0 posted for entry 1.
    const moved = { ...(await signedVote(fan.key, id, entries[0]!)), entryId: entries[1]! };
    expect((await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, moved)).body.error).toBe('signature_invalid');
    // Someone else's valid vote posted from the fan's session.
    const other = await voter();
    const notMine = await call(
      testApp.app,
      'POST',
      `/v1/contests/${id}/votes`,
      fan.session.token,
      await signedVote(other.key, id, entries[0]!),
    );
    expect([notMine.status, notMine.body.error]).toEqual([403, 'contest_voter_mismatch']);
    expect(await databaseFingerprint(db, contestTables)).toBe(before);

    const vote = await signedVote(fan.key, id, entries[0]!);
    expect((await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, vote)).status).toBe(200);
    const afterOne = await databaseFingerprint(db, contestTables);
    const replayed = await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, vote);
    expect([replayed.status, replayed.body.error]).toEqual([409, 'contest_vote_replayed']);
    // The same nonce for the other entry (a new signature) is a replay too.
    const sameNonce = await signedVote(fan.key, id, entries[1]!, vote.nonce);
    expect((await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, sameNonce)).body.error).toBe(
      'contest_vote_replayed',
    );
    const twice = await call(
      testApp.app,
      'POST',
      `/v1/contests/${id}/votes`,
      fan.session.token,
      await signedVote(fan.key, id, entries[0]!),
    );
    expect([twice.status, twice.body.error]).toEqual([409, 'contest_already_voted']);
    expect(await databaseFingerprint(db, contestTables)).toBe(afterOne);
  });

  it('holds the per-account and per-entry limits under 50 concurrent votes from 10 accounts', async () => {
    const id = await createContest('entries', { votesPerAccount: 3 });
    const entries: number[] = [];
    for (let i = 0; i < 4; i += 1) entries.push(((await enter(id)).response.body.data as { id: number }).id);
    await moveTo(id, 'voting', { votesPerAccount: 3 });
    const voters = await Promise.all(Array.from({ length: 10 }, () => voter()));
    // Each account posts 5 votes at once: 4 entries plus a second vote for the first one.
    const posts = await Promise.all(
      voters.flatMap((fan) =>
        [...entries, entries[0]!].map(async (entryId) =>
          call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, await signedVote(fan.key, id, entryId)),
        ),
      ),
    );
    expect(posts).toHaveLength(50);
    for (const post of posts) expect([200, 409]).toContain(post.status);
    expect(posts.filter((post) => post.status === 200)).toHaveLength(30);
    for (const fan of voters) {
      const mine = (await call(testApp.app, 'GET', `/v1/contests/${id}/me`, fan.session.token)).body.data as {
        votedEntryIds: number[];
        votesRemaining: number;
      };
      expect(mine.votedEntryIds).toHaveLength(3);
      expect(new Set(mine.votedEntryIds).size).toBe(3);
      expect(mine.votesRemaining).toBe(0);
    }
    const { rows } = await testApp.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from contest_votes where contest_id = ${id}`,
    );
    expect(rows[0]!.n).toBe(30);
    const listed = (await call(testApp.app, 'GET', `/v1/contests/${id}/entries?limit=100`)).body.data as { items: { votes: number }[] };
    expect(listed.items.reduce((sum, entry) => sum + entry.votes, 0)).toBe(30);
  });

  it('publishes a tally whose signatures verify offline and whose recount gives the shown finalists and prizes', async () => {
    const id = await createContest('entries', { finalistCount: 2, votesPerAccount: 2 });
    const entries: number[] = [];
    for (let i = 0; i < 3; i += 1) entries.push(((await enter(id)).response.body.data as { id: number }).id);
    await moveTo(id, 'voting', { finalistCount: 2, votesPerAccount: 2 });
    // Votes: entry 2 gets 3, entry 1 gets 2 (one of them later voided), entry 0 gets 1 from a NULS voter.
    const fans = await Promise.all([voter(), voter(), voter()]);
    for (const fan of fans)
      await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, await signedVote(fan.key, id, entries[2]!));
    for (const fan of fans.slice(0, 2))
      await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, fan.session.token, await signedVote(fan.key, id, entries[1]!));
    const nuls = createNulsSigner(randomNulsPrivateKey(), 2);
    const nulsSession = await signedInAccount(testApp.database.db, nuls.address);
    const nonce = newContestVoteNonce();
    const nulsVote = await call(testApp.app, 'POST', `/v1/contests/${id}/votes`, nulsSession.token, {
      entryId: entries[0]!,
      voter: nuls.address,
      nonce,
      signature: nuls.signMessage(
        nulsSignInDigest(contestVoteNulsMessage({ contestId: id, entryId: entries[0]!, voter: nuls.address, nonce })),
      ),
      pubkey: nuls.publicKey,
    });
    expect(nulsVote.status).toBe(200);
    const voided = await call(testApp.app, 'POST', `/v1/admin/contests/${id}/votes/void`, admin.token, {
      voter: fans[1]!.session.address,
      reason: 'bot farm',
    });
    expect(voided.body.data).toEqual({ voided: 2 });
    await moveTo(id, 'results', { finalistCount: 2, votesPerAccount: 2 });

    const tally = (await call(testApp.app, 'GET', `/v1/contests/${id}/tally`)).body.data as {
      votes: {
        entryId: number;
        voter: string;
        family: string;
        nonce: string;
        signature: string;
        pubkey: string | null;
        voided: boolean;
        voidReason: string | null;
      }[];
    };
    expect(tally.votes).toHaveLength(6);
    expect(tally.votes.filter((vote) => vote.voided).map((vote) => vote.voidReason)).toEqual(['bot farm', 'bot farm']);
    // Offline: verify each signature from the published fields alone, then count the valid, unvoided ones.
    const counts = new Map<number, number>();
    for (const vote of tally.votes) {
      const fields = { contestId: id, entryId: vote.entryId, voter: vote.voter, nonce: vote.nonce };
      const valid =
        vote.family === 'evm'
          ? await verifyTypedData({
              address: vote.voter as `0x${string}`,
              ...contestVoteTypedData(fields),
              signature: vote.signature as `0x${string}`,
            })
          : verifyNulsMessage({
              message: nulsSignInDigest(contestVoteNulsMessage(fields)),
              signature: vote.signature,
              publicKey: vote.pubkey!,
              address: vote.voter,
            });
      expect(valid).toBe(true);
      if (!vote.voided) counts.set(vote.entryId, (counts.get(vote.entryId) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ [entries[2]!]: 2, [entries[1]!]: 1, [entries[0]!]: 1 });
    const shown = (await call(testApp.app, 'GET', `/v1/contests/${id}`)).body.data as {
      phase: string;
      prizes: { id: number; name: string }[];
      results: { finalists: { entryId: number; votes: number }[]; awards: { prizeId: number; entryId: number }[] };
    };
    expect(shown.phase).toBe('results');
    // Most votes first; the 1-1 tie goes to the earlier entry.
    expect(shown.results.finalists.map((f) => [f.entryId, f.votes])).toEqual([
      [entries[2]!, 2],
      [entries[0]!, 1],
    ]);
    const popularity = shown.prizes.find((prize) => prize.name === 'Popularity')!;
    expect(shown.results.awards).toEqual([{ prizeId: popularity.id, entryId: entries[2]! }]);
  });
});

describe('operators and contact data', () => {
  it('seals contact data at rest, shows it only to operators (audited), and awards judged prizes among finalists', async () => {
    const email = 'secret.entrant@example.com';
    const id = await createContest('entries', { finalistCount: 1 });
    const { response } = await enter(id, { email, zipCode: '150-0002', phone: '+81 80 9999 0000' });
    const entryId = (response.body.data as { id: number }).id;
    expect(JSON.stringify(response.body)).not.toContain(email);
    const { rows } = await testApp.database.db.execute<{ sealed: string }>(
      sql`select sealed from contest_submission_contacts where submission_id = ${entryId}`,
    );
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    const dump = await testApp.database.db.execute(sql`select t::text as row from contest_submission_contacts t`);
    for (const text of [email, '150-0002', '9999']) expect(JSON.stringify(dump.rows)).not.toContain(text);

    const outsider = await voter();
    const forbidden = await call(testApp.app, 'GET', `/v1/admin/contests/${id}/entries`, outsider.session.token);
    expect([forbidden.status, forbidden.body.error]).toEqual([403, 'admin_only']);
    const seen = await call(testApp.app, 'GET', `/v1/admin/contests/${id}/entries`, admin.token);
    expect((seen.body.data as { items: { id: number; contact: unknown }[] }).items).toEqual([
      expect.objectContaining({ id: entryId, contact: { email, zipCode: '150-0002', phone: '+81 80 9999 0000' } }),
    ]);
    const audit = await testApp.database.db.select().from(adminAuditLog);
    expect(audit.map((row) => row.action)).toContain('contest.contacts_view');

    const second = (await enter(id)).response.body.data as { id: number };
    const rejected = await call(testApp.app, 'POST', `/v1/admin/contests/${id}/entries/${second.id}/review`, admin.token, {
      status: 'rejected',
      reason: 'Not original',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewReason: 'Not original' });
    await moveTo(id, 'judging', { finalistCount: 1 });
    const contest = (await call(testApp.app, 'GET', `/v1/contests/${id}`)).body.data as { prizes: { id: number; awardedBy: string }[] };
    const gold = contest.prizes.find((prize) => prize.awardedBy === 'judges')!;
    const notFinalist = await call(testApp.app, 'POST', `/v1/admin/contests/${id}/awards`, admin.token, {
      prizeId: gold.id,
      entryIds: [second.id],
    });
    expect([notFinalist.status, notFinalist.body.error]).toEqual([400, 'contest_award_invalid']);
    const awarded = await call(testApp.app, 'POST', `/v1/admin/contests/${id}/awards`, admin.token, {
      prizeId: gold.id,
      entryIds: [entryId],
    });
    expect(awarded.status).toBe(200);
    const published = await call(testApp.app, 'POST', `/v1/admin/contests/${id}/publish`, admin.token, {});
    expect(published.body.data).toMatchObject({ phase: 'results', status: 'finished' });
    const finished = (await call(testApp.app, 'GET', '/v1/contests?status=finished&limit=100')).body.data as { items: { id: number }[] };
    expect(finished.items.map((item) => item.id)).toContain(id);
    const shown = (await call(testApp.app, 'GET', `/v1/contests/${id}`)).body.data as { results: { awards: unknown[] } };
    expect(shown.results.awards).toContainEqual({ prizeId: gold.id, entryId });
  });
});
