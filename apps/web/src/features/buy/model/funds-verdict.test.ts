import { describe, expect, it } from 'vitest';
import { fundsVerdict } from './funds-verdict';

describe('fundsVerdict', () => {
  it('passes a buyer who can pay the price and the gas', () => {
    expect(fundsVerdict({ price: 100n, currencyBalance: 130n, nativeBalance: 130n, value: 100n, gasCost: 30n })).toBe('ok');
  });
  it('says "insufficient balance" below the price and "insufficient funds" when gas does not fit too', () => {
    expect(fundsVerdict({ price: 100n, currencyBalance: 99n, nativeBalance: 99n, value: 100n, gasCost: 1n })).toBe('insufficient_balance');
    expect(fundsVerdict({ price: 100n, currencyBalance: 120n, nativeBalance: 120n, value: 100n, gasCost: 21n })).toBe('insufficient_funds');
  });
  it('checks a token price against the token and gas against the native balance', () => {
    const token = { price: 100n, currencyBalance: 100n, value: 0n, gasCost: 5n };
    expect(fundsVerdict({ ...token, nativeBalance: 5n })).toBe('ok');
    expect(fundsVerdict({ ...token, nativeBalance: 4n })).toBe('insufficient_funds');
    expect(fundsVerdict({ ...token, currencyBalance: 50n, nativeBalance: 10n ** 18n })).toBe('insufficient_balance');
  });
});
