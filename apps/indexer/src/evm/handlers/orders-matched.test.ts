import { describe, expect, it } from 'vitest';
import { emptyEffects, type LogPosition } from '../effects/block-effects';
import { handleOrderFulfilled } from './order-fulfilled';
import { handleOrdersMatched } from './orders-matched';

// The settlement's logs as Seaport 1.6 emits them for matchAdvancedOrders([auction, bid]): the auction's
// OrderFulfilled, the bid's, then OrdersMatched (docs/decisions/029 addendum).
const at = (logIndex: number, txHash = '0xt'): LogPosition => ({
  chain: 'local1',
  blockNumber: 7,
  blockHash: '0xb',
  txHash,
  logIndex,
  address: '0xseaport',
  occurredAt: new Date(0),
});
const seller = '0x00000000000000000000000000000000000000aa';
const bidder = '0x00000000000000000000000000000000000000bb';
const nft = '0x00000000000000000000000000000000000000cc';
const weth = '0x00000000000000000000000000000000000000dd';
const feeTo = '0x00000000000000000000000000000000000000ee';
const creator = '0x00000000000000000000000000000000000000ff';
const erc20 = (amount: bigint, recipient: string) => ({ itemType: 1, token: weth, identifier: 0n, amount, recipient });

function settlement(txHash = '0xt', tokenId = 5n) {
  const effects = emptyEffects();
  handleOrderFulfilled(effects, at(1, txHash), {
    orderHash: '0xA1',
    offerer: seller,
    recipient: seller,
    offer: [{ itemType: 2, token: nft, identifier: tokenId, amount: 1n }],
    consideration: [erc20(925n, seller)],
  });
  handleOrderFulfilled(effects, at(2, txHash), {
    orderHash: '0xB1',
    offerer: bidder,
    recipient: seller,
    offer: [{ itemType: 1, token: weth, identifier: 0n, amount: 3000n }],
    consideration: [
      { itemType: 2, token: nft, identifier: tokenId, amount: 1n, recipient: bidder },
      erc20(75n, feeTo),
      erc20(150n, creator),
    ],
  });
  return effects;
}

describe('handleOrdersMatched', () => {
  it("folds the auction order's fill into the winning bid's: one settlement from the seller to the bidder at the bid", () => {
    const effects = settlement();
    handleOrdersMatched(effects, at(3), { orderHashes: ['0xA1', '0xB1'] });
    expect(effects.fills).toEqual([
      expect.objectContaining({
        orderHash: '0xb1',
        kind: 'settlement',
        alsoFills: ['0xa1'],
        seller,
        buyer: bidder,
        tokenId: '5',
        price: 3000n,
        currency: weth,
      }),
    ]);
  });

  it('leaves fills of other transactions and orders outside the match alone', () => {
    const effects = settlement('0xother');
    const before = structuredClone(effects.fills);
    handleOrdersMatched(effects, at(3), { orderHashes: ['0xA1', '0xB1'] });
    expect(effects.fills).toEqual(before);
    handleOrdersMatched(effects, at(3, '0xother'), { orderHashes: ['0xA1'] });
    expect(effects.fills).toEqual(before);
  });

  it('does not fold a listing and an offer of different tokens matched together', () => {
    const effects = settlement();
    effects.fills[1]!.tokenId = '6';
    handleOrdersMatched(effects, at(3), { orderHashes: ['0xa1', '0xb1'] });
    expect(effects.fills.map((f) => f.kind ?? 'sale')).toEqual(['sale', 'sale']);
  });
});
