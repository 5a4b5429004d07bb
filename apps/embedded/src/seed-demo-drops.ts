import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { accounts, accountUploads, collections, drops, media, nfts, type DatabaseHandle } from '@nft/db';
import { testAccounts, type DevnetChain } from '@nft/devnet';
import type { DropCreateResponse } from '@nft/api-contract';
import { demoApi, type DemoApp } from './seed-demo-listings-api';
import { clients } from './seed-demo-listings';

export type SeedDropsResult = { created: string[]; failed: string[] };

/** Aurora Studio (test account 1), a demo creator with an artist page, sells both demo drops on local1. */
export const demoDropCreator = 1;
/** The upcoming drop's allowlist: test accounts 5 to 7. */
export const demoDropAllowlist = [5, 6, 7];
const day = 86_400;

/**
 * The demo's drops (docs/decisions/047-drops-in-the-product.md), made through the public routes like a creator's:
 * a live one in its public phase (native price) and an upcoming one with an allowlist phase (priced in the test stable
 * token), both deployed from the creator's wallet. The artwork is the creator's own demo images. Once only: nothing is
 * made when the creator already has drops.
 */
export async function seedDemoDrops({
  app,
  database,
  chains,
}: {
  app: DemoApp;
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
}): Promise<SeedDropsResult> {
  const result: SeedDropsResult = { created: [], failed: [] };
  const chain = chains.find((entry) => entry.symbol === 'local1');
  if (!chain) return result;
  const { db } = database;
  const account = privateKeyToAccount(testAccounts[demoDropCreator]!.privateKey);
  const creator = account.address.toLowerCase();
  if ((await db.select({ id: drops.id }).from(drops).where(eq(drops.creatorAddress, creator)).limit(1)).length > 0) return result;

  const api = demoApi(app);
  const token = await api.signIn(account, chain.symbol);
  try {
    // The creator's own demo images become their uploads, as if they had uploaded them for the drop.
    const [me] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.address, creator));
    const images = await db
      .selectDistinct({ id: media.id, sizeBytes: media.sizeBytes })
      .from(nfts)
      .innerJoin(collections, eq(collections.id, nfts.collectionId))
      .innerJoin(media, eq(media.id, nfts.imageMediaId))
      .where(and(eq(collections.creatorAddress, creator), eq(nfts.chain, chain.symbol), isNotNull(nfts.imageMediaId)))
      .orderBy(asc(media.id))
      .limit(6);
    if (me && images.length > 0) {
      await db
        .insert(accountUploads)
        .values(images.map((image) => ({ accountId: me.id, mediaId: image.id, kind: 'nft_media' as const, sizeBytes: image.sizeBytes })))
        .onConflictDoNothing();
    }
    const artwork = (from: number) =>
      images.length > 0
        ? {
            kind: 'uploads',
            items: (images.length > from ? images.slice(from, from + 3) : images.slice(0, 3)).map((image) => ({ mediaId: image.id })),
          }
        : { kind: 'baseUri', baseUri: 'ipfs://bafybeidemodropartwork/' };
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const now = Number((await client.getBlock()).timestamp);
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
    const plans = [
      {
        name: 'Northern Lights Drop',
        symbol: 'NLD',
        description: 'Twenty prints of the aurora, minted by anyone while they last.',
        artwork: artwork(0),
        supply: 20,
        price: '10000000000000000',
        perWalletLimit: 5,
        startsAt: iso(now - 60),
        endsAt: iso(now + 30 * day),
        allowlist: [],
      },
      {
        name: 'Polar Night Drop',
        symbol: 'PND',
        description: 'Allowlisted collectors first for a day, then everyone.',
        artwork: artwork(3),
        supply: 50,
        price: '5000000',
        paymentToken: chain.deployment.stableToken.toLowerCase(),
        perWalletLimit: 3,
        startsAt: iso(now + 2 * day),
        publicStartsAt: iso(now + 3 * day),
        endsAt: iso(now + 10 * day),
        allowlist: demoDropAllowlist.map((i) => testAccounts[i]!.address),
      },
    ];
    const wallet = clients(chain, account);
    for (const plan of plans) {
      try {
        const created = await api.call<DropCreateResponse>(
          'POST',
          '/drops',
          { chain: chain.symbol, royalty: 5, termsAccepted: true, ...plan },
          token,
        );
        for (const step of created.steps) await wallet.send(step.to, step.data, step.value);
        result.created.push(`${plan.name} (/mint/${created.drop.id})`);
      } catch (error) {
        result.failed.push(`${plan.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await api.signOut(token);
  }
  return result;
}
