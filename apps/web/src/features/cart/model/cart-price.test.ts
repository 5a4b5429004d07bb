import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-store';
import { cartItemPrice, cartTotals } from './cart-price';

const native = '0x0000000000000000000000000000000000000000';
const token = '0x00000000000000000000000000000000000000aa';
const item = (overrides: Partial<CartItem>): CartItem => ({
  orderHash: '0x01',
  chain: 'local1',
  contract: '0x01',
  tokenId: '1',
  currency: native,
  startPrice: '1000',
  endPrice: '1000',
  startTime: 0,
  endTime: 1000,
  name: 'x',
  listed: '1',
  quantity: '1',
  ...overrides,
});

describe('cart prices', () => {
  it('prices a declining listing now and a part of an ERC-1155 listing', () => {
    expect(cartItemPrice(item({ endPrice: '0' }), 500)).toBe(500n);
    expect(cartItemPrice(item({ listed: '4', quantity: '1' }), 0)).toBe(250n);
  });
  it('totals per currency', () => {
    const totals = cartTotals(
      [item({}), item({ startPrice: '5', endPrice: '5' }), item({ currency: token.toUpperCase().replace('0X', '0x') })],
      0,
    );
    expect(totals).toEqual(
      new Map([
        [native, 1005n],
        [token, 1000n],
      ]),
    );
  });
});
