import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startIndexer, type RunningIndexer } from '../../start-indexer';
import type { MetadataQueue } from '@nft/metadata';
import { chainActor } from '../../testing/chain-actor';
import { indexFresh } from '../../testing/index-fresh';
import { derivedState, registerPlatformContracts } from '../../testing/indexer-fixture';
import { readCursor } from '../storage/cursor-store';

const [alice, bob] = [testAccounts[1]!, testAccounts[2]!];
const symbol = 'local2';
let database: DatabaseHandle;
let chain: TestChain;

beforeAll(async () => {
  [database, chain] = await Promise.all([createTestDatabase(), startTestChain({ chainId: 31338 })]);
  await registerPlatformContracts(database.db, symbol, chain);
});

afterAll(async () => {
  await chain?.stop();
  await database?.close();
});

function start(metadataQueue?: MetadataQueue): RunningIndexer {
  // Two blocks per range: the backfill takes many transactions, so there is a middle to stop in.
  return startIndexer({
    database,
    chains: [{ symbol, rpcUrl: chain.rpcUrl, seaportAddress: chain.deployment.seaport }],
    pollIntervalMs: 50,
    batchSize: 2,
    ...(metadataQueue ? { metadataQueue } : {}),
  });
}

describe('stopping the indexer in the middle of a backfill', () => {
  it('ends, after a restart, with every row exactly once', async () => {
    const actor = chainActor(chain.rpcUrl, chain.chainId, chain.deployment);
    const minted: bigint[] = [];
    for (let i = 0; i < 12; i += 1) minted.push((await actor.mint721(alice.privateKey, `ipfs://${i}`)).tokenId);
    for (const tokenId of minted.slice(0, 6)) await actor.transfer721(alice.privateKey, bob.address, tokenId);
    const head = await actor.blockNumber();

    // Holds the backfill inside the range that mints the sixth token until stop() has been called.
    let reached!: () => void;
    const reachedMiddle = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = start({
      async enqueue(job) {
        if (job.tokenId !== minted[5]!.toString()) return;
        reached();
        await released;
      },
    });
    await reachedMiddle;
    const stopping = first.stop();
    release();
    await stopping;
    const cursor = await readCursor(database.db, symbol);
    expect(cursor!.blockNumber).toBeLessThan(head);
    const partial = await derivedState(database.db, symbol);
    expect(partial.ledger.length).toBeLessThan(18);

    const second = start();
    await second.waitForBlock(symbol, head);
    await second.stop();
    const final = await derivedState(database.db, symbol);
    expect(final.ledger.map((row) => row.kind)).toEqual([...Array<string>(12).fill('mint'), ...Array<string>(6).fill('transfer')]);
    expect(final.holders).toHaveLength(12);
    expect(final).toEqual(await indexFresh(symbol, chain, head));
  });
});
