import { describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { emptyEffects, type LogPosition } from '../effects/block-effects';
import { handleOrderFulfilled } from './order-fulfilled';

const position: LogPosition = {
  chain: 'local1',
  blockNumber: 7,
  blockHash: '0xb',
  txHash: '0xt',
  logIndex: 3,
  address: '0xseaport',
  occurredAt: new Date(0),
};
const maker = '0x00000000000000000000000000000000000000AA';
const taker = '0x00000000000000000000000000000000000000BB';
const nft = '0x00000000000000000000000000000000000000CC';
const usdc = '0x00000000000000000000000000000000000000DD';
const feeTo = '0x00000000000000000000000000000000000000EE';
const creator = '0x00000000000000000000000000000000000000FF';
const native = (amount: bigint, recipient: string) => ({ itemType: 0, token: zeroAddress, identifier: 0n, amount, recipient });
const erc20 = (amount: bigint, recipient: string) => ({ itemType: 1, token: usdc, identifier: 0n, amount, recipient });
const erc721 = (identifier: bigint, recipient = taker) => ({ itemType: 2, token: nft, identifier, amount: 1n, recipient });

describe('handleOrderFulfilled', () => {
  it('prices a listing with everything the buyer paid (proceeds, fee, royalty, tip) and keeps who received what', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xABC',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 2, token: nft, identifier: 5n, amount: 1n }],
      consideration: [native(900n, maker), native(25n, feeTo), native(50n, creator), native(7n, feeTo)],
    });
    expect(effects.fills).toEqual([
      {
        position,
        batchIndex: 0,
        orderHash: '0xabc',
        side: 'listing',
        seller: maker.toLowerCase(),
        buyer: taker.toLowerCase(),
        contractAddress: nft.toLowerCase(),
        tokenId: '5',
        quantity: 1n,
        price: 982n,
        currency: zeroAddress,
        received: [
          { recipient: maker.toLowerCase(), amount: 900n },
          { recipient: feeTo.toLowerCase(), amount: 25n },
          { recipient: creator.toLowerCase(), amount: 50n },
          { recipient: feeTo.toLowerCase(), amount: 7n },
        ],
      },
    ]);
  });

  it('prices an accepted offer with what the offerer paid, not with the fees its consideration takes back', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xdef',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 1, token: usdc, identifier: 0n, amount: 1000n }],
      consideration: [{ ...erc721(9n, maker), itemType: 3, amount: 2n }, erc20(25n, feeTo), erc20(50n, creator)],
    });
    expect(effects.fills.map((f) => [f.side, f.seller, f.buyer, f.tokenId, f.quantity, f.price, f.currency, f.received.length])).toEqual([
      ['offer', taker.toLowerCase(), maker.toLowerCase(), '9', 2n, 1000n, usdc.toLowerCase(), 2],
    ]);
  });

  it('gives a bundle no price: one payment for several items cannot be split by the log', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xb0',
      offerer: maker,
      recipient: taker,
      offer: [
        { itemType: 2, token: nft, identifier: 1n, amount: 1n },
        { itemType: 3, token: nft, identifier: 2n, amount: 3n },
      ],
      consideration: [native(1000n, maker)],
    });
    expect(effects.fills.map((f) => [f.batchIndex, f.tokenId, f.quantity, f.price, f.currency, f.received])).toEqual([
      [0, '1', 1n, null, null, []],
      [1, '2', 3n, null, null, []],
    ]);
  });

  it('gives a fill paid in several currencies no price instead of adding amounts of different currencies', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xc0',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 2, token: nft, identifier: 1n, amount: 1n }],
      consideration: [native(900n, maker), erc20(100n, feeTo)],
    });
    expect(effects.fills.map((f) => [f.price, f.currency, f.received])).toEqual([[null, null, []]]);
  });

  it('prices a listing paid in one ERC-20 with that token as the currency', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xc1',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 3, token: nft, identifier: 4n, amount: 2n }],
      consideration: [erc20(180n, maker), erc20(20n, feeTo)],
    });
    expect(effects.fills.map((f) => [f.quantity, f.price, f.currency])).toEqual([[2n, 200n, usdc.toLowerCase()]]);
  });

  it('gives a swap (an NFT paid with an NFT) and a free transfer no price', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xd0',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 2, token: nft, identifier: 1n, amount: 1n }],
      consideration: [erc721(2n, maker), native(10n, maker)],
    });
    handleOrderFulfilled(effects, position, {
      orderHash: '0xd1',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 2, token: nft, identifier: 3n, amount: 1n }],
      consideration: [],
    });
    expect(effects.fills.map((f) => [f.orderHash, f.tokenId, f.price, f.currency])).toEqual([
      ['0xd0', '1', null, null],
      ['0xd1', '3', null, null],
    ]);
  });

  it('records nothing for an order without NFTs', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0x1',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 1, token: usdc, identifier: 0n, amount: 1n }],
      consideration: [native(1n, maker)],
    });
    expect(effects.fills).toEqual([]);
  });
});
