import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity-rule';

describe('checkQuantity', () => {
  it('accepts a whole number up to what is available', () => {
    expect(checkQuantity('1', 3n)).toBeUndefined();
    expect(checkQuantity(' 3 ', 3n)).toBeUndefined();
  });
  it('refuses zero, fractions, text and more than available', () => {
    for (const text of ['0', '1.5', '', 'x', '-1']) expect(checkQuantity(text, 3n)?.key).toBe('validation.quantity_positive_integer');
    expect(checkQuantity('4', 3n)).toEqual({ key: 'validation.quantity_max', values: { max: '3' } });
  });
});
