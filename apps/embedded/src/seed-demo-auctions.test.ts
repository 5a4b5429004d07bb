import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import { marketplaceErc721Abi } from '@nft/contracts/abi';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import {
  demoCatalogue,
  devnetChainConfig,
  devnetFeeRecipient,
  devnetOrderSignerKey,
  devnetSettlementAddress,
  devnetSettlementKey,
  fundPaymentTokens,
  seedDemoData,
  testAccounts,
  type DemoCollection,
  type DevnetChain,
} from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { indexedChainsFromRegistry, registerPlatformContracts, startIndexer, type RunningIndexer } from '@nft/indexer';
import { createLocalMediaStore } from '@nft/media';
import { buildApp, loadConfig, withTradingDefaults } from '@nft/api';
import { nftDetailSchema, orderPageSchema } from '@nft/api-contract';
import { demoAuctions, seedDemoAuctions, type DemoAuction, type SeedAuctionsResult } from './seed-demo-auctions';
import type { DemoApp } from './seed-demo-listings-api';
import { demoItems } from './seed-demo-listings';
import { demoOffers, seedDemoOffers, type SeedOffersResult } from './seed-demo-offers';

// The demo's auctions of the first start (docs/product.md "Auctions") on two real anvil chains, through the public
// routes, with the API's settlement job running as in `npm start`: one auction running with two bids, and one that
// closes soon and is sold by the settlement by itself. Here the short one closes 20 s after seeding (anti-sniping
// off), not the demo's five minutes; the plan is otherwise the demo's. Then the demo offers (docs/product.md "Offers"),
// seeded after the auctions as on the first start: offers on NFTs of both chains in WETH and TUSD, and a collection offer.
// The demo offers (docs/product.md "Offers") are seeded after the auctions, as on the first start.
const used = [...demoAuctions, ...demoOffers.map((offer) => ({ slug: offer.slug, index: offer.index ?? 0 }))];
const needed = (slug: string) => Math.max(...used.filter((a) => a.slug === slug).map((a) => a.index)) + 1;
const catalogue: DemoCollection[] = demoCatalogue
  .filter((demo) => used.some((entry) => entry.slug === demo.slug))
  .map((demo) => ({ ...demo, items: demo.items.slice(0, needed(demo.slug)) }));
const plan: DemoAuction[] = demoAuctions.map((auction) => (auction.endsInSeconds < 3600 ? { ...auction, endsInSeconds: 20 } : auction));

let testChains: TestChain[];
let database: DatabaseHandle;
let tempDir: string;
let app: DemoApp;
let first: SeedAuctionsResult;
let offers: SeedOffersResult;
let chains: DevnetChain[];
let indexer: RunningIndexer;

beforeAll(async () => {
  testChains = await Promise.all([startTestChain({ chainId: 31337 }), startTestChain({ chainId: 31338 })]);
  chains = testChains.map((chain, i) => ({
    symbol: i === 0 ? 'local1' : 'local2',
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployment: chain.deployment,
  }));
  // startDevnet funds the bidders' WETH and the settlement account's gas; startTestChain does not.
  for (const chain of testChains) {
    await fundPaymentTokens(chain.rpcUrl, chain.deployment, [testAccounts[8]!, testAccounts[9]!]);
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [devnetSettlementAddress, '0x56bc75e2d63100000'] }),
    });
  }
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'nft-demo-auctions-'));
  const media = createLocalMediaStore(join(tempDir, 'media'));
  const config = withTradingDefaults(
    loadConfig({
      DATA_DIR: tempDir,
      WEB_DIST_DIR: join(tempDir, 'no-web-build'),
      LOCAL_CHAINS: 'true',
      EXPLORE_CACHE_TTL_MS: '0',
      AUCTION_EXTENSION_SECONDS: '0',
      AUCTION_SETTLEMENT_INTERVAL_MS: '500',
    }),
    {
      chains: ['local1', 'local2'],
      feeBps: 250,
      feeRecipient: devnetFeeRecipient,
      orderSignerKey: devnetOrderSignerKey,
      settlementKey: devnetSettlementKey,
    },
  );
  await seedDemoData({ chains, database, media, publicUrl: config.public.publicUrl }, catalogue);
  const registry = createChainRegistry({ ...config.chains, ...devnetChainConfig({ chains, stop: async () => undefined }) });
  const indexedChains = indexedChainsFromRegistry(registry);
  await registerPlatformContracts(database.db, indexedChains);
  indexer = startIndexer({ database, chains: indexedChains, pollIntervalMs: 100 });
  app = await buildApp({ config, database, chains: registry, media, logger: false });
  await app.ready();
  first = await seedDemoAuctions({ app, database, chains, catalogue, plan });
  offers = await seedDemoOffers({ app, database, chains, catalogue });
}, 240_000);

