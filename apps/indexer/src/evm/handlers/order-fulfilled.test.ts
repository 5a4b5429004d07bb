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

describe('handleOrderFulfilled', () => {
  it('prices a listing with everything the buyer paid, fees included', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xABC',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 2, token: nft, identifier: 5n, amount: 1n }],
      consideration: [
        { itemType: 0, token: zeroAddress, identifier: 0n, amount: 975n },
        { itemType: 0, token: zeroAddress, identifier: 0n, amount: 25n },
      ],
    });
    expect(effects.fills).toEqual([
      {
        position,
        batchIndex: 0,
        orderHash: '0xabc',
        seller: maker.toLowerCase(),
        buyer: taker.toLowerCase(),
        contractAddress: nft.toLowerCase(),
        tokenId: '5',
        quantity: 1n,
        price: 1000n,
        currency: zeroAddress,
      },
    ]);
  });

  it('treats an accepted offer as a sale to the offerer and splits a bundle price exactly', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0xdef',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 1, token: usdc, identifier: 0n, amount: 100n }],
      consideration: [
        { itemType: 3, token: nft, identifier: 1n, amount: 2n },
        { itemType: 2, token: nft, identifier: 2n, amount: 1n },
        { itemType: 2, token: nft, identifier: 3n, amount: 1n },
      ],
    });
    expect(effects.fills.map((f) => [f.batchIndex, f.seller, f.buyer, f.tokenId, f.quantity, f.price, f.currency])).toEqual([
      [0, taker.toLowerCase(), maker.toLowerCase(), '1', 2n, 34n, usdc.toLowerCase()],
      [1, taker.toLowerCase(), maker.toLowerCase(), '2', 1n, 33n, usdc.toLowerCase()],
      [2, taker.toLowerCase(), maker.toLowerCase(), '3', 1n, 33n, usdc.toLowerCase()],
    ]);
  });

  it('records nothing for an order without NFTs', () => {
    const effects = emptyEffects();
    handleOrderFulfilled(effects, position, {
      orderHash: '0x1',
      offerer: maker,
      recipient: taker,
      offer: [{ itemType: 1, token: usdc, identifier: 0n, amount: 1n }],
      consideration: [{ itemType: 0, token: zeroAddress, identifier: 0n, amount: 1n }],
    });
    expect(effects.fills).toEqual([]);
  });
});
