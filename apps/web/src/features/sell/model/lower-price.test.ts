import type { Order } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { lowerPriceBody, lowerPriceError } from './lower-price';

const ether = 10n ** 18n;
const order = {
  orderHash: `0x${'ab'.repeat(32)}`,
  chain: 'local1',
  side: 'listing',
  kind: 'fixed',
  maker: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  taker: null,
  contract: '0x00000000000000000000000000000000000000b2',
  tokenId: '4',
  quantity: '1',
  remainingQuantity: '1',
  currency: '0x0000000000000000000000000000000000000000',
  price: String((ether * 8n) / 10n),
  startPrice: String((ether * 8n) / 10n),
  endPrice: String((ether * 8n) / 10n),
  startTime: 1_800_000_000,
  endTime: 1_800_600_000,
  status: 'active',
  statusReason: null,
  marketplaceFeeBps: 250,
  royaltyBps: 0,
  createdAt: '2027-01-15T08:00:00.000Z',
  target: 'item',
  trait: null,
  auctionOrderHash: null,
  auctionEndTime: null,
} satisfies Order;

describe('lowering a price', () => {
  it('takes only a valid price below the current one', () => {
    expect(lowerPriceError('0.7999', order, 18)).toBeUndefined();
    expect(lowerPriceError('0.8', order, 18)).toBe('lower_too_high');
    expect(lowerPriceError('1', order, 18)).toBe('lower_too_high');
    expect(lowerPriceError('0.12345', order, 18)).toBe('price_precision');
  });

  it('compares per copy for ERC-1155 (the book prices the whole quantity)', () => {
    const copies = { ...order, quantity: '4', remainingQuantity: '4', price: String(ether * 4n) };
    expect(lowerPriceError('0.9', copies, 18)).toBeUndefined();
    expect(lowerPriceError('1', copies, 18)).toBe('lower_too_high');
  });

  it('relists the same item, remaining quantity, end and buyer at the new fixed price', () => {
    expect(lowerPriceBody({ ...order, taker: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' }, '0.5', 1_800_000_100)).toEqual({
      chain: 'local1',
      side: 'listing',
      kind: 'fixed',
      items: [{ contract: order.contract, tokenId: '4', quantity: 1 }],
      price: '0.5',
      currency: undefined,
      startTime: undefined,
      endTime: 1_800_600_000,
      privateBuyer: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    });
  });
});
