import { describe, expect, it } from 'vitest';
import { effectiveRoyalty } from './effective-royalty';

const receiver = '0x00000000000000000000000000000000000000aa';
const collection = { royaltyBps: 500, royaltyAddress: '0x00000000000000000000000000000000000000cc' };

describe('effectiveRoyalty', () => {
  it("takes the token's ERC-2981 answer over the collection's setting", () => {
    expect(effectiveRoyalty({ royaltyBps: 750, royaltyReceiver: receiver }, collection)).toEqual({ bps: 750, receiver, source: 'chain' });
  });

  it('keeps a zero ERC-2981 royalty: the contract says no royalty, the collection does not override it', () => {
    expect(effectiveRoyalty({ royaltyBps: 0, royaltyReceiver: null }, collection)).toEqual({ bps: 0, receiver: null, source: 'chain' });
  });

  it('treats a chain royalty without a receiver as no royalty', () => {
    expect(effectiveRoyalty({ royaltyBps: 300, royaltyReceiver: null }, collection)).toEqual({ bps: 0, receiver: null, source: 'chain' });
  });

  it("falls back to the collection's setting when the contract has no ERC-2981", () => {
    expect(effectiveRoyalty({ royaltyBps: null, royaltyReceiver: null }, collection)).toEqual({
      bps: 500,
      receiver: collection.royaltyAddress,
      source: 'collection',
    });
  });

  it('is none without ERC-2981 and without a collection royalty', () => {
    expect(effectiveRoyalty({ royaltyBps: null, royaltyReceiver: null }, null)).toEqual({ bps: 0, receiver: null, source: 'none' });
    expect(effectiveRoyalty({ royaltyBps: null, royaltyReceiver: null }, { royaltyBps: 0, royaltyAddress: null })).toEqual({
      bps: 0,
      receiver: null,
      source: 'none',
    });
  });
});
