import { and, eq, isNull } from 'drizzle-orm';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { orders, type DatabaseHandle } from '@nft/db';
import { demoCatalogue, testAccounts, type DemoCollection, type DevnetChain } from '@nft/devnet';
import { signAndPost } from './seed-demo-auctions';
import { demoApi, type DemoApi, type DemoApp } from './seed-demo-listings-api';
import { demoItems } from './seed-demo-listings';

/**
 * The demo's offers (docs/product.md "Offers"): offers on a few NFTs of both local chains, in WETH and in the
 * stable test token (TUSD), and one collection offer, so a newcomer sees a best offer on NFT pages and on a
 * collection page. Makers are account 8 and the demo buyer (account 9): funded with both tokens by the devnet,
 * creators of no demo collection, so never the owner of the item they offer on. Items no demo listing sells,
 * no demo auction holds and no browser test uses; the collection offer is in the same currency (WETH) as the
 * item offer on its chain, so that item's best offer is its own, higher offer.
 */
export type DemoOffer = {
  slug: string;
  /** The item by mint order; absent: a collection offer (items [{ contract }]) on the collection's contract. */
  index?: number;
  maker: 8 | 9;
  price: string;
  currency: 'wrappedNative' | 'stableToken';
  endsInDays: number;
};

export const demoOffers: readonly DemoOffer[] = [
  { slug: 'aurora-gradients', index: 7, maker: 8, price: '0.08', currency: 'wrappedNative', endsInDays: 14 },
  { slug: 'pixel-critters', index: 3, maker: 9, price: '30', currency: 'stableToken', endsInDays: 14 },
  { slug: 'geometry-studies', index: 2, maker: 9, price: '0.3', currency: 'wrappedNative', endsInDays: 14 },
  { slug: 'harbor-waves', index: 2, maker: 8, price: '40', currency: 'stableToken', endsInDays: 14 },
  { slug: 'geometry-studies', maker: 8, price: '0.02', currency: 'wrappedNative', endsInDays: 30 },
];

export type SeedDemoOffersOptions = {
  app: DemoApp;
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
  plan?: readonly DemoOffer[];
  catalogue?: readonly DemoCollection[];
  now?: () => number;
};

export type SeedOffersResult = { created: string[]; failed: string[] };

type Target = { contract: string; tokenId?: string };

/** The demo seed's "seeded already" rule for an offer: its maker has had an offer on the same target. */
async function offeredBefore(database: DatabaseHandle, chain: string, maker: string, target: Target): Promise<boolean> {
  const found = await database.db
    .select({ orderHash: orders.orderHash })
    .from(orders)
    .where(
      and(
        eq(orders.chain, chain),
        eq(orders.maker, maker),
        eq(orders.side, 'offer'),
        eq(orders.contractAddress, target.contract),
        target.tokenId === undefined ? isNull(orders.tokenId) : eq(orders.tokenId, target.tokenId),
      ),
    )
    .limit(1);
  return found.length > 0;
}

async function targetOf(options: SeedDemoOffersOptions, demo: DemoCollection, offer: DemoOffer): Promise<Target | undefined> {
  const items = await demoItems(options.database, demo);
  if (offer.index === undefined) return items[0] ? { contract: items[0].contract } : undefined;
  const item = items[offer.index];
  return item ? { contract: item.contract, tokenId: item.tokenId } : undefined;
}

type ChainSeed = { api: DemoApi; chain: DevnetChain; sessions: Map<string, string> };

async function session(seed: ChainSeed, account: PrivateKeyAccount): Promise<string> {
  const known = seed.sessions.get(account.address);
  if (known) return known;
  const token = await seed.api.signIn(account, seed.chain.symbol);
  seed.sessions.set(account.address, token);
  return token;
}

async function seedOffer(options: SeedDemoOffersOptions, seed: ChainSeed, offer: DemoOffer, result: SeedOffersResult) {
  const chain = seed.chain;
  const demo = (options.catalogue ?? demoCatalogue).find((entry) => entry.slug === offer.slug && entry.chain === chain.symbol);
  if (!demo) return;
  const target = await targetOf(options, demo, offer);
  // A smaller catalogue (tests) or a collection not seeded: nothing to offer on.
  if (!target) return;
  const maker = privateKeyToAccount(testAccounts[offer.maker]!.privateKey);
  if (await offeredBefore(options.database, chain.symbol, maker.address.toLowerCase(), target)) return;
  const label = `${offer.slug} ${offer.index === undefined ? 'collection' : `#${offer.index + 1}`} on ${chain.symbol}`;
  try {
    const endTime = Math.floor((options.now ?? Date.now)() / 1000) + offer.endsInDays * 86_400;
    const body = {
      chain: chain.symbol,
      side: 'offer',
      items: [target],
      price: offer.price,
      currency: chain.deployment[offer.currency],
      endTime,
    };
    // The build answers the maker's one-time ERC-20 approval to the conduit as a step, sent before signing.
    result.created.push(await signAndPost(seed.api, chain, maker, await session(seed, maker), body, {}));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    result.failed.push(`${label}: ${reason}`);
  }
}

/**
 * Seeds the demo offers once through the public routes (build, the approval step, sign, post: the same checks
 * as any user's), after the demo auctions; a restart on the same DATA_DIR adds nothing. Failures are named,
 * never fatal. One offer after another per chain (one maker's approvals and nonces), the chains side by side.
 */
export async function seedDemoOffers(options: SeedDemoOffersOptions): Promise<SeedOffersResult> {
  const result: SeedOffersResult = { created: [], failed: [] };
  await Promise.all(
    options.chains.map(async (chain) => {
      const seed: ChainSeed = { api: demoApi(options.app), chain, sessions: new Map() };
      try {
        for (const offer of options.plan ?? demoOffers) await seedOffer(options, seed, offer, result);
      } finally {
        await Promise.all([...seed.sessions.values()].map((token) => seed.api.signOut(token).catch(() => undefined)));
      }
    }),
  );
  return result;
}
