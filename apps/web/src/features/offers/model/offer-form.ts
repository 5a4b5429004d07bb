import type { OfferBuildBody } from '@nft/api-contract';
import { offerItem, takesQuantity, type OfferTarget } from './offer-target';

export const offerExpiries = ['1d', '3d', '7d', '1m'] as const;
export type OfferExpiry = (typeof offerExpiries)[number];

const expirySeconds: Record<OfferExpiry, number> = { '1d': 86_400, '3d': 3 * 86_400, '7d': 7 * 86_400, '1m': 30 * 86_400 };

export type OfferFormValues = { price: string; currency: string; quantity: string; expiry: OfferExpiry };

/** Keys under `offers.errors.` (English and Japanese); the spec's wording where it has one. */
export type OfferFieldError = 'price_required' | 'price_precision' | 'quantity' | 'currency_required';
export type OfferErrors = Partial<Record<keyof OfferFormValues, OfferFieldError>>;

export const initialOfferValues = (currency: string): OfferFormValues => ({ price: '', currency, quantity: '1', expiry: '7d' });

/** The API's rule for a display price: positive, at most four decimals ("Price precision error", spec section 5). */
export function offerPriceError(value: string): OfferFieldError | undefined {
  const text = value.trim();
  if (text === '') return 'price_required';
  if (!/^\d{1,30}(\.\d{1,4})?$/.test(text) || !/[1-9]/.test(text)) return 'price_precision';
  return undefined;
}

/** Every field's error before the API is asked (it checks the same again, and the balance). */
export function validateOfferForm(values: OfferFormValues, target: OfferTarget): OfferErrors {
  const errors: OfferErrors = {};
  const price = offerPriceError(values.price);
  if (price) errors.price = price;
  if (!values.currency) errors.currency = 'currency_required';
  if (takesQuantity(target) && !/^[1-9]\d{0,8}$/.test(values.quantity.trim())) errors.quantity = 'quantity';
  return errors;
}

/** The POST /v1/orders/build body of a valid form; `price` is the whole amount for the quantity. */
export function toOfferBuildBody(values: OfferFormValues, target: OfferTarget, nowSeconds: number): OfferBuildBody {
  const quantity = takesQuantity(target) ? Number(values.quantity.trim()) : 1;
  return {
    chain: target.chain,
    side: 'offer',
    items: [offerItem(target, quantity)],
    price: values.price.trim(),
    currency: values.currency,
    endTime: nowSeconds + expirySeconds[values.expiry],
  };
}
