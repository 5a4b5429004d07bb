import type { Address } from 'viem';
import { toOrderComponentsJson, type OrderComponents } from '@nft/seaport';
import type { Payee } from './listing-terms';

/**
 * The columns every accepted order stores from what its maker signed, whatever its side: the time
 * window, the fee and royalty it pays, the Seaport parameters as signed (docs/product.md "Trading").
 */
export function signedOrderFields(components: OrderComponents, signature: string, payees: { fee: Payee | null; royalty: Payee | null }) {
  const lower = (value: Address) => value.toLowerCase();
  return {
    startTime: new Date(Number(components.startTime) * 1000),
    endTime: new Date(Number(components.endTime) * 1000),
    feeRecipient: payees.fee?.recipient ?? null,
    feeBps: payees.fee?.bps ?? null,
    royaltyRecipient: payees.royalty?.recipient ?? null,
    royaltyBps: payees.royalty?.bps ?? null,
    zone: lower(components.zone),
    counter: components.counter.toString(),
    conduitKey: components.conduitKey,
    salt: components.salt.toString(),
    signature,
    parameters: toOrderComponentsJson(components) as unknown as Record<string, unknown>,
  };
}
