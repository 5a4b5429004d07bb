import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyTypedData } from 'viem';
import { accounts, contestSubmissionContacts } from '@nft/db';
import { insertNft } from '@nft/db/testing';
import { contestVoteTypedData, type ContestDetail, type ContestSummary, type ContestTally } from '@nft/api-contract';
import { openContact, parseContestContactKey } from '@nft/api';
import { createTestApp, signedInAccount, type TestApp } from '@nft/api/testing';
import { seedDemoContests } from './seed-demo-contests';

// The demo contests (issue 15) and the privacy rule over the whole route table: the seeded entrants' email, zip code
// and phone appear in no GET response of the API to anyone but an operator (docs/security.md "Contest contact data").
const key = 'b'.repeat(64);
let testApp: TestApp;
const creators: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ env: { CONTEST_CONTACT_KEY: key, LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '1000000' } });
  await testApp.app.ready();
  for (let i = 0; i < 12; i += 1) {
    const creator = `0x${(0xc0ffee00 + i).toString(16).padStart(40, '0')}`;
    creators.push(creator);
    await insertNft(testApp.database.db, { creatorAddress: creator, chain: i % 2 ? 'local2' : 'local1', name: `Demo ${i}` });
  }
  const seeded = await seedDemoContests({ database: testApp.database, contactKey: parseContestContactKey(key) });
  expect(seeded.failed).toEqual([]);
  expect(seeded.contests).toHaveLength(2);
});

afterAll(async () => {
  await testApp?.close();
});

const get = async <T>(url: string, token?: string) => {
  const response = await testApp.app.inject({ url, headers: token ? { token } : {} });
  return { status: response.statusCode, text: response.body, data: (response.json() as { data: T }).data };
};

describe('the demo contests', () => {
  it("seeds the Valentine's contest in voting with signed votes, and a finished contest with results", async () => {
    const ongoing = await get<{ items: ContestSummary[] }>('/v1/contests?status=ongoing');
    const valentine = ongoing.data.items.find((item) => item.title.en.startsWith("Valentine's"))!;
    expect(valentine).toMatchObject({ phase: 'voting', finalistCount: 24, title: { ja: 'バレンタインNFTデザインコンテスト' } });
    expect(valentine.prizes.map((prize) => [prize.name, prize.amount, prize.winners])).toEqual([
      ['Gold', '1000', 1],
      ['Silver', '700', 1],
      ['Bronze', '500', 1],
      ['Popularity', '600', 1],
      ['Finalist award', '50', 20],
    ]);
    // 1000 + 700 + 500 + 600 + 20 x 50.
    expect(valentine.prizePool).toEqual([{ token: 'USDT', amount: '3800' }]);
    expect(valentine.entryCount).toBeGreaterThan(0);
    const tally = await get<ContestTally>(`/v1/contests/${valentine.id}/tally`);
    expect(tally.data.votes.length).toBeGreaterThan(0);
    for (const vote of tally.data.votes) {
      const typed = contestVoteTypedData({ contestId: valentine.id, entryId: vote.entryId, voter: vote.voter, nonce: vote.nonce });
      expect(await verifyTypedData({ ...typed, address: vote.voter as `0x${string}`, signature: vote.signature as `0x${string}` })).toBe(
        true,
      );
    }
    const finished = await get<{ items: ContestSummary[] }>('/v1/contests?status=finished');
    expect(finished.data.items).toHaveLength(1);
    const detail = await get<ContestDetail>(`/v1/contests/${finished.data.items[0]!.id}`);
    expect(detail.data.phase).toBe('results');
    expect(detail.data.results!.finalists.length).toBeGreaterThan(0);
    const names = new Map(detail.data.prizes.map((prize) => [prize.id, prize.name]));
    expect(detail.data.results!.awards.map((award) => names.get(award.prizeId)).sort()).toEqual(['Gold', 'Popularity']);
  });

  it('answers no contact data on any GET route of the route table, anonymous or signed in as the entrant', async () => {
    const { db } = testApp.database;
    const [entrant] = await db.select().from(accounts).where(eq(accounts.address, creators[0]!));
    expect(entrant).toBeDefined();
    const session = await signedInAccount(db, `0x${'e'.repeat(40)}`);
    const ongoing = await get<{ items: ContestSummary[] }>('/v1/contests?status=ongoing');
    const contestId = ongoing.data.items[0]!.id;
    const entries = await get<{ items: { id: number; nft: { chain: string; contractAddress: string; tokenId: string } }[] }>(
      `/v1/contests/${contestId}/entries`,
    );
    const entry = entries.data.items[0]!;
    const values: Record<string, string> = {
      id: String(contestId),
      entryId: String(entry.id),
      chain: entry.nft.chain,
      symbol: entry.nft.chain,
      contractAddress: entry.nft.contractAddress,
      tokenId: entry.nft.tokenId,
      address: creators[0]!,
    };
    const secrets = [/demo\.creator\d+@example\.invalid/, /100-000\d/, /\+81 90 0000 1\d{3}/];
    const routes = testApp.app
      .routeTable()
      .filter(
        (route) =>
          route.method === 'GET' && route.url.startsWith('/v1/') && !route.url.startsWith('/v1/admin') && !route.url.startsWith('/v1/docs'),
      );
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/v1/contests', '/v1/contests/:id', '/v1/contests/:id/entries', '/v1/contests/:id/tally']),
    );
    let answered = 0;
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? '1').replace(/\*/g, 'x');
      for (const token of [undefined, session.token]) {
        const response = await testApp.app.inject({ url, headers: token ? { token } : {} });
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode === 200) answered += 1;
        for (const secret of secrets) expect(response.body, `${url} leaks contact data`).not.toMatch(secret);
      }
    }
    expect(answered).toBeGreaterThan(routes.length);
    // The search would find them: they are in the database, sealed, and open with the key to what it looks for.
    const sealed = await db.select().from(contestSubmissionContacts).limit(1);
    expect(JSON.stringify(sealed)).not.toMatch(secrets[0]!);
    const contact = openContact(parseContestContactKey(key), sealed[0]!.submissionId, sealed[0]!.sealed);
    expect(contact.email).toMatch(secrets[0]!);
    expect(contact.zipCode).toMatch(secrets[1]!);
    expect(contact.phone).toMatch(secrets[2]!);
  });
});
