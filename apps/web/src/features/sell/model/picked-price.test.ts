import { describe, expect, it } from 'vitest';
import { localRegistry, tusd, weth } from '../../../testing/stub-api';
import { initialSellValues, zeroAddress } from './sell-form';
import { pickMarketPrice } from './picked-price';

const local1 = localRegistry().chains.find((chain) => chain.symbol === 'local1');
const ether = 10n ** 18n;

describe('pickMarketPrice', () => {
  it('writes a floor in ETH as the price a seller would type, in ETH', () => {
    const picked = pickMarketPrice({ ...initialSellValues, currency: weth }, { amount: String(ether / 25n), currency: null }, local1);
    expect(picked).toMatchObject({ price: '0.04', currency: zeroAddress });
  });

  it("takes the offer's currency with its decimals (a 6-decimal TUSD), and keeps the other fields", () => {
    const values = { ...initialSellValues, quantity: '3', privateBuyer: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' };
    const picked = pickMarketPrice(values, { amount: '30000000', currency: tusd.toUpperCase().replace('0X', '0x') }, local1);
    expect(picked?.price).toBe('30');
    expect(picked?.currency.toLowerCase()).toBe(tusd);
    expect(picked).toMatchObject({ quantity: '3', privateBuyer: values.privateBuyer });
  });

  it('cuts a price to four decimals, never rounding it up, and writes thousands without separators', () => {
    const amount = 1234n * ether + 123_456_789n * 10n ** 9n; // 1234.123456789 ETH
    expect(pickMarketPrice(initialSellValues, { amount: String(amount), currency: zeroAddress }, local1)?.price).toBe('1234.1234');
    expect(pickMarketPrice(initialSellValues, { amount: String(2n * ether), currency: weth }, local1)?.price).toBe('2');
  });

  it('offers nothing for a currency the chain does not list in, or an unknown chain', () => {
    const stranger = '0x1111111111111111111111111111111111111111';
    expect(pickMarketPrice(initialSellValues, { amount: '1', currency: stranger }, local1)).toBeUndefined();
    expect(pickMarketPrice(initialSellValues, { amount: '1', currency: null }, undefined)).toBeUndefined();
  });
});
