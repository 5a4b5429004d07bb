import type { ListingBuildBody } from '@nft/api-contract';
import { isAddress } from 'viem';
import { localDateTimeSeconds, presetEnd, type ExpiryChoice } from './expiry';

/** The listing methods of the sell page; `bid` (highest bid, an auction) is the auctions feature's form. */
export type SellMethod = 'price' | 'schedule' | 'bid';
export type PriceKind = 'fixed' | 'declining';

export type SellFormValues = {
  method: SellMethod;
  kind: PriceKind;
  price: string;
  endPrice: string;
  quantity: string;
  currency: string;
  expiry: ExpiryChoice;
  /** `datetime-local` values (the browser's local time). */
  endAt: string;
  startAt: string;
  privateBuyer: string;
};

export const zeroAddress = '0x0000000000000000000000000000000000000000';

export const initialSellValues: SellFormValues = {
  method: 'price',
  kind: 'fixed',
  price: '',
  endPrice: '',
  quantity: '1',
  currency: zeroAddress,
  expiry: '1m',
  endAt: '',
  startAt: '',
  privateBuyer: '',
};

/** Keys under `sell.errors.` (English and Japanese), the spec's wording where it has one. */
export type SellFieldError =
  | 'price_required'
  | 'price_precision'
  | 'end_price_above_start'
  | 'quantity'
  | 'datetime_required'
  | 'start_not_future'
  | 'end_before_start'
  | 'address_invalid'
  | 'private_to_self';

export type SellErrors = Partial<Record<keyof SellFormValues, SellFieldError>>;

/** A display-unit price: positive, at most four decimals (the API checks the same, docs/product.md "Trading"). */
export function priceError(value: string): SellFieldError | undefined {
  const text = value.trim();
  if (text === '') return 'price_required';
  if (!/^\d{1,30}(\.\d{1,4})?$/.test(text) || !/[1-9]/.test(text)) return 'price_precision';
  return undefined;
}

/** Compares two valid display prices exactly (four decimals at most, so scaled integers suffice). */
export function scaledPrice(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(`${whole}${fraction.padEnd(4, '0')}`);
}

export type SellContext = {
  /** Copies the seller holds (1 for an ERC-721). */
  held: bigint;
  multiple: boolean;
  seller: string | undefined;
  nowSeconds: number;
};

/** The times the form describes, or undefined where a picker is still empty. */
export function listingTimes(values: SellFormValues, nowSeconds: number): { startTime?: number; endTime?: number } {
  const startTime = values.method === 'schedule' ? localDateTimeSeconds(values.startAt) : undefined;
  const from = startTime ?? nowSeconds;
  const endTime = values.expiry === 'custom' ? localDateTimeSeconds(values.endAt) : presetEnd(values.expiry, from);
  return { startTime, endTime };
}

/** Every field's error, checked before the API is asked (it checks the same again). */
export function validateSellForm(values: SellFormValues, context: SellContext): SellErrors {
  const errors: SellErrors = {};
  errors.price = priceError(values.price);
  if (values.kind === 'declining') {
    errors.endPrice = priceError(values.endPrice);
    if (!errors.price && !errors.endPrice && scaledPrice(values.endPrice) > scaledPrice(values.price)) {
      errors.endPrice = 'end_price_above_start';
    }
  }
  if (context.multiple) {
    const quantity = /^\d{1,10}$/.test(values.quantity.trim()) ? BigInt(values.quantity.trim()) : 0n;
    if (quantity < 1n || quantity > context.held) errors.quantity = 'quantity';
  }
  const { startTime, endTime } = listingTimes(values, context.nowSeconds);
  if (values.method === 'schedule') {
    if (startTime === undefined) errors.startAt = 'datetime_required';
    else if (startTime <= context.nowSeconds) errors.startAt = 'start_not_future';
  }
  if (endTime === undefined) errors.endAt = 'datetime_required';
  else if (endTime <= Math.max(context.nowSeconds, startTime ?? 0)) errors.endAt = 'end_before_start';
  const buyer = values.privateBuyer.trim();
  if (buyer !== '') {
    if (!isAddress(buyer, { strict: false })) errors.privateBuyer = 'address_invalid';
    else if (context.seller && buyer.toLowerCase() === context.seller.toLowerCase()) errors.privateBuyer = 'private_to_self';
  }
  for (const key of Object.keys(errors) as (keyof SellFormValues)[]) if (errors[key] === undefined) delete errors[key];
  return errors;
}

export type ListedToken = { chain: string; contractAddress: string; tokenId: string };

/** The POST /v1/orders/build body of a valid form. */
export function toBuildBody(
  values: SellFormValues,
  token: ListedToken,
  context: Pick<SellContext, 'multiple' | 'nowSeconds'>,
): ListingBuildBody {
  const { startTime, endTime } = listingTimes(values, context.nowSeconds);
  const buyer = values.privateBuyer.trim();
  return {
    chain: token.chain,
    side: 'listing',
    kind: values.kind,
    items: [{ contract: token.contractAddress, tokenId: token.tokenId, quantity: context.multiple ? Number(values.quantity.trim()) : 1 }],
    price: values.price.trim(),
    endPrice: values.kind === 'declining' ? values.endPrice.trim() : undefined,
    currency: values.currency.toLowerCase() === zeroAddress ? undefined : values.currency,
    startTime,
    endTime: endTime ?? 0,
    privateBuyer: buyer === '' ? undefined : buyer,
  };
}
