import type { Address, Hex } from 'viem';

/** Seaport's ItemType enum (seaport-types ConsiderationEnums.sol). */
export const itemTypes = {
  native: 0,
  erc20: 1,
  erc721: 2,
  erc1155: 3,
  erc721WithCriteria: 4,
  erc1155WithCriteria: 5,
} as const;
export type ItemType = (typeof itemTypes)[keyof typeof itemTypes];

/** Seaport's OrderType enum: listings are restricted orders of the marketplace zone (docs/product.md "Trading"). */
export const orderTypes = {
  fullOpen: 0,
  partialOpen: 1,
  fullRestricted: 2,
  partialRestricted: 3,
  contract: 4,
} as const;
export type OrderType = (typeof orderTypes)[keyof typeof orderTypes];

export type OfferItem = {
  itemType: number;
  token: Address;
  identifierOrCriteria: bigint;
  startAmount: bigint;
  endAmount: bigint;
};

export type ConsiderationItem = OfferItem & { recipient: Address };

/** What the offerer signs: Seaport's OrderComponents (OrderParameters with the counter in place of the item count). */
export type OrderComponents = {
  offerer: Address;
  zone: Address;
  offer: OfferItem[];
  consideration: ConsiderationItem[];
  orderType: number;
  startTime: bigint;
  endTime: bigint;
  zoneHash: Hex;
  salt: bigint;
  conduitKey: Hex;
  counter: bigint;
};

/** What Seaport's fulfilment functions take: the components without the counter, with the signed item count. */
export type OrderParameters = Omit<OrderComponents, 'counter'> & { totalOriginalConsiderationItems: bigint };

export function orderParameters(components: OrderComponents): OrderParameters {
  const { counter: _counter, ...rest } = components;
  return { ...rest, totalOriginalConsiderationItems: BigInt(components.consideration.length) };
}
