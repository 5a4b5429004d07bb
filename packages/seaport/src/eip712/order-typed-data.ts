import type { Address } from 'viem';
import { toOrderComponentsJson } from '../order/order-components-json';
import type { OrderComponents } from '../order/order-components';
import { eip712DomainType } from './eip712-domain-type';
import { orderComponentsTypes } from './order-types';
import { seaportDomain } from './seaport-domain';

/** EIP-712 typed data of one order for eth_signTypedData_v4 (JSON-safe: integers as decimal strings). */
export function orderTypedData(chainId: number, seaport: Address, components: OrderComponents) {
  return {
    domain: seaportDomain(chainId, seaport),
    types: { EIP712Domain: eip712DomainType, ...orderComponentsTypes },
    primaryType: 'OrderComponents' as const,
    message: toOrderComponentsJson(components),
  };
}
