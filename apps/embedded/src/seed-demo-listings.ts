import { and, asc, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, defineChain, http, type Address, type Hex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { collections, nfts, orders, type DatabaseHandle } from '@nft/db';
import { demoCatalogue, testAccounts, type DemoCollection, type DevnetChain } from '@nft/devnet';
import type { OrderBuildResponse, OrderFillResponse } from '@nft/api-contract';
import { bulkOrderSignature, fromOrderComponentsJson, type OrderComponentsInput } from '@nft/seaport';
import { demoApi, type DemoApi, type DemoApp } from './seed-demo-listings-api';
import { demoBuyer, demoListings, type DemoListing } from './seed-demo-listings-plan';

export type SeedDemoListingsOptions = {
  app: DemoApp;
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
  catalogue?: readonly DemoCollection[];
  plan?: readonly DemoListing[];
  now?: () => number;
};

export type SeedListingsResult = {
  /** Order hashes posted by this call; empty when the demo listings were there already. */
  created: string[];
  /** Purchases made by the demo buyer (transaction hashes). */
  sales: Hex[];
  /** Demo listings that could not be made (their item left its creator, ...): named, never fatal. */
  failed: string[];
};

type Item = { contract: string; tokenId: string; standard: string };

export function clients(chain: DevnetChain, account: PrivateKeyAccount) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.symbol,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const transport = http(chain.rpcUrl);
  const client = createPublicClient({ chain: viemChain, transport });
  const wallet = createWalletClient({ account, chain: viemChain, transport });
  return {
    async send(to: string, data: string, value: string): Promise<Hex> {
      const hash = await wallet.sendTransaction({ to: to as Address, data: data as Hex, value: BigInt(value) });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== 'success') throw new Error(`demo transaction ${hash} reverted`);
      return hash;
    },
  };
}

/** The demo collection's items in mint order (the seed inserts them in catalogue order). */
export async function demoItems(database: DatabaseHandle, demo: DemoCollection): Promise<Item[]> {
  const creator = testAccounts[demo.creatorAccount]!.address.toLowerCase();
  return database.db
    .select({ contract: nfts.contractAddress, tokenId: nfts.tokenId, standard: nfts.standard })
    .from(nfts)
    .innerJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(collections.chain, demo.chain), eq(collections.creatorAddress, creator), eq(collections.name, demo.name)))
    .orderBy(asc(nfts.id));
}

/** The "seeded already" rule of the demo seed, per listing: its creator has had an order on the first item. */
export async function listedBefore(database: DatabaseHandle, chain: string, maker: string, item: Item): Promise<boolean> {
  const found = await database.db
    .select({ orderHash: orders.orderHash })
    .from(orders)
    .where(
      and(eq(orders.chain, chain), eq(orders.maker, maker), eq(orders.contractAddress, item.contract), eq(orders.tokenId, item.tokenId)),
    )
    .limit(1);
  return found.length > 0;
}

type ChainSeed = {
  api: DemoApi;
  chain: DevnetChain;
  now: () => number;
  /** Session tokens by account address, signed in once on first use. */
  sessions: Map<string, Promise<string>>;
  /** The demo buyer's purchases, one after another (one account's nonces). */
  purchases: Promise<unknown>;
};

function session(seed: ChainSeed, account: PrivateKeyAccount): Promise<string> {
  let token = seed.sessions.get(account.address);
  if (!token) {
    token = seed.api.signIn(account, seed.chain.symbol);
    seed.sessions.set(account.address, token);
  }
  return token;
}

/** Builds, approves, signs (one signature for a bulk listing) and posts one demo listing, as a seller would. */
async function postListing(seed: ChainSeed, creator: PrivateKeyAccount, listing: DemoListing, items: Item[]): Promise<string[]> {
  const token = await session(seed, creator);
  const nowSeconds = Math.floor(seed.now() / 1000);
  const startTime = listing.startsInHours ? nowSeconds + listing.startsInHours * 3600 : undefined;
  const built = await seed.api.call<OrderBuildResponse>(
    'POST',
    '/orders/build',
    {
      chain: seed.chain.symbol,
      side: 'listing',
      kind: listing.kind,
      items: listing.items.map((entry, i) => ({
        contract: items[i]!.contract,
        tokenId: items[i]!.tokenId,
        price: entry.price,
        ...(entry.quantity ? { quantity: entry.quantity } : {}),
      })),
      price: listing.items[0]!.price,
      ...(listing.endPrice ? { endPrice: listing.endPrice } : {}),
      ...(startTime ? { startTime } : {}),
      endTime: nowSeconds + listing.endsInDays * 86_400,
      ...(listing.private ? { privateBuyer: demoBuyer.address } : {}),
    },
    token,
  );
  // The conduit approval, once per collection contract: later builds see it on chain and ask for nothing.
  const wallet = clients(seed.chain, creator);
  for (const step of built.steps) await wallet.send(step.to, step.data, step.value);
  const signature = await creator.signTypedData(built.signature as unknown as TypedDataDefinition);
  const components = built.orders.map((order) => fromOrderComponentsJson(order as OrderComponentsInput));
  const posted = await Promise.all(
    built.orders.map((parameters, index) =>
      seed.api.call<{ orderHash: string }>(
        'POST',
        '/orders',
        {
          chain: seed.chain.symbol,
          parameters,
          signature: built.orders.length === 1 ? signature : bulkOrderSignature(signature, index, components),
          ...(listing.private ? { privateBuyer: demoBuyer.address } : {}),
        },
        token,
      ),
    ),
  );
  return posted.map((order) => order.orderHash);
}

