import { concat, hexToBigInt, numberToHex, slice, zeroHash, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from '@nft/devnet';
import { fromOrderComponentsJson, orderTypedData, toOrderComponentsJson, type OrderComponents } from '@nft/seaport';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { bookCounts, feeBps, indexNft, startBookHarness, type BookHarness, type Wallet } from './orders.fixtures';

// docs/security.md rows 5, 7 and 11 on a real anvil chain with the real Seaport, conduit and zone.
let harness: BookHarness;
let seller: Wallet;
let stranger: Wallet;
let sellerSession: SignedInAccount;
let strangerSession: SignedInAccount;
let tokenId: bigint;
let foreignTokenId: bigint;
const royaltyReceiver = testAccounts[6]!.address;
const secp256k1N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

beforeAll(async () => {
  harness = await startBookHarness();
  seller = harness.wallet(testAccounts[1]!.privateKey);
  stranger = harness.wallet(testAccounts[2]!.privateKey);
  [sellerSession, strangerSession] = await Promise.all([harness.signIn(seller.address), harness.signIn(stranger.address)]);
  tokenId = await seller.mint721(royaltyReceiver, 500n);
  foreignTokenId = await stranger.mint721(royaltyReceiver, 500n);
  await seller.approve('ERC-721');
  await indexNft(harness.database.db, 'local1', harness.chains.local1.deployment.erc721, tokenId, 'ERC-721');
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const now = () => Math.floor(Date.now() / 1000);

async function call(method: 'GET' | 'POST', url: string, session?: SignedInAccount, payload?: unknown) {
  const response = await harness.testApp.app.inject({
    method,
    url,
    headers: session?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

type BuildBody = Record<string, unknown>;

function listingBody(overrides: BuildBody = {}): BuildBody {
  const { erc721 } = harness.chains.local1.deployment;
  return {
    chain: 'local1',
    side: 'listing',
    kind: 'fixed',
    items: [{ contract: erc721, tokenId: tokenId.toString() }],
    price: '1.5',
    endTime: now() + 86_400,
    ...overrides,
  };
}

async function build(session: SignedInAccount, body: BuildBody) {
  const reply = await call('POST', '/v1/orders/build', session, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as {
    steps: { to: string; data: string }[];
    signature: unknown;
    breakdown: Record<string, unknown>[];
    orders: Record<string, unknown>[];
  };
}

async function sign(wallet: Wallet, components: OrderComponents, chainId = 31337): Promise<Hex> {
  const seaport = harness.chains.local1.deployment.seaport;
  return wallet.account.signTypedData(orderTypedData(chainId, seaport, components) as never);
}

/** A built listing, optionally changed, signed by `signer`: the body POST /v1/orders takes. */
async function signedOrder(json: Record<string, unknown>, change: (c: OrderComponents) => void = () => {}, signer: Wallet = seller) {
  const components = fromOrderComponentsJson(json as never);
  change(components);
  return { chain: 'local1', parameters: toOrderComponentsJson(components), signature: await sign(signer, components) };
}

function highSTwin(signature: Hex): Hex {
  const s = hexToBigInt(slice(signature, 32, 64));
  const v = hexToBigInt(slice(signature, 64, 65));
  return concat([slice(signature, 0, 32), numberToHex(secp256k1N - s, { size: 32 }), numberToHex(v === 27n ? 28 : 27, { size: 1 })]);
}

function compact(signature: Hex): Hex {
  const s = hexToBigInt(slice(signature, 32, 64));
  const yParity = hexToBigInt(slice(signature, 64, 65)) === 28n ? 1n : 0n;
  return concat([slice(signature, 0, 32), numberToHex((yParity << 255n) | s, { size: 32 })]);
}

describe('POST /v1/orders/build', () => {
  it('answers the approval still missing, the typed data and what the listing pays out', async () => {
    const owner = harness.wallet(testAccounts[7]!.privateKey);
    const session = await harness.signIn(owner.address);
    const id = await owner.mint721(royaltyReceiver, 500n);
    const { erc721, conduit, seaport, zone } = harness.chains.local1.deployment;
    const body = listingBody({ items: [{ contract: erc721, tokenId: id.toString() }], price: '2' });
    const first = await build(session, body);
    expect(first.steps).toEqual([expect.objectContaining({ kind: 'transaction', to: erc721, value: '0' })]);
    expect(first.signature).toMatchObject({
      primaryType: 'OrderComponents',
      domain: { name: 'Seaport', version: '1.6', chainId: 31337, verifyingContract: seaport },
    });
    // 2 ETH: 2.5 % fee, 5 % ERC-2981 royalty, the rest to the seller.
    expect(first.breakdown).toEqual([
      {
        price: '2000000000000000000',
        marketplaceFee: '50000000000000000',
        marketplaceFeeBps: feeBps,
        royalty: '100000000000000000',
        royaltyBps: 500,
        royaltyRecipient: royaltyReceiver.toLowerCase(),
        sellerReceives: '1850000000000000000',
      },
    ]);
    expect(first.orders[0]).toMatchObject({ offerer: owner.address, zone, orderType: 2, zoneHash: zeroHash, counter: '0' });
    await owner.send(first.steps[0]!);
    expect(
      await harness.wallet(testAccounts[7]!.privateKey).client.readContract({
        address: erc721,
        abi: [
          {
            type: 'function',
            name: 'isApprovedForAll',
            stateMutability: 'view',
            inputs: [{ type: 'address' }, { type: 'address' }],
            outputs: [{ type: 'bool' }],
          },
        ],
        functionName: 'isApprovedForAll',
        args: [owner.address, conduit],
      }),
    ).toBe(true);
    expect((await build(session, body)).steps).toEqual([]);
  });

  it('refuses a form the intake would refuse, each with its code', async () => {
    const { erc721 } = harness.chains.local1.deployment;
    const cases: [BuildBody, string][] = [
      [{ kind: 'declining', price: '1', endPrice: '2' }, 'order_price_invalid'],
      [{ kind: 'declining' }, 'order_price_invalid'],
      [{ privateBuyer: seller.address }, 'order_private_to_self'],
      [{ endTime: now() - 10 }, 'order_time_invalid'],
      [{ startTime: now() + 100, endTime: now() + 50 }, 'order_time_invalid'],
      [{ items: [{ contract: erc721, tokenId: foreignTokenId.toString() }] }, 'order_not_owner'],
      [{ items: [{ contract: erc721, tokenId: tokenId.toString(), quantity: 2 }] }, 'order_quantity_invalid'],
      [{ currency: '0x000000000000000000000000000000000000c0fe' }, 'order_currency_invalid'],
      [{ chain: 'eth' }, 'unsupported_chain'],
    ];
    for (const [overrides, code] of cases) {
      const reply = await call('POST', '/v1/orders/build', sellerSession, listingBody(overrides));
      expect(reply.body.error, JSON.stringify(overrides)).toBe(code);
    }
  });
});

describe('POST /v1/orders intake (docs/security.md row 5)', () => {
  it('refuses one valid order mutated one field at a time, each with its own code, writing nothing; then takes it once', async () => {
    const {
      orders: [json],
    } = await build(sellerSession, listingBody());
    const base = await signedOrder(json!);
    const db = harness.database.db;
    const bump = (c: OrderComponents, factor: bigint) => {
      for (const item of c.consideration) {
        item.startAmount *= factor;
        item.endAmount *= factor;
      }
    };
    type Case = [string, () => Promise<{ body: unknown; session?: SignedInAccount }>, string];
    const variant = (change: (c: OrderComponents) => void, signer?: Wallet) => async () => ({
      body: await signedOrder(json!, change, signer),
    });
    const cases: Case[] = [
      ['an ERC-20 offered', variant((c) => void (c.offer[0]!.itemType = 1)), 'order_format_invalid'],
      ['a zone hash', variant((c) => void (c.zoneHash = `0x${'00'.repeat(31)}01`)), 'order_format_invalid'],
      ['another poster', async () => ({ body: base, session: strangerSession }), 'order_maker_mismatch'],
      ['another signer', variant(() => {}, stranger), 'order_signature_invalid'],
      [
        'a signature of other parameters',
        async () => ({ body: { ...base, parameters: { ...base.parameters, salt: '12345' } } }),
        'order_signature_invalid',
      ],
      [
        // r = 5 is no point's x on secp256k1: recovery finds no key (it once threw past the intake).
        'a signature that recovers no key',
        async () => ({ body: { ...base, signature: `0x${'00'.repeat(31)}05${'11'.repeat(32)}1b` } }),
        'order_signature_invalid',
      ],
      ['another zone', variant((c) => void (c.zone = '0x000000000000000000000000000000000000dEaD')), 'order_zone_invalid'],
      ['another conduit', variant((c) => void (c.conduitKey = zeroHash)), 'order_conduit_invalid'],
      ['a future counter', variant((c) => void (c.counter += 1n)), 'order_counter_invalid'],
      ["someone else's token", variant((c) => void (c.offer[0]!.identifierOrCriteria = foreignTokenId)), 'order_not_owner'],
      [
        'a price with a fifth decimal',
        variant((c) => {
          c.consideration[0]!.startAmount += 1n;
          c.consideration[0]!.endAmount += 1n;
        }),
        'order_price_invalid',
      ],
      ['a rising price', variant((c) => void (c.consideration[0]!.endAmount += 10n ** 18n)), 'order_price_invalid'],
      [
        'the fee left out',
        variant((c) => {
          const fee = c.consideration.splice(1, 1)[0]!;
          c.consideration[0]!.startAmount += fee.startAmount;
          c.consideration[0]!.endAmount += fee.endAmount;
        }),
        'order_fees_invalid',
      ],
      [
        'the royalty underpaid by one wei',
        variant((c) => {
          c.consideration[2]!.startAmount -= 1n;
          c.consideration[0]!.startAmount += 1n;
        }),
        'order_fees_invalid',
      ],
      [
        'an end in the past',
        variant((c) => {
          c.startTime = BigInt(now() - 7200);
          c.endTime = BigInt(now() - 60);
        }),
        'order_time_invalid',
      ],
      ['an end before the start', variant((c) => void (c.startTime = c.endTime + 1n)), 'order_time_invalid'],
      [
        'two copies of an ERC-721',
        variant((c) => {
          c.offer[0]!.startAmount = 2n;
          c.offer[0]!.endAmount = 2n;
          bump(c, 2n);
        }),
        'order_quantity_invalid',
      ],
      [
        'an unknown currency',
        variant((c) => {
          for (const item of c.consideration) {
            item.itemType = 1;
            item.token = '0x000000000000000000000000000000000000c0fe';
          }
        }),
        'order_currency_invalid',
      ],
      ['a private sale to oneself', async () => ({ body: { ...base, privateBuyer: seller.address } }), 'order_private_to_self'],
    ];
    const before = await bookCounts(db);
    for (const [name, make, code] of cases) {
      const { body, session } = await make();
      const reply = await call('POST', '/v1/orders', session ?? sellerSession, body);
      expect(reply.body.error, `${name}: ${JSON.stringify(reply.body)}`).toBe(code);
      expect(reply.status, name).toBeGreaterThanOrEqual(400);
      expect(reply.status, name).toBeLessThan(500);
      expect(await bookCounts(db), name).toEqual(before);
    }

    // The conduit approval revoked: refused until it is back.
    await seller.approve('ERC-721', false);
    expect((await call('POST', '/v1/orders', sellerSession, base)).body.error).toBe('order_not_approved');
    await seller.approve('ERC-721', true);
    expect(await bookCounts(db)).toEqual(before);

    const accepted = await call('POST', '/v1/orders', sellerSession, base);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({ code: 201, data: { status: 'active', orderHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) } });
    expect(await bookCounts(db)).toEqual({ orders: before.orders + 1, activity: before.activity + 1 });

    // docs/security.md row 7: the same order in the high-s and the 64-byte form is the same order.
    for (const signature of [highSTwin(base.signature), compact(base.signature), base.signature]) {
      const again = await call('POST', '/v1/orders', sellerSession, { ...base, signature });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data).toEqual(accepted.body.data);
    }
    expect(await bookCounts(db)).toEqual({ orders: before.orders + 1, activity: before.activity + 1 });

    const stored = await call('GET', `/v1/orders/local1/${accepted.body.data.orderHash}`);
    expect(stored.body.data).toMatchObject({
      side: 'listing',
      kind: 'fixed',
      maker: seller.address.toLowerCase(),
      taker: null,
      contract: harness.chains.local1.deployment.erc721.toLowerCase(),
      tokenId: tokenId.toString(),
      quantity: '1',
      remainingQuantity: '1',
      price: '1500000000000000000',
      status: 'active',
      marketplaceFeeBps: feeBps,
      royaltyBps: 500,
    });
  });

  it('refuses more copies of an ERC-1155 than the maker holds', async () => {
    const id = await seller.mint1155(3n, royaltyReceiver, 0n);
    await seller.approve('ERC-1155');
    const { erc1155 } = harness.chains.local1.deployment;
    const {
      orders: [json],
    } = await build(sellerSession, listingBody({ items: [{ contract: erc1155, tokenId: id.toString(), quantity: 3 }], price: '0.1' }));
    const before = await bookCounts(harness.database.db);
    const body = await signedOrder(json!, (c) => {
      c.offer[0]!.startAmount = 4n;
      c.offer[0]!.endAmount = 4n;
      for (const item of c.consideration) {
        item.startAmount = (item.startAmount / 3n) * 4n;
        item.endAmount = (item.endAmount / 3n) * 4n;
      }
    });
    expect((await call('POST', '/v1/orders', sellerSession, body)).body.error).toBe('order_insufficient_balance');
    expect(await bookCounts(harness.database.db)).toEqual(before);
    const accepted = await call('POST', '/v1/orders', sellerSession, await signedOrder(json!));
    expect(accepted.status).toBe(201);
    expect((await call('GET', `/v1/orders/local1/${accepted.body.data.orderHash}`)).body.data).toMatchObject({
      quantity: '3',
      royaltyBps: null,
    });
  });

  it('refuses an order signed for local1 when posted for local2 (docs/security.md row 11)', async () => {
    // The same deterministic addresses exist on both chains; only the EIP-712 domain tells them apart.
    const id = await seller.mint721(royaltyReceiver, 500n);
    const {
      orders: [json],
    } = await build(sellerSession, listingBody({ items: [{ contract: harness.chains.local1.deployment.erc721, tokenId: id.toString() }] }));
    const body = await signedOrder(json!);
    const onLocal2 = harness.wallet(testAccounts[1]!.privateKey, 'local2');
    await onLocal2.mint721(royaltyReceiver, 500n);
    const before = await bookCounts(harness.database.db);
    const reply = await call('POST', '/v1/orders', sellerSession, { ...body, chain: 'local2' });
    expect(reply.body.error).toBe('order_signature_invalid');
    expect(await bookCounts(harness.database.db)).toEqual(before);
  });
});
