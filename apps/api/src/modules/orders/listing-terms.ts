import { zeroAddress, type Address } from 'viem';
import { basisPointsOf } from '@nft/seaport';
import type { PaymentToken } from '@nft/chains';
import type { EffectiveRoyalty } from '@nft/shared';
import type { MarketplaceFee } from '../../config/trading-config';

/** The payment token of the chain at `address` (the zero address is the native currency), if it is one. */
export function findPaymentToken(tokens: readonly PaymentToken[], address: string | undefined): PaymentToken | undefined {
  const wanted = (address ?? zeroAddress).toLowerCase();
  return tokens.find((token) => token.address.toLowerCase() === wanted);
}

/** A payee a listing must pay: the fee recipient or the royalty receiver, in basis points of each copy's price. */
export type Payee = { recipient: Address; bps: number };

/** Who a listing must pay besides the seller: the marketplace fee and the royalty, when non-zero. */
export function requiredPayees(fee: MarketplaceFee | null, royalty: EffectiveRoyalty): { fee: Payee | null; royalty: Payee | null } {
  return {
    fee: fee && fee.bps > 0 ? { recipient: fee.recipient, bps: fee.bps } : null,
    royalty: royalty.bps > 0 && royalty.receiver ? { recipient: royalty.receiver.toLowerCase() as Address, bps: royalty.bps } : null,
  };
}

/**
 * The least each payee must receive for a listing of `amount` copies at `unitPrice` each: basis points
 * of one copy's price rounded down, times the copies (how @nft/seaport's buildListing splits a price,
 * so every ERC-1155 fill divides exactly). Payees sharing an address are summed.
 */
export function minimumPayouts(payees: readonly (Payee | null)[], unitPrice: bigint, amount: bigint): Map<string, bigint> {
  const owed = new Map<string, bigint>();
  for (const payee of payees) {
    if (!payee) continue;
    const key = payee.recipient.toLowerCase();
    owed.set(key, (owed.get(key) ?? 0n) + basisPointsOf(unitPrice, payee.bps) * amount);
  }
  return owed;
}
