// Browser test of contests (issue 15, items 2, 3 and 7; docs/decisions/044-contest-data-model-and-phases.md and
// 045-verifiable-contest-votes.md): an operator creates a contest through the API with real future dates; a creator
// enters an NFT they minted from /upload-vote-nft in Chromium; then the phases pass by the clock, as the issue asks:
// the marketplace's clock (startEmbedded's `clock`, held by this process only), the anvil chain's time and the page's
// clock (Playwright) move past voting's start, and the open page reads the new phase when its countdown reaches zero
// (decision 053); two wallets vote from /vote-activity by signing EIP-712 votes and the counts change on both pages;
// past judging (an award) and the results date the results show the finalist, the winners and the public tally, whose
// signatures recount to the shown votes; the finished list and results in Japanese.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyTypedData } from 'viem';
import { describe, expect, it } from 'vitest';
import { contestVoteTypedData, type AdminContest, type AdminContestInput, type ContestTally } from '@nft/api-contract';
import { testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import { advanceChain, movedClock } from './harness/moved-clock';
import { openSignedIn } from './harness/signed-in-tab';
import { apiCall, apiSignIn, mintNft, nftPath, waitForIndexedNft, type TradingChainInfo } from './harness/trading-fixtures';

// No ADMIN_ADDRESSES: the embedded default makes anvil test account 0 the operator (docs/decisions/036). The contact
// data key is given, as a deployment gives it (docs/security.md "Contest contact data"). The clock is the real time until
// the test moves it.
const clock = movedClock();
const suite = browserSuite({ seedDemoData: false, clock, env: { CONTEST_CONTACT_KEY: randomBytes(32).toString('hex') } });
const operator = testAccounts[0]!;
const creator = testAccounts[7]!;
const voters = [testAccounts[5]!, testAccounts[6]!] as const;
// Wallet signatures, API writes and the 5 s refresh of the entries while voting: give each page step room.
const slow = { timeout: 45_000, interval: 250 } as const;
const hour = 3_600_000;
const minute = 60_000;

/** Phase dates around now (hours; negative = past), as the console's form sends them. */
function schedule(entries: number, voting: number, judging: number, results: number) {
  const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
  return { entriesStartAt: at(entries), votingStartAt: at(voting), judgingStartAt: at(judging), resultsAt: at(results) };
}

/**
 * Time passes to a minute after `date`: on the marketplace's clock, on the chain (a block mined at the new time) and in
 * `pages`, whose clocks were installed at the marketplace's time (their timers due in between run once).
 */
async function passTime(date: string, pages: Page[]) {
  const ms = Date.parse(date) - clock.now().getTime() + minute;
  clock.advance(ms);
  const blockTime = await advanceChain(suite.chain('local1').rpcUrl, Math.ceil(ms / 1000));
  expect(blockTime * 1000).toBeGreaterThan(Date.parse(date));
  // page.clock is its browser context's: tabs sharing a context move once.
  for (const context of new Set(pages.map((page) => page.context()))) await context.clock.fastForward(ms);
}

/** The page's clock set to the marketplace's and the contest page loaded again with it. */
async function followServerClock(page: Page, path: string) {
  await page.clock.install({ time: clock.now() });
  await page.goto(suite.server.url + path);
}

const phaseShown = (page: Page) =>
  page
    .locator('[data-contest-phase]')
    .getAttribute('data-contest-phase', { timeout: 1_000 })
    .catch(() => null);

const contestBody = (dates: ReturnType<typeof schedule>): AdminContestInput => ({
  title: { en: 'Browser Hearts Contest', ja: 'ブラウザ・ハート・コンテスト' },
  description: { en: 'Design a heart.', ja: 'ハートをデザインしよう。' },
  rules: { en: 'One original NFT per creator.', ja: 'クリエイター1人につきオリジナルNFT1点。' },
  finalistCount: 2,
  votesPerAccount: 2,
  entriesPerCreator: 1,
  prizes: [
    { name: 'Gold', amount: '1000', token: 'USD', awardedBy: 'judges', winners: 1 },
    { name: 'Popularity', amount: '600', token: 'USD', awardedBy: 'votes', winners: 1 },
  ],
  ...dates,
});

async function votesShown(page: Page, entryId: number): Promise<string | null> {
  return page
    .locator(`[data-contest-entry="${entryId}"] [data-entry-votes]`)
    .getAttribute('data-entry-votes', { timeout: 1_000 })
    .catch(() => null);
}

async function vote(page: Page, entryId: number) {
  const button = page.locator(`[data-contest-entry="${entryId}"] [data-action="vote"]`);
  await expect.poll(() => button.getAttribute('data-vote-state'), slow).toBe('open');
  await button.click();
  await expect.poll(() => button.getAttribute('data-vote-state'), slow).toBe('voted');
}

describe('contests in the browser', () => {
  it('enters an NFT, takes votes from two wallets, shows the results and the tally, in English and Japanese', async () => {
    const local1 = suite.chain('local1') as unknown as TradingChainInfo;
    const url = suite.server.url;
    const adminToken = await apiSignIn(url, operator.privateKey, 'local1');
    const contest = await apiCall<AdminContest>(url, 'POST', '/admin/contests', contestBody(schedule(-1, 24, 48, 72)), adminToken);

    const royaltyReceiver = privateKeyToAccount(generatePrivateKey()).address;
    const nft = await mintNft(local1, creator.privateKey, { name: 'Browser Heart', royaltyReceiver, royaltyBps: 0 });
    await waitForIndexedNft(url, nft);

    // The creator enters it: picked from their own NFTs, contact details, the prefilled prize wallet, the rules.
    const entrant = await openSignedIn(suite, 'local1', creator.privateKey, `/upload-vote-nft/${contest.id}`);
    const form = entrant.page.locator('[data-form="contest-entry"]');
    await form.waitFor(slow);
    const option = `${url}${nftPath(nft)}`;
    await expect.poll(() => form.locator(`select[data-field="pick-nft"] option[value="${option}"]`).count(), slow).toBe(1);
    await form.locator('select[data-field="pick-nft"]').selectOption(option);
    await expect.poll(() => form.locator('input[data-field="walletAddress"]').inputValue(), eventually).toBe(creator.address);
    await form.locator('[data-action="submit-entry"]').click();
    // The spec's message for a missing email, and nothing sent.
    await form.getByText('An email is requested for contest contact').waitFor(eventually);
    await form.locator('input[data-field="email"]').fill('heart.artist@example.com');
    await form.locator('input[data-field="zipCode"]').fill('100-0001');
    await form.locator('input[data-field="phone"]').fill('+81 90-1234-5678');
    await form.locator('input[data-field="acceptRules"]').check();
    await form.locator('[data-action="submit-entry"]').click();
    await entrant.page.getByText('Your entry is in').first().waitFor(slow);
    const mine = entrant.page.locator('[data-my-entry]');
    await expect.poll(() => mine.getAttribute('data-entry-status'), slow).toBe('pending');
    const entryId = Number(await mine.getAttribute('data-my-entry'));
    // Contact details never reach a public page.
    await entrant.page.goto(`${url}/vote-activity/${contest.id}`);
    await entrant.page.locator(`[data-contest-entry="${entryId}"]`).waitFor(slow);
    expect(await entrant.page.content()).not.toContain('heart.artist@example.com');

    // The first voter's page waits in the entries phase, its countdown running to voting on the marketplace's clock.
    const contestPath = `/vote-activity/${contest.id}`;
    const first = await openSignedIn(suite, 'local1', voters[0].privateKey, contestPath);
    await followServerClock(first.page, contestPath);
    await expect.poll(() => phaseShown(first.page), slow).toBe('entries');
    await expect.poll(() => first.page.locator('[data-countdown]').getAttribute('data-countdown'), slow).toBe('voting');
    await first.page.locator(`[data-contest-entry="${entryId}"]`).waitFor(slow);
    await expect.poll(() => first.page.locator(`[data-contest-entry="${entryId}"] [data-action="vote"]`).count(), eventually).toBe(0);

    // Voting opens by the clock: the countdown reaches zero and the page reads the new phase by itself. Two wallets
    // vote; each sees its votes left go down and the count go up, the other's page follows.
    await passTime(contest.votingStartAt, [first.page]);
    await expect.poll(() => phaseShown(first.page), slow).toBe('voting');
    await expect.poll(() => votesShown(first.page, entryId), slow).toBe('0');
    await vote(first.page, entryId);
    await expect.poll(() => votesShown(first.page, entryId), slow).toBe('1');
    await expect.poll(() => first.page.locator('[data-votes-remaining]').getAttribute('data-votes-remaining'), slow).toBe('1');
    const second = await openSignedIn(suite, 'local1', voters[1].privateKey, contestPath);
    await followServerClock(second.page, contestPath);
    await expect.poll(() => votesShown(second.page, entryId), slow).toBe('1');
    await vote(second.page, entryId);
    await expect.poll(() => votesShown(second.page, entryId), slow).toBe('2');
    await expect.poll(() => votesShown(first.page, entryId), slow).toBe('2');

    // Judging by the clock: voting closes on both pages; the operator awards the judged prize.
    await passTime(contest.judgingStartAt, [first.page, second.page]);
    for (const tab of [first, second]) {
      await expect.poll(() => phaseShown(tab.page), slow).toBe('judging');
      await expect.poll(() => tab.page.locator(`[data-contest-entry="${entryId}"] [data-action="vote"]`).count(), slow).toBe(0);
    }
    const gold = contest.prizes.find((prize) => prize.name === 'Gold')!;
    await apiCall(url, 'POST', `/admin/contests/${contest.id}/awards`, { prizeId: gold.id, entryIds: [entryId] }, adminToken);

    // The results date passes: the open page shows the results when its countdown reaches zero.
    await passTime(contest.resultsAt, [first.page, second.page]);
    const { page } = first;
    await expect.poll(() => phaseShown(page), slow).toBe('results');
    const results = page.locator('[data-contest-results]');
    await results.waitFor(slow);
    await expect.poll(() => results.locator(`[data-finalist="${entryId}"]`).getAttribute('data-rank'), eventually).toBe('1');
    for (const prize of contest.prizes) {
      await expect
        .poll(() => results.locator(`[data-prize-winners="${prize.id}"] [data-winner-entry="${entryId}"]`).count(), eventually)
        .toBe(1);
    }
    // The public tally: both votes with signatures that verify offline and recount to the count shown.
    const tallyHref = await results.locator('[data-tally-link]').getAttribute('href');
    const tally = (await (await fetch(new URL(tallyHref!, url))).json()) as { data: ContestTally };
    const counted = tally.data.votes.filter((entry) => !entry.voided);
    expect(counted.map((entry) => entry.voter.toLowerCase()).sort()).toEqual(voters.map((voter) => voter.address.toLowerCase()).sort());
    for (const signed of counted) {
      const typedData = contestVoteTypedData({ contestId: contest.id, entryId: signed.entryId, voter: signed.voter, nonce: signed.nonce });
      await expect(
        verifyTypedData({ ...typedData, address: signed.voter as `0x${string}`, signature: signed.signature as `0x${string}` }),
      ).resolves.toBe(true);
    }
    expect(tally.data.counts).toEqual([{ entryId, votes: counted.length }]);

    // In Japanese: the finished list and the results.
    await page.evaluate(`globalThis.sessionStorage.setItem('lang', 'ja')`);
    await page.goto(`${url}/vote-list/finished`);
    const card = page.locator(`[data-contest-card="${contest.id}"]`);
    await card.getByText('ブラウザ・ハート・コンテスト').waitFor(slow);
    await card.getByText('結果発表').waitFor(eventually);
    await card.getByText('1件のエントリー').waitFor(eventually);
    await card.click();
    await page.locator('[data-contest-results]').getByRole('heading', { name: '結果' }).waitFor(slow);
    await page.getByText('公開集計：すべての投票とその署名').waitFor(eventually);
    await page.locator(`[data-contest-entry="${entryId}"]`).getByText('2票').waitFor(eventually);
    for (const tab of [entrant, first, second]) expect(tab.errors).toEqual([]);
    // Three signed-in tabs, a mint, wallet signatures and three phase changes: minutes on a busy 2-core machine.
  }, 240_000);
});
