import { hashStruct, type Hex } from 'viem';
import { orderComponentsTypes } from '../eip712/order-types';
import type { OrderComponents } from './order-components';

/** The order's EIP-712 struct hash: what Seaport.getOrderHash answers and what identifies an order (docs/product.md "Trading"). */
export function orderHash(components: OrderComponents): Hex {
  return hashStruct({ types: orderComponentsTypes, primaryType: 'OrderComponents', data: components });
}
