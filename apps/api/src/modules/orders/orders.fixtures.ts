import { sql } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
  type Address,
  type Chain,
  type Hex,
  type HttpTransport,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createChainRegistry } from '@nft/chains';
import { chainContractsFromDeployment, marketplaceErc1155Abi, marketplaceErc721Abi, paymentTokensFromDeployment } from '@nft/contracts';
import { activity, orders, type Database, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertContract, insertNft } from '@nft/db/testing';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';

export const feeBps = 250;
export const feeRecipient: Address = '0x00000000000000000000000000000000000fee01';

/** Two anvil chains (local1, local2) with the real deployment, one test database and the real app on them. */
export type BookHarness = {
  chains: { local1: TestChain; local2: TestChain };
  database: DatabaseHandle;
  testApp: TestApp;
  wallet(key: Hex, on?: 'local1' | 'local2'): Wallet;
  signIn(address: string): Promise<SignedInAccount>;
  close(): Promise<void>;
};

export async function startBookHarness(): Promise<BookHarness> {
  const [local1, local2, database] = await Promise.all([
    startTestChain({ chainId: 31337 }),
    startTestChain({ chainId: 31338 }),
    createTestDatabase(),
  ]);
  const registry = createChainRegistry({
    localChains: { enabled: true, rpcUrls: { local1: local1.rpcUrl, local2: local2.rpcUrl } },
    contracts: { local1: chainContractsFromDeployment(local1.deployment), local2: chainContractsFromDeployment(local2.deployment) },
    // The ERC-20s offers and bids are paid in (WETH, TUSD), as the devnet registers them.
    paymentTokens: { local1: paymentTokensFromDeployment(local1.deployment), local2: paymentTokensFromDeployment(local2.deployment) },
  });
  const fee = { bps: feeBps, recipient: feeRecipient };
  const testApp = await createTestApp({
    database,
    chains: registry,
    env: { RATE_LIMIT_MAX: '100000', MARKETPLACE_FEES: JSON.stringify({ local1: fee, local2: fee }) },
  });
  // The platform contracts as the indexer registers them, so NFT rows (and their best listing) can exist.
  for (const [symbol, chain] of [['local1', local1] as const, ['local2', local2] as const]) {
    await insertContract(database.db, {
      chain: symbol,
      address: chain.deployment.erc721.toLowerCase(),
      standard: 'ERC-721',
      isPlatform: true,
    });
    await insertContract(database.db, {
      chain: symbol,
      address: chain.deployment.erc1155.toLowerCase(),
      standard: 'ERC-1155',
      isPlatform: true,
    });
  }
  const sessions = new Map<string, Promise<SignedInAccount>>();
  return {
    chains: { local1, local2 },
    database,
    testApp,
    wallet: (key, on = 'local1') => walletOf(on === 'local1' ? local1 : local2, key),
    signIn(address) {
      const lower = address.toLowerCase();
      let session = sessions.get(lower);
      if (!session) {
        session = signedInAccount(database.db, lower);
        sessions.set(lower, session);
      }
      return session;
    },
    async close() {
      await testApp.close();
      await Promise.all([local1.stop(), local2.stop()]);
      await database.close();
    },
  };
}

/** A funded devnet key acting on one chain: mints, approvals and transactions, each confirmed. */
export type Wallet = {
  address: Address;
  account: PrivateKeyAccount;
  client: PublicClient<HttpTransport, Chain>;
  mint721(royaltyReceiver: Address, royaltyBps: bigint): Promise<bigint>;
  mint1155(copies: bigint, royaltyReceiver: Address, royaltyBps: bigint): Promise<bigint>;
  transfer721(to: Address, tokenId: bigint): Promise<void>;
  approve(standard: 'ERC-721' | 'ERC-1155', approved?: boolean): Promise<void>;
  send(tx: { to: string; data: string }): Promise<void>;
};

function walletOf(chain: TestChain, key: Hex): Wallet {
  const viemChain: Chain = {
    id: chain.chainId,
    name: `anvil ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const writer = createWalletClient({ account: privateKeyToAccount(key), chain: viemChain, transport: http(chain.rpcUrl) });
  const address = writer.account.address;
  const { deployment } = chain;
  const confirm = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return {
    address,
    account: writer.account,
    client,
    async mint721(royaltyReceiver: Address, royaltyBps: bigint): Promise<bigint> {
      const hash = await writer.writeContract({
        address: deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'mint',
        args: [address, 'ipfs://orders-test', royaltyReceiver, royaltyBps],
      });
      const [minted] = parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Transfer', logs: (await confirm(hash)).logs });
      return minted!.args.tokenId;
    },
    async mint1155(copies: bigint, royaltyReceiver: Address, royaltyBps: bigint): Promise<bigint> {
      const hash = await writer.writeContract({
        address: deployment.erc1155,
        abi: marketplaceErc1155Abi,
        functionName: 'mint',
        args: [address, copies, 'ipfs://orders-test-1155', royaltyReceiver, royaltyBps],
      });
      const [minted] = parseEventLogs({ abi: marketplaceErc1155Abi, eventName: 'TransferSingle', logs: (await confirm(hash)).logs });
      return minted!.args.id;
    },
    /** transferFrom, which (unlike a mint) does not ask the receiver: contract wallets without hooks can hold it. */
    async transfer721(to: Address, tokenId: bigint) {
      await confirm(
        await writer.writeContract({
          address: deployment.erc721,
          abi: marketplaceErc721Abi,
          functionName: 'transferFrom',
          args: [address, to, tokenId],
        }),
      );
    },
    async approve(standard: 'ERC-721' | 'ERC-1155', approved = true) {
      const hash =
        standard === 'ERC-721'
          ? await writer.writeContract({
              address: deployment.erc721,
              abi: marketplaceErc721Abi,
              functionName: 'setApprovalForAll',
              args: [deployment.conduit, approved],
            })
          : await writer.writeContract({
              address: deployment.erc1155,
              abi: marketplaceErc1155Abi,
              functionName: 'setApprovalForAll',
              args: [deployment.conduit, approved],
            });
      await confirm(hash);
    },
    async send(tx: { to: string; data: string }) {
      await confirm(await writer.sendTransaction({ to: tx.to as Address, data: tx.data as Hex }));
    },
  };
}

/** The NFT row the indexer would have written, so the token's cached best listing can be checked. */
export async function indexNft(
  db: Database,
  chain: 'local1' | 'local2',
  contractAddress: string,
  tokenId: bigint,
  standard: 'ERC-721' | 'ERC-1155',
) {
  return insertNft(db, { chain, contractAddress: contractAddress.toLowerCase(), tokenId: tokenId.toString(), standard });
}

/** Row counts of the book's tables: a refusal must leave them unchanged. */
export async function bookCounts(db: Database): Promise<{ orders: number; activity: number }> {
  const { rows } = await db.execute<{ orders: string; activity: string }>(
    sql`select (select count(*) from ${orders}) as orders, (select count(*) from ${activity}) as activity`,
  );
  return { orders: Number(rows[0]!.orders), activity: Number(rows[0]!.activity) };
}
