import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http, parseEther } from 'viem';
import { buildApp, loadConfig, withTradingDefaults } from '@nft/api';
import { createChainRegistry } from '@nft/chains';
import { chainContractsFromDeployment, marketplaceErc721Abi } from '@nft/contracts';
import { activity, fills, orders, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { devnetFeeRecipient, devnetOrderSignerKey, testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { indexedChainsFromRegistry, registerPlatformContracts, startIndexer, type RunningIndexer } from '@nft/indexer';
import { createLocalMediaStore } from '@nft/media';
import type { DemoApp } from '../seed-demo-listings-api';
import { auditBook } from './book-audit';
import { chainActor, type ChainActor } from './chain-actors';
import { buildSignedListing, injectCall, postListing, requestFill, signIn, type AnswerLog, type Call } from './marketplace-client';

// Two buyers race for one ERC-721 listing through the whole composition (docs/security.md row 14):
// the real API hands both a fill, both send it at once, Seaport lets one through, and the real
// indexer settles the book once. The API-only race is apps/api/src/modules/order-fill/order-fill-anvil.test.ts.
let chain: TestChain;
let database: DatabaseHandle;
let tempDir: string;
let app: DemoApp;
let indexer: RunningIndexer;
let call: Call;
const answers: AnswerLog = [];

beforeAll(async () => {
  [chain, database, tempDir] = await Promise.all([
    startTestChain({ chainId: 31337 }),
    createTestDatabase(),
    mkdtemp(join(tmpdir(), 'nft-concurrent-buys-')),
  ]);
  const config = withTradingDefaults(
    loadConfig({ DATA_DIR: tempDir, WEB_DIST_DIR: join(tempDir, 'no-web-build'), LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' }),
    { chains: ['local1'], feeBps: 250, feeRecipient: devnetFeeRecipient, orderSignerKey: devnetOrderSignerKey },
  );
  const registry = createChainRegistry({
    ...config.chains,
    localChains: { enabled: true, rpcUrls: { local1: chain.rpcUrl } },
    contracts: { local1: chainContractsFromDeployment(chain.deployment) },
  });
  const indexedChains = indexedChainsFromRegistry(registry, ['local1']);
  await registerPlatformContracts(database.db, indexedChains);
  indexer = startIndexer({ database, chains: indexedChains, pollIntervalMs: 50 });
  app = await buildApp({ config, database, chains: registry, media: createLocalMediaStore(join(tempDir, 'media')), logger: false });
  call = injectCall(app, answers);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await indexer?.stop();
  await database?.close();
  await chain?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const client = () => createPublicClient({ transport: http(chain.rpcUrl) });

async function indexed(receipt: { blockNumber: bigint }) {
  await indexer.waitForBlock('local1', Number(receipt.blockNumber));
}

describe('two concurrent buys of one ERC-721 listing, with the indexer', () => {
  it('one succeeds, the other reverts; the book records one fill and one sale, filled once, and the loser is told 409', async () => {
    const seller = chainActor(chain, testAccounts[1]!.privateKey);
    const buyers: ChainActor[] = [chainActor(chain, testAccounts[2]!.privateKey), chainActor(chain, testAccounts[3]!.privateKey)];
    const tokenId = await seller.mint721(testAccounts[5]!.address);
    await seller.approveConduit();
    // The NFT row exists once the mint is indexed; the listing's best-listing cache lives on it.
    await indexed({ blockNumber: await client().getBlockNumber() });
    const sellerToken = await signIn(call, seller.account, 'local1');
    const listing = await buildSignedListing(call, sellerToken, seller.account, {
      chain: 'local1',
      contract: chain.deployment.erc721.toLowerCase(),
      tokenId: tokenId.toString(),
      price: '0.3',
      endTime: Math.floor(Date.now() / 1000) + 86_400,
    });
    const posted = await postListing(call, sellerToken, listing);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const orderHash = (posted.body.data as { orderHash: string }).orderHash;

    const tokens = await Promise.all(buyers.map((buyer) => signIn(call, buyer.account, 'local1')));
    const fillsHanded = await Promise.all(buyers.map((_, i) => requestFill(call, tokens[i]!, 'local1', orderHash)));
    for (const fill of fillsHanded) expect(fill.status, JSON.stringify(fill.body)).toBe(200);
    // Both sent before either is mined: anvil puts them in one block or two, Seaport lets one through.
    const receipts = await Promise.all(buyers.map((buyer, i) => buyer.send(fillsHanded[i]!.fill!.transaction)));
    const statuses = receipts.map((receipt) => receipt.status);
    expect(statuses.toSorted()).toEqual(['reverted', 'success']);
    const winner = buyers[statuses.indexOf('success')]!;
    const loserToken = tokens[statuses.indexOf('reverted')]!;
    const owner = await client().readContract({
      address: chain.deployment.erc721,
      abi: marketplaceErc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
    expect(owner).toBe(winner.address);
    for (const receipt of receipts) await indexed(receipt);

    const fillRows = await database.db
      .select()
      .from(fills)
      .where(and(eq(fills.chain, 'local1'), eq(fills.orderHash, orderHash)));
    expect(fillRows.map((row) => ({ buyer: row.buyer, price: row.price }))).toEqual([
      { buyer: winner.address.toLowerCase(), price: parseEther('0.3').toString() },
    ]);
    const sales = await database.db
      .select()
      .from(activity)
      .where(and(eq(activity.chain, 'local1'), eq(activity.kind, 'sale'), eq(activity.orderHash, orderHash)));
    expect(sales.map((row) => row.toAddress)).toEqual([winner.address.toLowerCase()]);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.chain, 'local1'), eq(orders.orderHash, orderHash)));
    expect({ status: order!.status, filledQuantity: order!.filledQuantity }).toEqual({ status: 'filled', filledQuantity: '1' });

    // The book knows it from the indexer now (the API-only race learns it from Seaport: 'sold_out').
    const late = await requestFill(call, loserToken, 'local1', orderHash);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: 'order_not_fillable', details: { reason: 'filled' } });
    // The whole book against Seaport: one OrderFulfilled on chain, one fill and one sale for it.
    const audit = await auditBook(database.db, { symbol: 'local1', rpcUrl: chain.rpcUrl, deployment: chain.deployment });
    expect(audit).toEqual({ problems: [], orders: 1, fulfilledOnChain: 1 });
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  });
});
