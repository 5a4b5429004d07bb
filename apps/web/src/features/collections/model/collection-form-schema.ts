import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { UploadedMedia } from '../../uploads';
import { isChainAddress, isRoyaltyPercent, isWebsiteUrl } from './form-rules';

import { collectionCategories, type CollectionCategory } from '@nft/shared';
import { collectionDescriptionMax, collectionNameLength } from '@nft/api-contract';

// The limits are the API contract's, so the form and the server can never disagree.
export { collectionDescriptionMax, collectionNameLength };

export type CollectionFormValues = {
  chain: string;
  name: string;
  description: string;
  category: CollectionCategory | null;
  /** NumberInput gives '' while empty. */
  royalty: number | string;
  royaltyAddress: string;
  /** A payment token address of the chain; the native currency's address for the default. */
  paymentToken: string;
  website: string;
  termsAccepted: boolean;
  logo: UploadedMedia | null;
  featured: UploadedMedia | null;
  banner: UploadedMedia | null;
};

/**
 * The one schema of the collection form, worded from i18n. `family` is the chosen chain's address
 * family (undefined until a chain is chosen), for the royalty address check.
 */
export function collectionFormSchema(t: TFunction<'studio'>, family: 'evm' | 'nuls' | undefined) {
  const required = t('validation.required');
  const length = t('validation.length', collectionNameLength);
  return z.object({
    chain: z.string().min(1, required),
    name: z
      .string()
      .trim()
      .min(1, { error: required, abort: true })
      .min(collectionNameLength.min, length)
      .max(collectionNameLength.max, length),
    description: z
      .string()
      .trim()
      .max(collectionDescriptionMax, t('validation.max_length', { max: collectionDescriptionMax })),
    category: z.enum(collectionCategories).nullable(),
    royalty: z
      .union([z.number(), z.string()])
      .refine((value) => value !== '', required)
      .refine((value) => value === '' || isRoyaltyPercent(Number(value)), t('validation.royalty')),
    royaltyAddress: z
      .string()
      .trim()
      .min(1, { error: required, abort: true })
      .refine((value) => family === undefined || isChainAddress(family, value), t('validation.address_invalid')),
    paymentToken: z.string(),
    website: z
      .string()
      .trim()
      .refine((value) => value === '' || isWebsiteUrl(value), t('validation.invalid_website_url')),
    termsAccepted: z.boolean().refine((value) => value, t('validation.terms_required')),
    logo: z.custom<UploadedMedia | null>(),
    featured: z.custom<UploadedMedia | null>(),
    banner: z.custom<UploadedMedia | null>(),
  });
}
