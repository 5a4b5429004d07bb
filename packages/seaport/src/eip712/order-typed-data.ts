import type { Address, TypedData } from 'viem';
import { toOrderComponentsJson } from '../order/order-components-json';
import type { OrderComponents } from '../order/order-components';
import { orderComponentsTypes } from './order-types';
import { seaportDomain } from './seaport-domain';

/**
 * EIP-712 typed data of one order for a wallet (JSON-safe: integers as decimal strings); without
 * `types.EIP712Domain`, see withEip712DomainType for a raw eth_signTypedData_v4 request. To sign with
 * viem's typed API in Node, spread it and pass the components themselves as `message` (bigints).
 */
export function orderTypedData(chainId: number, seaport: Address, components: OrderComponents) {
  return {
    domain: seaportDomain(chainId, seaport),
    // Widened so viem's typed signTypedData takes the JSON message (decimal strings) as it is.
    types: orderComponentsTypes as TypedData,
    primaryType: 'OrderComponents',
    message: toOrderComponentsJson(components),
  };
}
