import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderComponents } from '../order/order-components';
import { orderHash } from '../order/order-hash';
import { currentFractionAmount } from '../price/current-amount';
import { currentPrice } from '../price/current-price';
import { buyer, otherBuyer, seller, startSeaportFixture, type SeaportFixture } from '../test-support/seaport-fixture';
import type { FillRequest } from './advanced-order';
import { encodeFulfillAdvancedOrder } from './fulfill-advanced-order';
import { encodeFulfillAvailableAdvancedOrders } from './fulfill-available-advanced-orders';

// The cart (issue 11, item 5): one transaction, unavailable items skipped and not charged.
describe('encodeFulfillAvailableAdvancedOrders on Seaport with the marketplace zone', () => {
  let f: SeaportFixture;
  beforeAll(async () => {
    f = await startSeaportFixture();
  });
  afterAll(async () => {
    await f?.stop();
  });

  const balance = (address: Address, blockNumber: bigint) => f.publicClient.getBalance({ address, blockNumber });
  const erc721Listing = async (identifier: bigint, price: bigint) =>
    f.listing({ nft: { itemType: 2, token: f.deployment.erc721, identifier, amount: 1n }, startPrice: price, endPrice: price });

  /** Sends the cart; answers what the buyer paid (gas excluded) and what the seller received, read from the chain. */
  const buyCart = async (fills: FillRequest[]) => {
    const call = encodeFulfillAvailableAdvancedOrders({ seaport: f.deployment.seaport, fills, at: await f.latestTimestamp() });
    const before = await f.publicClient.getBlockNumber({ cacheTime: 0 });
    const receipt = await f.send(buyer, call);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    const paid = (await balance(f.address(buyer), before)) - (await balance(f.address(buyer), receipt.blockNumber)) - gas;
    const sellerGot = (await balance(f.address(seller), receipt.blockNumber)) - (await balance(f.address(seller), before));
    return { call, paid, sellerGot, timestamp: (await f.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp };
  };

  it('buys the two available orders of three, skips the one already sold, and charges only the two', async () => {
    const [a, b] = [await f.mintErc721(seller), await f.mintErc721(seller)];
    const edition = await f.mintErc1155(seller, 3n);
    const orders: OrderComponents[] = [
      await erc721Listing(a, 10n ** 17n),
      await erc721Listing(b, 2n * 10n ** 17n),
      await f.listing({
        nft: { itemType: 3, token: f.deployment.erc1155, identifier: edition, amount: 3n },
        startPrice: 3n * 10n ** 16n,
        endPrice: 10n ** 16n,
      }),
    ];
    const signatures = await Promise.all(orders.map(f.sign));

    // Someone else buys the second listing first.
    const sold = orders[1] as OrderComponents;
    await f.send(
      otherBuyer,
      encodeFulfillAdvancedOrder({
        seaport: f.deployment.seaport,
        fill: { components: sold, signature: signatures[1]!, extraData: await f.authorize(sold, otherBuyer) },
        at: await f.latestTimestamp(),
      }),
    );
    expect(await f.ownerOf(b)).toBe(f.address(otherBuyer));

    const fills: FillRequest[] = await Promise.all(
      orders.map(async (components, i) => ({
        components,
        signature: signatures[i]!,
        extraData: await f.authorize(components, buyer),
        // One copy of the three-copy edition.
        ...(i === 2 ? { numerator: 1n, denominator: 3n } : {}),
      })),
    );
    const result = await buyCart(fills);

    expect(await f.ownerOf(a)).toBe(f.address(buyer));
    expect(await f.ownerOf(b)).toBe(f.address(otherBuyer));
    expect(await f.erc1155Balance(buyer, edition)).toBe(1n);
    const [, , filledA] = await f.getOrderStatus(orderHash(orders[0]!));
    const [, , filledEdition, sizeEdition] = await f.getOrderStatus(orderHash(orders[2]!));
    expect([filledA, filledEdition, sizeEdition]).toEqual([1n, 1n, 3n]);

    const expected =
      currentPrice(orders[0]!, result.timestamp) + currentPrice(orders[2]!, result.timestamp, { numerator: 1n, denominator: 3n });
    expect(result.paid).toBe(expected);
    // The value covered all three; Seaport returned the sold one's price (and the declining difference).
    expect(result.call.value).toBeGreaterThanOrEqual(expected + 2n * 10n ** 17n);
    // The seller received the two sales minus fee and royalty: each listing's first item.
    const proceeds = (components: OrderComponents, fraction = { numerator: 1n, denominator: 1n }) =>
      currentFractionAmount(components.consideration[0]!, components, fraction, result.timestamp, true);
    expect(result.sellerGot).toBe(proceeds(orders[0]!) + proceeds(orders[2]!, { numerator: 1n, denominator: 3n }));
  });

  it('skips an order whose zone authorisation was issued for another buyer, and charges nothing for it', async () => {
    const [c, d] = [await f.mintErc721(seller), await f.mintErc721(seller)];
    const orders = [await erc721Listing(c, 5n * 10n ** 16n), await erc721Listing(d, 7n * 10n ** 16n)];
    const signatures = await Promise.all(orders.map(f.sign));
    const result = await buyCart([
      { components: orders[0]!, signature: signatures[0]!, extraData: await f.authorize(orders[0]!, buyer) },
      { components: orders[1]!, signature: signatures[1]!, extraData: await f.authorize(orders[1]!, otherBuyer) },
    ]);
    expect(await f.ownerOf(c)).toBe(f.address(buyer));
    expect(await f.ownerOf(d)).toBe(f.address(seller));
    expect(result.paid).toBe(5n * 10n ** 16n);
  });
});
