import { sql } from 'drizzle-orm';
import { createTestClient, encodeFunctionData, erc20Abi, http, maxUint256, type Address, type TypedDataDefinition } from 'viem';
import { createChainRegistry, type ChainRegistry } from '@nft/chains';
import { chainContractsFromDeployment, paymentTokensFromDeployment } from '@nft/contracts';
import { orders } from '@nft/db';
import { devnetSettlementAddress, fundPaymentTokens, testAccounts } from '@nft/devnet';
import { foundry } from 'viem/chains';
import { feeBps, feeRecipient, indexNft, startBookHarness, type BookHarness, type Wallet } from './orders.fixtures';
import { createTradingChains, type TradingChains } from './trading-chain';

// English auctions through the real routes on anvil (docs/decisions/031-english-auctions.md): the book harness,
// WETH for the bidders, gas for the settlement account, and the seller's and bidders' steps as a wallet takes them.
export const royaltyReceiver = testAccounts[6]!.address;
export const sellerKey = testAccounts[1]!.privateKey;
export const bidderKeys = [testAccounts[2]!.privateKey, testAccounts[3]!.privateKey, testAccounts[4]!.privateKey] as const;

/** A reply body as JSON.parse gives it: the tests read the envelope's fields they check. */
type Json = ReturnType<typeof JSON.parse>;

export type AuctionHarness = BookHarness & {
  /** local1 as the harness's app sees it, and its trading view (the settlement job's). */
  registry: ChainRegistry;
  trading: TradingChains;
  weth(): Address;
  wethOf(address: Address): Promise<bigint>;
  /** Mints an ERC-721 to the seller (5% royalty to account 6) and writes its NFT row. */
  mintIndexed(): Promise<bigint>;
  call(method: 'POST' | 'GET', url: string, wallet: Wallet | null, payload?: unknown): Promise<{ status: number; body: Json }>;
  createAuction(tokenId: bigint, options?: { price?: string; endTime?: number; startTime?: number }): Promise<string>;
  placeBid(bidder: Wallet, auctionOrderHash: string, price: string): Promise<{ status: number; body: Json }>;
  /** Bidding closes now: the end as the clock would have passed it (the signed order is still valid for 7 days). */
  endBidding(auctionOrderHash: string): Promise<void>;
  order(orderHash: string): Promise<Json>;
};

export async function startAuctionHarness(): Promise<AuctionHarness> {
  const harness = await startBookHarness();
  const { local1 } = harness.chains;
  const bidders = bidderKeys.map((key) => testAccounts.find((account) => account.privateKey === key)!);
  await fundPaymentTokens(local1.rpcUrl, local1.deployment, bidders);
  const testClient = createTestClient({ chain: foundry, mode: 'anvil', transport: http(local1.rpcUrl) });
  await testClient.setBalance({ address: devnetSettlementAddress, value: 10n ** 20n });
  for (const key of bidderKeys) {
    await harness.wallet(key).send({
      to: local1.deployment.wrappedNative,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [local1.deployment.conduit, maxUint256] }),
    });
  }
  const registry = createChainRegistry({
    localChains: { enabled: true, rpcUrls: { local1: local1.rpcUrl } },
    contracts: { local1: chainContractsFromDeployment(local1.deployment) },
    paymentTokens: { local1: paymentTokensFromDeployment(local1.deployment) },
  });
  const trading = createTradingChains({
    chains: registry,
    fees: { local1: { bps: feeBps, recipient: feeRecipient } },
    rpcTimeoutMs: 10_000,
  });
  const seller = harness.wallet(sellerKey);

  const call: AuctionHarness['call'] = async (method, url, wallet, payload) => {
    const headers = wallet ? (await harness.signIn(wallet.address)).headers : {};
    const response = await harness.testApp.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  async function signAndPost(wallet: Wallet, built: { body: Json }, extra: Record<string, unknown> = {}) {
    for (const step of built.body.data.steps) await wallet.send(step);
    const signature = await wallet.account.signTypedData(built.body.data.signature as TypedDataDefinition);
    return call('POST', '/v1/orders', wallet, { chain: 'local1', parameters: built.body.data.orders[0], signature, ...extra });
  }

  return {
    ...harness,
    registry,
    trading,
    weth: () => local1.deployment.wrappedNative,
    wethOf: (address) =>
      seller.client.readContract({ address: local1.deployment.wrappedNative, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    async mintIndexed() {
      const tokenId = await seller.mint721(royaltyReceiver, 500n);
      await indexNft(harness.database.db, 'local1', local1.deployment.erc721, tokenId, 'ERC-721');
      return tokenId;
    },
    call,
    async createAuction(tokenId, options = {}) {
      const built = await call('POST', '/v1/orders/build', seller, {
        chain: 'local1',
        side: 'listing',
        kind: 'auction',
        items: [{ contract: local1.deployment.erc721, tokenId: tokenId.toString() }],
        price: options.price ?? '1',
        currency: local1.deployment.wrappedNative,
        endTime: options.endTime ?? Math.floor(Date.now() / 1000) + 3600,
        ...(options.startTime === undefined ? {} : { startTime: options.startTime }),
      });
      if (built.status !== 200) throw new Error(`auction build: ${JSON.stringify(built.body)}`);
      const posted = await signAndPost(seller, built);
      if (posted.status !== 201) throw new Error(`auction post: ${JSON.stringify(posted.body)}`);
      return posted.body.data.orderHash as string;
    },
    async placeBid(bidder, auctionOrderHash, price) {
      const built = await call('POST', '/v1/orders/build', bidder, {
        chain: 'local1',
        side: 'bid',
        auctionOrderHash,
        price,
        currency: local1.deployment.wrappedNative,
      });
      if (built.status !== 200) return built;
      return signAndPost(bidder, built, { auctionOrderHash });
    },
    async endBidding(auctionOrderHash) {
      await harness.database.db
        .update(orders)
        .set({ auctionEndTime: sql`now() - interval '1 second'` })
        .where(sql`${orders.orderHash} = ${auctionOrderHash}`);
    },
    async order(orderHash) {
      const [row] = await harness.database.db
        .select()
        .from(orders)
        .where(sql`${orders.orderHash} = ${orderHash}`);
      return row;
    },
  };
}