/** The demo buyer buys through the fill route's transaction: a real Seaport sale the indexer records. */
function buy(seed: ChainSeed, orderHash: string, quantity: number): Promise<Hex> {
  const purchase = seed.purchases.then(async () => {
    const buyer = privateKeyToAccount(demoBuyer.privateKey);
    const token = await session(seed, buyer);
    const fill = await seed.api.call<OrderFillResponse>('POST', `/orders/${seed.chain.symbol}/${orderHash}/fill`, { quantity }, token);
    const wallet = clients(seed.chain, buyer);
    for (const step of fill.steps) await wallet.send(step.to, step.data, step.value);
    return wallet.send(fill.transaction.to, fill.transaction.data, fill.transaction.value);
  });
  seed.purchases = purchase.catch(() => undefined);
  return purchase;
}

type Task = { listing: DemoListing; creator: PrivateKeyAccount; items: Item[]; label: string };

/** The plan's listings on this chain still to make: their collection is seeded and they were never listed. */
async function pendingTasks(options: SeedDemoListingsOptions, chain: DevnetChain): Promise<Task[]> {
  const catalogue = options.catalogue ?? demoCatalogue;
  const tasks: Task[] = [];
  for (const listing of options.plan ?? demoListings) {
    const demo = catalogue.find((entry) => entry.slug === listing.slug && entry.chain === chain.symbol);
    if (!demo) continue;
    const all = await demoItems(options.database, demo);
    const items = listing.items.map((entry) => all[entry.index]);
    // A smaller catalogue (tests) or a collection not seeded: nothing to list.
    if (items.some((item) => item === undefined)) continue;
    // A collection seeded by an older catalogue may hold an ERC-721 where an edition is planned now.
    if (listing.items.some((entry, i) => entry.quantity !== undefined && items[i]!.standard !== 'ERC-1155')) continue;
    const creator = privateKeyToAccount(testAccounts[demo.creatorAccount]!.privateKey);
    if (await listedBefore(options.database, chain.symbol, creator.address.toLowerCase(), items[0]!)) continue;
    const label = `${demo.slug} ${listing.items.map((entry) => `#${entry.index + 1}`).join(' ')} on ${chain.symbol}`;
    tasks.push({ listing, creator, items: items as Item[], label });
  }
  return tasks;
}

async function runTask(seed: ChainSeed, task: Task, result: SeedListingsResult): Promise<void> {
  try {
    const hashes = await postListing(seed, task.creator, task.listing, task.items);
    result.created.push(...hashes);
    if (task.listing.buy) result.sales.push(await buy(seed, hashes[0]!, task.listing.buy));
  } catch (error) {
    // A demo creator's key is public: someone may have moved the item, or the environment names
    // another order signer than the zone's. The marketplace starts anyway and says what is missing.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    result.failed.push(`${task.label}: ${reason}`);
  }
}

async function seedChain(options: SeedDemoListingsOptions, chain: DevnetChain, result: SeedListingsResult): Promise<void> {
  const seed: ChainSeed = {
    api: demoApi(options.app),
    chain,
    now: options.now ?? Date.now,
    sessions: new Map(),
    purchases: Promise.resolve(),
  };
  const byCreator = new Map<string, Task[]>();
  for (const task of await pendingTasks(options, chain))
    byCreator.set(task.creator.address, [...(byCreator.get(task.creator.address) ?? []), task]);
  try {
    // Kept short (it delays the first start): creators side by side; each creator's first listing
    // alone, as it sends the conduit approval, then the rest at once (no transaction left to send).
    await Promise.all(
      [...byCreator.values()].map(async ([first, ...rest]) => {
        await runTask(seed, first!, result);
        await Promise.all(rest.map((task) => runTask(seed, task, result)));
      }),
    );
  } finally {
    const tokens = await Promise.allSettled(seed.sessions.values());
    const live = tokens.flatMap((token) => (token.status === 'fulfilled' ? [token.value] : []));
    await Promise.all(live.map((token) => seed.api.signOut(token).catch(() => undefined)));
  }
}

/**
 * The demo's live listings (docs/product.md "Trading"): fixed, declining, scheduled, private and a
 * partly sold ERC-1155 listing at several prices, plus a few real sales, made exactly as users make
 * them: the demo creators' test keys approve the conduit on chain, sign EIP-712 in Node and post
 * through the public routes. Runs after the demo seed on every start and adds nothing when its
 * listings exist (the demo seed's "seeded already" rule), so a restart on the same DATA_DIR keeps one set.
 */
export async function seedDemoListings(options: SeedDemoListingsOptions): Promise<SeedListingsResult> {
  const result: SeedListingsResult = { created: [], sales: [], failed: [] };
  // The two chains are independent: seeded side by side.
  await Promise.all(options.chains.map((chain) => seedChain(options, chain, result)));
  return result;
}
