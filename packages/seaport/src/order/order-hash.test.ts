import { seaportAbi } from '@nft/contracts/abi';
import { maxUint256, zeroAddress, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypedData } from '../eip712/order-typed-data';
import { normalizeSignature } from '../signature/normalize-signature';
import { otherBuyer, seller, startSeaportFixture, type SeaportFixture } from '../test-support/seaport-fixture';
import { itemTypes, orderParameters, orderTypes, type OrderComponents } from './order-components';
import { fromOrderComponentsJson, toOrderComponentsJson } from './order-components-json';
import { orderHash } from './order-hash';

// The order hash identifies every order (docs/product.md "Trading"): this compares it, for every
// kind of listing, with what the deployed Seaport 1.6 computes itself (issue 11, item 11).
describe('orderHash against Seaport.getOrderHash', () => {
  let f: SeaportFixture;
  beforeAll(async () => {
    f = await startSeaportFixture();
  });
  afterAll(async () => {
    await f?.stop();
  });

  const erc721 = { itemType: 2, token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', identifier: 7n, amount: 1n } as const;
  const erc1155 = { itemType: 3, token: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', identifier: 3n, amount: 5n } as const;

  const cases: [string, () => Promise<OrderComponents>][] = [
    ['a fixed-price ERC-721 listing', () => f.listing({ nft: erc721 })],
    ['a declining ERC-721 listing', () => f.listing({ nft: erc721, startPrice: 2n * 10n ** 18n, endPrice: 3n * 10n ** 17n + 7n })],
    [
      'a scheduled listing (start in the future)',
      async () => f.listing({ nft: erc721, startTime: (await f.latestTimestamp()) + 3600n, endTime: (await f.latestTimestamp()) + 7200n }),
    ],
    // A private listing names its buyer only in the zone's authorisation: the order has the same shape.
    ['a private listing', () => f.listing({ nft: erc721, zone: f.address(otherBuyer) })],
    ['an ERC-1155 listing of five copies', () => f.listing({ nft: erc1155, startPrice: 123_456_789n, endPrice: 100_000_000n })],
    ['an ERC-20 listing without royalty', () => f.listing({ nft: erc721, currency: f.deployment.erc721, royalty: null })],
    ['a listing without fee', () => f.listing({ nft: erc721, fee: { recipient: zeroAddress, bps: 0 } })],
    [
      'an order with two offer items, four consideration items, a criteria item and extreme numbers',
      async () => {
        const base = await f.listing({ nft: erc721 });
        return {
          ...base,
          offer: [
            ...base.offer,
            {
              itemType: itemTypes.erc1155WithCriteria,
              token: erc1155.token,
              identifierOrCriteria: maxUint256,
              startAmount: 1n,
              endAmount: 9n,
            },
          ],
          consideration: [
            ...base.consideration,
            { ...(base.consideration[0] as OrderComponents['consideration'][number]), startAmount: maxUint256 },
          ],
          orderType: orderTypes.partialOpen,
          zoneHash: `0x${'ab'.repeat(32)}` as Hex,
          salt: maxUint256,
          counter: 12_345n,
        };
      },
    ],
    [
      'an order with no consideration',
      async () => ({ ...(await f.listing({ nft: erc721 })), consideration: [], orderType: orderTypes.fullOpen }),
    ],
  ];

  it.each(cases)('%s', async (_name, make) => {
    const components = await make();
    const expected = await f.getOrderHash(components);
    expect(orderHash(components)).toBe(expected);
    // The JSON form round-trips to the same order.
    const json = JSON.parse(JSON.stringify(toOrderComponentsJson(components)));
    expect(orderHash(fromOrderComponentsJson(json))).toBe(expected);
  });

  it('changes with every field Seaport signs', async () => {
    const base = await f.listing({ nft: erc721 });
    const variants: OrderComponents[] = [
      { ...base, salt: base.salt + 1n },
      { ...base, counter: base.counter + 1n },
      { ...base, endTime: base.endTime + 1n },
      { ...base, consideration: base.consideration.slice(0, 2) },
      { ...base, orderType: orderTypes.fullOpen },
    ];
    for (const variant of variants) {
      const expected = await f.getOrderHash(variant);
      expect(expected).not.toBe(orderHash(base));
      expect(orderHash(variant)).toBe(expected);
    }
  });

  it("signs typed data whose signature Seaport's own check accepts (validate), also in compact form", async () => {
    const components = await f.listing({ nft: erc721 });
    // The JSON-safe payload a wallet receives, signed as eth_signTypedData_v4 would.
    const typedData = JSON.parse(JSON.stringify(orderTypedData(f.chain.chainId, f.deployment.seaport, components)));
    const signature = await f.account(seller).signTypedData(typedData);

    // Validated by someone else than the offerer, so Seaport really checks the signature.
    const validate = (parameters: OrderComponents, sig: Hex) =>
      f.wallet(otherBuyer).writeContract({
        address: f.deployment.seaport,
        abi: seaportAbi,
        functionName: 'validate',
        args: [[{ parameters: orderParameters(parameters), signature: sig }]],
      });
    await f.confirm(await validate(components, signature));
    expect((await f.getOrderStatus(orderHash(components)))[0]).toBe(true);

    const second = { ...components, salt: components.salt + 1n };
    const secondSignature = await f
      .account(seller)
      .signTypedData(JSON.parse(JSON.stringify(orderTypedData(f.chain.chainId, f.deployment.seaport, second))));
    const compact = `${secondSignature.slice(0, 66)}${(
      BigInt(`0x${secondSignature.slice(66, 130)}`) | (BigInt(`0x${secondSignature.slice(130)}`) === 28n ? 1n << 255n : 0n)
    )
      .toString(16)
      .padStart(64, '0')}` as Hex;
    expect(normalizeSignature(compact)).toBe(secondSignature);
    await f.confirm(await validate(second, compact));
    expect((await f.getOrderStatus(orderHash(second)))[0]).toBe(true);

    // The same signature presented for another chain's domain does not verify.
    const third = { ...components, salt: components.salt + 2n };
    const wrongChain = await f
      .account(seller)
      .signTypedData(JSON.parse(JSON.stringify(orderTypedData(f.chain.chainId + 1, f.deployment.seaport, third))));
    await expect(validate(third, wrongChain)).rejects.toThrow();
  });
});
