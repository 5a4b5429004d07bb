import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BaseError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  http,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createChainRegistry } from '@nft/chains';
import { orderFillResponseSchema } from '@nft/api-contract';
import { chainContractsFromDeployment, marketplaceErc1155Abi, marketplaceErc721Abi } from '@nft/contracts';
import { marketplaceZoneAbi, seaportAbi } from '@nft/contracts/abi';
import { orders, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { devnetFeeRecipient, devnetOrderSignerKey } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { buildListing, orderHash, orderTypedData, toOrderComponentsJson, type OrderComponents } from '@nft/seaport';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';

/** The marketplace fee the fixtures' listings pay, and the royalty every minted token declares (ERC-2981). */
export const feeBps = 250;
export const royaltyBps = 500;

type Transaction = { to: string; data: string; value: string | bigint };

/** A funded test account acting on the test chain. */
export type Wallet = {
  address: Address;
  key: Hex;
  account: PrivateKeyAccount;
  revertOf(tx: Transaction): Promise<string>;
  sendRaw(tx: Transaction, gas?: bigint): Promise<TransactionReceipt>;
  mint721(royaltyReceiver: Address): Promise<bigint>;
  mint1155(copies: bigint, royaltyReceiver: Address): Promise<bigint>;
  approveConduit(): Promise<void>;
  transfer721(to: Address, tokenId: bigint): Promise<TransactionReceipt>;
};

/** One anvil chain with the real deployment (Seaport, conduit, zone), a test database and the real app on them. */
export type FillHarness = {
  chain: TestChain;
  database: DatabaseHandle;
  testApp: TestApp;
  client: ReturnType<typeof createPublicClient>;
  wallet(key: Hex): Wallet;
  /** A signed-in session of this key's address. */
  signIn(key: Hex): Promise<SignedInAccount>;
  close(): Promise<void>;
};

export async function startFillHarness(): Promise<FillHarness> {
  const [chain, database] = await Promise.all([startTestChain({ chainId: 31337 }), createTestDatabase()]);
  const chains = createChainRegistry({
    localChains: { enabled: true, rpcUrls: { local1: chain.rpcUrl } },
    contracts: { local1: chainContractsFromDeployment(chain.deployment) },
  });
  const testApp = await createTestApp({
    database,
    chains,
    env: {
      ORDER_SIGNER_KEY: devnetOrderSignerKey,
      RATE_LIMIT_MAX: '100000',
      MARKETPLACE_FEES: JSON.stringify({ local1: { bps: feeBps, recipient: devnetFeeRecipient } }),
    },
  });
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const sessions = new Map<Hex, Promise<SignedInAccount>>();
  return {
    chain,
    database,
    testApp,
    client,
    wallet: (key) => walletOf(chain, key),
    signIn(key) {
      // One account per address: the accounts table keeps addresses unique.
      let session = sessions.get(key);
      if (!session) {
        session = signedInAccount(database.db, privateKeyToAccount(key).address.toLowerCase());
        sessions.set(key, session);
      }
      return session;
    },
    async close() {
      await testApp.close();
      await chain.stop();
      await database.close();
    },
  };
}

function walletOf(chain: TestChain, key: Hex): Wallet {
  const viemChain = {
    id: chain.chainId,
    name: 'local1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const writer = createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport: http(chain.rpcUrl) });
  const address = writer.account.address;
  return {
    address,
    key,
    account: writer.account,
    /**
     * The custom error a transaction would revert with now (Seaport's or the zone's, which Seaport
     * passes on), or 'none' when it would succeed: what the wallet shows before sending.
     */
    async revertOf(tx) {
      try {
        await client.call({ account: writer.account, to: tx.to as Address, data: tx.data as Hex, value: BigInt(tx.value) });
        return 'none';
      } catch (error) {
        const raw = error instanceof BaseError ? error.walk((cause) => typeof (cause as { data?: unknown }).data === 'string') : undefined;
        const data = (raw as { data?: Hex } | undefined)?.data;
        if (!data) throw error;
        return decodeErrorResult({ abi: [...marketplaceZoneAbi, ...seaportAbi], data }).errorName;
      }
    },
    /** Sends a transaction, waits for its receipt and answers it (failed ones too: callers check the status). */
    async sendRaw(tx, gas) {
      const hash = await writer.sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
        ...(gas ? { gas } : {}),
      });
      return client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    },
    async mint721(royaltyReceiver: Address): Promise<bigint> {
      const hash = await writer.writeContract({
        address: chain.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [address, 'ipfs://fill-test', royaltyReceiver, BigInt(royaltyBps)],
      });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Transfer', logs: receipt.logs });
      return minted!.args.tokenId;
    },
    async mint1155(copies: bigint, royaltyReceiver: Address): Promise<bigint> {
      const hash = await writer.writeContract({
        address: chain.deployment.erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'mint',
        args: [address, copies, 'ipfs://fill-test-1155', royaltyReceiver, BigInt(royaltyBps)],
      });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      const [minted] = parseEventLogs({ abi: marketplaceErc1155Abi, eventName: 'TransferSingle', logs: receipt.logs });
      return minted!.args.id;
    },
    /** Lets the conduit move this wallet's tokens of both platform contracts (what the sell page's approval step sends). */
    async approveConduit() {
      for (const [token, abi] of [
        [chain.deployment.erc721, marketplaceErc721Abi],
        [chain.deployment.erc1155, marketplaceErc1155Abi],
      ] as const) {
        const hash = await writer.writeContract({
          address: token,
          abi,
          functionName: 'setApprovalForAll',
          args: [chain.deployment.conduit, true],
        });
        await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      }
    },
    async transfer721(to: Address, tokenId: bigint) {
      const hash = await writer.writeContract({
        address: chain.deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'transferFrom',
        args: [address, to, tokenId],
      });
      return client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    },
  };
}

