import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { createPublicClient, http, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import {
  collections,
  homeArtists,
  homeDerivatives,
  homeEvents,
  homeFavorites,
  homeTopCollections,
  media,
  nftAttributes,
  nfts,
  ownerships,
  type DatabaseHandle,
} from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { createLocalMediaStore } from '@nft/media';
import { startTestChain, type TestChain } from '../testing';
import type { DevnetChain } from '../devnet/start-devnet';
import { demoCatalogue, type DemoCollection } from './demo-catalogue';
import { seedDemoData } from './seed-demo-data';
import type { SeedContext } from './seed-context';

// A small catalogue keeps the test quick while covering both chains and both token standards.
const catalogue: DemoCollection[] = [
  { ...demoCatalogue[0]!, items: demoCatalogue[0]!.items.slice(0, 2) },
  { ...demoCatalogue[3]!, items: demoCatalogue[3]!.items.slice(0, 2) },
];

describe('demo data seed', () => {
  let chains: TestChain[];
  let database: DatabaseHandle;
  let mediaDir: string;
  let context: SeedContext;

  beforeAll(async () => {
    chains = await Promise.all([startTestChain({ chainId: 31337 }), startTestChain({ chainId: 31338 })]);
    database = await createTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
    const devnetChains: DevnetChain[] = chains.map((c, i) => ({
      symbol: i === 0 ? 'local1' : 'local2',
      rpcUrl: c.rpcUrl,
      chainId: c.chainId,
      deployment: c.deployment,
    }));
    context = { chains: devnetChains, database, media: createLocalMediaStore(mediaDir), publicUrl: 'http://127.0.0.1:3000' };
  });

  afterAll(async () => {
    await database?.close();
    await Promise.all((chains ?? []).map((c) => c.stop()));
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('mints every item for real and records what the chain holds', async () => {
    const result = await seedDemoData(context, catalogue);
    expect(result.created).toEqual(['aurora-gradients', 'harbor-waves']);

    const rows = await database.db
      .select()
      .from(nfts)
      .innerJoin(
        ownerships,
        and(eq(ownerships.chain, nfts.chain), eq(ownerships.contractAddress, nfts.contractAddress), eq(ownerships.tokenId, nfts.tokenId)),
      );
    expect(rows).toHaveLength(4);
    for (const { nfts: nft, ownerships: owned } of rows) {
      const chain = chains[nft.chain === 'local1' ? 0 : 1]!;
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      const contract = nft.contractAddress as Address;
      if (nft.standard === 'ERC-721') {
        const onChainOwner = await client.readContract({
          address: contract,
          abi: marketplaceErc721Abi,
          functionName: 'ownerOf',
          args: [BigInt(nft.tokenId)],
        });
        expect(onChainOwner.toLowerCase()).toBe(owned.owner);
        expect(
          await client.readContract({
            address: contract,
            abi: marketplaceErc721Abi,
            functionName: 'tokenURI',
            args: [BigInt(nft.tokenId)],
          }),
        ).toBe(nft.tokenUri);
      } else {
        const balance = await client.readContract({
          address: contract,
          abi: marketplaceErc1155Abi,
          functionName: 'balanceOf',
          args: [owned.owner as Address, BigInt(nft.tokenId)],
        });
        expect(balance.toString()).toBe(owned.balance);
      }
    }
  });

  it('serves each token URI from the media store as metadata pointing at a stored image', async () => {
    const [nft] = await database.db.select().from(nfts).limit(1);
    const key = nft!.tokenUri!.split('/media/')[1]!;
    const metadata = JSON.parse((await context.media.get(key))!.data.toString()) as { image: string; attributes: unknown[] };
    const image = await context.media.get(metadata.image.split('/media/')[1]!);
    expect(image?.contentType).toBe('image/png');
    expect(image!.data.subarray(1, 4).toString()).toBe('PNG');
    const attributes = await database.db.select().from(nftAttributes).where(eq(nftAttributes.nftId, nft!.id));
    expect(attributes.length).toBe(metadata.attributes.length);
  });

  it('fills every home section: events, fan favourites and re-creations with stored pictures and links to the demo collections', async () => {
    const aurora = await database.db.select({ id: collections.id }).from(collections).where(eq(collections.name, 'Aurora Gradients'));
    const events = await database.db.select().from(homeEvents).orderBy(homeEvents.position);
    const favorites = await database.db.select().from(homeFavorites);
    const derivatives = await database.db.select().from(homeDerivatives);
    expect([events.length, favorites.length, derivatives.length]).toEqual([3, 3, 4]);
    // The Aurora event links to its collection page; a collection this catalogue left out falls back to explore.
    expect(events[0]!.linkUrl).toBe(`http://127.0.0.1:3000/collection-detail/${aurora[0]!.id}/collected`);
    expect(favorites.find((row) => row.title === 'Geometry Club')?.linkUrl).toBe('http://127.0.0.1:3000/market-place');
    const pictureIds = [
      ...events.map((row) => row.pictureMediaId),
      ...favorites.flatMap((row) => [row.iconMediaId, row.headerIconMediaId]),
      ...derivatives.flatMap((row) => [row.iconMediaId, row.headerIconMediaId]),
    ];
    expect(pictureIds.every((id) => typeof id === 'number')).toBe(true);
    for (const id of new Set(pictureIds)) {
      const [row] = await database.db.select({ key: media.storageKey }).from(media).where(eq(media.id, id!));
      expect((await context.media.get(row!.key))?.data.length ?? 0).toBeGreaterThan(0);
    }
    const artists = await database.db.select({ accountAddress: homeArtists.accountAddress }).from(homeArtists);
    expect(artists.every((row) => /^0x[0-9a-f]{40}$/.test(row.accountAddress ?? ''))).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const before = await database.db.select({ n: count() }).from(nfts);
    const again = await seedDemoData(context, catalogue);
    expect(again.created).toEqual([]);
    expect(await database.db.select({ n: count() }).from(nfts)).toEqual(before);
    expect(await database.db.select({ n: count() }).from(collections)).toEqual([{ n: 2 }]);
    expect(await database.db.select({ n: count() }).from(homeTopCollections)).toEqual([{ n: 2 }]);
    expect(await database.db.select({ n: count() }).from(homeArtists)).toEqual([{ n: 4 }]);
    expect(await database.db.select({ n: count() }).from(homeEvents)).toEqual([{ n: 3 }]);
    expect(await database.db.select({ n: count() }).from(homeDerivatives)).toEqual([{ n: 4 }]);
  });
});
