import type { PaymentToken } from '@nft/chains';
import { AppError, type EffectiveRoyalty } from '@nft/shared';
import type { TradingChain } from '../trading-chain';
import { minimumPayouts, requiredPayees } from '../listing-terms';
import { hasDisplayPrecision } from '../price-units';
import { maxOrderTime } from './check-economics';
import type { ParsedOffer } from './parse-offer';

export type OfferEconomicsInput = {
  chain: TradingChain;
  offer: ParsedOffer;
  currency: PaymentToken;
  royalty: EffectiveRoyalty;
  nowSeconds: bigint;
};

/**
 * The economics of an offer (docs/security.md row 5), each refusal with its own code: the price has at most four
 * decimals in display units (order_price_invalid); the marketplace fee and the royalty are paid in full, only to
 * their recipients, and out of the price: the accepting owner pays them from what they receive, so the payments
 * must stay below the price and nobody else may be paid (order_fees_invalid); a time window that ends after it
 * starts and in the future (order_time_invalid); exactly one ERC-721, any positive ERC-1155 quantity
 * (order_quantity_invalid). The currency (an ERC-20 payment token) and the maker's funds are checked before.
 */
export function checkOfferEconomics({ chain, offer, currency, royalty, nowSeconds }: OfferEconomicsInput): void {
  const { components, price, quantity, payments } = offer;
  if (!hasDisplayPrecision(price, currency.decimals)) throw new AppError('order_price_invalid');

  const payees = requiredPayees(chain.fee, royalty);
  const owed = minimumPayouts([payees.fee, payees.royalty], price / quantity, quantity);
  const paid = new Map<string, bigint>();
  for (const item of payments) {
    const recipient = item.recipient.toLowerCase();
    // A payment to anyone else would be taken from the accepting owner without their knowing.
    if (!owed.has(recipient)) throw new AppError('order_fees_invalid', undefined, { details: { reason: 'unknown payee' } });
    paid.set(recipient, (paid.get(recipient) ?? 0n) + item.startAmount);
  }
  for (const [recipient, amount] of owed) {
    if ((paid.get(recipient) ?? 0n) < amount) throw new AppError('order_fees_invalid');
  }
  const total = payments.reduce((sum, item) => sum + item.startAmount, 0n);
  if (total >= price) throw new AppError('order_fees_invalid', undefined, { details: { reason: 'fee and royalty exceed the price' } });

  const { startTime, endTime } = components;
  if (endTime <= startTime || endTime <= nowSeconds || endTime > maxOrderTime) throw new AppError('order_time_invalid');
  if (offer.standard === 'ERC-721' && quantity !== 1n) throw new AppError('order_quantity_invalid');
}
