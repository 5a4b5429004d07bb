import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, nftDrafts, nftUnlockables, nfts, type Database } from '@nft/db';
import { insertAccount, insertCollection } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startIndexedTestChain, type IndexedTestChain } from '../../testing/indexed-test-chain';
import { linkMintedDrafts } from './link-drafts';

const symbol = 'local1';
const [alice, bob] = [testAccounts[1]!, testAccounts[2]!];
let fixture: IndexedTestChain;
let db: Database;
let aliceAccount: number;
let uriCounter = 0;

beforeAll(async () => {
  fixture = await startIndexedTestChain(symbol);
  db = fixture.database.db;
  aliceAccount = (await insertAccount(db, { address: alice.address.toLowerCase() })).id;
});

afterAll(async () => {
  await fixture?.stop();
});

const freshUri = () => `https://market.example/v1/nft-metadata/test-${++uriCounter}`;

async function insertDraft(values: {
  tokenUri: string;
  collectionId?: number | null;
  unlockableContent?: string | null;
  frozen?: boolean;
  supply?: string;
}) {
  const [row] = await db
    .insert(nftDrafts)
    .values({ chain: symbol, creatorAddress: alice.address.toLowerCase(), accountId: aliceAccount, metadata: { name: 'Draft' }, ...values })
    .returning();
  return row!;
}

const draftById = async (id: number) => (await db.select().from(nftDrafts).where(eq(nftDrafts.id, id)))[0]!;

async function nftOf(contract: string, tokenId: bigint) {
  const [row] = await db
    .select()
    .from(nfts)
    .where(eq(nfts.contractAddress, contract.toLowerCase()))
    .then((rows) => rows.filter((r) => r.tokenId === tokenId.toString()));
  return row;
}

async function waitForHead() {
  await fixture.indexer.waitForBlock(symbol, await fixture.actor.blockNumber());
}

const itemCount = async (id: number) =>
  (await db.select({ n: collections.itemCount }).from(collections).where(eq(collections.id, id)))[0]!.n;

