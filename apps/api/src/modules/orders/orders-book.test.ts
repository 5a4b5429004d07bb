import { createWalletClient, encodeFunctionData, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifacts, marketplaceErc721Abi, mock1271WalletAbi } from '@nft/contracts';
import { seaportAbi } from '@nft/contracts/abi';
import { testAccounts } from '@nft/devnet';
import { bulkOrderSignature, fromOrderComponentsJson, orderHash as hashOrder, orderTypedData } from '@nft/seaport';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { and, eq } from 'drizzle-orm';
import { collections, media, nfts } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { bookCounts, indexNft, startBookHarness, type BookHarness, type Wallet } from './orders.fixtures';

// The book after intake: reading, paging, gas-free cancel, the NFT's best listing, bulk and
// contract-wallet makers, and bulk cancellation by counter (docs/security.md rows 2, 4 and 6).
let harness: BookHarness;
let seller: Wallet;
let sellerSession: SignedInAccount;
let strangerSession: SignedInAccount;
const royaltyReceiver = testAccounts[6]!.address;

beforeAll(async () => {
  harness = await startBookHarness();
  seller = harness.wallet(testAccounts[1]!.privateKey);
  sellerSession = await harness.signIn(seller.address);
  strangerSession = await harness.signIn(testAccounts[2]!.address);
  await seller.approve('ERC-721');
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const now = () => Math.floor(Date.now() / 1000);
const erc721 = () => harness.chains.local1.deployment.erc721;

async function call(method: 'GET' | 'POST', url: string, session?: SignedInAccount, payload?: unknown) {
  const response = await harness.testApp.app.inject({
    method,
    url,
    headers: session?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

type Built = { orders: Record<string, unknown>[]; signature: Record<string, unknown> };

async function build(session: SignedInAccount, body: Record<string, unknown>): Promise<Built> {
  const reply = await call('POST', '/v1/orders/build', session, {
    chain: 'local1',
    side: 'listing',
    kind: 'fixed',
    price: '1',
    endTime: now() + 3600,
    ...body,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

/** Mints a token to the seller, indexes it, and lists it through build, sign and post. */
async function list(wallet: Wallet, session: SignedInAccount, body: Record<string, unknown> = {}, collectionId?: number) {
  const tokenId = await wallet.mint721(royaltyReceiver, 500n);
  const nft = await indexNft(harness.database.db, 'local1', erc721(), tokenId, 'ERC-721');
  if (collectionId !== undefined) await harness.database.db.update(nfts).set({ collectionId }).where(eq(nfts.id, nft.id));
  const built = await build(session, { items: [{ contract: erc721(), tokenId: tokenId.toString() }], ...body });
  const signature = await wallet.account.signTypedData(built.signature as never);
  const reply = await call('POST', '/v1/orders', session, {
    chain: 'local1',
    parameters: built.orders[0],
    signature,
    ...(body.privateBuyer ? { privateBuyer: body.privateBuyer } : {}),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { tokenId, orderHash: reply.body.data.orderHash as string, built, signature };
}

/** A stored picture (the media table's row; its bytes are not read by the list). */
const mediaRow = () => ({
  sha256: 'ab'.repeat(32),
  mime: 'image/png',
  sizeBytes: 100,
  width: 10,
  height: 10,
  storageKey: `${'ab'.repeat(32)}.png`,
});

const bestListing = async (tokenId: bigint) => (await call('GET', `/v1/nfts/local1/${erc721()}/${tokenId}`)).body.data.bestListing;

describe('reading the book', () => {
  it('shows a listing, pages through the list with filters, and names it as the NFT best listing', async () => {
    const first = await list(seller, sellerSession, { price: '1.25' });
    const second = await list(seller, sellerSession);
    expect(await bestListing(first.tokenId)).toEqual({
      price: '1250000000000000000',
      currency: '0x0000000000000000000000000000000000000000',
      kind: 'fixed',
      orderHash: first.orderHash,
    });

    const page1 = await call('GET', `/v1/orders?maker=${seller.address}&limit=1&side=listing&status=active&chain=local1`);
    expect(page1.body.data.items.map((order: { orderHash: string }) => order.orderHash)).toEqual([second.orderHash]);
    const page2 = await call(
      'GET',
      `/v1/orders?maker=${seller.address}&limit=1&side=listing&status=active&chain=local1&cursor=${page1.body.data.nextCursor}`,
    );
    expect(page2.body.data.items.map((order: { orderHash: string }) => order.orderHash)).toEqual([first.orderHash]);
    const byToken = await call('GET', `/v1/orders?contract=${erc721()}&tokenId=${first.tokenId}`);
    expect(byToken.body.data).toEqual({
      items: [expect.objectContaining({ orderHash: first.orderHash, price: '1250000000000000000' })],
      nextCursor: null,
    });
    expect((await call('GET', `/v1/orders?status=expired&maker=${seller.address}`)).body.data.items).toEqual([]);
    expect((await call('GET', '/v1/orders?cursor=bm90LWEtY3Vyc29y')).body.error).toBe('validation_failed');
    expect((await call('GET', `/v1/orders/local1/0x${'ab'.repeat(32)}`)).body.error).toBe('not_found');
  });

  it("names each order's token and collection when asked (include=nft), and only then", async () => {
    const { tokenId, orderHash } = await list(seller, sellerSession);
    const { db } = harness.database;
    const collection = await insertCollection(db, { chain: 'local1', name: 'Named Tiles', creatorAddress: seller.address.toLowerCase() });
    const [picture] = await db.insert(media).values(mediaRow()).returning({ id: media.id });
    await db
      .update(nfts)
      .set({ name: 'Tile #1', collectionId: collection.id, imageMediaId: picture!.id })
      .where(and(eq(nfts.contractAddress, erc721().toLowerCase()), eq(nfts.tokenId, tokenId.toString())));
    const named = await call('GET', `/v1/orders?contract=${erc721()}&tokenId=${tokenId}&include=nft`);
    expect(named.status).toBe(200);
    expect(named.body.data.items).toEqual([
      expect.objectContaining({
        orderHash,
        nft: { name: 'Tile #1', image: expect.objectContaining({ url: expect.stringContaining(mediaRow().storageKey) }) },
        collection: { id: collection.id, name: 'Named Tiles' },
      }),
    ]);
    const plain = (await call('GET', `/v1/orders?contract=${erc721()}&tokenId=${tokenId}`)).body.data.items[0];
    expect(plain.orderHash).toBe(orderHash);
    expect(plain).not.toHaveProperty('nft');
    expect(plain).not.toHaveProperty('collection');
    // A hidden token is named by nothing, as every list leaves it out.
    await db.update(nfts).set({ hidden: true }).where(eq(nfts.tokenId, tokenId.toString()));
    const hidden = await call('GET', `/v1/orders?contract=${erc721()}&tokenId=${tokenId}&include=nft`);
    expect(hidden.body.data.items[0]).toMatchObject({ orderHash, nft: null });
    expect((await call('GET', '/v1/orders?include=everything')).body.error).toBe('validation_failed');
  });

  it('prices a declining listing now, keeps a scheduled one out of the best listing, and records a private buyer', async () => {
    const buyer = testAccounts[8]!.address;
    const declining = await list(seller, sellerSession, {
      kind: 'declining',
      price: '2',
      endPrice: '1',
      startTime: now() - 1800,
      endTime: now() + 1800,
      privateBuyer: buyer,
    });
    const view = (await call('GET', `/v1/orders/local1/${declining.orderHash}`)).body.data;
    expect(view).toMatchObject({
      kind: 'declining',
      taker: buyer.toLowerCase(),
      startPrice: '2000000000000000000',
      endPrice: '1000000000000000000',
    });
    expect(BigInt(view.price)).toBeLessThan(1_510_000_000_000_000_000n);
    expect(BigInt(view.price)).toBeGreaterThan(1_490_000_000_000_000_000n);

    const scheduled = await list(seller, sellerSession, { startTime: now() + 3600, endTime: now() + 7200 });
    expect((await call('GET', `/v1/orders/local1/${scheduled.orderHash}`)).body.data.status).toBe('active');
    expect(await bestListing(scheduled.tokenId)).toBeNull();
  });
});

describe('gas-free cancel', () => {
  it('lets only the maker cancel an open order, for good, and clears the best listing', async () => {
    const listed = await list(seller, sellerSession);
    const url = `/v1/orders/local1/${listed.orderHash}/cancel`;
    const before = await bookCounts(harness.database.db);
    expect(await call('POST', url, strangerSession)).toMatchObject({ status: 403, body: { error: 'not_order_maker' } });
    expect((await call('POST', `/v1/orders/local1/0x${'cd'.repeat(32)}/cancel`, sellerSession)).body.error).toBe('not_found');
    expect(await bookCounts(harness.database.db)).toEqual(before);

    expect(await call('POST', url, sellerSession)).toMatchObject({
      status: 200,
      body: { data: { orderHash: listed.orderHash, status: 'cancelled' } },
    });
    expect(await bookCounts(harness.database.db)).toEqual({ ...before, activity: before.activity + 1 });
    expect((await call('GET', `/v1/orders/local1/${listed.orderHash}`)).body.data).toMatchObject({
      status: 'cancelled',
      statusReason: 'cancelled_by_maker',
    });
    expect(await bestListing(listed.tokenId)).toBeNull();
    expect(await call('POST', url, sellerSession)).toMatchObject({ status: 409, body: { error: 'order_not_cancellable' } });

    // Posting the kept signed order again revives nothing.
    const repost = await call('POST', '/v1/orders', sellerSession, {
      chain: 'local1',
      parameters: listed.built.orders[0],
      signature: listed.signature,
    });
    expect(repost).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    expect(await bestListing(listed.tokenId)).toBeNull();
  });
});

describe('the collection floor', () => {
  it("follows a listing posted and then cancelled into the collection's cached floor, which the lists read", async () => {
    const { db } = harness.database;
    const collection = await insertCollection(db, { chain: 'local1', name: 'Floor Tiles', creatorAddress: seller.address.toLowerCase() });
    const cachedFloor = async () =>
      (await db.select({ floor: collections.floorPrice }).from(collections).where(eq(collections.id, collection.id)))[0]!.floor;
    expect(await cachedFloor()).toBeNull();

    const cheap = await list(seller, sellerSession, { price: '0.25' }, collection.id);
    await list(seller, sellerSession, { price: '0.5' }, collection.id);
    // Refreshed after the order's transaction, within the refresher's window (not by the minute's book job).
    await expect.poll(cachedFloor, { timeout: 10_000 }).toBe('250000000000000000');

    expect((await call('POST', `/v1/orders/local1/${cheap.orderHash}/cancel`, sellerSession)).status).toBe(200);
    await expect.poll(cachedFloor, { timeout: 10_000 }).toBe('500000000000000000');
  });
});

describe('makers', () => {
  it('serves one order with its signed parameters and signature, enough to cancel it on chain from anywhere', async () => {
    const listed = await list(seller, sellerSession);
    const detail = (await call('GET', `/v1/orders/local1/${listed.orderHash}`)).body.data;
    expect(detail.signature).toBe(listed.signature.toLowerCase());
    const components = fromOrderComponentsJson(detail.parameters);
    expect(hashOrder(components).toLowerCase()).toBe(listed.orderHash);
    // Lists stay summaries.
    const page = (await call('GET', `/v1/orders?contract=${erc721()}&tokenId=${listed.tokenId}`)).body.data;
    expect(page.items[0]).not.toHaveProperty('parameters');
    expect(page.items[0]).not.toHaveProperty('signature');
    // Seaport's own cancel accepts exactly what the API served (apps/web's on-chain cancel).
    const { seaport } = harness.chains.local1.deployment;
    await seller.send({ to: seaport, data: encodeFunctionData({ abi: seaportAbi, functionName: 'cancel', args: [[components]] }) });
    const [, isCancelled] = await seller.client.readContract({
      address: seaport,
      abi: seaportAbi,
      functionName: 'getOrderStatus',
      args: [listed.orderHash as Hex],
    });
    expect(isCancelled).toBe(true);
  });

  it('takes a bulk listing signed once, each order with its own proof', async () => {
    const ids = [
      await seller.mint721(royaltyReceiver, 500n),
      await seller.mint721(royaltyReceiver, 500n),
      await seller.mint721(royaltyReceiver, 500n),
    ];
    const built = await build(sellerSession, {
      items: ids.map((id, i) => ({ contract: erc721(), tokenId: id.toString(), price: `${i + 1}` })),
    });
    expect(built.signature.primaryType).toBe('BulkOrder');
    const signature = await seller.account.signTypedData(built.signature as never);
    const components = built.orders.map((json) => fromOrderComponentsJson(json as never));
    const hashes: string[] = [];
    for (const [index, parameters] of built.orders.entries()) {
      const reply = await call('POST', '/v1/orders', sellerSession, {
        chain: 'local1',
        parameters,
        signature: bulkOrderSignature(signature, index, components),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      hashes.push(reply.body.data.orderHash);
    }
    expect(new Set(hashes).size).toBe(3);
    // A proof for another leaf does not prove this order.
    const wrong = await call('POST', '/v1/orders', sellerSession, {
      chain: 'local1',
      parameters: built.orders[0],
      signature: bulkOrderSignature(signature, 1, components),
    });
    expect(wrong.body.error).toBe('order_signature_invalid');
  });

  it('takes a contract wallet maker through EIP-1271 (docs/security.md row 2)', async () => {
    const owner = privateKeyToAccount(testAccounts[4]!.privateKey);
    const ownerWallet = harness.wallet(testAccounts[4]!.privateKey);
    const { Mock1271Wallet } = await loadArtifacts();
    const { client } = ownerWallet;
    const deployer = createWalletClient({ account: owner, chain: client.chain, transport: http(harness.chains.local1.rpcUrl) });
    const deployed = await client.waitForTransactionReceipt({
      hash: await deployer.deployContract({ abi: mock1271WalletAbi, bytecode: Mock1271Wallet.bytecode, args: [owner.address] }),
    });
    const wallet = deployed.contractAddress! as Address;
    const tokenId = await ownerWallet.mint721(royaltyReceiver, 500n);
    await ownerWallet.transfer721(wallet, tokenId);
    // The mock cannot call out, so anvil sends its approval for it.
    await client.request({ method: 'anvil_impersonateAccount' as never, params: [wallet] as never });
    await client.request({ method: 'anvil_setBalance' as never, params: [wallet, '0xde0b6b3a7640000'] as never });
    const asWallet = createWalletClient({ account: wallet, chain: client.chain, transport: http(harness.chains.local1.rpcUrl) });
    await client.waitForTransactionReceipt({
      hash: await asWallet.writeContract({
        address: erc721(),
        abi: marketplaceErc721Abi,
        functionName: 'setApprovalForAll',
        args: [harness.chains.local1.deployment.conduit, true],
      }),
    });
    const session = await harness.signIn(wallet);
    const built = await build(session, { items: [{ contract: erc721(), tokenId: tokenId.toString() }] });
    const components = fromOrderComponentsJson(built.orders[0] as never);
    const sign = (signer: typeof owner) =>
      signer.signTypedData(orderTypedData(31337, harness.chains.local1.deployment.seaport, components) as never);
    const stranger = privateKeyToAccount(testAccounts[5]!.privateKey);
    expect(
      (await call('POST', '/v1/orders', session, { chain: 'local1', parameters: built.orders[0], signature: await sign(stranger) })).body
        .error,
    ).toBe('order_signature_invalid');
    const accepted = await call('POST', '/v1/orders', session, {
      chain: 'local1',
      parameters: built.orders[0],
      signature: await sign(owner),
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect((await call('GET', `/v1/orders/local1/${accepted.body.data.orderHash}`)).body.data.maker).toBe(wallet.toLowerCase());
  });

  it('refuses orders at a counter the maker has moved past (docs/security.md row 6)', async () => {
    const maker = harness.wallet(testAccounts[3]!.privateKey);
    const session = await harness.signIn(maker.address);
    await maker.approve('ERC-721');
    for (let i = 0; i < 3; i += 1) await list(maker, session);
    const tokenId = await maker.mint721(royaltyReceiver, 500n);
    const stale = await build(session, { items: [{ contract: erc721(), tokenId: tokenId.toString() }] });
    const staleSignature = await maker.account.signTypedData(stale.signature as never);
    const { seaport } = harness.chains.local1.deployment;
    const deployer = createWalletClient({
      account: maker.account,
      chain: maker.client.chain,
      transport: http(harness.chains.local1.rpcUrl),
    });
    await maker.client.waitForTransactionReceipt({
      hash: await deployer.writeContract({ address: seaport, abi: seaportAbi, functionName: 'incrementCounter' }),
    });
    const before = await bookCounts(harness.database.db);
    const refused = await call('POST', '/v1/orders', session, { chain: 'local1', parameters: stale.orders[0], signature: staleSignature });
    expect(refused.body.error).toBe('order_counter_invalid');
    expect(await bookCounts(harness.database.db)).toEqual(before);
    const fresh = await build(session, { items: [{ contract: erc721(), tokenId: tokenId.toString() }] });
    // Seaport 1.6 moves a counter by a quasi-random step, so the new one is read back from the chain.
    const counter = await maker.client.readContract({
      address: seaport,
      abi: seaportAbi,
      functionName: 'getCounter',
      args: [maker.address],
    });
    expect(counter).not.toBe(0n);
    expect(fresh.orders[0]!.counter).toBe(counter.toString());
    const accepted = await call('POST', '/v1/orders', session, {
      chain: 'local1',
      parameters: fresh.orders[0],
      signature: (await maker.account.signTypedData(fresh.signature as never)) as Hex,
    });
    expect(accepted.status).toBe(201);
  });
});
