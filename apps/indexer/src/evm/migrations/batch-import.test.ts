import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createWalletClient, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadArtifacts, plainErc721Abi } from '@nft/contracts';
import {
  activity,
  batchMigrations,
  batchMigrationTokens,
  collections,
  contractBackfills,
  nfts,
  ownerships,
  type DatabaseHandle,
} from '@nft/db';
import { createTestDatabase, insertAccount, insertCollection } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import type { MetadataJob, MetadataQueue } from '@nft/metadata';
import { startIndexer, type RunningIndexer } from '../../start-indexer';
import { chainActor, type ChainActor } from '../../testing/chain-actor';
import { registerPlatformContracts } from '../../testing/indexer-fixture';
import { readCursor } from '../storage/cursor-store';
import { startChainFollower, type ChainFollower } from '../sync/chain-follower';
import { createRpcClient } from '../sync/rpc-client';
import { clientWithHook, type HeadHook } from '../../testing/client-with-hook';

// Batch migration import (docs/decisions/049-per-contract-backfill-and-import.md) on a real anvil: a third-party ERC-721
// whose whole history lies behind the chain's cursor is backfilled, and only the requested tokens join the collection.
const [alice, bob] = [testAccounts[1]!, testAccounts[2]!];
const symbol = 'local2';
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let contract: string;

beforeAll(async () => {
  [database, chain] = await Promise.all([createTestDatabase(), startTestChain({ chainId: 31338 })]);
  await registerPlatformContracts(database.db, symbol, chain);
  actor = chainActor(chain.rpcUrl, chain.chainId, chain.deployment);
});

afterAll(async () => {
  await chain?.stop();
  await database?.close();
});

function start(options: { metadataQueue?: MetadataQueue; importBatchSize?: number } = {}): RunningIndexer {
  return startIndexer({
    database,
    chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport }],
    pollIntervalMs: 50,
    batchSize: 3,
    ...options,
  });
}

async function deployAndMint(): Promise<{ address: string; deployment: number }> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(alice.privateKey as Hex),
    transport: http(chain.rpcUrl),
    chain: actor.client.chain,
  });
  const artifacts = await loadArtifacts();
  const deployed = await actor.client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi: plainErc721Abi, bytecode: artifacts.PlainERC721.bytecode }),
  });
  const address = deployed.contractAddress!.toLowerCase() as Address;
  const send = async (functionName: 'mint' | 'transferFrom', args: readonly unknown[]) =>
    actor.client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address, abi: plainErc721Abi, functionName, args } as never),
      pollingInterval: 50,
    });
  for (const tokenId of [1n, 2n, 3n, 4n, 5n, 7n]) await send('mint', [alice.address, tokenId]);
  await send('transferFrom', [alice.address, bob.address, 2n]);
  return { address, deployment: Number(deployed.blockNumber) };
}

async function migration(values: Partial<typeof batchMigrations.$inferInsert> & { collectionId: number; requesterAccountId: number }) {
  const [row] = await database.db
    .insert(batchMigrations)
    .values({
      chain: symbol,
      sourceContractAddress: contract,
      tokenIdType: 'consecutive',
      status: 'approved',
      standard: 'ERC-721',
      deploymentBlock: null,
      ...values,
    })
    .returning();
  return row!;
}

const migrationRow = async (id: number) => (await database.db.select().from(batchMigrations).where(eq(batchMigrations.id, id)))[0]!;
const collectionTokens = async (collectionId: number) =>
  (
    await database.db
      .select({ tokenId: nfts.tokenId })
      .from(nfts)
      .where(and(eq(nfts.contractAddress, contract), eq(nfts.collectionId, collectionId)))
      .orderBy(asc(nfts.tokenId))
  ).map((row) => row.tokenId);

const tokenRow = async (migrationId: number, tokenId: string) =>
  (
    await database.db
      .select({ status: batchMigrationTokens.status, error: batchMigrationTokens.error })
      .from(batchMigrationTokens)
      .where(and(eq(batchMigrationTokens.migrationId, migrationId), eq(batchMigrationTokens.tokenId, tokenId)))
  )[0];

