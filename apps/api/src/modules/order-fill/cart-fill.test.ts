import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { cartFillResponseSchema, orderFillResponseSchema } from '@nft/api-contract';
import { marketplaceErc721Abi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { createListing, startFillHarness, type FillHarness, type Wallet } from './order-fill.fixtures';

// The cart (docs/product.md "Trading"): the listings of one chain in one fulfillAvailableAdvancedOrders
// transaction; what cannot be bought is named and never charged, before sending and after.
let harness: FillHarness;
let seller: Wallet;
let buyer: Wallet;
let rival: Wallet;
const royaltyReceiver = testAccounts[5]!.address;
const [buyerKey, rivalKey] = [testAccounts[2]!.privateKey, testAccounts[3]!.privateKey];

beforeAll(async () => {
  harness = await startFillHarness();
  seller = harness.wallet(testAccounts[1]!.privateKey);
  buyer = harness.wallet(testAccounts[2]!.privateKey);
  rival = harness.wallet(testAccounts[3]!.privateKey);
  await seller.approveConduit();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function listNft(price: bigint, taker?: `0x${string}`) {
  const tokenId = await seller.mint721(royaltyReceiver);
  const listing = await createListing(harness, {
    maker: seller,
    royaltyReceiver,
    nft: { standard: 'ERC-721', tokenId },
    price,
    ...(taker ? { taker } : {}),
  });
  return { tokenId, orderHash: listing.orderHash.toLowerCase() };
}

async function cart(key: Hex, orderHashes: string[], locale = 'en') {
  const session = await harness.signIn(key);
  return harness.testApp.app.inject({
    method: 'POST',
    url: '/v1/cart/fill',
    headers: { ...session.headers, locale },
    payload: { chain: 'local1', items: orderHashes.map((orderHash) => ({ orderHash })) },
  });
}

async function buyAlone(key: Hex, wallet: Wallet, orderHash: string) {
  const session = await harness.signIn(key);
  const response = await harness.testApp.app.inject({
    method: 'POST',
    url: `/v1/orders/local1/${orderHash}/fill`,
    headers: session.headers,
    payload: {},
  });
  const { transaction } = orderFillResponseSchema.parse(response.json().data);
  expect((await wallet.sendRaw(transaction)).status).toBe('success');
}

const ownerOf = (tokenId: bigint) =>
  harness.client.readContract({
    address: harness.chain.deployment.erc721,
    abi: marketplaceErc721Abi,
    functionName: 'ownerOf',
    args: [tokenId],
  });

describe('POST /v1/cart/fill', () => {
  it('buys a cart of three with one already sold: two bought, the buyer charged for two only', async () => {
    const items = [await listNft(parseEther('0.1')), await listNft(parseEther('0.2')), await listNft(parseEther('0.3'))];
    await buyAlone(rivalKey, rival, items[1]!.orderHash);

    const response = await cart(
      buyerKey,
      items.map((item) => item.orderHash),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = cartFillResponseSchema.parse(response.json().data);
    expect(answer.included).toEqual([items[0]!.orderHash, items[2]!.orderHash]);
    expect(answer.skipped).toEqual([
      { orderHash: items[1]!.orderHash, code: 'order_not_fillable', message: 'This listing cannot be bought now' },
    ]);
    expect(answer.transaction.value).toBe(parseEther('0.4').toString());

    const before = await harness.client.getBalance({ address: buyer.address });
    const receipt = await buyer.sendRaw(answer.transaction);
    expect(receipt.status).toBe('success');
    expect(await Promise.all(items.map((item) => ownerOf(item.tokenId)))).toEqual([buyer.address, rival.address, buyer.address]);
    expect(before - (await harness.client.getBalance({ address: buyer.address }))).toBe(
      parseEther('0.4') + receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it('does not charge a listing sold between the answer and the transaction (Seaport skips it and pays its value back)', async () => {
    const items = [await listNft(parseEther('0.15')), await listNft(parseEther('0.25'))];
    const answer = cartFillResponseSchema.parse(
      (
        await cart(
          buyerKey,
          items.map((item) => item.orderHash),
        )
      ).json().data,
    );
    expect(answer.transaction.value).toBe(parseEther('0.4').toString());
    await buyAlone(rivalKey, rival, items[1]!.orderHash);

    const before = await harness.client.getBalance({ address: buyer.address });
    const receipt = await buyer.sendRaw(answer.transaction);
    expect(receipt.status).toBe('success');
    expect([await ownerOf(items[0]!.tokenId), await ownerOf(items[1]!.tokenId)]).toEqual([buyer.address, rival.address]);
    expect(before - (await harness.client.getBalance({ address: buyer.address }))).toBe(
      parseEther('0.15') + receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it("names each listing it leaves out in the caller's language, and answers 409 when nothing is left", async () => {
    const reserved = await listNft(parseEther('0.1'), rival.address);
    const unknown = `0x${'cd'.repeat(32)}`;
    const open = await listNft(parseEther('0.1'));
    const response = await cart(buyerKey, [reserved.orderHash, unknown, open.orderHash, open.orderHash], 'ja');
    expect(response.statusCode, response.body).toBe(200);
    const answer = cartFillResponseSchema.parse(response.json().data);
    expect(answer.included).toEqual([open.orderHash]);
    expect(answer.skipped.map(({ orderHash, code }) => ({ orderHash, code }))).toEqual([
      { orderHash: reserved.orderHash, code: 'order_private' },
      { orderHash: unknown, code: 'not_found' },
    ]);
    expect(answer.skipped[1]!.message).toBe('見つかりません');

    const nothing = await cart(buyerKey, [reserved.orderHash, unknown]);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ error: 'order_not_fillable', details: { reason: 'nothing_fillable' } });
  });

  it('needs a session', async () => {
    const response = await harness.testApp.app.inject({ method: 'POST', url: '/v1/cart/fill', payload: { chain: 'local1', items: [] } });
    expect(response.statusCode).toBe(401);
  });
});
