import type { TypedDataDefinition } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { DatabaseHandle } from '@nft/db';
import { demoCatalogue, testAccounts, type DemoCollection, type DevnetChain } from '@nft/devnet';
import type { OrderBuildResponse } from '@nft/api-contract';
import { demoApi, type DemoApi, type DemoApp } from './seed-demo-listings-api';
import { demoBuyer } from './seed-demo-listings-plan';
import { clients, demoItems, listedBefore } from './seed-demo-listings';

/**
 * The demo's English auctions (docs/product.md "Auctions"): one running for three days with two bids, and one that
 * closes five minutes after the first start with a bid, so a newcomer watches the settlement sell it by itself
 * (its bid comes within the anti-sniping window, so with the default AUCTION_EXTENSION_SECONDS it closes about ten
 * minutes after the start). In WETH, on items no other demo listing and no browser test uses. Bidders: account 8
 * and the demo buyer (account 9), never a collection's creator.
 */
export type DemoAuction = {
  slug: string;
  index: number;
  minimumBid: string;
  endsInSeconds: number;
  bids: { bidder: number; price: string }[];
};

export const demoAuctions: readonly DemoAuction[] = [
  {
    slug: 'aurora-gradients',
    index: 6,
    minimumBid: '0.1',
    endsInSeconds: 3 * 86_400,
    bids: [
      { bidder: 8, price: '0.1' },
      { bidder: 9, price: '0.15' },
    ],
  },
  { slug: 'geometry-studies', index: 7, minimumBid: '0.05', endsInSeconds: 300, bids: [{ bidder: 9, price: '0.06' }] },
];

export type SeedDemoAuctionsOptions = {
  app: DemoApp;
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
  plan?: readonly DemoAuction[];
  catalogue?: readonly DemoCollection[];
  now?: () => number;
};

export type SeedAuctionsResult = { created: string[]; bids: string[]; failed: string[] };

type Envelope = { orderHash: string };

/** Build, run the steps, sign and post: as the web app does with the build route's answer. */
export async function signAndPost(
  api: DemoApi,
  chain: DevnetChain,
  account: PrivateKeyAccount,
  token: string,
  body: object,
  extra: object,
) {
  const built = await api.call<OrderBuildResponse>('POST', '/orders/build', body, token);
  const wallet = clients(chain, account);
  for (const step of built.steps) await wallet.send(step.to, step.data, step.value);
  const signature = await account.signTypedData(built.signature as unknown as TypedDataDefinition);
  const posted = await api.call<Envelope>(
    'POST',
    '/orders',
    { chain: chain.symbol, parameters: built.orders[0], signature, ...extra },
    token,
  );
  return posted.orderHash;
}

async function seedAuction(options: SeedDemoAuctionsOptions, chain: DevnetChain, auction: DemoAuction, result: SeedAuctionsResult) {
  const demo = (options.catalogue ?? demoCatalogue).find((entry) => entry.slug === auction.slug && entry.chain === chain.symbol);
  if (!demo) return;
  const item = (await demoItems(options.database, demo))[auction.index];
  if (!item || item.standard !== 'ERC-721') return;
  const seller = privateKeyToAccount(testAccounts[demo.creatorAccount]!.privateKey);
  // The demo seed's "seeded already" rule: the creator has had an order on the item.
  if (await listedBefore(options.database, chain.symbol, seller.address.toLowerCase(), item)) return;
  const api = demoApi(options.app);
  const tokens: string[] = [];
  const signIn = async (account: PrivateKeyAccount) => {
    const token = await api.signIn(account, chain.symbol);
    tokens.push(token);
    return token;
  };
  try {
    const now = Math.floor((options.now ?? Date.now)() / 1000);
    const currency = chain.deployment.wrappedNative;
    const auctionHash = await signAndPost(
      api,
      chain,
      seller,
      await signIn(seller),
      {
        chain: chain.symbol,
        side: 'listing',
        kind: 'auction',
        items: [{ contract: item.contract, tokenId: item.tokenId }],
        price: auction.minimumBid,
        currency,
        endTime: now + auction.endsInSeconds,
      },
      {},
    );
    result.created.push(auctionHash);
    for (const bid of auction.bids) {
      const bidder = privateKeyToAccount((bid.bidder === 9 ? demoBuyer : testAccounts[bid.bidder]!).privateKey);
      const body = { chain: chain.symbol, side: 'bid', auctionOrderHash: auctionHash, price: bid.price, currency };
      result.bids.push(await signAndPost(api, chain, bidder, await signIn(bidder), body, { auctionOrderHash: auctionHash }));
    }
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    result.failed.push(`${auction.slug} #${auction.index + 1} on ${chain.symbol}: ${reason}`);
  } finally {
    await Promise.all(tokens.map((token) => api.signOut(token).catch(() => undefined)));
  }
}

/**
 * Seeds the demo auctions once through the public routes (the same checks as any user's), after the demo listings;
 * a restart on the same DATA_DIR adds nothing. Failures are named, never fatal.
 */
export async function seedDemoAuctions(options: SeedDemoAuctionsOptions): Promise<SeedAuctionsResult> {
  const result: SeedAuctionsResult = { created: [], bids: [], failed: [] };
  await Promise.all(
    options.chains.map(async (chain) => {
      for (const auction of options.plan ?? demoAuctions) await seedAuction(options, chain, auction, result);
    }),
  );
  return result;
}
