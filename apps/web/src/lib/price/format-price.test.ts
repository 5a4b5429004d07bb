import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './format-price';

describe('formatUnits', () => {
  it('shows whole units with up to four decimals', () => {
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5');
    expect(formatUnits('1234567890000000000000', 18)).toBe('1,234.5678');
    expect(formatUnits('100000000', 8)).toBe('1');
  });
  it('groups whole units in thousands exactly as en-US number formatting does', () => {
    for (const whole of ['0', '7', '999', '1000', '65536', '999999', '1000000', '123456789012345678901234567890']) {
      expect(formatUnits(whole, 0)).toBe(BigInt(whole).toLocaleString('en-US'));
    }
  });
  it('never shows a non-zero price as zero', () => {
    expect(formatUnits('1', 18)).toBe('<0.0001');
    expect(formatUnits('0', 18)).toBe('0');
  });
  it('reads a 6-decimal token (the devnet stable token) in its own units, four decimals at most', () => {
    expect(formatUnits('1500000', 6)).toBe('1.5');
    expect(formatUnits('1234567891', 6)).toBe('1,234.5678');
    expect(formatUnits('99', 6)).toBe('<0.0001');
    expect(parseUnits('1.000001', 6)).toBe('1000001');
    expect(parseUnits('1.0000001', 6)).toBeNull();
  });
});

describe('parseUnits', () => {
  it('turns typed whole units into base units', () => {
    expect(parseUnits('1.5', 18)).toBe('1500000000000000000');
    expect(parseUnits('.25', 8)).toBe('25000000');
    expect(parseUnits('2', 0)).toBe('2');
  });
  it('refuses what is not an amount', () => {
    expect(parseUnits('', 18)).toBeNull();
    expect(parseUnits('1e5', 18)).toBeNull();
    expect(parseUnits('-1', 18)).toBeNull();
    expect(parseUnits('0.123', 2)).toBeNull();
  });
});
