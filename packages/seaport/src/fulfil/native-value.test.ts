import { zeroAddress, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { itemTypes, type OrderComponents } from '../order/order-components';
import type { FillRequest } from './advanced-order';
import { nativeValue } from './native-value';

const someone: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const order = (items: [number, bigint, bigint][]): OrderComponents => ({
  offerer: someone,
  zone: zeroAddress,
  offer: [],
  consideration: items.map(([itemType, startAmount, endAmount]) => ({
    itemType,
    token: itemType === itemTypes.native ? zeroAddress : someone,
    identifierOrCriteria: 0n,
    startAmount,
    endAmount,
    recipient: someone,
  })),
  orderType: 0,
  startTime: 1_000n,
  endTime: 2_000n,
  zoneHash: `0x${'00'.repeat(32)}`,
  salt: 0n,
  conduitKey: `0x${'00'.repeat(32)}`,
  counter: 0n,
});
const fill = (components: OrderComponents, fraction?: { numerator: bigint; denominator: bigint }): FillRequest => ({
  components,
  signature: '0x',
  extraData: '0x',
  ...fraction,
});

describe('nativeValue', () => {
  it('counts native consideration only, at `at` for fixed and declining amounts (rounded up)', () => {
    const declining = order([
      [itemTypes.native, 1_000n, 1n],
      [itemTypes.erc20, 5_000n, 5_000n],
      [itemTypes.native, 30n, 30n],
    ]);
    // 1000 * 999/1000 + 1 * 1/1000 = 999.001 -> 1000 (up), plus 30.
    expect(nativeValue([fill(declining)], 1_001n)).toBe(1_000n + 30n);
    // Later is cheaper: a value computed earlier always covers the block.
    expect(nativeValue([fill(declining)], 1_500n)).toBeLessThan(nativeValue([fill(declining)], 1_001n));
  });

  it('takes the start for an order that has not started, the last second for a rising amount, and the fraction', () => {
    const declining = order([[itemTypes.native, 900n, 300n]]);
    expect(nativeValue([fill(declining)], 10n)).toBe(900n);
    const rising = order([[itemTypes.native, 100n, 1_100n]]);
    expect(nativeValue([fill(rising)], 1_000n)).toBe(1_099n); // at endTime - 1, the last second Seaport fills: (100 + 1100 * 999) / 1000
    expect(nativeValue([fill(declining, { numerator: 1n, denominator: 3n }), fill(rising)], 10n)).toBe(300n + 1_099n);
    expect(() => nativeValue([fill(declining, { numerator: 1n, denominator: 7n })], 10n)).toThrow();
  });
});