describe('linking platform mints to drafts', () => {
  it('files the mint under the draft collection, stores the unlockable content and spends the oldest draft only', async () => {
    const collection = await insertCollection(db, { chain: symbol, creatorAddress: alice.address.toLowerCase() });
    const uri = freshUri();
    const first = await insertDraft({ tokenUri: uri, collectionId: collection.id, unlockableContent: 'the secret', frozen: true });
    const second = await insertDraft({ tokenUri: uri, collectionId: collection.id, unlockableContent: 'another secret' });
    const { tokenId, receipt } = await fixture.actor.mint721(alice.privateKey, uri);
    await waitForHead();

    const nft = (await nftOf(fixture.chain.deployment.erc721, tokenId))!;
    expect(nft).toMatchObject({ collectionId: collection.id, frozen: true, creatorAddress: alice.address.toLowerCase(), tokenUri: uri });
    expect((await draftById(first.id)).nftId).toBe(nft.id);
    expect((await draftById(first.id)).mintedAt).not.toBeNull();
    expect((await draftById(second.id)).nftId).toBeNull();
    const [unlockable] = await db.select().from(nftUnlockables).where(eq(nftUnlockables.nftId, nft.id));
    expect(unlockable?.content).toBe('the secret');
    expect(await itemCount(collection.id)).toBe(1);

    // Processing the same mint again (a repeated range) changes nothing and spends no second draft.
    const block = await fixture.actor.client.getBlock({ blockNumber: receipt.blockNumber });
    const position = {
      chain: symbol,
      blockNumber: Number(receipt.blockNumber),
      blockHash: receipt.blockHash,
      txHash: receipt.transactionHash,
      logIndex: 0,
      address: fixture.chain.deployment.erc721.toLowerCase(),
      occurredAt: new Date(Number(block.timestamp) * 1000),
    };
    await db.transaction((tx) =>
      linkMintedDrafts(tx as unknown as Database, symbol, [
        { position, tokenId: tokenId.toString(), creator: alice.address.toLowerCase(), tokenUri: uri },
      ]),
    );
    expect((await draftById(second.id)).nftId).toBeNull();
    expect(await itemCount(collection.id)).toBe(1);
  });

  it("does not let another creator's mint with the same URI spend the draft", async () => {
    const collection = await insertCollection(db, { chain: symbol, creatorAddress: alice.address.toLowerCase() });
    const uri = freshUri();
    const draft = await insertDraft({ tokenUri: uri, collectionId: collection.id, unlockableContent: 'for alice only' });
    const { tokenId } = await fixture.actor.mint721(bob.privateKey, uri);
    await waitForHead();

    const nft = (await nftOf(fixture.chain.deployment.erc721, tokenId))!;
    expect(nft.creatorAddress).toBe(bob.address.toLowerCase());
    expect(nft.collectionId).not.toBe(collection.id);
    expect((await draftById(draft.id)).nftId).toBeNull();
    expect(await db.select().from(nftUnlockables).where(eq(nftUnlockables.nftId, nft.id))).toEqual([]);

    // Alice's own mint of the URI then spends it.
    const own = await fixture.actor.mint721(alice.privateKey, uri);
    await waitForHead();
    const ownNft = (await nftOf(fixture.chain.deployment.erc721, own.tokenId))!;
    expect((await draftById(draft.id)).nftId).toBe(ownNft.id);
    expect(ownNft.collectionId).toBe(collection.id);
  });

  it('links an ERC-1155 mint with its copies', async () => {
    const collection = await insertCollection(db, { chain: symbol, creatorAddress: alice.address.toLowerCase() });
    const uri = freshUri();
    const draft = await insertDraft({ tokenUri: uri, collectionId: collection.id, supply: '5' });
    const { tokenId } = await fixture.actor.mint1155(alice.privateKey, 5n, uri);
    await waitForHead();
    const nft = (await nftOf(fixture.chain.deployment.erc1155, tokenId))!;
    expect(nft).toMatchObject({ collectionId: collection.id, standard: 'ERC-1155', supply: '5' });
    expect((await draftById(draft.id)).nftId).toBe(nft.id);
  });

  it('makes the draft unspent again when a reorg removes the mint, and links the re-mint on the new branch', async () => {
    const collection = await insertCollection(db, { chain: symbol, creatorAddress: alice.address.toLowerCase() });
    const uri = freshUri();
    const draft = await insertDraft({ tokenUri: uri, collectionId: collection.id, unlockableContent: 'reorg secret' });
    const snapshot = await fixture.actor.test.snapshot();
    const orphaned = await fixture.actor.mint721(alice.privateKey, uri);
    await waitForHead();
    const orphanedNft = (await nftOf(fixture.chain.deployment.erc721, orphaned.tokenId))!;
    expect((await draftById(draft.id)).nftId).toBe(orphanedNft.id);
    const orphanedHead = await fixture.actor.blockNumber();

    await fixture.actor.test.revert({ id: snapshot });
    await fixture.actor.test.mine({ blocks: 3 });
    expect(await fixture.actor.blockNumber()).toBeGreaterThan(orphanedHead);
    await waitForHead();
    expect(await draftById(draft.id)).toMatchObject({ nftId: null, mintedAt: null });
    expect(await itemCount(collection.id)).toBe(0);
    expect(await db.select().from(nftUnlockables).where(eq(nftUnlockables.nftId, orphanedNft.id))).toEqual([]);

    const again = await fixture.actor.mint721(alice.privateKey, uri);
    await waitForHead();
    const nft = (await nftOf(fixture.chain.deployment.erc721, again.tokenId))!;
    expect((await draftById(draft.id)).nftId).toBe(nft.id);
    expect(nft.collectionId).toBe(collection.id);
    expect(await itemCount(collection.id)).toBe(1);
  });
});
