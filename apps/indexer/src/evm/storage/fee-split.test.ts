import { describe, expect, it } from 'vitest';
import type { FillItem } from '../effects/block-effects';
import { splitFeeAndRoyalty } from './fee-split';

const seller = '0x00000000000000000000000000000000000000aa';
const feeTo = '0x00000000000000000000000000000000000000ee';
const creator = '0x00000000000000000000000000000000000000ff';

function fill(side: FillItem['side'], received: [string, bigint][], price: bigint | null = 1000n): FillItem {
  return {
    position: { chain: 'local1', blockNumber: 1, blockHash: '0xb', txHash: '0xt', logIndex: 0, address: '0xs', occurredAt: new Date(0) },
    batchIndex: 0,
    orderHash: '0xo',
    side,
    seller,
    buyer: '0x00000000000000000000000000000000000000bb',
    contractAddress: '0x00000000000000000000000000000000000000cc',
    tokenId: '1',
    quantity: 1n,
    price,
    currency: price === null ? null : '0x0000000000000000000000000000000000000000',
    received: received.map(([recipient, amount]) => ({ recipient, amount })),
  };
}

describe('splitFeeAndRoyalty', () => {
  it('reads the fee and the royalty from what the order paid to their recipients', () => {
    const split = splitFeeAndRoyalty(
      fill('listing', [
        [seller, 925n],
        [feeTo, 25n],
        [creator, 50n],
      ]),
      { feeRecipient: feeTo, royaltyRecipient: creator },
    );
    expect(split).toEqual({ fee: 25n, royalty: 50n });
  });

  it('tells a creator reselling their own work (royalty to the seller) from their proceeds', () => {
    const split = splitFeeAndRoyalty(
      fill('listing', [
        [seller, 925n],
        [feeTo, 25n],
        [seller, 50n],
      ]),
      { feeRecipient: feeTo, royaltyRecipient: seller },
    );
    expect(split).toEqual({ fee: 25n, royalty: 50n });
  });

  it('splits one address taking both fee and royalty in consideration order, and leaves a tip out', () => {
    const split = splitFeeAndRoyalty(
      fill('listing', [
        [seller, 900n],
        [feeTo, 30n],
        [feeTo, 70n],
        [feeTo, 5n],
      ]),
      { feeRecipient: feeTo, royaltyRecipient: feeTo },
    );
    expect(split).toEqual({ fee: 30n, royalty: 70n });
  });

  it('reads an accepted offer, whose consideration has no seller proceeds', () => {
    const split = splitFeeAndRoyalty(
      fill('offer', [
        [feeTo, 25n],
        [creator, 40n],
      ]),
      { feeRecipient: feeTo, royaltyRecipient: creator },
    );
    expect(split).toEqual({ fee: 25n, royalty: 40n });
  });

  it('says zero royalty for our order without one, and nothing for an order we do not hold or a fill without price', () => {
    const paid = fill('listing', [
      [seller, 975n],
      [feeTo, 25n],
    ]);
    expect(splitFeeAndRoyalty(paid, { feeRecipient: feeTo, royaltyRecipient: null })).toEqual({ fee: 25n, royalty: 0n });
    expect(splitFeeAndRoyalty(paid, undefined)).toEqual({ fee: null, royalty: null });
    expect(splitFeeAndRoyalty(fill('listing', [], null), { feeRecipient: feeTo, royaltyRecipient: creator })).toEqual({
      fee: null,
      royalty: null,
    });
  });
});
