// Live updates (issue 17 item 5; docs/decisions/050-live-updates.md): a page left open on an NFT
// shows a listing posted, the listing leaving and coming back as its seller withdraws and restores the
// approval (order events without activity, migration 0017), and a sale made elsewhere (here from Node, as
// another tab or dapp would), without a reload and without polling, through its one EventSource on /v1/events.
import { parseAbiItem, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { OrderFillResponse } from '@nft/api-contract';
import { collections } from '@nft/db';
import { devnetFeeRecipient, devnetOrderSignerKey, testAccounts } from '@nft/devnet';
import { browserSuite } from './harness/browser-suite';
import { collectConsoleErrors } from './harness/console-errors';
import { eventually } from './harness/eventually';
import { showSection } from './harness/page-helpers';
import {
  apiCall,
  apiSignIn,
  chainClients,
  mintNft,
  nftPath,
  postListing,
  waitForIndexedNft,
  type TradingChainInfo,
} from './harness/trading-fixtures';

const fee = { bps: 250, recipient: devnetFeeRecipient };
const suite = browserSuite({
  seedDemoData: false,
  env: { MARKETPLACE_FEES: JSON.stringify({ local1: fee, local2: fee }), ORDER_SIGNER_KEY: devnetOrderSignerKey },
});

const seller = testAccounts[3]!;
const buyer = testAccounts[4]!;
let local1: TradingChainInfo;

beforeAll(() => {
  local1 = suite.chain('local1') as unknown as TradingChainInfo;
});

/** Buys the listing from the buyer's key in Node: the fill the API builds, sent straight to the chain. */
async function buyFromNode(orderHash: string): Promise<void> {
  const token = await apiSignIn(suite.server.url, buyer.privateKey, 'local1');
  const fill = await apiCall<OrderFillResponse>(suite.server.url, 'POST', `/orders/local1/${orderHash}/fill`, {}, token);
  const { client, wallet } = chainClients(local1, privateKeyToAccount(buyer.privateKey));
  for (const step of [...fill.steps, fill.transaction]) {
    const hash = await wallet!.sendTransaction({ to: step.to as Address, data: step.data as Hex, value: BigInt(step.value) });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
}

const approvalForAll = parseAbiItem('event ApprovalForAll(address indexed owner, address indexed operator, bool approved)');
const setApprovalForAll = parseAbiItem('function setApprovalForAll(address operator, bool approved)');

/** Sets the seller's approval of the operator its listing approved (Seaport's conduit), from Node. */
async function approveListedOperator(contract: Address, approved: boolean): Promise<void> {
  const { client, wallet } = chainClients(local1, privateKeyToAccount(seller.privateKey));
  const logs = await client.getLogs({ address: contract, event: approvalForAll, args: { owner: seller.address }, fromBlock: 0n });
  const operator = logs.at(-1)!.args.operator!;
  const hash = await wallet!.writeContract({
    address: contract,
    abi: [setApprovalForAll],
    functionName: 'setApprovalForAll',
    args: [operator, approved],
  });
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
}

describe('live updates', () => {
  it('an NFT page left open shows a new listing and then its sale on local1, without a reload', async () => {
    const royaltyReceiver = privateKeyToAccount(testAccounts[5]!.privateKey).address;
    const nft = await mintNft(local1, seller.privateKey, { name: 'Live #1', royaltyReceiver, royaltyBps: 500 });
    await waitForIndexedNft(suite.server.url, nft);

    const page = await suite.browser.newPage();
    onTestFinished(() => page.close());
    const errors = collectConsoleErrors(page);
    const streams: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/events') streams.push(request.url());
    });
    await page.goto(suite.server.url + nftPath(nft));
    await showSection(page, 'history');
    await page.locator('[data-activity-kind="mint"]').waitFor({ timeout: 30_000 });
    await page.locator(`[data-owned-by] [data-address="${seller.address.toLowerCase()}"]`).waitFor();
    // Marks this document: a reload or a navigation would lose it.
    await page.evaluate(() => Object.assign(globalThis, { liveMarker: 'still here' }));
    await expect.poll(() => streams.length, eventually).toBe(1);

    const sellerToken = await apiSignIn(suite.server.url, seller.privateKey, 'local1');
    const orderHash = await postListing(suite.server.url, local1, { key: seller.privateKey, token: sellerToken }, nft, { price: '0.1' });
    await page.locator('[data-activity-kind="list"]').waitFor({ timeout: 30_000 });
    const listingRow = page.locator(`[data-buy-panel][data-order-hash="${orderHash}"]`);
    await listingRow.waitFor({ timeout: 30_000 });

    // The seller withdraws, then restores, the approval: the indexer marks the listing inactive, then active again,
    // with no activity row; the open page follows through the stream's `order` events (decision 050 "Update").
    await approveListedOperator(nft.contractAddress as Address, false);
    await listingRow.waitFor({ state: 'detached', timeout: 30_000 });
    await approveListedOperator(nft.contractAddress as Address, true);
    await listingRow.waitFor({ timeout: 30_000 });

    await buyFromNode(orderHash);
    await page.locator('[data-activity-kind="sale"]').waitFor({ timeout: 30_000 });
    await page.locator(`[data-owned-by] [data-address="${buyer.address.toLowerCase()}"]`).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (globalThis as { liveMarker?: string }).liveMarker)).toBe('still here');
    // One stream for the whole tab, never reopened while it stayed connected.
    expect(streams).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("a collection page left open draws a new listing's floor on its chart, without a reload", async () => {
    // The floor moves after the listing's own event (decision 074); its `floor` event (decision 075) redraws the chart.
    const royaltyReceiver = privateKeyToAccount(testAccounts[5]!.privateKey).address;
    const nft = await mintNft(local1, seller.privateKey, { name: 'Live floor #1', royaltyReceiver, royaltyBps: 0 });
    await waitForIndexedNft(suite.server.url, nft);
    const { db } = suite.server.database;
    const [collection] = await db
      .insert(collections)
      .values({ chain: 'local1', creatorAddress: seller.address.toLowerCase(), name: 'Live floors' })
      .returning({ id: collections.id });
    // Minted on the platform contract without a draft, it has no collection: put it in this one (the values are the
    // mint's own, checked as hex and digits before they go into the statement).
    expect(nft.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect(nft.tokenId).toMatch(/^\d+$/);
    await db.execute(
      `update nfts set collection_id = ${Number(collection!.id)} where chain = 'local1' and contract_address = '${nft.contractAddress}' and token_id = ${nft.tokenId}`,
    );

    const page = await suite.browser.newPage();
    onTestFinished(() => page.close());
    const errors = collectConsoleErrors(page);
    await page.goto(`${suite.server.url}/collection-detail/${collection!.id}/items`);
    const chart = page.locator('[data-section="collection-price-history"]');
    await chart.scrollIntoViewIfNeeded({ timeout: 30_000 });
    // Nothing sold or listed yet.
    await chart.locator('[data-chart-state="empty"]').waitFor({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(globalThis, { liveMarker: 'still here' }));

    const sellerToken = await apiSignIn(suite.server.url, seller.privateKey, 'local1');
    await postListing(suite.server.url, local1, { key: seller.privateKey, token: sellerToken }, nft, { price: '0.1' });
    await chart.locator('[data-floor-steps]').waitFor({ state: 'attached', timeout: 30_000 });
    const todaysFloor = chart.locator('[data-price-table] tbody tr').last().locator('td').nth(2);
    await expect.poll(() => todaysFloor.textContent(), eventually).toBe('0.1 ETH');
    expect(await page.evaluate(() => (globalThis as { liveMarker?: string }).liveMarker)).toBe('still here');
    expect(errors).toEqual([]);
  });
});
