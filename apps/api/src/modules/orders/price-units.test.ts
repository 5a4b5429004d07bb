import { describe, expect, it } from 'vitest';
import { hasDisplayPrecision, toBaseUnits } from './price-units';

describe('price units in the currency own decimals', () => {
  it('converts display units with 6 decimals (the stable test token) and with 18', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n);
    expect(toBaseUnits('0.0001', 6)).toBe(100n);
    expect(toBaseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
  });

  it('refuses more fraction digits than the token holds, and zero', () => {
    expect(() => toBaseUnits('0.0000001', 6)).toThrow(expect.objectContaining({ code: 'order_price_invalid' }));
    expect(() => toBaseUnits('0', 6)).toThrow(expect.objectContaining({ code: 'order_price_invalid' }));
  });

  it('applies the four-decimal rule in display units, whatever the decimals', () => {
    expect(hasDisplayPrecision(1_000_100n, 6)).toBe(true); // 1.0001
    expect(hasDisplayPrecision(1_000_010n, 6)).toBe(false); // 1.00001
    expect(hasDisplayPrecision(10n ** 14n, 18)).toBe(true); // 0.0001
    expect(hasDisplayPrecision(10n ** 13n, 18)).toBe(false); // 0.00001
    expect(hasDisplayPrecision(7n, 2)).toBe(true);
  });
});
