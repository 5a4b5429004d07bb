import { describe, expect, it } from 'vitest';
import { listingAvailability, pickListing } from './listing-availability';

const maker = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const buyer = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const base = { maker, taker: null, startTime: 100, endTime: 1000, status: 'active' as const };

describe('listingAvailability', () => {
  it('lets anyone but the maker buy an open listing between its start and end', () => {
    expect(listingAvailability(base, buyer, 500)).toEqual({ kind: 'buyable' });
    expect(listingAvailability(base, undefined, 500)).toEqual({ kind: 'buyable' });
    expect(listingAvailability(base, maker.toUpperCase().replace('0X', '0x'), 500)).toEqual({ kind: 'own' });
  });

  it('says when a scheduled listing starts and that it has ended', () => {
    expect(listingAvailability(base, buyer, 40)).toEqual({ kind: 'scheduled', startsIn: 60 });
    expect(listingAvailability(base, buyer, 1000)).toEqual({ kind: 'ended' });
    expect(listingAvailability({ ...base, status: 'filled' }, buyer, 500)).toEqual({ kind: 'ended' });
  });

  it('reserves a private listing for its buyer only (any letter case)', () => {
    const reserved = { ...base, taker: buyer.toLowerCase() };
    expect(listingAvailability(reserved, buyer, 500)).toEqual({ kind: 'buyable' });
    expect(listingAvailability(reserved, other, 500)).toEqual({ kind: 'reserved', buyer: buyer.toLowerCase() });
    expect(listingAvailability(reserved, undefined, 500)).toEqual({ kind: 'reserved', buyer: buyer.toLowerCase() });
  });
});

describe('pickListing', () => {
  const price = (order: { price: bigint }) => order.price;
  it('picks the cheapest buyable listing before any other', () => {
    const listings = [
      { ...base, price: 5n, startTime: 900 },
      { ...base, price: 9n },
      { ...base, price: 7n },
      { ...base, price: 1n, taker: other },
    ];
    expect(pickListing(listings, buyer, 500, price)?.order.price).toBe(7n);
  });

  it('explains a listing that cannot be bought, and has nothing when all ended', () => {
    expect(pickListing([{ ...base, price: 1n, taker: other }], buyer, 500, price)?.availability.kind).toBe('reserved');
    expect(pickListing([{ ...base, price: 1n, endTime: 400 }], buyer, 500, price)).toBeUndefined();
    expect(pickListing([], buyer, 500, price)).toBeUndefined();
  });
});
