import type { TFunction } from 'i18next';
import { z } from 'zod';
import { isWebsiteUrl } from '../../collections';
import type { UploadedMedia } from '../../uploads';

import { profileDescriptionMax, profileNameLength } from '@nft/api-contract';

// The limits are the API contract's, so the form and the server can never disagree.
export { profileDescriptionMax, profileNameLength };

export type ProfileFormValues = {
  name: string;
  picture: UploadedMedia | null;
  cover: UploadedMedia | null;
  description: string;
  website: string;
};

/** The one schema of the profile form, worded from i18n (the API applies the same rules). */
export function profileFormSchema(t: TFunction) {
  const length = t('validation.length', profileNameLength);
  return z.object({
    // Optional, but when given 4 to 20 characters (docs/product.md, spec section 5).
    name: z
      .string()
      .trim()
      .refine((value) => value === '' || (value.length >= profileNameLength.min && value.length <= profileNameLength.max), length),
    picture: z.custom<UploadedMedia | null>(),
    cover: z.custom<UploadedMedia | null>(),
    description: z
      .string()
      .trim()
      .max(profileDescriptionMax, t('validation.max_length', { max: profileDescriptionMax })),
    website: z
      .string()
      .trim()
      .refine((value) => value === '' || isWebsiteUrl(value), t('validation.invalid_website_url')),
  });
}
