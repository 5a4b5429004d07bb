import type { LiveEvent } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { staleKeys } from './stale-keys';

const event: LiveEvent = {
  id: 9,
  kind: 'floor',
  chain: 'local1',
  collectionId: 4,
  contractAddress: null,
  tokenId: null,
  from: null,
  to: null,
  quantity: null,
  price: '250',
  currency: '0x' + '00'.repeat(20),
  orderHash: null,
  txHash: null,
  occurredAt: '2026-11-30T00:00:00.000Z',
};

describe('staleKeys', () => {
  it("marks a collection's pages and the lists stale when its floor moves, and no order list", () => {
    expect(staleKeys(event)).toEqual([['explore'], ['collection', '4']]);
  });

  it("marks a token's pages, its collection, the accounts named and the order lists stale for a sale", () => {
    const sale = { ...event, kind: 'sale', contractAddress: '0xAB' + 'ab'.repeat(19), tokenId: '5', from: '0x11', to: null } as const;
    expect(staleKeys(sale)).toEqual([
      ['explore'],
      ['nft-detail', 'local1', '0xab' + 'ab'.repeat(19), '5'],
      ['orders', 'token', 'local1', '0xab' + 'ab'.repeat(19), '5'],
      ['orders', 'listings', 'local1', '0xab' + 'ab'.repeat(19), '5'],
      ['orders', 'auction', 'local1', '0xab' + 'ab'.repeat(19), '5'],
      ['collection', '4'],
      ['accounts', '0x11'],
      ['orders', 'maker', '0x11'],
      ['notifications', '0x11'],
      ['orders', 'list'],
      ['orders', 'bids'],
    ]);
  });
});
