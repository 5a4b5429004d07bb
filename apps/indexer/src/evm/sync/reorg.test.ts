import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import type { TestChain } from '@nft/devnet/testing';
import type { RunningIndexer } from '../../start-indexer';
import type { ChainActor } from '../../testing/chain-actor';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';
import { indexFresh } from '../../testing/index-fresh';
import { derivedState } from '../../testing/indexer-fixture';

const [alice, bob, carol] = [testAccounts[1]!, testAccounts[2]!, testAccounts[3]!];
const symbol = 'local1';
let database: DatabaseHandle;
let chain: TestChain;
let actor: ChainActor;
let indexer: RunningIndexer | undefined;

let fixture: IndexedTestChain | undefined;

beforeAll(async () => {
  fixture = await startIndexedTestChain(symbol);
  ({ database, chain, actor, indexer } = fixture);
});

afterAll(async () => {
  await fixture?.stop();
});

describe('a reorganisation', () => {
  it('rolls back what the orphaned blocks derived and indexes the new branch exactly', async () => {
    const kept = await actor.mint721(alice.privateKey, 'ipfs://kept');
    const copies = await actor.mint1155(alice.privateKey, 4n, 'ipfs://copies');
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    await indexer!.waitForBlock(symbol, await actor.blockNumber());
    const before = await derivedState(database.db, symbol);

    const snapshot = await actor.test.snapshot();
    const orphanedMint = await actor.mint721(alice.privateKey, 'ipfs://orphaned');
    const orphanedTransfer = await actor.transfer721(alice.privateKey, bob.address, kept.tokenId);
    await actor.batchTransfer1155(alice.privateKey, bob.address, [copies.tokenId], [3n]);
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, false);
    const orphanedHead = await actor.blockNumber();
    await indexer!.waitForBlock(symbol, orphanedHead);
    const during = await derivedState(database.db, symbol);
    expect(during.ledger.map((row) => row.txHash)).toContain(orphanedTransfer.transactionHash);
    expect(during.approvals[0]!.approved).toBe(false);

    await actor.test.revert({ id: snapshot });
    const replacement = await actor.mint721(carol.privateKey, 'ipfs://replacement');
    // A longer branch than the orphaned one, so waiting for its head means the reorg was handled.
    await actor.test.mine({ blocks: 5 });
    const head = await actor.blockNumber();
    expect(head).toBeGreaterThan(orphanedHead);
    await indexer!.waitForBlock(symbol, head);

    const after = await derivedState(database.db, symbol);
    const hashes = after.ledger.map((row) => row.txHash);
    expect(hashes).not.toContain(orphanedMint.receipt.transactionHash);
    expect(hashes).not.toContain(orphanedTransfer.transactionHash);
    expect(hashes).toContain(replacement.receipt.transactionHash);
    expect(after.ledger.slice(0, before.ledger.length)).toEqual(before.ledger);
    expect(after.holders.filter((h) => h.tokenId !== replacement.tokenId.toString())).toEqual(before.holders);
    expect(after.approvals).toEqual(before.approvals);
    expect(after).toEqual(await indexFresh(symbol, chain, head));
  });
});
