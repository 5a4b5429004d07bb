import { hashStruct, maxUint256, zeroAddress, zeroHash, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { orderComponentsTypes } from '../eip712/order-types';
import { itemTypes, orderTypes, type OrderComponents } from './order-components';
import { orderHash } from './order-hash';

// orderHash is written out word by word for the order intake's sake; viem's generic EIP-712
// hashStruct over the same type table is its second, independent check (order-hash.test.ts compares
// both kinds of order with the deployed Seaport).
const generic = (components: OrderComponents) =>
  hashStruct({ types: orderComponentsTypes, primaryType: 'OrderComponents', data: components });

let seed = 7;
const random = (bytes: number) => {
  let hex = '';
  for (let i = 0; i < bytes; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    hex += (seed >> 16).toString(16).padStart(2, '0').slice(-2);
  }
  return `0x${hex}` as Hex;
};
const randomOrder = (offers: number, considerations: number): OrderComponents => ({
  offerer: random(20) as Address,
  zone: random(20) as Address,
  offer: Array.from({ length: offers }, (_, i) => ({
    itemType: i % 6,
    token: random(20) as Address,
    identifierOrCriteria: BigInt(random(32)),
    startAmount: BigInt(random(8)),
    endAmount: BigInt(random(8)),
  })),
  consideration: Array.from({ length: considerations }, (_, i) => ({
    itemType: i % 6,
    token: random(20) as Address,
    identifierOrCriteria: BigInt(random(4)),
    startAmount: BigInt(random(16)),
    endAmount: BigInt(random(16)),
    recipient: random(20) as Address,
  })),
  orderType: considerations % 5,
  startTime: BigInt(random(4)),
  endTime: BigInt(random(5)),
  zoneHash: random(32),
  salt: BigInt(random(32)),
  conduitKey: random(32),
  counter: BigInt(random(2)),
});

describe('orderHash against viem hashStruct', () => {
  it('agrees on random orders of every size, empty offer and consideration included', () => {
    for (const [offers, considerations] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 3],
      [2, 4],
      [5, 9],
    ] as const) {
      for (let i = 0; i < 20; i++) {
        const components = randomOrder(offers, considerations);
        expect(orderHash(components)).toBe(generic(components));
      }
    }
  });

  it('agrees at the limits: zero and maximal numbers, the zero address, checksummed and lowercase addresses', () => {
    const base = randomOrder(1, 3);
    const limits: OrderComponents[] = [
      { ...base, salt: 0n, counter: 0n, startTime: 0n, endTime: maxUint256, zoneHash: zeroHash, offerer: zeroAddress },
      { ...base, salt: maxUint256, orderType: 255, offer: [{ ...base.offer[0]!, itemType: itemTypes.erc1155, endAmount: maxUint256 }] },
      { ...base, offerer: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', zone: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' },
      { ...base, conduitKey: `0x${'AB'.repeat(32)}`, orderType: orderTypes.partialRestricted },
    ];
    for (const components of limits) expect(orderHash(components)).toBe(generic(components));
  });

  it('refuses what abi.encode cannot encode, as hashStruct does', () => {
    const base = randomOrder(1, 2);
    const bad: OrderComponents[] = [
      { ...base, salt: maxUint256 + 1n },
      { ...base, counter: -1n },
      { ...base, orderType: 256 },
      { ...base, offer: [{ ...base.offer[0]!, itemType: -1 }] },
      { ...base, offerer: '0x1234' as Address },
      // A mixed-case address with a wrong checksum.
      { ...base, zone: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      { ...base, zoneHash: '0x1234' },
      { ...base, conduitKey: `0x${'00'.repeat(33)}` },
    ];
    for (const components of bad) {
      expect(() => generic(components)).toThrow();
      expect(() => orderHash(components)).toThrow();
    }
  });
});
