import { describe, expect, it } from 'vitest';
import { assertBookAllowsFill, assertChainAllowsFill, fillFraction } from './fill-eligibility';
import type { FillableOrderRow } from './order-fill.repository';

// The book's and the chain's checks before the API authorises a fill, each refusal with its reason.
const buyer = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const now = 1_800_000_000;

function order(overrides: Partial<FillableOrderRow> = {}): FillableOrderRow {
  return {
    orderHash: `0x${'11'.repeat(32)}`,
    side: 'listing',
    kind: 'fixed',
    protocol: 'seaport',
    maker: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    taker: null,
    quantity: '5',
    filledQuantity: '0',
    currency: '0x0000000000000000000000000000000000000000',
    startTime: new Date((now - 60) * 1000),
    endTime: new Date((now + 3_600) * 1000),
    zone: null,
    status: 'active',
    statusReason: null,
    parameters: {
      counter: '0',
      offer: [{ startAmount: '5', endAmount: '5' }],
      consideration: [
        { startAmount: '4750', endAmount: '4750' },
        { startAmount: '250', endAmount: '250' },
      ],
    },
    signature: '0x',
    ...overrides,
  };
}

const reasonOf = (work: () => unknown) => {
  try {
    work();
    return 'allowed';
  } catch (error) {
    const { code, details } = error as { code: string; details?: { reason?: string } };
    return details?.reason ? `${code}:${details.reason}` : code;
  }
};

describe('assertBookAllowsFill', () => {
  it('answers the copies left of an active, started, unexpired listing', () => {
    expect(assertBookAllowsFill(order({ filledQuantity: '2' }), buyer, now)).toBe(3n);
  });

  it('refuses each state that cannot be bought now with its own reason', () => {
    expect(reasonOf(() => assertBookAllowsFill(order({ side: 'offer' }), buyer, now))).toBe('order_not_fillable:not_a_listing');
    expect(reasonOf(() => assertBookAllowsFill(order({ status: 'cancelled' }), buyer, now))).toBe('order_not_fillable:cancelled');
    expect(reasonOf(() => assertBookAllowsFill(order({ status: 'filled' }), buyer, now))).toBe('order_not_fillable:filled');
    expect(reasonOf(() => assertBookAllowsFill(order({ status: 'expired' }), buyer, now))).toBe('order_not_fillable:expired');
    expect(reasonOf(() => assertBookAllowsFill(order({ status: 'inactive', statusReason: 'no_approval' }), buyer, now))).toBe(
      'order_not_fillable:inactive',
    );
    expect(reasonOf(() => assertBookAllowsFill(order({ startTime: new Date((now + 1) * 1000) }), buyer, now))).toBe(
      'order_not_fillable:not_started',
    );
    // Seaport's window is [startTime, endTime): the end second itself is too late.
    expect(reasonOf(() => assertBookAllowsFill(order({ endTime: new Date(now * 1000) }), buyer, now))).toBe('order_not_fillable:expired');
    expect(reasonOf(() => assertBookAllowsFill(order({ filledQuantity: '5' }), buyer, now))).toBe('order_not_fillable:sold_out');
  });

  it('lets only the reserved buyer through a private listing, in any letter case', () => {
    expect(reasonOf(() => assertBookAllowsFill(order({ taker: `0x${'22'.repeat(20)}` }), buyer, now))).toBe('order_private');
    expect(assertBookAllowsFill(order({ taker: buyer }), buyer.toUpperCase().replace('0X', '0x'), now)).toBe(5n);
  });
});

describe('assertChainAllowsFill', () => {
  it("takes Seaport's fill status and the maker's counter over the book", () => {
    const state = { cancelled: false, totalFilled: 0n, totalSize: 0n, makerCounter: 0n };
    expect(assertChainAllowsFill(order(), state)).toBe(5n);
    expect(assertChainAllowsFill(order(), { ...state, totalFilled: 2n, totalSize: 5n })).toBe(3n);
    expect(reasonOf(() => assertChainAllowsFill(order(), { ...state, totalFilled: 5n, totalSize: 5n }))).toBe(
      'order_not_fillable:sold_out',
    );
    expect(reasonOf(() => assertChainAllowsFill(order(), { ...state, cancelled: true }))).toBe('order_not_fillable:cancelled');
    expect(reasonOf(() => assertChainAllowsFill(order(), { ...state, makerCounter: 1n }))).toBe('order_not_fillable:cancelled');
  });
});

describe('fillFraction', () => {
  it('buys k of n copies as k/n, everything as 1/1, an ERC-721 always as 1/1', () => {
    expect(fillFraction(order(), 2, 5n)).toEqual({ numerator: 2n, denominator: 5n, units: 2n });
    expect(fillFraction(order(), undefined, 5n)).toEqual({ numerator: 1n, denominator: 1n, units: 5n });
    expect(fillFraction(order({ filledQuantity: '2' }), undefined, 3n)).toEqual({ numerator: 3n, denominator: 5n, units: 3n });
    expect(fillFraction(order({ quantity: '1' }), undefined, 1n)).toEqual({ numerator: 1n, denominator: 1n, units: 1n });
  });

  it('refuses more than is left, and a quantity Seaport could not divide exactly', () => {
    expect(reasonOf(() => fillFraction(order(), 4, 3n))).toBe('order_quantity_invalid');
    expect(reasonOf(() => fillFraction(order({ quantity: '1' }), 2, 1n))).toBe('order_quantity_invalid');
    const uneven = order({
      parameters: { counter: '0', offer: [{ startAmount: '5', endAmount: '5' }], consideration: [{ startAmount: '7', endAmount: '7' }] },
    });
    expect(reasonOf(() => fillFraction(uneven, 2, 5n))).toBe('order_quantity_invalid:inexact_fraction');
  });
});
