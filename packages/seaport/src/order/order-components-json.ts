import { getAddress, type Address, type Hex } from 'viem';
import type { ConsiderationItem, OfferItem, OrderComponents } from './order-components';

type OfferItemJson = { itemType: number; token: Address; identifierOrCriteria: string; startAmount: string; endAmount: string };
type ConsiderationItemJson = OfferItemJson & { recipient: Address };

/** OrderComponents as JSON (and as eth_signTypedData_v4 takes them): integers as decimal strings. */
export type OrderComponentsJson = {
  offerer: Address;
  zone: Address;
  offer: OfferItemJson[];
  consideration: ConsiderationItemJson[];
  orderType: number;
  startTime: string;
  endTime: string;
  zoneHash: Hex;
  salt: string;
  conduitKey: Hex;
  counter: string;
};

/** Loose input: numbers may arrive as numbers, decimal strings or (salt) hex strings. */
type Integer = string | number | bigint;
type OfferItemInput = { itemType: Integer; token: string; identifierOrCriteria: Integer; startAmount: Integer; endAmount: Integer };
export type OrderComponentsInput = {
  offerer: string;
  zone: string;
  offer: readonly OfferItemInput[];
  consideration: readonly (OfferItemInput & { recipient: string })[];
  orderType: Integer;
  startTime: Integer;
  endTime: Integer;
  zoneHash: string;
  salt: Integer;
  conduitKey: string;
  counter: Integer;
};

const offerItemJson = (item: OfferItem): OfferItemJson => ({
  itemType: item.itemType,
  token: item.token,
  identifierOrCriteria: item.identifierOrCriteria.toString(),
  startAmount: item.startAmount.toString(),
  endAmount: item.endAmount.toString(),
});

export function toOrderComponentsJson(components: OrderComponents): OrderComponentsJson {
  return {
    offerer: components.offerer,
    zone: components.zone,
    offer: components.offer.map(offerItemJson),
    consideration: components.consideration.map((item) => ({ ...offerItemJson(item), recipient: item.recipient })),
    orderType: components.orderType,
    startTime: components.startTime.toString(),
    endTime: components.endTime.toString(),
    zoneHash: components.zoneHash,
    salt: components.salt.toString(),
    conduitKey: components.conduitKey,
    counter: components.counter.toString(),
  };
}

const offerItem = (item: OfferItemInput): OfferItem => ({
  itemType: Number(item.itemType),
  token: getAddress(item.token),
  identifierOrCriteria: BigInt(item.identifierOrCriteria),
  startAmount: BigInt(item.startAmount),
  endAmount: BigInt(item.endAmount),
});

/** The inverse of toOrderComponentsJson; throws on malformed numbers or addresses (validate with a schema first). */
export function fromOrderComponentsJson(json: OrderComponentsInput): OrderComponents {
  return {
    offerer: getAddress(json.offerer),
    zone: getAddress(json.zone),
    offer: json.offer.map(offerItem),
    consideration: json.consideration.map((item): ConsiderationItem => ({ ...offerItem(item), recipient: getAddress(item.recipient) })),
    orderType: Number(json.orderType),
    startTime: BigInt(json.startTime),
    endTime: BigInt(json.endTime),
    zoneHash: json.zoneHash.toLowerCase() as Hex,
    salt: BigInt(json.salt),
    conduitKey: json.conduitKey.toLowerCase() as Hex,
    counter: BigInt(json.counter),
  };
}