afterAll(async () => {
  await app?.close();
  await indexer?.stop();
  await database?.close();
  await Promise.all((testChains ?? []).map((chain) => chain.stop()));
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function auctionsOn(chain: string) {
  const response = await app.inject({ url: `/v1/orders?chain=${chain}&side=listing&limit=100` });
  return orderPageSchema.parse(response.json().data).items.filter((order) => order.kind === 'auction');
}

describe('the demo auctions of the first start', () => {
  it('are made through the public routes without a refusal: an auction with two bids, and one closing soon with a bid', async () => {
    expect(first.failed).toEqual([]);
    expect(first.created).toHaveLength(2);
    expect(first.bids).toHaveLength(3);
    const [running] = await auctionsOn('local1');
    expect(running?.auctionEndTime).toBeGreaterThan(Date.now() / 1000 + 86_400);
    const bids = await app.inject({ url: `/v1/orders?side=bid&auctionOrderHash=${running!.orderHash}` });
    expect(bids.json().data.items.map((bid: { price: string }) => bid.price)).toEqual(['150000000000000000', '100000000000000000']);
  });

  it('the short auction is sold to its bidder by the settlement job after it closes', async () => {
    const [short] = await auctionsOn('local2');
    const client = createPublicClient({ transport: http(chains[1]!.rpcUrl) });
    const owner = () =>
      client.readContract({
        address: chains[1]!.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'ownerOf',
        args: [BigInt(short!.tokenId!)],
      });
    const deadline = short!.auctionEndTime! * 1000 + 30_000;
    while ((await owner()) !== (testAccounts[9]!.address as Address)) {
      if (Date.now() > deadline) throw new Error('not settled within 30 s of the end');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await owner()).toBe(testAccounts[9]!.address);
    // The indexer reads the match: the auction filled, a `settlement` row for the sale at the bid's price.
    const detail = async () => (await app.inject({ url: `/v1/orders/local2/${short!.orderHash}` })).json().data;
    while ((await detail()).status !== 'filled') {
      if (Date.now() > deadline + 30_000) throw new Error('the indexer did not record the settlement');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const history = await app.inject({ url: `/v1/nfts/local2/${short!.contract}/${short!.tokenId}/activity` });
    const kinds = (history.json().data?.items ?? []).map((row: { kind: string; price: string | null }) => `${row.kind}:${row.price}`);
    expect(kinds).toContain('settlement:60000000000000000');
  }, 90_000);

  it('a second start adds nothing', async () => {
    const again = await seedDemoAuctions({ app, database, chains, catalogue, plan });
    expect(again).toEqual({ created: [], bids: [], failed: [] });
    expect(await seedDemoOffers({ app, database, chains, catalogue })).toEqual({ created: [], failed: [] });
    expect(await offersOn('local1', 'item')).toHaveLength(2);
    expect(await offersOn('local2', 'collection')).toHaveLength(1);
  });
});

async function offersOn(chain: string, target: 'item' | 'collection') {
  const response = await app.inject({ url: `/v1/orders?chain=${chain}&side=offer&target=${target}&limit=100` });
  return orderPageSchema.parse(response.json().data).items;
}

async function bestOfferOf(chain: string, contract: string, tokenId: string) {
  const response = await app.inject({ url: `/v1/nfts/${chain}/${contract}/${tokenId}` });
  return nftDetailSchema.parse(response.json().data).bestOffer;
}

describe('the demo offers of the first start', () => {
  it('are made through the public routes without a refusal, by accounts that do not own the items, in WETH and TUSD', async () => {
    expect(offers.failed).toEqual([]);
    expect(offers.created).toHaveLength(demoOffers.length);
    const items = [...(await offersOn('local1', 'item')), ...(await offersOn('local2', 'item'))];
    expect(items).toHaveLength(demoOffers.filter((offer) => offer.index !== undefined).length);
    const makers = new Set([testAccounts[8]!.address.toLowerCase(), testAccounts[9]!.address.toLowerCase()]);
    for (const offer of items) {
      expect(offer.status).toBe('active');
      expect(makers.has(offer.maker)).toBe(true);
      // The demo creators (accounts 1 to 4) hold these items: never the offer's maker.
      const owners = (await app.inject({ url: `/v1/nfts/${offer.chain}/${offer.contract}/${offer.tokenId}` })).json().data.owners;
      expect(owners.map((owner: { address: string }) => owner.address)).not.toContain(offer.maker);
    }
    const currencies = new Set(items.map((offer) => offer.currency.toLowerCase()));
    expect(currencies).toEqual(
      new Set([chains[0]!.deployment.wrappedNative.toLowerCase(), chains[0]!.deployment.stableToken.toLowerCase()]),
    );
    // TUSD has 6 decimals: 30 TUSD is 30,000,000 base units.
    expect(items.map((offer) => offer.price)).toContain('30000000');
  });

  it('one collection offer on Geometry Studies, in WETH', async () => {
    const [collectionOffer, ...others] = await offersOn('local2', 'collection');
    expect(others).toEqual([]);
    expect(collectionOffer).toMatchObject({ side: 'offer', target: 'collection', tokenId: null, price: '20000000000000000' });
    expect(collectionOffer!.currency.toLowerCase()).toBe(chains[1]!.deployment.wrappedNative.toLowerCase());
    expect(await offersOn('local1', 'collection')).toEqual([]);
  });

  it('each NFT offered on shows its offer as the best offer; another item of the collection shows the collection offer', async () => {
    for (const chain of ['local1', 'local2']) {
      for (const offer of await offersOn(chain, 'item')) {
        expect(await bestOfferOf(chain, offer.contract, offer.tokenId!)).toMatchObject({ orderHash: offer.orderHash, price: offer.price });
      }
    }
    const [collectionOffer] = await offersOn('local2', 'collection');
    const study = catalogue.find((demo) => demo.slug === 'geometry-studies')!;
    const study2 = (await demoItems(database, study))[1]!;
    expect(await bestOfferOf('local2', study2.contract, study2.tokenId)).toMatchObject({ orderHash: collectionOffer!.orderHash });
  });
});
