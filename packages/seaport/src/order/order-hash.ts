import { concat, isAddress, keccak256, stringToHex, type Hex } from 'viem';
import { orderComponentsTypes } from '../eip712/order-types';
import type { OrderComponents } from './order-components';

type TypeName = keyof typeof orderComponentsTypes;

// EIP-712 encodeType from the one type table: the primary type, then the types it references, by name.
const encodeType = (name: TypeName, referenced: TypeName[] = []) =>
  [name, ...referenced.sort()]
    .map((type) => `${type}(${orderComponentsTypes[type].map((field) => `${field.type} ${field.name}`).join(',')})`)
    .join('');
const typeHash = (type: string) => keccak256(stringToHex(type)).slice(2);
const orderComponentsTypehash = typeHash(encodeType('OrderComponents', ['OfferItem', 'ConsiderationItem']));
const offerItemTypehash = typeHash(encodeType('OfferItem'));
const considerationItemTypehash = typeHash(encodeType('ConsiderationItem'));

// ABI words, refusing what abi.encode would refuse (as viem's hashStruct does).
function uintWord(value: bigint | number, bits: 8 | 256): string {
  const number = BigInt(value);
  if (number < 0n || number >= 1n << BigInt(bits)) throw new RangeError(`${String(value)} is not a uint${bits}`);
  return number.toString(16).padStart(64, '0');
}
function addressWord(value: string): string {
  if (!isAddress(value)) throw new TypeError(`${value} is not an address`);
  return value.slice(2).toLowerCase().padStart(64, '0');
}
function bytes32Word(value: string): string {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value)) throw new TypeError(`${value} is not a bytes32`);
  return value.slice(2);
}
const structHash = (typehash: string, words: string[]) => keccak256(`0x${typehash}${words.join('')}`);
const arrayHash = (hashes: Hex[]) => keccak256(concat(hashes)).slice(2);

/**
 * The order's EIP-712 struct hash: what Seaport.getOrderHash answers and what identifies an order
 * (docs/product.md "Trading"). Written out word by word with the type hashes computed once, since
 * the order intake hashes every posted order; order-hash.test.ts checks it against the deployed
 * Seaport and against viem's generic hashStruct.
 */
export function orderHash(components: OrderComponents): Hex {
  const offer = components.offer.map((item) => structHash(offerItemTypehash, itemWords(item)));
  const consideration = components.consideration.map((item) =>
    structHash(considerationItemTypehash, [...itemWords(item), addressWord(item.recipient)]),
  );
  return structHash(orderComponentsTypehash, [
    addressWord(components.offerer),
    addressWord(components.zone),
    arrayHash(offer),
    arrayHash(consideration),
    uintWord(components.orderType, 8),
    uintWord(components.startTime, 256),
    uintWord(components.endTime, 256),
    bytes32Word(components.zoneHash),
    uintWord(components.salt, 256),
    bytes32Word(components.conduitKey),
    uintWord(components.counter, 256),
  ]);
}

/** The five words an OfferItem and a ConsiderationItem share, in their struct order. */
function itemWords(item: OrderComponents['offer'][number]): string[] {
  return [
    uintWord(item.itemType, 8),
    addressWord(item.token),
    uintWord(item.identifierOrCriteria, 256),
    uintWord(item.startAmount, 256),
    uintWord(item.endAmount, 256),
  ];
}
