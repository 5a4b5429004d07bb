import type { Address } from 'viem';
import { itemTypes } from '@nft/seaport';
import { AppError, type EffectiveRoyalty } from '@nft/shared';
import type { TradingChain } from '../trading-chain';
import { findPaymentToken, minimumPayouts, requiredPayees } from '../listing-terms';
import { hasDisplayPrecision } from '../price-units';
import type { ParsedListing } from './parse-order';

/** The latest time an order may name: far beyond any real listing, and within the book's timestamps. */
export const maxOrderTime = 2n ** 40n;

export type EconomicsInput = {
  chain: TradingChain;
  listing: ParsedListing;
  royalty: EffectiveRoyalty;
  privateBuyer: string | undefined;
  nowSeconds: bigint;
};

/**
 * Intake check 5, economics (docs/security.md row 5), each refusal with its own code: the currency
 * is a payment token of the chain (checked first, since precision is judged in its decimals);
 * positive prices that never rise, with at most four decimals per copy in display units; the
 * marketplace fee and the royalty present and not underpaid at the start and the end price; a time
 * window that ends after it starts and in the future; exactly one ERC-721; no private sale to oneself.
 */
export function checkEconomics({ chain, listing, royalty, privateBuyer, nowSeconds }: EconomicsInput): void {
  const { components, amount, startPrice, endPrice } = listing;
  const currency = findPaymentToken(chain.paymentTokens, listing.currency);
  if (!currency) throw new AppError('order_currency_invalid');

  const startUnit = startPrice / amount;
  const endUnit = endPrice / amount;
  if (startUnit <= 0n || endUnit <= 0n || endUnit > startUnit) throw new AppError('order_price_invalid');
  if (!hasDisplayPrecision(startUnit, currency.decimals) || !hasDisplayPrecision(endUnit, currency.decimals))
    throw new AppError('order_price_invalid');

  const payees = requiredPayees(chain.fee, royalty);
  const owedAtStart = minimumPayouts([payees.fee, payees.royalty], startUnit, amount);
  const owedAtEnd = minimumPayouts([payees.fee, payees.royalty], endUnit, amount);
  const others = components.consideration.slice(1);
  const paid = (recipient: string, at: 'startAmount' | 'endAmount') =>
    others.filter((item) => item.recipient.toLowerCase() === recipient).reduce((sum, item) => sum + item[at], 0n);
  for (const [recipient, owed] of owedAtStart) {
    if (paid(recipient, 'startAmount') < owed || paid(recipient, 'endAmount') < (owedAtEnd.get(recipient) ?? 0n))
      throw new AppError('order_fees_invalid');
  }

  const { startTime, endTime } = components;
  if (endTime <= startTime || endTime <= nowSeconds || endTime > maxOrderTime) throw new AppError('order_time_invalid');
  if (listing.itemType === itemTypes.erc721 && amount !== 1n) throw new AppError('order_quantity_invalid');
  if (privateBuyer && privateBuyer.toLowerCase() === (components.offerer.toLowerCase() as Address))
    throw new AppError('order_private_to_self');
}
