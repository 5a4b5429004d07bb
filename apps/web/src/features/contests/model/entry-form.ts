import { contestEntryBodySchema, localizeFieldMessage, type ContestEntryInput } from '@nft/api-contract';
import { isNulsAddress } from '@nft/nuls';
import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths';
import type { Language } from '../../../i18n/language';
import { parseNftPageUrl } from './nft-page-url';

/** The entry form of spec section 3 "Contest submission" (docs/product.md "Contests"). */
export type EntryFormValues = {
  nftUrl: string;
  email: string;
  zipCode: string;
  phone: string;
  /** The prize wallet's chain (prefilled with the session's chain). */
  chain: string;
  walletAddress: string;
  acceptRules: boolean;
};

export type EntryFormField = keyof EntryFormValues;

const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** Whether text is an address of the chain family (NULS with its checksum, as the API checks it). */
export function isFamilyAddress(family: 'evm' | 'nuls', value: string): boolean {
  return family === 'evm' ? evmAddress.test(value.trim()) : isNulsAddress(value.trim());
}

/**
 * The form's errors, first one per field, in the page's language: the API contract's own rules (so the browser
 * refuses what the server would), plus the NFT URL naming an NFT of this site and the wallet address belonging to
 * the chosen chain's family.
 */
export function entryFormErrors(
  values: EntryFormValues,
  context: { family: 'evm' | 'nuls' | undefined; origin: string; language: Language; t: TFunction<'studio'> },
): Partial<Record<EntryFormField, string>> {
  const errors: Partial<Record<EntryFormField, string>> = {};
  const result = contestEntryBodySchema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as EntryFormField;
      errors[field] ??= localizeFieldMessage(issue.message, context.language);
    }
  }
  const { t } = context;
  if (!errors.nftUrl && !parseNftPageUrl(values.nftUrl, context.origin)) errors.nftUrl = t('contests.form.nft_url_invalid');
  if (values.walletAddress.trim() === '') errors.walletAddress = t('validation.required');
  else if (errors.walletAddress || (context.family && !isFamilyAddress(context.family, values.walletAddress)))
    errors.walletAddress = t('validation.address_invalid');
  if (!values.acceptRules) errors.acceptRules = t('contests.form.rules_required');
  return errors;
}

/** The request body: the NFT as its page path on this site (the API accepts the URL or the path). */
export function entryBody(values: EntryFormValues, origin: string): ContestEntryInput {
  const nft = parseNftPageUrl(values.nftUrl, origin);
  return {
    nftUrl: nft ? paths.nftDetail(nft.chain, nft.contractAddress, nft.tokenId) : values.nftUrl.trim(),
    email: values.email.trim(),
    zipCode: values.zipCode.trim() || null,
    phone: values.phone.trim() || null,
    chain: values.chain,
    walletAddress: values.walletAddress.trim(),
    acceptRules: values.acceptRules as true,
  };
}
