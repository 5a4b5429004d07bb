import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activity, fills, nfts, orders, type DatabaseHandle } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import type { TestChain } from '@nft/devnet/testing';
import type { RunningIndexer } from '../../start-indexer';
import type { ChainActor } from '../../testing/chain-actor';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';
import { indexFresh } from '../../testing/index-fresh';
import { derivedState } from '../../testing/indexer-fixture';
import { buyOnSeaport, insertBookListing, listOnSeaport } from '../testing/seaport-listing';

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

  it('reopens what an orphaned block filled, cancelled for a lost item or made inactive, and removes the sale (docs/security.md row 16)', async () => {
    const sold = await actor.mint721(alice.privateKey, 'ipfs://sold-then-orphaned');
    const other = await actor.mint721(alice.privateKey, 'ipfs://other');
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    const item = { itemType: 2 as const, token: chain.deployment.erc721, identifier: sold.tokenId, amount: 1n };
    const listing = await listOnSeaport(
      actor,
      chain.deployment,
      alice.privateKey,
      item,
      [{ amount: 1000n, recipient: alice.address }],
      20n,
    );
    const book = { maker: alice.address, contractAddress: chain.deployment.erc721, conduitKey: chain.deployment.conduitKey };
    // The NFT rows first: a best listing refreshed before the indexer wrote its token's row is lost (a busy machine).
    await indexer!.waitForBlock(symbol, await actor.blockNumber());
    await insertBookListing(database.db, symbol, { ...book, orderHash: listing.orderHash, tokenId: sold.tokenId, price: 1000n });
    const second = `0x${'d2'.repeat(32)}`;
    await insertBookListing(database.db, symbol, { ...book, orderHash: second, tokenId: sold.tokenId, price: 1200n });
    const otherListing = `0x${'d3'.repeat(32)}`;
    await insertBookListing(database.db, symbol, { ...book, orderHash: otherListing, tokenId: other.tokenId, price: 700n });
    await indexer!.waitForBlock(symbol, await actor.blockNumber());

    const status = async (hash: string) =>
      (
        await database.db
          .select({ status: orders.status, reason: orders.statusReason })
          .from(orders)
          .where(eq(orders.orderHash, hash.toLowerCase()))
      )[0];
    const sales = () =>
      database.db
        .select({ tx: activity.txHash })
        .from(activity)
        .where(and(eq(activity.kind, 'sale'), eq(activity.orderHash, listing.orderHash.toLowerCase())));
    const soldNft = async () =>
      (
        await database.db
          .select({ best: nfts.bestListingOrderHash, lastSale: nfts.lastSalePrice })
          .from(nfts)
          .where(and(eq(nfts.contractAddress, chain.deployment.erc721.toLowerCase()), eq(nfts.tokenId, sold.tokenId.toString())))
      )[0];
    expect(await soldNft()).toEqual({ best: listing.orderHash.toLowerCase(), lastSale: null });

    const snapshot = await actor.test.snapshot();
    const receipt = await buyOnSeaport(actor, chain.deployment, bob.privateKey, listing);
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, false);
    const orphanedHead = await actor.blockNumber();
    await indexer!.waitForBlock(symbol, orphanedHead);
    expect(await status(listing.orderHash)).toEqual({ status: 'filled', reason: null });
    expect(await status(second)).toEqual({ status: 'cancelled', reason: 'maker_lost_item' });
    expect(await status(otherListing)).toEqual({ status: 'inactive', reason: 'no_approval' });
    expect(await sales()).toEqual([{ tx: receipt.transactionHash }]);
    expect(await soldNft()).toEqual({ best: null, lastSale: '1000' });

    await actor.test.revert({ id: snapshot });
    await actor.test.mine({ blocks: 5 });
    const head = await actor.blockNumber();
    expect(head).toBeGreaterThan(orphanedHead);
    await indexer!.waitForBlock(symbol, head);
    expect(await status(listing.orderHash)).toEqual({ status: 'active', reason: null });
    expect(await status(second)).toEqual({ status: 'active', reason: null });
    expect(await status(otherListing)).toEqual({ status: 'active', reason: null });
    expect(await sales()).toEqual([]);
    expect(await database.db.select().from(fills).where(eq(fills.orderHash, listing.orderHash.toLowerCase()))).toEqual([]);
    expect(await soldNft()).toEqual({ best: listing.orderHash.toLowerCase(), lastSale: null });
  });
});
