import { describe, expect, it } from 'vitest';
import { localRegistry, tusd, weth } from '../../../testing/stub-api';
import { belowFloor } from './below-floor';
import { initialSellValues, zeroAddress, type SellFormValues } from './sell-form';

const local1 = localRegistry().chains.find((chain) => chain.symbol === 'local1')!;
const native = local1.paymentTokens.find((token) => token.native)!.address;
const floor = { amount: '50000000000000000', currency: null }; // 0.05 ETH
const form = (patch: Partial<SellFormValues>): SellFormValues => ({ ...initialSellValues, currency: native, ...patch });

describe('a listing price below the floor', () => {
  it("is the share below the floor, in the floor's currency (native written either way)", () => {
    expect(belowFloor(form({ price: '0.04' }), floor, local1)).toBe(0.2);
    expect(belowFloor(form({ price: '0.0001' }), { ...floor, currency: zeroAddress }, local1)).toBe(0.998);
    expect(belowFloor(form({ price: '1', currency: tusd }), { amount: '4000000', currency: tusd }, local1)).toBe(0.75);
  });

  it("is a declining listing's end price that counts: the lowest it sells at", () => {
    expect(belowFloor(form({ kind: 'declining', price: '1', endPrice: '0.01' }), floor, local1)).toBe(0.8);
    expect(belowFloor(form({ kind: 'declining', price: '0.01', endPrice: '0.05' }), floor, local1)).toBeNull();
  });

  it('is nothing at or above the floor, without a floor, in another currency, or before the price is valid', () => {
    expect(belowFloor(form({ price: '0.05' }), floor, local1)).toBeNull();
    expect(belowFloor(form({ price: '2' }), floor, local1)).toBeNull();
    expect(belowFloor(form({ price: '0.01' }), undefined, local1)).toBeNull();
    expect(belowFloor(form({ price: '0.01', currency: weth }), floor, local1)).toBeNull();
    expect(belowFloor(form({ price: '0.01' }), { amount: '5', currency: tusd }, local1)).toBeNull();
    expect(belowFloor(form({ price: '' }), floor, local1)).toBeNull();
    expect(belowFloor(form({ price: '0.00001' }), floor, local1)).toBeNull();
    expect(belowFloor(form({ price: '0.01' }), floor, undefined)).toBeNull();
  });
});
