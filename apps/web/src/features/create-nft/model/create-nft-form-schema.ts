import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { UploadedMedia } from '../../uploads';
import { isWebsiteUrl } from '../../collections';

// The same limits as the API (apps/api/src/modules/nft-create/nft-draft.schemas.ts).
export const nftNameLength = { min: 4, max: 45 } as const;
export const nftDescriptionMax = 2000;
export const unlockableContentMax = 10_000;
export const copiesRange = { min: 1, max: 10_000 } as const;

export type TraitRow = { type: string; value: string };
/** NumberInput gives '' while empty. */
export type RangedRow = { type: string; value: number | string; max: number | string };

export type CreateNftFormValues = {
  chain: string;
  collectionId: string | null;
  media: UploadedMedia | null;
  preview: UploadedMedia | null;
  name: string;
  description: string;
  externalLink: string;
  traits: TraitRow[];
  levels: RangedRow[];
  stats: RangedRow[];
  unlockable: boolean;
  unlockableContent: string;
  copies: number | string;
  frozen: boolean;
};

/** Audio and video play from `animation_url` and need an image for cards. */
export function isPlayable(media: UploadedMedia | null): boolean {
  return media !== null && (media.mime.startsWith('audio/') || media.mime.startsWith('video/'));
}

/** The one schema of the form, worded from i18n; the API checks the same rules with the same words. */
export function createNftFormSchema(t: TFunction<'studio'>) {
  const required = t('validation.required');
  const length = t('validation.length', nftNameLength);
  const copies = t('create_nft.copies_rule', copiesRange);
  const typeText = z
    .string()
    .trim()
    .min(1, required)
    .max(50, t('validation.length', { min: 1, max: 50 }));
  const ranged = z
    .object({
      type: typeText,
      value: z.union([z.number(), z.string()]).refine((value) => value !== '' && Number(value) >= 0, required),
      max: z.union([z.number(), z.string()]).refine((value) => value !== '' && Number(value) > 0, required),
    })
    .superRefine((row, context) => {
      if (row.value !== '' && row.max !== '' && !(Number(row.value) < Number(row.max))) {
        context.addIssue({ code: 'custom', path: ['value'], message: t('validation.attribute_current_not_below_total') });
      }
    });
  return z
    .object({
      chain: z.string().min(1, required),
      collectionId: z.string().nullable(),
      media: z.custom<UploadedMedia | null>().refine((value) => value !== null, required),
      preview: z.custom<UploadedMedia | null>(),
      name: z.string().trim().min(1, { error: required, abort: true }).min(nftNameLength.min, length).max(nftNameLength.max, length),
      description: z
        .string()
        .trim()
        .max(nftDescriptionMax, t('validation.max_length', { max: nftDescriptionMax })),
      externalLink: z
        .string()
        .trim()
        .refine((value) => value === '' || isWebsiteUrl(value), t('validation.invalid_website_url')),
      traits: z.array(
        z.object({
          type: typeText,
          value: z
            .string()
            .trim()
            .min(1, required)
            .max(100, t('validation.length', { min: 1, max: 100 })),
        }),
      ),
      levels: z.array(ranged),
      stats: z.array(ranged),
      unlockable: z.boolean(),
      unlockableContent: z.string().max(unlockableContentMax, t('validation.max_length', { max: unlockableContentMax })),
      copies: z
        .union([z.number(), z.string()])
        .refine(
          (value) =>
            Number.isInteger(Number(value)) && value !== '' && Number(value) >= copiesRange.min && Number(value) <= copiesRange.max,
          copies,
        ),
      frozen: z.boolean(),
    })
    .superRefine((values, context) => {
      if (isPlayable(values.media) && values.preview === null)
        context.addIssue({ code: 'custom', path: ['preview'], message: t('create_nft.preview_required') });
      if (values.unlockable && values.unlockableContent.trim() === '')
        context.addIssue({ code: 'custom', path: ['unlockableContent'], message: required });
    });
}
