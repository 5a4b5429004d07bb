import { and, eq } from 'drizzle-orm';
import { createWalletClient, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifacts, plainErc721Abi } from '@nft/contracts';
import { ownerships, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertContract } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { clientWithHook, type HeadHook } from '../../testing/client-with-hook';
import { registerPlatformContracts } from '../../testing/indexer-fixture';
import { startChainFollower, type ChainFollower } from './chain-follower';
import { createRpcClient } from './rpc-client';

const symbol = 'local1';
const alice = testAccounts[1]!;
const errors: unknown[] = [];
let database: DatabaseHandle;
let chain: TestChain;
let follower: ChainFollower | undefined;

beforeAll(async () => {
  [database, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  await registerPlatformContracts(database.db, symbol, chain);
});

afterAll(async () => {
  await follower?.stop();
  await chain?.stop();
  await database?.close();
});

describe('chain follower', () => {
  it('indexes a mint of a contract registered just before it, even when both land inside one poll', async () => {
    const artifacts = await loadArtifacts();
    const wallet = createWalletClient({
      account: privateKeyToAccount(alice.privateKey),
      transport: http(chain.rpcUrl),
    });
    const rpc = createRpcClient(chain.rpcUrl);
    const deployHash = await wallet.deployContract({
      abi: plainErc721Abi,
      bytecode: artifacts.PlainERC721.bytecode,
      chain: null,
    });
    const deployed = await rpc.waitForTransactionReceipt({ hash: deployHash, pollingInterval: 50 });
    const address = deployed.contractAddress!.toLowerCase() as Address;

    const hook: HeadHook = {};
    let mintBlock = 0;
    const client = clientWithHook(rpc, hook);
    // Registration, then a mint, both after the tick has started: the head read must see the contract in the list.
    hook.beforeHead = async () => {
      await insertContract(database.db, { chain: symbol, address, standard: 'ERC-721', deployedBlockNumber: Number(deployed.blockNumber) });
      const hash = await wallet.writeContract({
        address,
        abi: plainErc721Abi,
        functionName: 'mint',
        args: [alice.address, 7n],
        chain: null,
      });
      mintBlock = Number((await rpc.waitForTransactionReceipt({ hash, pollingInterval: 50 })).blockNumber);
    };
    follower = startChainFollower(
      {
        chain: { symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport },
        db: database.db,
        client,
        batchSize: 100,
        reorgDepth: 64,
        metadataQueue: undefined,
      },
      { pollIntervalMs: 50, confirmations: 0, onError: (error) => errors.push(error) },
    );
    await expect.poll(() => mintBlock, { timeout: 30_000 }).toBeGreaterThan(0);
    await follower.waitForBlock(mintBlock, 30_000);

    const [row] = await database.db
      .select({ owner: ownerships.owner })
      .from(ownerships)
      .where(and(eq(ownerships.chain, symbol), eq(ownerships.contractAddress, address), eq(ownerships.tokenId, '7')));
    expect(row).toEqual({ owner: alice.address.toLowerCase() });
    expect(errors).toEqual([]);
  });
});