/** Alice mints `tokenId` of the migrated contract; resolves with the receipt. */
async function mintToken(tokenId: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(alice.privateKey),
    transport: http(chain.rpcUrl),
    chain: actor.client.chain,
  });
  return actor.client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: contract as Address,
      abi: plainErc721Abi,
      functionName: 'mint',
      args: [alice.address, tokenId],
    }),
    pollingInterval: 50,
  });
}

/** A follower of the test chain whose client runs `hook.beforeHead` at the start of its next tick (testing/client-with-hook.ts). */
function hookedFollower(hook: HeadHook): ChainFollower {
  return startChainFollower(
    {
      chain: { symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport },
      db: database.db,
      client: clientWithHook(createRpcClient(chain.rpcUrl), hook),
      batchSize: 3,
      reorgDepth: 64,
      metadataQueue: undefined,
    },
    { pollIntervalMs: 50, confirmations: 0, onError: (error) => console.error(`indexer ${symbol}:`, error) },
  );
}

/**
 * A request for one token of the contract, minted and imported (done) by an indexer that then stops, after which the
 * chain drops the block of that mint: the state both reorganisation tests below start from.
 */
async function importedThenOrphaned(tokenId: bigint, name: string) {
  const snapshot = await actor.test.snapshot();
  await mintToken(tokenId);
  const indexer = start();
  await indexer.waitForBlock(symbol, await actor.blockNumber());
  const applicant = await insertAccount(database.db);
  const target = await insertCollection(database.db, { chain: symbol, creatorAddress: applicant.address, name });
  const request = await migration({
    collectionId: target.id,
    requesterAccountId: applicant.id,
    tokenIdType: 'non_consecutive',
    tokenIds: [String(tokenId)],
    tokenCount: 1,
  });
  await expect.poll(async () => (await migrationRow(request.id)).status, { timeout: 30_000 }).toBe('done');
  expect(await collectionTokens(target.id)).toEqual([String(tokenId)]);
  await indexer.stop();
  await actor.test.revert({ id: snapshot });
  return { request, target };
}

