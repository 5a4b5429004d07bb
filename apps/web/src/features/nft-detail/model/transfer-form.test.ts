import { describe, expect, it } from 'vitest';
import { validateTransfer } from './transfer-form';

const from = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('validateTransfer', () => {
  it('accepts a checksummed recipient and a quantity within the balance', () => {
    expect(validateTransfer({ recipient: to, quantity: '2' }, { from, balance: 3n, multiple: true })).toEqual({});
    expect(validateTransfer({ recipient: ` ${to} `, quantity: '' }, { from, balance: 1n, multiple: false })).toEqual({});
  });

  it('refuses an empty, malformed or own address', () => {
    const rules = { from, balance: 1n, multiple: false };
    expect(validateTransfer({ recipient: '', quantity: '1' }, rules).recipient?.key).toBe('validation.required');
    expect(validateTransfer({ recipient: '0x1234', quantity: '1' }, rules).recipient?.key).toBe('nft_detail.transfer.invalid_address');
    expect(validateTransfer({ recipient: from.toUpperCase().replace('0X', '0x'), quantity: '1' }, rules).recipient?.key).toBe(
      'nft_detail.transfer.own_address',
    );
  });

  it('refuses a quantity that is not a positive whole number or is above the balance', () => {
    const rules = { from, balance: 3n, multiple: true };
    for (const quantity of ['0', '-1', '1.5', 'x', ''])
      expect(validateTransfer({ recipient: to, quantity }, rules).quantity?.key).toBe('validation.quantity_positive_integer');
    expect(validateTransfer({ recipient: to, quantity: '4' }, rules).quantity).toEqual({
      key: 'validation.quantity_max',
      values: { max: '3' },
    });
  });
});
