// Browser test of staking (issue 14, item 8; docs/decisions/041-staking-in-the-product.md): an operator funds an
// activity from Node, a holder stakes two NFTs from /stake-event in Chromium with the injected wallet, watches the
// reward grow, is refused staking one again ("already staked"), claims after anvil time travel past the lock
// period, unstakes, and finds the NFTs back in the collected tab; the stake market in Japanese.
import { parseAbi, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { deployerAccount, testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { eventually } from './harness/eventually';
import type { ApiCallError } from './harness/trading-fixtures';
import { apiCall, apiSignIn, chainClients, mintNft, waitForIndexedNft, type TradingChainInfo } from './harness/trading-fixtures';
import { openSignedIn } from './harness/signed-in-tab';

const suite = browserSuite({ seedDemoData: false });
const holder = testAccounts[5]!;
type StakeChainInfo = TradingChainInfo & { stakeContract: Address; paymentTokens: { address: string; symbol: string; native: boolean }[] };

const stakingAbi = parseAbi([
  'function createActivity(address[] collections, address rewardToken, uint256 rewardAmount, uint64 startTime, uint64 endTime, uint64 lockPeriod, uint256 maxStaked) returns (uint256)',
  'function activityCount() view returns (uint256)',
]);
const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

async function rpc(url: string, method: string, params: unknown[]) {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

describe('staking in the browser', () => {
  it('stakes two NFTs, shows the reward growing, refuses a second stake, claims after the lock, unstakes', async () => {
    const local1 = suite.chain('local1') as unknown as StakeChainInfo;
    const stable = local1.paymentTokens.find((token) => !token.native && token.symbol !== 'WETH')!;
    const operator = chainClients(local1, privateKeyToAccount(deployerAccount.privateKey));
    const send = async (request: Parameters<NonNullable<typeof operator.wallet>['writeContract']>[0]) =>
      operator.client.waitForTransactionReceipt({ hash: await operator.wallet!.writeContract(request) });
    const reward = parseUnits('8640', 6);
    await send({
      address: stable.address as Address,
      abi: tokenAbi,
      functionName: 'mint',
      args: [deployerAccount.address, reward],
    } as never);
    await send({
      address: stable.address as Address,
      abi: tokenAbi,
      functionName: 'approve',
      args: [local1.stakeContract, reward],
    } as never);
    const now = (await operator.client.getBlock()).timestamp;
    await send({
      address: local1.stakeContract,
      abi: stakingAbi,
      functionName: 'createActivity',
      args: [[local1.ERC721Contract as Address], stable.address as Address, reward, now, now + 86_400n, 600n, 0n],
    } as never);
    const activityId = (await operator.client.readContract({
      address: local1.stakeContract,
      abi: stakingAbi,
      functionName: 'activityCount',
    })) as bigint;
    const royaltyReceiver = privateKeyToAccount(generatePrivateKey()).address;
    const nfts = [
      await mintNft(local1, holder.privateKey, { name: 'Staked one', royaltyReceiver, royaltyBps: 0 }),
      await mintNft(local1, holder.privateKey, { name: 'Staked two', royaltyReceiver, royaltyBps: 0 }),
    ];
    for (const nft of nfts) await waitForIndexedNft(suite.server.url, nft);

    // A visitor without a wallet is told how to take part, and sees the total staked over time (nothing yet).
    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.url}/stake-event/local1-${activityId}`);
    await visitor.getByText('Connect your wallet to stake the eligible NFTs you hold.').waitFor(eventually);
    // It names the chain and the contract whose NFTs it takes (no collection name here: its address, shortened).
    const contract = local1.ERC721Contract.toLowerCase();
    await visitor.locator('[data-staking-eligible] [data-chain-badge="local1"]').waitFor(eventually);
    await visitor
      .locator('[data-staking-eligible]')
      .getByText(`${contract.slice(0, 6)}…${contract.slice(-4)}`)
      .waitFor(eventually);
    await visitor.close();

    const { page } = await openSignedIn(suite, 'local1', holder.privateKey, `/stake-event/local1-${activityId}`);
    await page.locator('[data-stakeable]').first().waitFor(eventually);
    await page.locator('[data-staking-connect]').waitFor({ state: 'detached' });
    for (const nft of nfts) await page.locator(`[data-stakeable="${nft.tokenId}"]`).check({ timeout: 15_000 });
    await page.locator('[data-action="stake"]').click();
    await page.getByText('Successfully staked').first().waitFor(eventually);
    await page.goto(`${suite.server.url}/stake-event/local1-${activityId}`);
    await expect.poll(() => page.locator('[data-stake]').count(), eventually).toBe(2);

    // The reward grows while the page is open.
    const firstReward = page.locator('[data-live-reward]').first();
    // Written as prices are ("1,234.5 TUSD"): the number without its thousands separators.
    const shown = async () => Number((await firstReward.innerText()).split(' ')[0]!.replaceAll(',', ''));
    const before = await shown();
    await expect.poll(shown, eventually).toBeGreaterThan(before);

    // Staking a staked NFT again is refused.
    const token = await apiSignIn(suite.server.url, holder.privateKey, 'local1');
    const again = apiCall(
      suite.server.url,
      'POST',
      '/staking/build',
      {
        action: 'stake',
        chain: 'local1',
        activityId: activityId.toString(),
        items: [{ contractAddress: nfts[0]!.contractAddress, tokenId: nfts[0]!.tokenId }],
      },
      token,
    );
    await expect(again).rejects.toMatchObject({ code: 'already_staked' } satisfies Partial<ApiCallError>);

    // Past the lock period: claim, then unstake.
    await rpc(local1.rpcUrl, 'evm_increaseTime', [700]);
    await rpc(local1.rpcUrl, 'evm_mine', []);
    // Once the indexer has seen the jump, the API judges the stakes on the chain's clock: claimable.
    const claimable = async () => {
      const detail = await apiCall<{ stakes: { claimableReward: { value: string } }[] }>(
        suite.server.url,
        'GET',
        `/staking/activities/local1/${activityId}?staker=${holder.address}`,
      );
      return detail.stakes.filter((stake) => stake.claimableReward.value !== '0').length;
    };
    await expect.poll(claimable, eventually).toBe(2);
    await page.goto(`${suite.server.url}/stake-event/local1-${activityId}`);
    await expect.poll(() => page.locator('[data-stake] input[type="checkbox"]').count(), eventually).toBe(2);
    for (const row of await page.locator('[data-stake] input[type="checkbox"]').all()) await row.check({ timeout: 15_000 });
    await page.locator('[data-action="claim"]').click();
    await page.getByText('Successfully claimed').first().waitFor(eventually);
    await page.goto(`${suite.server.url}/stake-event/local1-${activityId}`);
    await expect.poll(() => page.locator('[data-stake] input[type="checkbox"]').count(), eventually).toBe(2);
    for (const row of await page.locator('[data-stake] input[type="checkbox"]').all()) await row.check({ timeout: 15_000 });
    await page.locator('[data-action="unstake"]').click();
    await page.getByText('Successfully unstaked').first().waitFor(eventually);

    await page.goto(`${suite.server.url}/account/${holder.address}/collected`);
    await page.getByText('Staked one').first().waitFor(eventually);
    await page.getByText('Staked two').first().waitFor(eventually);

    await page.evaluate(`globalThis.sessionStorage.setItem('lang', 'ja')`);
    await page.goto(`${suite.server.url}/stake-market/ongoing`);
    await page.getByText('開催中').first().waitFor(eventually);
    await page.getByText('ステーキング総数').first().waitFor(eventually);
  });
});
