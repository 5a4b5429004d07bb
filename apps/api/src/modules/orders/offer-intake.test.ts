import { zeroAddress, zeroHash, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activity, orders } from '@nft/db';
import { testAccounts } from '@nft/devnet';
import {
  criteriaRoot,
  fromOrderComponentsJson,
  itemTypes,
  orderTypedData,
  toOrderComponentsJson,
  type OrderComponents,
} from '@nft/seaport';
import { bookCounts } from './orders.fixtures';
import { makeOffer, startOfferHarness, type OfferHarness, type OfferWallet, type PostedOffer } from './offers.fixtures';

// POST /v1/orders for offers on a real anvil chain with the real Seaport, conduit and zone (docs/security.md row 5,
// docs/product.md "Offers"), then GET /v1/orders's offer filters and the maker's gas-free cancel.
let harness: OfferHarness;
let maker: OfferWallet;
let unapproved: OfferWallet;
let owner: OfferWallet;
let otherOwner: OfferWallet;
let stranger: OfferWallet;
const royaltyReceiver = testAccounts[6]!.address;
let blueA: bigint;
let red: bigint;
let blueB: bigint;
let othersRed: bigint;
let itemOffer: PostedOffer;
let collectionOffer: PostedOffer;
let traitOffer: PostedOffer;

const erc721 = () => harness.chain.deployment.erc721;
const weth = () => harness.chain.deployment.wrappedNative;

