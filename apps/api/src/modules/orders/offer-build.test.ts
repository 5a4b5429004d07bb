import { createWalletClient, decodeFunctionData, erc20Abi, http, maxUint256, parseEther, zeroAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrappedNativeAbi } from '@nft/contracts/abi';
import { nftAttributes } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import { criteriaRoot, itemTypes } from '@nft/seaport';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { bookCounts, feeBps, feeRecipient, indexNft, startBookHarness, type BookHarness, type Wallet } from './orders.fixtures';

// POST /v1/orders/build with side "offer" on anvil (docs/product.md "Trading", Offers): the ERC-20 offer's
// shape for an item, a collection and a trait, its steps (wrap, approve) and its refusals.
let harness: BookHarness;
let owner: Wallet;
let maker: Wallet;
let makerSession: SignedInAccount;
const royaltyReceiver = testAccounts[6]!.address;
const now = () => Math.floor(Date.now() / 1000);
const deployment = () => harness.chains.local1.deployment;
const erc721 = () => deployment().erc721;

beforeAll(async () => {
  harness = await startBookHarness();
  owner = harness.wallet(testAccounts[1]!.privateKey);
  maker = harness.wallet(testAccounts[7]!.privateKey);
  makerSession = await harness.signIn(maker.address);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function buildOffer(item: Record<string, unknown>, body: Record<string, unknown> = {}) {
  const response = await harness.testApp.app.inject({
    method: 'POST',
    url: '/v1/orders/build',
    headers: makerSession.headers,
    payload: {
      chain: 'local1',
      side: 'offer',
      items: [item],
      price: '1',
      currency: deployment().wrappedNative,
      endTime: now() + 3600,
      ...body,
    },
  });
  return { status: response.statusCode, body: response.json() };
}

const wethBalance = (address: Address) =>
  maker.client.readContract({ address: deployment().wrappedNative, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

/** The maker wraps native currency, so the next offer of 1 needs no wrap step. */
async function wrap(value: bigint) {
  const writer = createWalletClient({ account: maker.account, chain: maker.client.chain, transport: http(harness.chains.local1.rpcUrl) });
  const hash = await writer.writeContract({ address: deployment().wrappedNative, abi: wrappedNativeAbi, functionName: 'deposit', value });
  await maker.client.waitForTransactionReceipt({ hash });
}

async function mintIndexed(): Promise<bigint> {
  const tokenId = await owner.mint721(royaltyReceiver, 500n);
  await indexNft(harness.database.db, 'local1', erc721(), tokenId, 'ERC-721');
  return tokenId;
}

describe('building an offer', () => {
  it('an item offer: the ERC-20 price offered, the NFT to the maker, fee and royalty out of the price', async () => {
    const tokenId = await mintIndexed();
    await wrap(parseEther('2'));
    const reply = await buildOffer({ contract: erc721(), tokenId: tokenId.toString() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { orders, breakdown, steps } = reply.body.data;
    const order = orders[0];
    expect(order.offer).toEqual([
      {
        itemType: itemTypes.erc20,
        token: deployment().wrappedNative,
        identifierOrCriteria: '0',
        startAmount: '1000000000000000000',
        endAmount: '1000000000000000000',
      },
    ]);
    const [wanted, fee, royalty] = order.consideration;
    expect(wanted).toMatchObject({
      itemType: itemTypes.erc721,
      token: erc721(),
      identifierOrCriteria: tokenId.toString(),
      recipient: maker.address,
    });
    expect(fee).toMatchObject({ token: deployment().wrappedNative, startAmount: String((10n ** 18n * BigInt(feeBps)) / 10_000n) });
    expect(fee.recipient.toLowerCase()).toBe(feeRecipient);
    expect(royalty).toMatchObject({ startAmount: String(5n * 10n ** 16n) });
    expect(royalty.recipient.toLowerCase()).toBe(royaltyReceiver.toLowerCase());
    expect(breakdown[0].sellerReceives).toBe(String(10n ** 18n - BigInt(fee.startAmount) - BigInt(royalty.startAmount)));
    // A fresh maker has not approved the conduit yet: one unlimited approve of the currency.
    expect(steps).toHaveLength(1);
    expect(steps[0].to).toBe(deployment().wrappedNative);
    const call = decodeFunctionData({ abi: erc20Abi, data: steps[0].data });
    expect(call.functionName).toBe('approve');
    expect(call.args).toEqual([deployment().conduit, maxUint256]);
  });

  it('a collection offer asks for any token (criteria 0); a trait offer for the root over the matching indexed tokens', async () => {
    const ids = [await mintIndexed(), await mintIndexed(), await mintIndexed()];
    const collection = await buildOffer({ contract: erc721() });
    expect(collection.status, JSON.stringify(collection.body)).toBe(200);
    expect(collection.body.data.orders[0].consideration[0]).toMatchObject({
      itemType: itemTypes.erc721WithCriteria,
      identifierOrCriteria: '0',
    });

    const { db } = harness.database;
    const rows = await db.query.nfts.findMany({
      where: (nft, { eq, and: both }) => both(eq(nft.chain, 'local1'), eq(nft.contractAddress, erc721().toLowerCase())),
    });
    const byToken = new Map(rows.map((row) => [row.tokenId, row.id]));
    for (const [i, id] of ids.entries()) {
      await db
        .insert(nftAttributes)
        .values({ nftId: byToken.get(id.toString())!, traitType: 'Background', value: i === 1 ? 'Red' : 'Blue' });
    }
    const trait = await buildOffer({ contract: erc721(), trait: { type: 'Background', value: 'Blue' } });
    expect(trait.status, JSON.stringify(trait.body)).toBe(200);
    expect(trait.body.data.orders[0].consideration[0]).toMatchObject({
      itemType: itemTypes.erc721WithCriteria,
      identifierOrCriteria: BigInt(criteriaRoot([ids[0]!, ids[2]!])).toString(),
    });
    const none = await buildOffer({ contract: erc721(), trait: { type: 'Background', value: 'Green' } });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('order_format_invalid');
  });

  it('wraps the shortfall of wrapped native when native covers it; "Not enough tokens!" when nothing does', async () => {
    const tokenId = await mintIndexed();
    const wrapped = await wethBalance(maker.address);
    const reply = await buildOffer(
      { contract: erc721(), tokenId: tokenId.toString() },
      { price: String(Number(wrapped / 10n ** 18n) + 3) },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [wrap, approve] = reply.body.data.steps;
    expect(decodeFunctionData({ abi: wrappedNativeAbi, data: wrap.data }).functionName).toBe('deposit');
    expect(BigInt(wrap.value)).toBe(BigInt(Number(wrapped / 10n ** 18n) + 3) * 10n ** 18n - wrapped);
    expect(approve.to).toBe(deployment().wrappedNative);

    const before = await bookCounts(harness.database.db);
    const broke = await buildOffer({ contract: erc721(), tokenId: tokenId.toString() }, { price: '100000000' });
    expect(broke.status).toBe(400);
    expect(broke.body.error).toBe('order_insufficient_tokens');
    expect(JSON.stringify(broke.body)).toContain('Not enough tokens!');
    // The stable token cannot be wrapped into: short of it is simply not enough tokens.
    const stable = await buildOffer(
      { contract: erc721(), tokenId: tokenId.toString() },
      { currency: deployment().stableToken, price: '100000000' },
    );
    expect(stable.body.error).toBe('order_insufficient_tokens');
    expect(await bookCounts(harness.database.db)).toEqual(before);
  });

  it('refuses native currency, an unlisted token, an end in the past and two copies of an ERC-721', async () => {
    const tokenId = (await mintIndexed()).toString();
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ contract: erc721(), tokenId }, { currency: zeroAddress }, 'order_currency_invalid'],
      [{ contract: erc721(), tokenId }, { currency: erc721() }, 'order_currency_invalid'],
      [{ contract: erc721(), tokenId }, { endTime: now() - 10 }, 'order_time_invalid'],
      [{ contract: erc721(), tokenId, quantity: 2 }, {}, 'order_quantity_invalid'],
    ];
    for (const [item, body, code] of cases) {
      const reply = await buildOffer(item, body);
      expect(reply.status, JSON.stringify({ body, reply: reply.body })).toBe(400);
      expect(reply.body.error).toBe(code);
    }
  });
});
