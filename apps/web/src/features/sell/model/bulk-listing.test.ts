import { describe, expect, it } from 'vitest';
import { bulkBuildBody, bulkItemKey, bulkPriceErrors } from './bulk-listing';

const items = [
  { chain: 'local1', contractAddress: '0xAA', tokenId: '1', name: 'One' },
  { chain: 'local1', contractAddress: '0xbb', tokenId: '2', name: null },
];

describe('bulk listing', () => {
  it('checks each price on its own', () => {
    expect(bulkPriceErrors(items, { 'local1/0xaa/1': '0.1', 'local1/0xbb/2': '0.00001' })).toEqual({ 'local1/0xbb/2': 'price_precision' });
    expect(bulkPriceErrors(items, { 'local1/0xaa/1': '0.1' })).toEqual({ 'local1/0xbb/2': 'price_required' });
  });

  it('builds one request with every item at its price', () => {
    const prices = { [bulkItemKey(items[0]!)]: '0.1', [bulkItemKey(items[1]!)]: '2' };
    expect(bulkBuildBody(items, prices, '3d', 1_000)).toEqual({
      chain: 'local1',
      side: 'listing',
      kind: 'fixed',
      items: [
        { contract: '0xAA', tokenId: '1', quantity: 1, price: '0.1' },
        { contract: '0xbb', tokenId: '2', quantity: 1, price: '2' },
      ],
      price: '0.1',
      endTime: 1_000 + 3 * 86_400,
    });
  });
});
