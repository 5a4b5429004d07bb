import { describe, expect, it } from 'vitest';
import type { Notification, NotificationKind } from '@nft/api-contract';
import { counterpartyOf, itemNameOf } from './notification-text';

const seller = '0x' + 'a'.repeat(40);
const buyer = '0x' + 'b'.repeat(40);

function notification(kind: NotificationKind, nft: { name: string | null } | null = { name: 'Aurora #3' }): Notification {
  return {
    kind,
    unread: true,
    activity: {
      id: 1,
      kind: 'sale',
      chain: 'local1',
      contractAddress: '0x' + 'c'.repeat(40),
      tokenId: '3',
      nft: nft && { name: nft.name, image: null },
      from: seller,
      to: buyer,
      quantity: '1',
      price: '1',
      currency: null,
      orderHash: null,
      txHash: null,
      blockNumber: null,
      occurredAt: '2026-11-30T00:00:00.000Z',
    },
  };
}

describe('a notification', () => {
  it('names the buyer when the account sold, and whoever acted otherwise', () => {
    expect(counterpartyOf(notification('sold'))).toBe(buyer);
    expect(counterpartyOf(notification('auction_sold'))).toBe(buyer);
    for (const kind of ['offer_accepted', 'auction_won', 'offer_received', 'bid_received', 'outbid', 'received'] as const)
      expect(counterpartyOf(notification(kind))).toBe(seller);
  });

  it('names its item by the NFT name, else by the token id', () => {
    expect(itemNameOf(notification('sold'))).toBe('Aurora #3');
    expect(itemNameOf(notification('sold', { name: null }))).toBe('#3');
    expect(itemNameOf(notification('sold', null))).toBe('#3');
  });
});