describe('importing a contract whose history lies behind the cursor', () => {
  it('backfills it, places only the requested tokens, survives a restart in the middle and repeats nothing', async () => {
    const deployed = await deployAndMint();
    contract = deployed.address;
    const deployment = deployed.deployment;
    const head = await actor.blockNumber();
    // The chain's cursor passes the contract's whole history before anyone asks for it.
    const first = start();
    await first.waitForBlock(symbol, head);
    await first.stop();
    expect((await readCursor(database.db, symbol))!.blockNumber).toBeGreaterThanOrEqual(head);
    expect(await database.db.select().from(nfts).where(eq(nfts.contractAddress, contract))).toEqual([]);

    const applicant = await insertAccount(database.db, { address: alice.address.toLowerCase() });
    const consecutive = await insertCollection(database.db, { chain: symbol, creatorAddress: applicant.address, name: 'Imported range' });
    const listed = await insertCollection(database.db, { chain: symbol, creatorAddress: applicant.address, name: 'Imported list' });
    const range = await migration({
      collectionId: consecutive.id,
      requesterAccountId: applicant.id,
      rangeStart: '1',
      rangeEnd: '3',
      tokenCount: 3,
      deploymentBlock: deployment,
    });
    const list = await migration({
      collectionId: listed.id,
      requesterAccountId: applicant.id,
      tokenIdType: 'non_consecutive',
      tokenIds: ['5', '7', '99'],
      tokenCount: 3,
      deploymentBlock: deployment,
    });

    // One token per transaction. The backfill asks once for every minted token's metadata; the import asks again for
    // each token it places. The import's job for token 2 (its second) holds the indexer until stop() is called.
    let reached!: () => void;
    const reachedMiddle = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const queued: MetadataJob[] = [];
    const second = start({
      importBatchSize: 1,
      metadataQueue: {
        async enqueue(job) {
          if (job.contractAddress !== contract) return;
          queued.push(job);
          if (queued.filter((j) => j.tokenId === '2').length === 2) {
            reached();
            await released;
          }
        },
      },
    });
    await reachedMiddle;
    const stopping = second.stop();
    release();
    await stopping;
    const partial = await migrationRow(range.id);
    expect(partial.status).toBe('importing');
    expect(partial.migratedCount).toBe(2);
    expect(await collectionTokens(consecutive.id)).toEqual(['1', '2']);
    // The backfill fetches every minted token, 4 and 7 outside the requests included (they are listed as tokens without
    // a collection and must not be blank); then the import fetches the placed tokens again, one per batch.
    expect(queued.map((job) => job.tokenId)).toEqual(['1', '2', '3', '4', '5', '7', '1', '2']);

    const third = start({ importBatchSize: 1 });
    await expect.poll(async () => (await migrationRow(list.id)).status, { timeout: 30_000 }).toBe('done');
    await expect.poll(async () => (await migrationRow(range.id)).status, { timeout: 30_000 }).toBe('done');

    // Consecutive 1..3: token 4 (minted, outside the range) and the rest of the contract stay out.
    expect(await collectionTokens(consecutive.id)).toEqual(['1', '2', '3']);
    expect(await collectionTokens(listed.id)).toEqual(['5', '7']);
    const [outside] = await database.db
      .select({ collectionId: nfts.collectionId })
      .from(nfts)
      .where(and(eq(nfts.contractAddress, contract), eq(nfts.tokenId, '4')));
    expect(outside).toEqual({ collectionId: null });
    expect(await migrationRow(range.id)).toMatchObject({ migratedCount: 3, failedCount: 0, tokenCount: 3 });
    expect(await migrationRow(list.id)).toMatchObject({ migratedCount: 2, failedCount: 1 });
    expect(
      await database.db
        .select({ tokenId: batchMigrationTokens.tokenId, status: batchMigrationTokens.status, error: batchMigrationTokens.error })
        .from(batchMigrationTokens)
        .where(eq(batchMigrationTokens.migrationId, list.id))
        .orderBy(asc(batchMigrationTokens.tokenId)),
    ).toEqual([
      { tokenId: '5', status: 'imported', error: null },
      { tokenId: '7', status: 'imported', error: null },
      { tokenId: '99', status: 'failed', error: 'not minted on the contract' },
    ]);
    expect(await collectionTokens(consecutive.id)).toHaveLength(
      (await database.db.select().from(collections).where(eq(collections.id, consecutive.id)))[0]!.itemCount,
    );

    // The history was applied once and in order: six mints and the transfer of token 2 to bob.
    const ledger = await database.db
      .select({ kind: activity.kind, tokenId: activity.tokenId })
      .from(activity)
      .where(eq(activity.contractAddress, contract))
      .orderBy(asc(activity.blockNumber), asc(activity.logIndex));
    expect(ledger).toEqual([
      ...['1', '2', '3', '4', '5', '7'].map((tokenId) => ({ kind: 'mint', tokenId })),
      { kind: 'transfer', tokenId: '2' },
    ]);
    const holders = await database.db
      .select({ tokenId: ownerships.tokenId, owner: ownerships.owner })
      .from(ownerships)
      .where(eq(ownerships.contractAddress, contract))
      .orderBy(asc(ownerships.tokenId));
    expect(holders.find((h) => h.tokenId === '2')?.owner).toBe(bob.address.toLowerCase());
    expect(holders).toHaveLength(6);
    const [backfill] = await database.db.select().from(contractBackfills).where(eq(contractBackfills.contractAddress, contract));
    expect(backfill).toMatchObject({ fromBlock: deployment, done: true });

    // From now on the follower follows the contract like any other: a new mint is indexed, outside every collection.
    await mintToken(8n);
    await third.waitForBlock(symbol, await actor.blockNumber());
    await third.stop();
    const [minted] = await database.db
      .select({ collectionId: nfts.collectionId })
      .from(nfts)
      .where(and(eq(nfts.contractAddress, contract), eq(nfts.tokenId, '8')));
    expect(minted).toEqual({ collectionId: null });
  });
  it('loses nothing to a reorganisation: a token whose mint was orphaned is placed again once the new branch mints it', async () => {
    const indexer = start();
    const applicant = await insertAccount(database.db);
    const target = await insertCollection(database.db, {
      chain: symbol,
      creatorAddress: applicant.address,
      name: 'Imported before a reorg',
    });
    const mint9 = () => mintToken(9n);
    const snapshot = await actor.test.snapshot();
    await mint9();
    await indexer.waitForBlock(symbol, await actor.blockNumber());
    const request = await migration({
      collectionId: target.id,
      requesterAccountId: applicant.id,
      tokenIdType: 'non_consecutive',
      tokenIds: ['9'],
      tokenCount: 1,
    });
    await expect.poll(async () => (await migrationRow(request.id)).status, { timeout: 30_000 }).toBe('done');
    expect(await collectionTokens(target.id)).toEqual(['9']);

    await actor.test.revert({ id: snapshot });
    const replacement = await mint9();
    await actor.test.mine({ blocks: 5 });
    await indexer.waitForBlock(symbol, await actor.blockNumber());
    // The rollback removed the orphaned NFT row; the import placed the new branch's token again.
    await expect.poll(() => collectionTokens(target.id), { timeout: 30_000 }).toEqual(['9']);
    await indexer.stop();
    const [mint] = await database.db
      .select({ txHash: activity.txHash })
      .from(activity)
      .where(and(eq(activity.contractAddress, contract), eq(activity.tokenId, '9')));
    expect(mint!.txHash).toBe(replacement.transactionHash.toLowerCase());
    expect(await migrationRow(request.id)).toMatchObject({ status: 'done', migratedCount: 1, failedCount: 0 });
  });
  // The follower may see the chain while the new branch is still shorter than the orphaned one (a poll between the two),
  // then the tokens the rollback reopened are not minted yet; they must not be failed for it.
  it('fails no token whose mint was orphaned while the new branch is still below the orphaned tip, and places it once re-minted', async () => {
    const { request, target } = await importedThenOrphaned(10n, 'Imported across a short reorg');
    let afterRollback: Awaited<ReturnType<typeof tokenRow>>;
    const hook: HeadHook = {};
    // Tick 1 finds its cursor block gone, rolls back and runs the import steps with the chain below the orphaned tip;
    // tick 2 starts only after all that, and the new branch re-mints the token before it reads the head.
    hook.beforeHead = async () => {
      hook.beforeHead = async () => {
        afterRollback = await tokenRow(request.id, '10');
        await mintToken(10n);
        await actor.test.mine({ blocks: 2 });
      };
    };
    const follower = hookedFollower(hook);
    try {
      await expect.poll(() => afterRollback, { timeout: 30_000 }).toBeDefined();
      await follower.waitForBlock(await actor.blockNumber(), 30_000);
      await expect.poll(() => collectionTokens(target.id), { timeout: 30_000 }).toEqual(['10']);
    } finally {
      await follower.stop();
    }
    expect(afterRollback).toEqual({ status: 'pending', error: null });
    expect(await migrationRow(request.id)).toMatchObject({ status: 'done', migratedCount: 1, failedCount: 0 });
  });

  it('fails a token the new branch never re-mints once the chain is back past the orphaned tip', async () => {
    const { request, target } = await importedThenOrphaned(11n, 'Imported, then orphaned for good');
    await actor.test.mine({ blocks: 3 });
    const follower = hookedFollower({});
    try {
      await follower.waitForBlock(await actor.blockNumber(), 30_000);
      await expect.poll(async () => (await migrationRow(request.id)).status, { timeout: 30_000 }).toBe('failed');
    } finally {
      await follower.stop();
    }
    expect(await tokenRow(request.id, '11')).toEqual({ status: 'failed', error: 'not minted on the contract' });
    expect(await collectionTokens(target.id)).toEqual([]);
  });
});
