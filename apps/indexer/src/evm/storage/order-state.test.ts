import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfts, orders, type DatabaseHandle } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import type { TestChain } from '@nft/devnet/testing';
import type { RunningIndexer } from '../../start-indexer';
import type { ChainActor } from '../../testing/chain-actor';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';
import { insertBookListing, type BookListing } from '../testing/seaport-listing';

const [alice, bob] = [testAccounts[1]!, testAccounts[2]!];
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

const orderHash = () => `0x${randomBytes(32).toString('hex')}`;
const indexed = async () => indexer!.waitForBlock(symbol, await actor.blockNumber());

async function list(values: Omit<BookListing, 'orderHash' | 'maker' | 'conduitKey'>): Promise<string> {
  const hash = orderHash();
  await insertBookListing(database.db, symbol, {
    orderHash: hash,
    maker: alice.address,
    conduitKey: chain.deployment.conduitKey,
    ...values,
  });
  return hash;
}

async function statusOf(hash: string) {
  const [row] = await database.db
    .select({ status: orders.status, reason: orders.statusReason })
    .from(orders)
    .where(and(eq(orders.chain, symbol), eq(orders.orderHash, hash)));
  return row;
}

describe('order state from the chain', () => {
  it('cancels a listing for good when the maker transfers the ERC-721 away, and a transfer back does not revive it (docs/security.md row 4)', async () => {
    const { tokenId } = await actor.mint721(alice.privateKey, 'ipfs://stale');
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    await indexed();
    const stale = await list({ contractAddress: chain.deployment.erc721, tokenId, price: 10n });
    await actor.transfer721(alice.privateKey, bob.address, tokenId);
    await indexed();
    expect(await statusOf(stale)).toEqual({ status: 'cancelled', reason: 'maker_lost_item' });

    await actor.transfer721(bob.privateKey, alice.address, tokenId);
    await indexed();
    expect(await statusOf(stale)).toEqual({ status: 'cancelled', reason: 'maker_lost_item' });
    const [nft] = await database.db
      .select({ best: nfts.bestListingOrderHash })
      .from(nfts)
      .where(
        and(eq(nfts.chain, symbol), eq(nfts.contractAddress, chain.deployment.erc721.toLowerCase()), eq(nfts.tokenId, tokenId.toString())),
      );
    expect(nft).toEqual({ best: null });
  });

  it("makes the maker's listings on a contract inactive when the conduit's approval is revoked, and active again when it returns", async () => {
    const first = await actor.mint721(alice.privateKey, 'ipfs://approval-1');
    const second = await actor.mint721(alice.privateKey, 'ipfs://approval-2');
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    await indexed();
    const listed = await list({ contractAddress: chain.deployment.erc721, tokenId: first.tokenId });
    const other = await list({ contractAddress: chain.deployment.erc721, tokenId: second.tokenId });
    await database.db.update(orders).set({ status: 'cancelled', statusReason: 'cancelled_by_maker' }).where(eq(orders.orderHash, other));

    // Another operator's approval says nothing about the conduit.
    await actor.approveAll(alice.privateKey, chain.deployment.erc721, bob.address, false);
    await indexed();
    expect(await statusOf(listed)).toEqual({ status: 'active', reason: null });

    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, false);
    await indexed();
    expect(await statusOf(listed)).toEqual({ status: 'inactive', reason: 'no_approval' });

    await actor.approveAll(alice.privateKey, chain.deployment.erc721, chain.deployment.conduit, true);
    await indexed();
    expect(await statusOf(listed)).toEqual({ status: 'active', reason: null });
    expect(await statusOf(other)).toEqual({ status: 'cancelled', reason: 'cancelled_by_maker' });
  });

  it('makes an ERC-1155 listing inactive while the maker holds fewer copies than it has left, and active when they come back', async () => {
    const { tokenId } = await actor.mint1155(alice.privateKey, 5n, 'ipfs://copies');
    await actor.approveAll(alice.privateKey, chain.deployment.erc1155, chain.deployment.conduit, true);
    await indexed();
    const listed = await list({ contractAddress: chain.deployment.erc1155, tokenId, quantity: 4n, price: 400n });

    await actor.batchTransfer1155(alice.privateKey, bob.address, [tokenId], [1n]);
    await indexed();
    expect(await statusOf(listed)).toEqual({ status: 'active', reason: null });

    await actor.batchTransfer1155(alice.privateKey, bob.address, [tokenId], [2n]);
    await indexed();
    expect(await statusOf(listed)).toEqual({ status: 'inactive', reason: 'no_balance' });

    await actor.batchTransfer1155(bob.privateKey, alice.address, [tokenId], [2n]);
    await indexed();
    expect(await statusOf(listed)).toEqual({ status: 'active', reason: null });
  });
});
