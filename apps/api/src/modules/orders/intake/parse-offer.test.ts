import fc from 'fast-check';
import { getAddress, numberToHex, zeroAddress, zeroHash, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildOffer, criteriaRoot, itemTypes, toOrderComponentsJson, type OfferTarget } from '@nft/seaport';
import { isAppError } from '@nft/shared';
import type { OrderComponentsJson } from '@nft/api-contract';
import { offersCurrency, parseOffer } from './parse-offer';

// The offer format check (docs/security.md row 5) as a pure function: what it reads out of a signed offer, and that
// any mutation of one answers order_format_invalid (never another error, never a crash).
const token: Address = getAddress('0x00000000000000000000000000000000000000e7');
const weth: Address = getAddress('0x00000000000000000000000000000000000000e2');
const maker: Address = '0x0000000000000000000000000000000000000a11';

function offerJson(target: OfferTarget, standard: 'ERC-721' | 'ERC-1155' = 'ERC-721', quantity = 1n): OrderComponentsJson {
  const components = buildOffer({
    offerer: maker,
    zone: '0x00000000000000000000000000000000000000f1',
    conduitKey: zeroHash,
    counter: 0n,
    standard,
    target,
    quantity,
    currency: weth,
    price: 4n * 10n ** 18n,
    startTime: 1n,
    endTime: 2n ** 33n,
    fee: { recipient: '0x0000000000000000000000000000000000000fee', bps: 250 },
    royalty: { recipient: '0x0000000000000000000000000000000000000dad', bps: 500 },
    salt: 7n,
  });
  return toOrderComponentsJson(components) as unknown as OrderComponentsJson;
}

const codeOf = (json: OrderComponentsJson) => {
  try {
    parseOffer(json);
    return 'ok';
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error.code;
  }
};

describe('parseOffer', () => {
  it('reads the target, quantity, currency, price and payments of an item, a collection and a trait offer', () => {
    const item = parseOffer(offerJson({ kind: 'item', token, identifier: 42n }));
    expect(item).toMatchObject({ standard: 'ERC-721', token, wanted: { target: 'item', tokenId: 42n }, quantity: 1n, currency: weth });
    expect(item.price).toBe(4n * 10n ** 18n);
    expect(item.payments).toHaveLength(2);
    expect(parseOffer(offerJson({ kind: 'collection', token }, 'ERC-1155', 4n))).toMatchObject({
      standard: 'ERC-1155',
      wanted: { target: 'collection' },
      quantity: 4n,
    });
    const root = criteriaRoot([1n, 2n, 3n]);
    expect(parseOffer(offerJson({ kind: 'trait', token, root })).wanted).toEqual({ target: 'trait', root });
  });

  it('tells offers (a currency offered) from listings (an NFT offered)', () => {
    const offer = offerJson({ kind: 'item', token, identifier: 1n });
    expect(offersCurrency(offer)).toBe(true);
    expect(offersCurrency({ ...offer, offer: [{ ...offer.offer[0]!, itemType: itemTypes.native, token: zeroAddress }] })).toBe(true);
    expect(offersCurrency({ ...offer, offer: [{ ...offer.offer[0]!, itemType: itemTypes.erc721 }] })).toBe(false);
  });

  it('answers order_format_invalid for any one field of an offer changed to a generated value, or takes it', () => {
    const base = offerJson({ kind: 'item', token, identifier: 9n });
    const number = fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 257n }), fc.constantFrom(0n, 1n, 3n)).map(String);
    const mutation = fc.oneof(
      fc.record({
        at: fc.constantFrom('offer', 'consideration'),
        field: fc.constantFrom('startAmount', 'endAmount', 'identifierOrCriteria'),
        value: number,
      }),
      fc.record({ at: fc.constantFrom('offer', 'consideration'), field: fc.constant('itemType'), value: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ at: fc.constant('order'), field: fc.constantFrom('orderType'), value: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ at: fc.constant('order'), field: fc.constantFrom('startTime', 'endTime', 'counter'), value: number }),
      fc.record({
        at: fc.constant('order'),
        field: fc.constant('zoneHash'),
        value: fc.constantFrom(zeroHash, numberToHex(1n, { size: 32 })),
      }),
    );
    fc.assert(
      fc.property(mutation, fc.nat({ max: 2 }), ({ at, field, value }, index) => {
        const json = structuredClone(base) as unknown as Record<string, unknown> & {
          offer: Record<string, unknown>[];
          consideration: Record<string, unknown>[];
        };
        if (at === 'order') json[field] = value;
        else {
          const list = json[at as 'offer' | 'consideration'];
          list[Math.min(index, list.length - 1)]![field] = value;
        }
        expect(['ok', 'order_format_invalid']).toContain(codeOf(json as unknown as OrderComponentsJson));
      }),
      { numRuns: 500 },
    );
  });
});
