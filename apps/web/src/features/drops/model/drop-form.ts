import { collectionDescriptionMax, collectionNameLength, dropLimits } from '@nft/api-contract';
import type { UploadedMedia } from '../../uploads';
import { parseAllowlist } from './allowlist-input';

/** The create-drop form (docs/product.md "Drops"): collection details, the artwork set, the sale settings and an allowlist. */
export type DropFormValues = {
  chain: string;
  name: string;
  symbol: string;
  description: string;
  logo: UploadedMedia | null;
  banner: UploadedMedia | null;
  /** Percent; NumberInput gives '' while empty. */
  royalty: number | string;
  royaltyAddress: string;
  artworkKind: 'uploads' | 'baseUri';
  artwork: { media: UploadedMedia | null; name: string }[];
  baseUri: string;
  supply: number | string;
  /** Whole units of the payment token, as typed ("0.05"). */
  price: string;
  /** A payment token address of the chain (the native currency's entry for the default). */
  paymentToken: string;
  perWalletLimit: number | string;
  /** `datetime-local` values, the browser's local time. */
  startsAt: string;
  publicStartsAt: string;
  endsAt: string;
  allowlistText: string;
  termsAccepted: boolean;
};

/** The chain's payment token the form offers, as GET /v1/chains lists it. */
export type FormToken = { address: string; symbol: string; decimals: number; native: boolean };

// The API contract's bounds, so the form and the server can never disagree (this screen loads the contract anyway).
export { collectionDescriptionMax, collectionNameLength, dropLimits };

type Messages = {
  required: string;
  nameLength: string;
  descriptionLength: string;
  symbol: string;
  royalty: string;
  address: string;
  baseUri: string;
  artworkMissing: string;
  supply: string;
  price: string;
  perWallet: string;
  dateTime: string;
  endAfterStart: string;
  publicBetween: string;
  allowlistInvalid: (lines: number[]) => string;
  allowlistTooLong: string;
  terms: string;
};

const evmAddress = /^0x[0-9a-fA-F]{40}$/;
const baseUriPattern = /^(https:\/\/|ipfs:\/\/|ar:\/\/)\S+\/$/;

/** A `datetime-local` value (local time, no zone) in unix seconds, or undefined when empty or invalid. */
export function localSeconds(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/** Unix seconds as a `datetime-local` value in local time (the form's defaults). */
export function toLocalDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whole units typed by a creator ("1.5") in base units, or null when it is not a non-negative number of at most `decimals` places. */
export function toBaseUnits(text: string, decimals: number): string | null {
  const match = /^(\d{0,60})(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`).toString();
}

const wholeNumber = (value: number | string, min: number, max: number) => {
  const number = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isInteger(number) && number >= min && number <= max;
};

/** Every rule of the form with its message; the API checks the same again (its refusals land on the same fields). */
export function validateDropForm(values: DropFormValues, token: FormToken | undefined, m: Messages): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (values.chain === '') errors.chain = m.required;
  if (name === '') errors.name = m.required;
  else if (name.length < collectionNameLength.min || name.length > collectionNameLength.max) errors.name = m.nameLength;
  if (values.description.trim().length > collectionDescriptionMax) errors.description = m.descriptionLength;
  if (!/^[A-Za-z0-9]{1,11}$/.test(values.symbol.trim())) errors.symbol = values.symbol.trim() === '' ? m.required : m.symbol;
  const royalty = Number(values.royalty);
  if (values.royalty === '' || !(royalty >= 0 && royalty <= 10) || Math.abs(royalty * 100 - Math.round(royalty * 100)) > 1e-6) {
    errors.royalty = m.royalty;
  }
  if (values.royaltyAddress.trim() !== '' && !evmAddress.test(values.royaltyAddress.trim())) errors.royaltyAddress = m.address;
  if (values.artworkKind === 'baseUri') {
    if (!baseUriPattern.test(values.baseUri.trim())) errors.baseUri = m.baseUri;
  } else if (
    values.artwork.length === 0 ||
    values.artwork.length > dropLimits.maxArtworkItems ||
    values.artwork.some((item) => item.media === null)
  ) {
    errors.artwork = m.artworkMissing;
  }
  if (!wholeNumber(values.supply, 1, dropLimits.maxSupply)) errors.supply = m.supply;
  if (!token || toBaseUnits(values.price, token.decimals) === null) errors.price = m.price;
  if (!wholeNumber(values.perWalletLimit, 1, dropLimits.maxPerWallet)) errors.perWalletLimit = m.perWallet;
  const start = localSeconds(values.startsAt);
  const end = localSeconds(values.endsAt);
  if (start === undefined) errors.startsAt = m.dateTime;
  if (end === undefined) errors.endsAt = m.dateTime;
  else if (start !== undefined && end <= start) errors.endsAt = m.endAfterStart;
  const allowlist = parseAllowlist(values.allowlistText);
  if (allowlist.invalidLines.length > 0) errors.allowlistText = m.allowlistInvalid(allowlist.invalidLines);
  else if (allowlist.addresses.length > dropLimits.maxAllowlist) errors.allowlistText = m.allowlistTooLong;
  if (allowlist.addresses.length > 0) {
    const publicStart = localSeconds(values.publicStartsAt);
    if (publicStart === undefined) errors.publicStartsAt = m.dateTime;
    else if (start !== undefined && end !== undefined && !(publicStart > start && publicStart < end))
      errors.publicStartsAt = m.publicBetween;
  }
  if (!values.termsAccepted) errors.termsAccepted = m.terms;
  return errors;
}

const iso = (value: string) => new Date(localSeconds(value)! * 1000).toISOString();

/** The form as the body of POST /v1/drops (call after validateDropForm found nothing). */
export function toCreateDropBody(values: DropFormValues, token: FormToken) {
  const allowlist = parseAllowlist(values.allowlistText).addresses;
  const description = values.description.trim();
  return {
    chain: values.chain,
    name: values.name.trim(),
    symbol: values.symbol.trim(),
    description: description === '' ? null : description,
    logoMediaId: values.logo?.id ?? null,
    bannerMediaId: values.banner?.id ?? null,
    royalty: Number(values.royalty),
    ...(values.royaltyAddress.trim() === '' ? {} : { royaltyAddress: values.royaltyAddress.trim() }),
    artwork:
      values.artworkKind === 'baseUri'
        ? { kind: 'baseUri' as const, baseUri: values.baseUri.trim() }
        : {
            kind: 'uploads' as const,
            items: values.artwork.map((item) => ({
              mediaId: item.media!.id,
              ...(item.name.trim() === '' ? {} : { name: item.name.trim() }),
            })),
          },
    supply: Number(values.supply),
    price: toBaseUnits(values.price, token.decimals)!,
    paymentToken: token.native ? null : token.address.toLowerCase(),
    perWalletLimit: Number(values.perWalletLimit),
    startsAt: iso(values.startsAt),
    ...(allowlist.length > 0 ? { publicStartsAt: iso(values.publicStartsAt) } : {}),
    endsAt: iso(values.endsAt),
    allowlist,
    termsAccepted: true as const,
  };
}