export type ListingOptions = {
  maker: Wallet;
  royaltyReceiver: Address;
  nft: { standard: 'ERC-721' | 'ERC-1155'; tokenId: bigint; amount?: bigint };
  /** Price of one copy at the start and (declining) at the end, wei. */
  price: bigint;
  endPrice?: bigint;
  startTime?: bigint;
  endTime?: bigint;
  taker?: Address;
};

export type Listing = { orderHash: Hex; components: OrderComponents; signature: Hex };

/**
 * A marketplace listing as the sell page makes it: built with @nft/seaport's buildListing (fee and
 * royalty as consideration items, restricted to the zone), signed by the maker's key over Seaport's
 * EIP-712 domain, and posted to POST /v1/orders by the maker.
 */
export async function createListing(harness: FillHarness, options: ListingOptions): Promise<Listing> {
  const { chain } = harness;
  const now = BigInt(Math.floor(Date.now() / 1000));
  const amount = options.nft.amount ?? 1n;
  const components = buildListing({
    offerer: options.maker.address,
    zone: chain.deployment.zone,
    conduitKey: chain.deployment.conduitKey,
    counter: 0n,
    nft: {
      itemType: options.nft.standard === 'ERC-721' ? 2 : 3,
      token: options.nft.standard === 'ERC-721' ? chain.deployment.erc721 : chain.deployment.erc1155,
      identifier: options.nft.tokenId,
      amount,
    },
    currency: zeroAddress,
    startPrice: options.price,
    endPrice: options.endPrice ?? options.price,
    startTime: options.startTime ?? now - 60n,
    endTime: options.endTime ?? now + 86_400n,
    fee: { recipient: devnetFeeRecipient, bps: feeBps },
    royalty: { recipient: options.royaltyReceiver, bps: royaltyBps },
    salt: BigInt(Math.floor(Math.random() * 2 ** 48)),
  });
  components.counter = await harness.client.readContract({
    address: chain.deployment.seaport,
    abi: seaportAbi,
    functionName: 'getCounter',
    args: [options.maker.address],
  });
  const signature = await options.maker.account.signTypedData(orderTypedData(chain.chainId, chain.deployment.seaport, components));
  // Through the public intake route, as any client posts a listing: every intake check runs on it.
  const maker = await harness.signIn(options.maker.key);
  const response = await harness.testApp.app.inject({
    method: 'POST',
    url: '/v1/orders',
    headers: maker.headers,
    payload: {
      chain: 'local1',
      parameters: toOrderComponentsJson(components),
      signature,
      ...(options.taker ? { privateBuyer: options.taker } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`intake refused the test listing: ${response.body}`);
  const hash = orderHash(components);
  return { orderHash: hash, components, signature };
}

/** The maker's gas-free cancel through the public route (POST /v1/orders/{chain}/{orderHash}/cancel). */
export async function cancelListing(harness: FillHarness, maker: Wallet, hash: string) {
  const session = await harness.signIn(maker.key);
  const response = await harness.testApp.app.inject({
    method: 'POST',
    url: `/v1/orders/local1/${hash}/cancel`,
    headers: session.headers,
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`cancel refused: ${response.body}`);
}

/** Moves an order the way the indexer does (a sale, a lost item, the end time), which these tests do not run. */
export async function setOrderStatus(
  database: DatabaseHandle,
  hash: string,
  status: 'cancelled' | 'filled' | 'expired',
  statusReason: 'maker_lost_item' | 'cancelled_by_maker' | null = null,
) {
  await database.db
    .update(orders)
    .set({ status, statusReason })
    .where(and(eq(orders.chain, 'local1'), eq(orders.orderHash, hash.toLowerCase())));
}

/** POST /v1/orders/local1/{orderHash}/fill as the signed-in holder of `key`. */
export async function requestFill(harness: FillHarness, key: Hex, orderHash: string, body: Record<string, unknown> = {}) {
  const session = await harness.signIn(key);
  return harness.testApp.app.inject({
    method: 'POST',
    url: `/v1/orders/local1/${orderHash}/fill`,
    headers: session.headers,
    payload: body,
  });
}

/** The fill route's answer, which must be a 200 (the response body is shown when it is not). */
export async function fillAnswer(harness: FillHarness, key: Hex, orderHash: string, body: Record<string, unknown> = {}) {
  const response = await requestFill(harness, key, orderHash, body);
  expect(response.statusCode, response.body).toBe(200);
  return orderFillResponseSchema.parse(response.json().data);
}
