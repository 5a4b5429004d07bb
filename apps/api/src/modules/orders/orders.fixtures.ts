import { sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import { createChainRegistry } from '@nft/chains';
import { chainContractsFromDeployment, marketplaceErc721Abi, paymentTokensFromDeployment } from '@nft/contracts';
import { activity, orders, type Database, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertContract, insertNft } from '@nft/db/testing';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { chainWallet, sessionsOf, type ChainWallet } from './chain-wallet.fixtures';

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
  const signIn = sessionsOf(database.db);
  return {
    chains: { local1, local2 },
    database,
    testApp,
    wallet: (key, on = 'local1') => walletOf(on === 'local1' ? local1 : local2, key),
    signIn,
    async close() {
      await testApp.close();
      await Promise.all([local1.stop(), local2.stop()]);
      await database.close();
    },
  };
}

/** A funded devnet key acting on one chain: mints, approvals and transactions, each confirmed. */
export type Wallet = Omit<ChainWallet, 'writer' | 'confirm' | 'approveNft'> & {
  transfer721(to: Address, tokenId: bigint): Promise<void>;
  approve(standard: 'ERC-721' | 'ERC-1155', approved?: boolean): Promise<void>;
  send(tx: { to: string; data: string }): Promise<void>;
};

function walletOf(chain: TestChain, key: Hex): Wallet {
  const { writer, confirm, approveNft, ...base } = chainWallet(chain, key, 'ipfs://orders-test');
  return {
    ...base,
    approve: approveNft,
    /** transferFrom, which (unlike a mint) does not ask the receiver: contract wallets without hooks can hold it. */
    async transfer721(to: Address, tokenId: bigint) {
      await confirm(
        await writer.writeContract({
          address: chain.deployment.erc721,
          abi: marketplaceErc721Abi,
          functionName: 'transferFrom',
          args: [base.address, to, tokenId],
        }),
      );
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
