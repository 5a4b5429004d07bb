import { approvalForAllEvent, erc721TransferEvent } from './erc721-events';
import { transferBatchEvent, transferSingleEvent } from './erc1155-events';
import { erc1155MintedEvent, erc721MintedEvent } from './platform-events';
import { activityCreatedEvent, claimedEvent, stakedEvent, unstakedEvent } from './staking-events';
import { counterIncrementedEvent, orderCancelledEvent, orderFulfilledEvent, ordersMatchedEvent } from './seaport-events';

/**
 * Every event the follower asks `eth_getLogs` for, in one filter (topic0 OR-list) over the
 * followed addresses. The two `Minted` variants differ in signature, so their topics differ.
 */
export const indexedEvents = [
  erc721TransferEvent,
  transferSingleEvent,
  transferBatchEvent,
  approvalForAllEvent,
  erc721MintedEvent,
  erc1155MintedEvent,
  orderFulfilledEvent,
  orderCancelledEvent,
  counterIncrementedEvent,
  ordersMatchedEvent,
  activityCreatedEvent,
  stakedEvent,
  unstakedEvent,
  claimedEvent,
] as const;

export type IndexedEvent = (typeof indexedEvents)[number];
