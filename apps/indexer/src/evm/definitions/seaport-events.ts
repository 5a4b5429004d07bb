import { getAbiItem } from 'viem';
import { seaportAbi } from '@nft/contracts';

export const orderFulfilledEvent = getAbiItem({ abi: seaportAbi, name: 'OrderFulfilled' });
export const orderCancelledEvent = getAbiItem({ abi: seaportAbi, name: 'OrderCancelled' });
export const counterIncrementedEvent = getAbiItem({ abi: seaportAbi, name: 'CounterIncremented' });
/** `matchOrders`/`matchAdvancedOrders`: emitted after the matched orders' `OrderFulfilled` logs. */
export const ordersMatchedEvent = getAbiItem({ abi: seaportAbi, name: 'OrdersMatched' });
