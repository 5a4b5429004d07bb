import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainRegistry } from '@nft/chains';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { demoCatalogue, seedDemoData, testAccounts, type DemoCollection, type DevnetChain } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createLocalMediaStore } from '@nft/media';
import { buildApp } from './app';
import { buildMediaServer } from './modules/media/media-server';
import { loadConfig } from './config/env';
import { collectionPageSchema, activityPageSchema, nftDetailSchema, nftPageSchema } from '@nft/api-contract';

// What a newcomer sees after `npm start`: the demo seed (real mints on two anvil chains, stored
// art) read back through the API, media included. A small catalogue keeps it quick: one ERC-721
// collection on local1 and one ERC-1155 collection on local2.
const catalogue: DemoCollection[] = [
  { ...demoCatalogue[0]!, items: demoCatalogue[0]!.items.slice(0, 2) },
  { ...demoCatalogue[3]!, items: demoCatalogue[3]!.items.slice(0, 2) },
];
const publicUrl = 'http://127.0.0.1:3000';
// Token URIs and images point at the media origin, which its own listener serves (docs/security.md row 8).
const mediaOrigin = 'http://127.0.0.1:3001';

let chains: TestChain[];
let database: DatabaseHandle;
let tempDir: string;
let app: FastifyInstance;
let mediaServer: FastifyInstance;

beforeAll(async () => {
  chains = await Promise.all([startTestChain({ chainId: 31337 }), startTestChain({ chainId: 31338 })]);
  database = await createTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'nft-api-demo-'));
  const media = createLocalMediaStore(join(tempDir, 'media'));
  const devnetChains: DevnetChain[] = chains.map((chain, i) => ({
    symbol: i === 0 ? 'local1' : 'local2',
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployment: chain.deployment,
  }));
  await seedDemoData({ chains: devnetChains, database, media, publicUrl, mediaOrigin }, catalogue);
  mediaServer = await buildMediaServer({ store: media });
  const config = loadConfig({
    DATA_DIR: tempDir,
    WEB_DIST_DIR: join(tempDir, 'no-web-build'),
    LOCAL_CHAINS: 'true',
    PUBLIC_URL: publicUrl,
  });
  app = await buildApp({ config, database, chains: createChainRegistry(config.chains), media, logger: false });
});

afterAll(async () => {
  await app?.close();
  await mediaServer?.close();
  await database?.close();
  await Promise.all((chains ?? []).map((chain) => chain.stop()));
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function get(url: string) {
  const response = await app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

async function expectServedImage(url: string | null | undefined) {
  expect(url?.startsWith(`${mediaOrigin}/media/`)).toBe(true);
  const response = await mediaServer.inject({ url: url!.slice(mediaOrigin.length) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
}

describe('the demo catalogue through the read API', () => {
  it('lists the seeded collections with their stored images', async () => {
    const { items } = collectionPageSchema.parse(await get('/v1/collections?sort=oldest'));
    expect(items.map((item) => [item.name, item.chain, item.verified])).toEqual([
      ['Aurora Gradients', 'local1', true],
      ['Harbor Waves', 'local2', false],
    ]);
    for (const item of items) for (const image of [item.logo, item.featured, item.banner]) await expectServedImage(image?.url);
    expect(items[0]).toMatchObject({ creator: testAccounts[1]!.address.toLowerCase(), royaltyBps: 500, stats: { items: 2, owners: 1 } });
  });

  it('shows each minted token with its owner, and its detail with attributes, mint and history', async () => {
    const {
      items: [aurora, harbor],
    } = collectionPageSchema.parse(await get('/v1/collections?sort=oldest'));
    const erc721 = nftPageSchema.parse(await get(`/v1/nfts?collection=${aurora!.id}&sort=oldest`)).items;
    expect(erc721.map((nft) => [nft.name, nft.standard, nft.owner])).toEqual([
      ['Aurora #1', 'ERC-721', testAccounts[1]!.address.toLowerCase()],
      ['Aurora #2', 'ERC-721', testAccounts[1]!.address.toLowerCase()],
    ]);
    const erc1155 = nftPageSchema.parse(await get(`/v1/nfts?collection=${harbor!.id}&chain=local2`)).items;
    expect(erc1155.map((nft) => [nft.standard, nft.owner, nft.ownerCount, nft.supply]).sort()).toEqual([
      ['ERC-1155', null, 1, '10'],
      ['ERC-1155', null, 1, '5'],
    ]);

    const first = erc721[0]!;
    await expectServedImage(first.image?.url);
    const detail = nftDetailSchema.parse(
      await get(`/v1/nfts/local1/${first.contractAddress.toUpperCase().replace('0X', '0x')}/${first.tokenId}`),
    );
    expect(detail.attributes.map((attribute) => attribute.traitType)).toEqual(['Mood', 'Rarity', 'Brightness']);
    expect(detail.tokenUri?.startsWith(`${mediaOrigin}/media/`)).toBe(true);
    expect(detail.mint?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const history = activityPageSchema.parse(await get(`/v1/nfts/local1/${first.contractAddress}/${first.tokenId}/activity`));
    expect(history.items.map((event) => [event.kind, event.txHash])).toEqual([['mint', detail.mint!.txHash]]);
    const collectionHistory = activityPageSchema.parse(await get(`/v1/collections/${aurora!.id}/activity`));
    expect(collectionHistory.items).toHaveLength(2);
  });

  it('fills the home banner with the seeded collections and lists the demo creators', async () => {
    const { items } = collectionPageSchema.parse(await get('/v1/collections?sort=oldest'));
    const { content } = await get('/v1/newfrontpage/topcollection');
    expect(content.map((slide: { collection_id: number }) => slide.collection_id)).toEqual(items.map((item) => item.id));
    for (const slide of content) {
      await expectServedImage(slide.back_ground_url);
      await expectServedImage(slide.icon_url);
    }
    const artists = (await get('/v1/newfrontpage/artist')).content as {
      id: number;
      artist: string;
      header_icon_url: string;
      link_url: string;
    }[];
    expect(artists.length).toBeGreaterThan(0);
    for (const artist of artists) {
      await expectServedImage(artist.header_icon_url);
      expect(artist.link_url).toMatch(new RegExp(`^${publicUrl}/account/0x[0-9a-fA-F]{40}/created$`));
      // Each demo creator is linked to the account its link names, so its artist page lists its works.
      const page = await get(`/v1/artists/${artist.id}`);
      expect(page).toMatchObject({ id: artist.id, artist: artist.artist, account_address: artist.link_url.split('/')[4]!.toLowerCase() });
    }
  });
});
