import type { Address, TransactionReceipt } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypedData } from '../eip712/order-typed-data';
import { encodeFulfillAdvancedOrder } from '../fulfil/fulfill-advanced-order';
import type { OrderComponents } from '../order/order-components';
import {
  buyer,
  feeRecipientIndex,
  royaltyRecipientIndex,
  seller,
  startSeaportFixture,
  type SeaportFixture,
} from '../test-support/seaport-fixture';
import { currentAmount, currentFractionAmount } from './current-amount';
import { currentPrice } from './current-price';

describe('currentAmount', () => {
  it('interpolates linearly and rounds as asked', () => {
    expect(currentAmount(100n, 0n, 0n, 3n, 1n, false)).toBe(66n);
    expect(currentAmount(100n, 0n, 0n, 3n, 1n, true)).toBe(67n);
    expect(currentAmount(100n, 40n, 10n, 20n, 10n, true)).toBe(100n);
    expect(currentAmount(100n, 40n, 10n, 20n, 19n, false)).toBe(46n);
    expect(currentAmount(0n, 0n, 10n, 20n, 99n, true)).toBe(0n);
    // Seaport does not evaluate an order outside its time window; neither do we.
    expect(() => currentAmount(100n, 40n, 10n, 20n, 20n, true)).toThrow();
    expect(() => currentAmount(100n, 40n, 10n, 20n, 9n, true)).toThrow();
  });
});

// What the buy button shows must be what Seaport charges (issue 11, item 5): measured on chain.
describe('currentPrice against what Seaport charges', () => {
  let f: SeaportFixture;
  beforeAll(async () => {
    f = await startSeaportFixture();
  });
  afterAll(async () => {
    await f?.stop();
  });

  const recipients = () => [f.address(seller), f.address(feeRecipientIndex), f.address(royaltyRecipientIndex), f.address(buyer)];
  const balances = async (addresses: Address[], blockNumber: bigint) =>
    Promise.all(addresses.map((address) => f.publicClient.getBalance({ address, blockNumber })));

  /** Fills at exactly `timestamp` with the value computed for the earlier chain time; answers who gained what. */
  const fillAt = async (components: OrderComponents, timestamp: bigint, fraction?: { numerator: bigint; denominator: bigint }) => {
    const call = encodeFulfillAdvancedOrder({
      seaport: f.deployment.seaport,
      fill: { components, signature: await signedBy(components), extraData: '0x', ...fraction },
      at: await f.latestTimestamp(),
    });
    const before = await f.publicClient.getBlockNumber({ cacheTime: 0 });
    await f.testClient.setNextBlockTimestamp({ timestamp });
    const receipt: TransactionReceipt = await f.send(buyer, call);
    expect((await f.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp).toBe(timestamp);
    const [start, end] = [await balances(recipients(), before), await balances(recipients(), receipt.blockNumber)];
    const gains = end.map((value, i) => value - (start[i] as bigint));
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    return { seller: gains[0], fee: gains[1], royalty: gains[2], buyerPaid: -(gains[3] as bigint) - gas, sent: call.value };
  };

  const signedBy = async (components: OrderComponents) => {
    return f.account(seller).signTypedData(JSON.parse(JSON.stringify(orderTypedData(f.chain.chainId, f.deployment.seaport, components))));
  };

  it('charges a declining ERC-721 listing exactly currentPrice at the block time, item by item', async () => {
    const identifier = await f.mintErc721(seller);
    const now = await f.latestTimestamp();
    const components = await f.openListing({
      nft: { itemType: 2, token: f.deployment.erc721, identifier, amount: 1n },
      startPrice: 10n ** 18n + 7n,
      endPrice: 3n * 10n ** 17n + 3n,
      startTime: now - 10n,
      endTime: now - 10n + 997n,
    });
    const at = now + 333n;
    // The numbers are chosen so rounding matters: up and down differ for some item at `at`.
    expect(
      components.consideration.some(
        (item) =>
          currentAmount(item.startAmount, item.endAmount, components.startTime, components.endTime, at, true) !==
          currentAmount(item.startAmount, item.endAmount, components.startTime, components.endTime, at, false),
      ),
    ).toBe(true);

    const result = await fillAt(components, at);
    const [sellerItem, feeItem, royaltyItem] = components.consideration;
    const amountAt = (item: typeof sellerItem) =>
      currentAmount(item!.startAmount, item!.endAmount, components.startTime, components.endTime, at, true);
    expect(result.seller).toBe(amountAt(sellerItem));
    expect(result.fee).toBe(amountAt(feeItem));
    expect(result.royalty).toBe(amountAt(royaltyItem));
    expect(result.buyerPaid).toBe(currentPrice(components, at));
    // The value was computed for an earlier time (a higher price): Seaport gave the difference back.
    expect(result.sent).toBeGreaterThan(result.buyerPaid);
    expect(await f.ownerOf(identifier)).toBe(f.address(buyer));
  });

  it('charges a partial fill (2 of 5 copies) of a declining ERC-1155 listing currentPrice of that fraction', async () => {
    const identifier = await f.mintErc1155(seller, 5n);
    const now = await f.latestTimestamp();
    const components = await f.openListing({
      nft: { itemType: 3, token: f.deployment.erc1155, identifier, amount: 5n },
      startPrice: 123_456_789_011n,
      endPrice: 98_765_432_101n,
      startTime: now - 5n,
      endTime: now + 1_001n,
    });
    const at = now + 417n;
    const fraction = { numerator: 2n, denominator: 5n };
    const result = await fillAt(components, at, fraction);
    const [sellerItem, feeItem, royaltyItem] = components.consideration;
    expect(result.seller).toBe(currentFractionAmount(sellerItem!, components, fraction, at, true));
    expect(result.fee).toBe(currentFractionAmount(feeItem!, components, fraction, at, true));
    expect(result.royalty).toBe(currentFractionAmount(royaltyItem!, components, fraction, at, true));
    expect(result.buyerPaid).toBe(currentPrice(components, at, fraction));
    expect(await f.erc1155Balance(buyer, identifier)).toBe(2n);
    expect(await f.erc1155Balance(seller, identifier)).toBe(3n);
  });

  it('charges a fixed price exactly, and the value sent is exactly that', async () => {
    const identifier = await f.mintErc721(seller);
    const components = await f.openListing({
      nft: { itemType: 2, token: f.deployment.erc721, identifier, amount: 1n },
      startPrice: 777_777_777_777_777n,
      endPrice: 777_777_777_777_777n,
    });
    const result = await fillAt(components, (await f.latestTimestamp()) + 5n);
    expect(result.buyerPaid).toBe(777_777_777_777_777n);
    expect(result.sent).toBe(result.buyerPaid);
    expect(result.seller! + result.fee! + result.royalty!).toBe(result.buyerPaid);
  });
});
