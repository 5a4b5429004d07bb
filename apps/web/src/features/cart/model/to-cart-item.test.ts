import { describe, expect, it } from 'vitest';
import type { Order } from '../../buy/purchase';
import { toCartItem } from './to-cart-item';

const order = {
  orderHash: `0x${'A'.repeat(64)}`,
  chain: 'local1',
  contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  tokenId: '7',
  currency: '0x0000000000000000000000000000000000000000',
  startPrice: '5',
  endPrice: '5',
  startTime: 1,
  endTime: 2,
  quantity: '10',
} as Order;

describe('toCartItem', () => {
  it("keeps the token's card-size picture, or the picture itself when it has no smaller copy", () => {
    expect(toCartItem(order, 'Tile', { url: 'https://media.test/a.png', thumbnailUrl: 'https://media.test/a-256.png' }).image).toBe(
      'https://media.test/a-256.png',
    );
    expect(toCartItem(order, 'Tile', { url: 'https://media.test/a.png', thumbnailUrl: null }).image).toBe('https://media.test/a.png');
    expect(toCartItem(order, 'Tile', null).image).toBeNull();
  });

  it('keeps one copy of an ERC-1155 listing unless told otherwise, and the hash in lower case', () => {
    expect(toCartItem(order, 'Tile', null)).toMatchObject({ orderHash: `0x${'a'.repeat(64)}`, listed: '10', quantity: '1' });
    expect(toCartItem(order, 'Tile', null, 3n).quantity).toBe('3');
  });
});
