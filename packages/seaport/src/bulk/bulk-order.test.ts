import { seaportAbi } from '@nft/contracts/abi';
import { size, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFulfillAdvancedOrder } from '../fulfil/fulfill-advanced-order';
import { orderParameters, type OrderComponents } from '../order/order-components';
import { orderHash } from '../order/order-hash';
import { buyer, otherBuyer, seller, startSeaportFixture, type SeaportFixture } from '../test-support/seaport-fixture';
import { bulkOrderSignature } from './bulk-order-signature';
import { bulkOrderHeight } from './bulk-order-tree';
import { bulkOrderTypedData } from './bulk-order-typed-data';

describe('bulkOrderHeight', () => {
  it('is ceil(log2(n)) and at least 1', () => {
    expect([1, 2, 3, 4, 5, 8, 9].map(bulkOrderHeight)).toEqual([1, 1, 2, 2, 3, 3, 4]);
    expect(() => bulkOrderHeight(0)).toThrow();
    expect(() => bulkOrderHeight(2 ** 24 + 1)).toThrow();
  });
});

// Bulk listing with one signature (issue 11, item 4): Seaport itself must accept each order's proof.
describe('bulk orders on Seaport', () => {
  let f: SeaportFixture;
  beforeAll(async () => {
    f = await startSeaportFixture();
  });
  afterAll(async () => {
    await f?.stop();
  });

  const signBulk = async (orders: OrderComponents[]): Promise<Hex> =>
    f.account(seller).signTypedData(JSON.parse(JSON.stringify(bulkOrderTypedData(f.chain.chainId, f.deployment.seaport, orders))));

  const validate = (components: OrderComponents, signature: Hex) =>
    f.wallet(otherBuyer).writeContract({
      address: f.deployment.seaport,
      abi: seaportAbi,
      functionName: 'validate',
      args: [[{ parameters: orderParameters(components), signature }]],
    });

  it('fills each of three bulk-signed zone listings with its own signature and proof', async () => {
    const tokens = [await f.mintErc721(seller), await f.mintErc721(seller), await f.mintErc721(seller)];
    const orders = await Promise.all(
      tokens.map((identifier, i) =>
        f.openListing({
          nft: { itemType: 2, token: f.deployment.erc721, identifier, amount: 1n },
          startPrice: (BigInt(i) + 1n) * 10n ** 17n,
          endPrice: (BigInt(i) + 1n) * 10n ** 17n,
        }),
      ),
    );
    const signature = await signBulk(orders);

    for (const [index, components] of orders.entries()) {
      const bulkSignature = bulkOrderSignature(signature, index, orders);
      // 65-byte signature, 3-byte key, two proof words for a tree of four leaves.
      expect(size(bulkSignature)).toBe(65 + 3 + 2 * 32);
      const call = encodeFulfillAdvancedOrder({
        seaport: f.deployment.seaport,
        fill: { components, signature: bulkSignature, extraData: await f.authorize(components, buyer) },
        at: await f.latestTimestamp(),
      });
      await f.send(buyer, call);
      expect(await f.ownerOf(tokens[index] as bigint)).toBe(f.address(buyer));
      const [, , filled, total] = await f.getOrderStatus(orderHash(components));
      expect([filled, total]).toEqual([1n, 1n]);
    }
  });

  it('validates the last order of a five-order tree (height 3) and a lone order (height 1), and refuses a wrong key', async () => {
    const base = await f.openListing({ nft: { itemType: 2, token: f.deployment.erc721, identifier: 999n, amount: 1n } });
    const orders = Array.from({ length: 5 }, (_, i) => ({ ...base, salt: base.salt + BigInt(i) }));
    const signature = await signBulk(orders);

    const last = bulkOrderSignature(signature, 4, orders);
    expect(size(last)).toBe(65 + 3 + 3 * 32);
    await f.confirm(await validate(orders[4] as OrderComponents, last));
    expect((await f.getOrderStatus(orderHash(orders[4] as OrderComponents)))[0]).toBe(true);

    // Order 3 presented with order 2's key and proof recovers another root: not the seller's signature.
    await expect(validate(orders[3] as OrderComponents, bulkOrderSignature(signature, 2, orders))).rejects.toThrow();
    expect((await f.getOrderStatus(orderHash(orders[3] as OrderComponents)))[0]).toBe(false);

    const lone = [{ ...base, salt: base.salt + 100n }];
    await f.confirm(await validate(lone[0] as OrderComponents, bulkOrderSignature(await signBulk(lone), 0, lone)));
    expect((await f.getOrderStatus(orderHash(lone[0] as OrderComponents)))[0]).toBe(true);
  });
});
