import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { testAccounts } from '@nft/devnet';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { cancelListing, createListing, startFillHarness, type FillHarness } from './order-fill.fixtures';

// docs/security.md (hostile input): the fill and cart routes against real listings on a real chain
// answer generated paths, bodies and callers with a 4xx envelope or a success, never a 5xx, and
// write nothing (building a purchase is read-only: only the chain's receipt changes the book).
let harness: FillHarness;
const hashes: string[] = [];
let buyer: SignedInAccount;
let reserved: SignedInAccount;
const tables = ['orders', 'accounts', 'sessions'];

beforeAll(async () => {
  harness = await startFillHarness();
  const seller = harness.wallet(testAccounts[1]!.privateKey);
  await seller.approveConduit();
  const royaltyReceiver = testAccounts[5]!.address;
  const erc721 = await seller.mint721(royaltyReceiver);
  const erc1155 = await seller.mint1155(6n, royaltyReceiver);
  const nowSeconds = BigInt(Math.floor(Date.now() / 1000));
  const listings = [
    await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-721', tokenId: erc721 },
      price: parseEther('0.1'),
    }),
    await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-1155', tokenId: erc1155, amount: 6n },
      price: parseEther('0.01'),
      taker: testAccounts[4]!.address,
    }),
    await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-1155', tokenId: erc1155, amount: 6n },
      price: parseEther('0.01'),
      startTime: nowSeconds + 3_600n,
      endTime: nowSeconds + 7_200n,
    }),
    await createListing(harness, {
      maker: seller,
      royaltyReceiver,
      nft: { standard: 'ERC-721', tokenId: erc721 },
      price: parseEther('0.2'),
    }),
  ];
  await cancelListing(harness, seller, listings[3]!.orderHash);
  hashes.push(...listings.map((listing) => listing.orderHash.toLowerCase()));
  buyer = await harness.signIn(testAccounts[2]!.privateKey);
  reserved = await harness.signIn(testAccounts[4]!.privateKey);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', ' ', '0x', `0x${'zz'.repeat(32)}`, `0x${'ab'.repeat(33)}`, "' or 1=1 --", '%00', 'x'.repeat(2000), 'LOCAL1', 'nuls'),
);
const anyScalar = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
// Mostly well-formed requests about real listings, so the routes' own checks are reached, not only validation.
const often = <T>(likely: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: likely, weight: 4 }, { arbitrary: hostile, weight: 1 });
const orderHash = often(
  fc.nat({ max: 3 }).map((index) => hashes[index]!),
  fc.oneof(fc.constantFrom(`0x${'cd'.repeat(32)}`), hostileText),
);
const quantity = often<unknown>(
  fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 8 })),
  fc.oneof(anyScalar, fc.constant(2 ** 60)),
);
const fillBody = often<unknown>(
  fc.record({ quantity }, { requiredKeys: [] }),
  fc.oneof(fc.record({ quantity, extra: anyScalar }), anyScalar),
);
const cartBody = often<unknown>(
  fc.record({
    chain: fc.constant('local1'),
    items: fc.array(fc.record({ orderHash, quantity }, { requiredKeys: ['orderHash'] }), { minLength: 1, maxLength: 5 }),
  }),
  fc.oneof(
    fc.record(
      {
        chain: fc.oneof(fc.constantFrom('local1', 'local2', 'nuls', 'eth'), hostileText),
        items: fc.oneof(fc.array(fc.record({ orderHash, quantity }, { requiredKeys: [] }), { maxLength: 6 }), anyScalar),
      },
      { requiredKeys: [] },
    ),
    anyScalar,
  ),
);
const chain = often(fc.constant('local1'), fc.oneof(fc.constantFrom('local2', 'nuls'), hostileText));

describe('fill and cart routes under hostile input', () => {
  it('answer generated requests without a 5xx, in the envelope, writing nothing', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ kind: fc.constant('fill' as const), chain, orderHash, body: fillBody }),
          fc.record({ kind: fc.constant('cart' as const), body: cartBody }),
        ),
        often(fc.constantFrom('buyer', 'reserved'), fc.constantFrom('anonymous', 'garbage')),
        async (request, caller) => {
          const headers =
            caller === 'buyer'
              ? buyer.headers
              : caller === 'reserved'
                ? reserved.headers
                : caller === 'garbage'
                  ? { token: 'x'.repeat(300) }
                  : {};
          const url =
            request.kind === 'fill'
              ? `/v1/orders/${encodeURIComponent(request.chain)}/${encodeURIComponent(request.orderHash)}/fill`
              : '/v1/cart/fill';
          const before = await databaseFingerprint(harness.database.db, tables);
          const response = await harness.testApp.app.inject({ method: 'POST', url, headers, payload: request.body as object });
          statuses.add(response.statusCode);
          expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
          expect(response.json().code).toBe(response.statusCode);
          expect(await databaseFingerprint(harness.database.db, tables)).toBe(before);
        },
      ),
      { seed: 20261124, numRuns: 250 },
    );
    // The generator must reach the routes' own checks (private, not fillable, quantity), not only validation.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403, 404, 409]));
  });
});
