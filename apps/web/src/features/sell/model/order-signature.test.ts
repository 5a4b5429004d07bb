import type { OrderBuildResponse } from '@nft/api-contract';
import { bulkOrderTypedData, buildListing, toOrderComponentsJson, type OrderComponents } from '@nft/seaport';
import { size, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { itemSignature } from './order-signature';

const seller = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const seaport = '0x0000000000000068F116a894984e2DB1123eB395' as Address;
const listing = (identifier: bigint): OrderComponents =>
  buildListing({
    offerer: seller.address,
    zone: '0x00000000000000000000000000000000000000a1',
    conduitKey: `0x${'11'.repeat(32)}`,
    counter: 0n,
    nft: { itemType: 2, token: '0x00000000000000000000000000000000000000b2', identifier, amount: 1n },
    currency: '0x0000000000000000000000000000000000000000',
    startPrice: 10n ** 17n * identifier,
    endPrice: 10n ** 17n * identifier,
    startTime: 1_800_000_000n,
    endTime: 1_800_086_400n,
    fee: { recipient: '0x00000000000000000000000000000000000000c3', bps: 250 },
    royalty: null,
    salt: identifier,
  });

describe('itemSignature', () => {
  it('posts the wallet signature itself for one order', () => {
    const build = { signature: { domain: {}, types: {}, primaryType: 'OrderComponents', message: {} }, orders: [] };
    expect(itemSignature(build, 0, '0x1234')).toBe('0x1234');
  });

  it("turns one bulk signature into each item's signature: the signature, its 3-byte index and the tree's proof", async () => {
    const components = [listing(1n), listing(2n), listing(3n)];
    const typedData = bulkOrderTypedData(31337, seaport, components) as unknown as OrderBuildResponse['signature'];
    const signature = await seller.signTypedData(typedData as unknown as Parameters<typeof seller.signTypedData>[0]);
    const build = { signature: typedData, orders: components.map(toOrderComponentsJson) };
    const signatures = components.map((_, index) => itemSignature(build, index, signature));
    // Three orders make a tree of height 2 (padded to four leaves): 65 + 3 + 2 × 32 bytes.
    for (const each of signatures) expect(size(each)).toBe(65 + 3 + 64);
    expect(signatures.map((each) => each.slice(2 + 130, 2 + 136))).toEqual(['000000', '000001', '000002']);
    expect(new Set(signatures.map((each: Hex) => each.slice(136))).size).toBe(3);
  });
});
