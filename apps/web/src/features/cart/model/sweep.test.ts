import { describe, expect, it } from 'vitest';
import { nftListItem } from '../../../testing/nft-list-item';
import { sweepCandidates, sweepTotals } from './sweep';

const viewer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const weth = '0xb2e75efadf9e0d918545b052ee8235cd1536391d';
const native = '0x0000000000000000000000000000000000000000';
const listing = (price: string, kind: 'fixed' | 'declining' | 'auction' = 'fixed', currency = native) => ({
  bestListing: { price, currency, kind, orderHash: null },
});

describe('sweepCandidates', () => {
  it("keeps the list's order and passes over auctions, tokens not on sale, the cart's and the viewer's own", () => {
    const items = [
      nftListItem('1', listing('10')),
      nftListItem('2', listing('20', 'auction')),
      nftListItem('3', listing('30', 'declining')),
      nftListItem('4'),
      nftListItem('5', { ...listing('50'), owner: viewer.toUpperCase().replace('0X', '0x') }),
      nftListItem('6', listing('60')),
      nftListItem('7', listing('70')),
    ];
    const inCart = (nft: { tokenId: string }) => nft.tokenId === '6';
    expect(sweepCandidates(items, inCart, viewer).map((nft) => nft.tokenId)).toEqual(['1', '3', '7']);
    // Without a wallet nothing is one's own.
    expect(sweepCandidates(items, inCart, undefined).map((nft) => nft.tokenId)).toEqual(['1', '3', '5', '7']);
  });
});

describe('sweepTotals', () => {
  it('adds the prices per currency, one copy each', () => {
    const chosen = sweepCandidates(
      [nftListItem('1', listing('10')), nftListItem('2', listing('5', 'fixed', weth)), nftListItem('3', listing('7', 'declining'))],
      () => false,
      undefined,
    );
    expect(sweepTotals(chosen)).toEqual(
      new Map([
        [native, 17n],
        [weth, 5n],
      ]),
    );
  });
});
