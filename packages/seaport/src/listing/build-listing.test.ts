import { zeroAddress, zeroHash, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { itemTypes, orderTypes } from '../order/order-components';
import { buildListing, type ListingInput } from './build-listing';

const seller: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const feeRecipient: Address = '0x71bE63f3384f5fb98995898A86B02Fb2426c5788';
const creator: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const zone: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const token: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

const input: ListingInput = {
  offerer: seller,
  zone,
  conduitKey: `0x${'12'.repeat(32)}`,
  counter: 3n,
  nft: { itemType: 2, token, identifier: 42n, amount: 1n },
  currency: zeroAddress,
  startPrice: 1_000_001n,
  endPrice: 1_000_001n,
  startTime: 100n,
  endTime: 200n,
  fee: { recipient: feeRecipient, bps: 250 },
  royalty: { recipient: creator, bps: 750 },
  salt: 9n,
};

describe('buildListing', () => {
  it('offers the NFT and asks seller proceeds, fee and royalty (rounded down) that add up to the price', () => {
    const order = buildListing(input);
    expect(order.offer).toEqual([{ itemType: itemTypes.erc721, token, identifierOrCriteria: 42n, startAmount: 1n, endAmount: 1n }]);
    expect(order.consideration.map((item) => [item.recipient, item.startAmount, item.endAmount])).toEqual([
      [seller, 1_000_001n - 25_000n - 75_000n, 1_000_001n - 25_000n - 75_000n],
      [feeRecipient, 25_000n, 25_000n],
      [creator, 75_000n, 75_000n],
    ]);
    expect(order.consideration.every((item) => item.itemType === itemTypes.native && item.token === zeroAddress)).toBe(true);
    expect(order).toMatchObject({ orderType: orderTypes.fullRestricted, zone, zoneHash: zeroHash, counter: 3n, salt: 9n, startTime: 100n });
  });

  it('splits start and end prices separately for a declining listing, in ERC-20', () => {
    const order = buildListing({ ...input, startPrice: 10_000n, endPrice: 3_999n, currency: token });
    expect(order.consideration.map((item) => [item.startAmount, item.endAmount])).toEqual([
      [9_000n, 3_999n - 99n - 299n],
      [250n, 99n],
      [750n, 299n],
    ]);
    expect(order.consideration.every((item) => item.itemType === itemTypes.erc20 && item.token === token)).toBe(true);
  });

  it('prices ERC-1155 copies one by one so every whole number of copies divides exactly', () => {
    const order = buildListing({ ...input, nft: { itemType: 3, token, identifier: 7n, amount: 3n }, startPrice: 1_001n, endPrice: 1_001n });
    expect(order.orderType).toBe(orderTypes.partialRestricted);
    expect(order.offer[0]).toMatchObject({ itemType: itemTypes.erc1155, startAmount: 3n, endAmount: 3n });
    // Per copy: fee 25, royalty 75, seller 901.
    expect(order.consideration.map((item) => item.startAmount)).toEqual([2_703n, 75n, 225n]);
    expect(order.consideration.every((item) => item.startAmount % 3n === 0n)).toBe(true);
  });

  it('leaves out a zero fee and a missing royalty', () => {
    const order = buildListing({ ...input, fee: { recipient: feeRecipient, bps: 0 }, royalty: null });
    expect(order.consideration).toHaveLength(1);
    expect(order.consideration[0]?.startAmount).toBe(1_000_001n);
  });

  it('refuses what cannot be a listing', () => {
    expect(() => buildListing({ ...input, startPrice: 0n, endPrice: 0n })).toThrow();
    expect(() => buildListing({ ...input, endPrice: input.startPrice + 1n })).toThrow();
    expect(() => buildListing({ ...input, nft: { ...input.nft, amount: 2n } })).toThrow();
    expect(() => buildListing({ ...input, nft: { ...input.nft, itemType: 3, amount: 0n } })).toThrow();
    expect(() =>
      buildListing({ ...input, fee: { recipient: feeRecipient, bps: 9_500 }, royalty: { recipient: creator, bps: 500 } }),
    ).toThrow();
  });
});
