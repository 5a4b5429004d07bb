import type { ListingBuildBody } from '@nft/api-contract';

/** How long bidding runs, or a picked end (docs/product.md "Trading", Auctions). */
export const auctionDurations = ['1h', '1d', '3d', '7d', 'custom'] as const;
export type AuctionDuration = (typeof auctionDurations)[number];

const durationSeconds: Record<Exclude<AuctionDuration, 'custom'>, number> = {
  '1h': 3600,
  '1d': 86_400,
  '3d': 3 * 86_400,
  '7d': 7 * 86_400,
};

export type AuctionFormValues = {
  /** The minimum bid, display units of `currency`. */
  price: string;
  /** An ERC-20 payment token: bids are Seaport offers, which cannot be in native currency. */
  currency: string;
  /** `datetime-local` (the browser's local time); empty: bidding opens now. */
  startAt: string;
  duration: AuctionDuration;
  endAt: string;
};

export type AuctionFieldError =
  'price_required' | 'price_precision' | 'currency_required' | 'start_not_future' | 'datetime_required' | 'end_before_start';
export type AuctionErrors = Partial<Record<keyof AuctionFormValues, AuctionFieldError>>;

export const initialAuctionValues: AuctionFormValues = { price: '', currency: '', startAt: '', duration: '1d', endAt: '' };

/** A `datetime-local` value in Unix seconds, or undefined when empty or invalid. */
export function localSeconds(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/** When bidding opens (undefined: now) and closes. */
export function auctionTimes(values: AuctionFormValues, nowSeconds: number): { startTime?: number; endTime?: number } {
  const startTime = values.startAt.trim() === '' ? undefined : localSeconds(values.startAt);
  const from = startTime ?? nowSeconds;
  const endTime = values.duration === 'custom' ? localSeconds(values.endAt) : from + durationSeconds[values.duration];
  return { startTime, endTime };
}

export function validateAuctionForm(values: AuctionFormValues, nowSeconds: number): AuctionErrors {
  const errors: AuctionErrors = {};
  const price = values.price.trim();
  if (price === '') errors.price = 'price_required';
  else if (!/^\d{1,30}(\.\d{1,4})?$/.test(price) || !/[1-9]/.test(price)) errors.price = 'price_precision';
  if (!values.currency) errors.currency = 'currency_required';
  const { startTime, endTime } = auctionTimes(values, nowSeconds);
  if (values.startAt.trim() !== '' && (startTime === undefined || startTime <= nowSeconds)) errors.startAt = 'start_not_future';
  if (endTime === undefined) errors.endAt = 'datetime_required';
  else if (endTime <= Math.max(nowSeconds, startTime ?? 0)) errors.endAt = 'end_before_start';
  return errors;
}

export type AuctionedToken = { chain: string; contractAddress: string; tokenId: string };

/** The POST /v1/orders/build body: `kind: "auction"`, `price` the minimum bid, `endTime` when bidding closes. */
export function toAuctionBuildBody(values: AuctionFormValues, token: AuctionedToken, nowSeconds: number): ListingBuildBody {
  const { startTime, endTime } = auctionTimes(values, nowSeconds);
  return {
    chain: token.chain,
    side: 'listing',
    kind: 'auction',
    items: [{ contract: token.contractAddress, tokenId: token.tokenId, quantity: 1 }],
    price: values.price.trim(),
    currency: values.currency,
    startTime,
    endTime: endTime ?? 0,
  };
}
