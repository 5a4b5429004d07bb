import type { Order } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { bestOffers, isOpenOffer, matchesTraits } from './offer-rows';

const offer = (patch: Partial<Order>): Order =>
  ({ orderHash: '0x1', status: 'active', price: '100', quantity: '1', currency: '0xweth', target: 'item', trait: null, ...patch }) as Order;

describe('offer rows', () => {
  it('lists active and inactive offers, not filled, cancelled or expired ones', () => {
    expect(['active', 'inactive', 'filled', 'cancelled', 'expired'].map((status) => isOpenOffer({ status } as Order))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('picks the highest active amount per copy in each currency', () => {
    const orders = [
      offer({ orderHash: 'a', price: '300', quantity: '3' }),
      offer({ orderHash: 'b', price: '150' }),
      offer({ orderHash: 'c', price: '900', status: 'inactive' }),
      offer({ orderHash: 'd', price: '1000', currency: '0xtusd' }),
    ];
    expect(bestOffers(orders).map((order) => order.orderHash)).toEqual(['b', 'd']);
    expect(bestOffers([])).toEqual([]);
  });

  it('matches a trait offer to an NFT with the trait, a collection offer to any', () => {
    const attributes = [{ traitType: 'Hat', value: 'Crown' }];
    expect(matchesTraits(offer({ target: 'trait', trait: { type: 'hat', value: 'Crown' } }), attributes)).toBe(true);
    expect(matchesTraits(offer({ target: 'trait', trait: { type: 'Hat', value: 'Cap' } }), attributes)).toBe(false);
    expect(matchesTraits(offer({ target: 'collection' }), attributes)).toBe(true);
  });
});