beforeAll(async () => {
  harness = await startOfferHarness([1, 2, 3, 7, 9]);
  [owner, stranger, otherOwner, maker, unapproved] = [1, 2, 3, 7, 9].map((index) => harness.wallet(index)) as [
    OfferWallet,
    OfferWallet,
    OfferWallet,
    OfferWallet,
    OfferWallet,
  ];
  await maker.approveToken(2n ** 256n - 1n);
  blueA = await owner.mint721(royaltyReceiver);
  red = await owner.mint721(royaltyReceiver);
  blueB = await owner.mint721(royaltyReceiver);
  othersRed = await otherOwner.mint721(royaltyReceiver);
  const tokens: [bigint, OfferWallet, string][] = [
    [blueA, owner, 'Blue'],
    [red, owner, 'Red'],
    [blueB, owner, 'Blue'],
    [othersRed, otherOwner, 'Red'],
  ];
  for (const [tokenId, holder, background] of tokens) {
    await harness.indexToken({ standard: 'ERC-721', tokenId, owner: holder.address, attributes: { Background: background } });
  }
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

const rowOf = async (hash: string) => (await harness.database.db.select().from(orders).where(eq(orders.orderHash, hash)))[0]!;

async function signed(signer: OfferWallet, components: OrderComponents): Promise<Hex> {
  const typedData = orderTypedData(harness.chain.chainId, harness.chain.deployment.seaport, components);
  return signer.account.signTypedData(typedData as never);
}

describe('POST /v1/orders with an offer', () => {
  it('takes an item, a collection and a trait offer, each stored with its target and an offer activity', async () => {
    itemOffer = await makeOffer(harness, maker, { contract: erc721(), tokenId: blueA.toString() });
    collectionOffer = await makeOffer(harness, maker, { contract: erc721() }, { price: '0.5' });
    traitOffer = await makeOffer(harness, maker, { contract: erc721(), trait: { type: 'Background', value: 'Blue' } }, { price: '0.8' });

    const item = await harness.call('GET', `/v1/orders/local1/${itemOffer.orderHash}`);
    expect(item.body.data).toMatchObject({
      side: 'offer',
      target: 'item',
      tokenId: blueA.toString(),
      trait: null,
      status: 'active',
      currency: weth().toLowerCase(),
      price: String(10n ** 18n),
      marketplaceFeeBps: 250,
      royaltyBps: 500,
    });
    expect(await rowOf(collectionOffer.orderHash)).toMatchObject({ target: 'collection', tokenId: null, criteriaRoot: null });
    expect(await rowOf(traitOffer.orderHash)).toMatchObject({
      target: 'trait',
      tokenId: null,
      traitType: 'Background',
      traitValue: 'Blue',
      criteriaRoot: criteriaRoot([blueA, blueB]).toLowerCase(),
    });
    const offers = await harness.database.db.select().from(activity).where(eq(activity.kind, 'offer'));
    expect(offers.map((row) => [row.orderHash, row.tokenId]).sort()).toEqual(
      [
        [itemOffer.orderHash, blueA.toString()],
        [collectionOffer.orderHash, null],
        [traitOffer.orderHash, null],
      ].sort(),
    );

    // The same order again, in the same signature: nothing new.
    const before = await bookCounts(harness.database.db);
    const again = await harness.call('POST', '/v1/orders', maker, {
      chain: 'local1',
      parameters: itemOffer.parameters,
      signature: itemOffer.signature,
    });
    expect(again.status).toBe(200);
    expect(await bookCounts(harness.database.db)).toEqual(before);
  });

  it('takes an ERC-1155 offer for any positive number of copies', async () => {
    const tokenId = await owner.mint1155(10n, royaltyReceiver);
    await harness.indexToken({ standard: 'ERC-1155', tokenId, owner: owner.address, balance: 10n });
    const item = { contract: harness.chain.deployment.erc1155, tokenId: tokenId.toString(), quantity: 3 };
    const offer = await makeOffer(harness, maker, item, { price: '3' });
    expect(await rowOf(offer.orderHash)).toMatchObject({ quantity: '3', target: 'item', startPrice: String(3n * 10n ** 18n) });
  });

  it('refuses an offer mutated one check at a time, each with its own code, writing nothing', async () => {
    const base = fromOrderComponentsJson(itemOffer.parameters as never);
    const trait = fromOrderComponentsJson(traitOffer.parameters as never);
    const blue = { type: 'Background', value: 'Blue' };
    const now = BigInt(Math.floor(Date.now() / 1000));
    type Case = {
      name: string;
      change?: (c: OrderComponents) => void;
      from?: OrderComponents;
      signer?: OfferWallet;
      poster?: OfferWallet;
      trait?: { type: string; value: string };
      code: string;
      status?: number;
    };
    const cases: Case[] = [
      {
        name: 'offered in native currency',
        change: (c) => {
          for (const item of [c.offer[0]!, ...c.consideration.slice(1)]) {
            item.itemType = itemTypes.native;
            item.token = zeroAddress;
          }
        },
        code: 'order_currency_invalid',
      },
      {
        name: 'native currency offered, the payments in an ERC-20',
        change: (c) => {
          c.offer[0] = { ...c.offer[0]!, itemType: itemTypes.native, token: zeroAddress };
        },
        code: 'order_format_invalid',
      },
      {
        name: 'an NFT offered besides the currency',
        change: (c) => {
          c.offer.push({ ...c.consideration[0]!, itemType: itemTypes.erc721 });
        },
        code: 'order_format_invalid',
      },
      {
        name: 'the NFT to someone else',
        change: (c) => {
          c.consideration[0]!.recipient = stranger.address;
        },
        code: 'order_format_invalid',
      },
      {
        name: 'an ERC-1155 item on an ERC-721 contract',
        change: (c) => {
          c.consideration[0]!.itemType = itemTypes.erc1155;
        },
        code: 'order_format_invalid',
      },
      { name: 'posted by someone else than the maker', poster: stranger, code: 'order_maker_mismatch', status: 403 },
      { name: "someone else's signature", signer: stranger, code: 'order_signature_invalid' },
      { name: 'another zone', change: (c) => void (c.zone = stranger.address), code: 'order_zone_invalid' },
      { name: 'another conduit', change: (c) => void (c.conduitKey = zeroHash), code: 'order_conduit_invalid' },
      { name: 'a future counter', change: (c) => void (c.counter += 1n), code: 'order_counter_invalid' },
      {
        name: 'an ERC-20 that is not a payment token',
        change: (c) => {
          for (const item of [c.offer[0]!, ...c.consideration.slice(1)]) item.token = harness.chain.deployment.zone;
        },
        code: 'order_currency_invalid',
      },
      {
        name: 'more than the maker holds',
        change: (c) => {
          const scale = (amount: bigint) => amount * 1_000n;
          c.offer[0]!.startAmount = c.offer[0]!.endAmount = scale(c.offer[0]!.startAmount);
          for (const item of c.consideration.slice(1)) item.startAmount = item.endAmount = scale(item.startAmount);
        },
        code: 'order_insufficient_tokens',
      },
      {
        name: 'an underpaid fee',
        change: (c) => {
          c.consideration[1]!.startAmount -= 1n;
          c.consideration[1]!.endAmount -= 1n;
        },
        code: 'order_fees_invalid',
      },
      {
        name: 'a payment to someone else, taken from the accepting owner',
        change: (c) => {
          c.consideration.push({ ...c.consideration[1]!, recipient: stranger.address });
        },
        code: 'order_fees_invalid',
      },
      {
        name: 'fees above the price',
        change: (c) => {
          c.consideration[1]!.startAmount = c.consideration[1]!.endAmount = c.offer[0]!.startAmount;
        },
        code: 'order_fees_invalid',
      },
      {
        name: 'a price with more than four decimals',
        change: (c) => {
          c.offer[0]!.startAmount += 1n;
          c.offer[0]!.endAmount += 1n;
        },
        code: 'order_price_invalid',
      },
      { name: 'an end in the past', change: (c) => void (c.endTime = now - 10n), code: 'order_time_invalid' },
      {
        name: 'two copies of an ERC-721',
        change: (c) => {
          c.consideration[0]!.startAmount = c.consideration[0]!.endAmount = 2n;
        },
        code: 'order_quantity_invalid',
      },
      { name: 'a trait offer without its trait', from: trait, code: 'order_format_invalid' },
      { name: 'a trait on an item offer', trait: blue, code: 'order_format_invalid' },
      {
        name: 'a trait root that leaves a matching token out',
        from: trait,
        trait: blue,
        change: (c) => void (c.consideration[0]!.identifierOrCriteria = BigInt(criteriaRoot([blueA]))),
        code: 'order_criteria_invalid',
      },
      {
        name: 'a trait root that slips in a token without the trait',
        from: trait,
        trait: blue,
        change: (c) => void (c.consideration[0]!.identifierOrCriteria = BigInt(criteriaRoot([blueA, blueB, red]))),
        code: 'order_criteria_invalid',
      },
      { name: 'the root of another trait', from: trait, trait: { type: 'Background', value: 'Red' }, code: 'order_criteria_invalid' },
    ];
    const before = await bookCounts(harness.database.db);
    for (const entry of cases) {
      const components = structuredClone(entry.from ?? base);
      entry.change?.(components);
      const reply = await harness.call('POST', '/v1/orders', entry.poster ?? maker, {
        chain: 'local1',
        parameters: toOrderComponentsJson(components),
        signature: await signed(entry.signer ?? maker, components),
        ...(entry.trait ? { trait: entry.trait } : {}),
      });
      expect({ name: entry.name, status: reply.status, error: reply.body.error }).toEqual({
        name: entry.name,
        status: entry.status ?? 400,
        error: entry.code,
      });
    }
    expect(await bookCounts(harness.database.db)).toEqual(before);
  });

  it("refuses an offer the maker's allowance to the conduit does not cover, then takes it once approved", async () => {
    const built = await harness.call('POST', '/v1/orders/build', unapproved, {
      chain: 'local1',
      side: 'offer',
      items: [{ contract: erc721(), tokenId: red.toString() }],
      price: '1',
      currency: weth(),
      endTime: Math.floor(Date.now() / 1000) + 3600,
    });
    expect(built.status).toBe(200);
    const body = {
      chain: 'local1',
      parameters: built.body.data.orders[0],
      signature: await unapproved.account.signTypedData(built.body.data.signature),
    };
    const refused = await harness.call('POST', '/v1/orders', unapproved, body);
    expect(refused).toMatchObject({ status: 400, body: { error: 'order_insufficient_allowance' } });
    await unapproved.approveToken(10n ** 18n);
    expect((await harness.call('POST', '/v1/orders', unapproved, body)).status).toBe(201);
  });
});

describe('GET /v1/orders for offers', () => {
  const list = async (query: string) => {
    const reply = await harness.call('GET', `/v1/orders?chain=local1&${query}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data.items as { orderHash: string }[]).map((item) => item.orderHash).sort();
  };

  it('filters by side and target', async () => {
    expect(await list(`side=offer&target=collection&maker=${maker.address}`)).toEqual([collectionOffer.orderHash]);
    expect(await list(`side=offer&target=trait`)).toEqual([traitOffer.orderHash]);
    expect(await list(`side=listing&maker=${maker.address}`)).toEqual([]);
    // Bids are filtered by their auction; no bid names this hash.
    expect(await list(`auctionOrderHash=0x${'ab'.repeat(32)}`)).toEqual([]);
  });

  it('receivedBy: offers on tokens the address holds, collection offers, and trait offers its tokens match', async () => {
    const ownerReceives = await list(`side=offer&receivedBy=${owner.address}&maker=${maker.address}&contract=${erc721()}`);
    expect(ownerReceives).toEqual([itemOffer.orderHash, collectionOffer.orderHash, traitOffer.orderHash].sort());
    // A Red token only: the collection offer, not the Blue trait offer nor the offer on someone else's token.
    expect(await list(`side=offer&receivedBy=${otherOwner.address}`)).toEqual([collectionOffer.orderHash]);
    // Nobody receives their own offers.
    expect(await list(`side=offer&receivedBy=${maker.address}`)).toEqual([]);
  });
});

describe('cancelling an offer', () => {
  it('lets only the maker cancel it, once: a second cancel answers "Failed to cancel offer!"', async () => {
    const url = `/v1/orders/local1/${itemOffer.orderHash}/cancel`;
    expect(await harness.call('POST', url, stranger, {})).toMatchObject({ status: 403, body: { error: 'not_order_maker' } });
    expect(await harness.call('POST', url, maker, {})).toMatchObject({ status: 200, body: { data: { status: 'cancelled' } } });
    const again = await harness.call('POST', url, maker, {});
    expect(again).toMatchObject({ status: 409, body: { error: 'offer_not_cancellable', message: 'Failed to cancel offer!' } });
    const received = `/v1/orders?chain=local1&receivedBy=${owner.address}&target=item&maker=${maker.address}&contract=${erc721()}`;
    expect(await harness.call('GET', received)).toMatchObject({
      body: { data: { items: [] } },
    });
  });
});
