import { z } from 'zod';
import type { UploadKind } from '@nft/shared';
import { mediaIdField, optionalText, requiredText, websiteField } from '../fields/form-fields';
import { fieldMessage } from '../messages/field-messages';

/**
 * The operator console's home content (docs/product.md "Operator console: home content"): the five curated lists of
 * the home page, described once as data so the API, its schemas and the console's editor agree on every field.
 */
export const homeSections = ['topcollection', 'event', 'artist', 'favorite', 'derivative'] as const;
export type HomeSection = (typeof homeSections)[number];

/** How a field is edited: `text` one line, `multiline` a paragraph, `link` an http(s) URL, `address` a wallet address. */
export type HomeFieldSpec =
  { kind: 'text' | 'multiline'; max: number; required?: boolean } | { kind: 'link' } | { kind: 'address' } | { kind: 'collection' };

export type HomeSectionSpec = {
  /** The body key (also the database column's name in the schema) of each text field, in form order. */
  fields: Record<string, HomeFieldSpec>;
  /** Each image's media id key and the upload slot it takes (POST /v1/uploads?kind=...). */
  images: Record<string, UploadKind>;
  /** The field shown as the item's name in lists and the audit log. */
  label: string;
};

export const homeSectionSpecs = {
  topcollection: {
    fields: {
      title: { kind: 'text', max: 200, required: true },
      tag: { kind: 'text', max: 100 },
      collectionId: { kind: 'collection' },
      externalUrl: { kind: 'link' },
    },
    images: { backgroundMediaId: 'banner', iconMediaId: 'logo' },
    label: 'title',
  },
  event: {
    fields: { title: { kind: 'text', max: 200, required: true }, description: { kind: 'multiline', max: 2000 }, linkUrl: { kind: 'link' } },
    images: { pictureMediaId: 'featured' },
    label: 'title',
  },
  artist: {
    fields: {
      name: { kind: 'text', max: 200, required: true },
      introduction: { kind: 'multiline', max: 2000 },
      linkUrl: { kind: 'link' },
      accountAddress: { kind: 'address' },
    },
    images: { headerIconMediaId: 'profile_picture' },
    label: 'name',
  },
  favorite: {
    fields: {
      title: { kind: 'text', max: 200, required: true },
      rewardDescription: { kind: 'multiline', max: 1000 },
      favoriteDescription: { kind: 'multiline', max: 2000 },
      linkUrl: { kind: 'link' },
    },
    images: { headerIconMediaId: 'featured', iconMediaId: 'logo' },
    label: 'title',
  },
  derivative: {
    fields: { title: { kind: 'text', max: 200, required: true }, linkUrl: { kind: 'link' } },
    images: { headerIconMediaId: 'featured', iconMediaId: 'logo' },
    label: 'title',
  },
} as const satisfies Record<HomeSection, HomeSectionSpec>;

const addressField = z
  .string()
  .trim()
  .max(64, fieldMessage('address'))
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value))
  .describe("The artist's account (EVM or NULS address): links the artist page to their collections; empty clears it");

const collectionField = z
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .nullable()
  .optional()
  .describe('The collection the slide opens (unless externalUrl is set)');

function fieldSchema(spec: HomeFieldSpec, partial: boolean): z.ZodType {
  switch (spec.kind) {
    case 'text':
    case 'multiline':
      return spec.required ? (partial ? requiredText(1, spec.max).optional() : requiredText(1, spec.max)) : optionalText(spec.max);
    case 'link':
      return websiteField;
    case 'address':
      return addressField;
    case 'collection':
      return collectionField;
  }
}

const instant = z.iso.datetime({ offset: true }).nullable().optional().describe('ISO 8601; null or absent: no limit');

/** Staging and scheduling, common to every section: shown only when visible and within [showFrom, showUntil). */
const scheduleFields = {
  visible: z.boolean().optional().describe('false hides the item whatever its schedule; default true'),
  showFrom: instant,
  showUntil: instant,
};

function bodySchema(section: HomeSection, partial: boolean): z.ZodType<HomeItemBody> {
  const spec: HomeSectionSpec = homeSectionSpecs[section];
  const shape: Record<string, z.ZodType> = { ...scheduleFields };
  for (const [key, field] of Object.entries(spec.fields)) shape[key] = fieldSchema(field, partial);
  for (const [key, kind] of Object.entries(spec.images)) shape[key] = mediaIdField.describe(`Media id from POST /v1/uploads?kind=${kind}`);
  // The shape is built from data, so its static type is widened to what every section's body has in common.
  return z.strictObject(shape) as unknown as z.ZodType<HomeItemBody>;
}

/** The body of a new item of a section, and of an edit (every field optional; null clears an optional one). */
export const homeItemBodySchemas = Object.fromEntries(
  homeSections.map((section) => [section, { create: bodySchema(section, false), update: bodySchema(section, true) }]),
) as Record<HomeSection, { create: z.ZodType<HomeItemBody>; update: z.ZodType<HomeItemBody> }>;

/** A validated body: schedule fields plus the section's text fields and media ids. */
export type HomeItemBody = {
  visible?: boolean;
  showFrom?: string | null;
  showUntil?: string | null;
  [field: string]: string | number | boolean | null | undefined;
};

const adminImageSchema = z
  .object({ id: z.number().int(), url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() })
  .describe('A stored image on the media origin');

export const adminHomeItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  visible: z.boolean(),
  showFrom: z.string().nullable().describe('ISO 8601'),
  showUntil: z.string().nullable().describe('ISO 8601'),
  live: z.boolean().describe('Whether the public home page shows it now (visible and within its schedule)'),
  updatedAt: z.string().describe('ISO 8601'),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).describe("The section's text fields by body key"),
  images: z.record(z.string(), adminImageSchema.nullable()).describe("The section's images by media id key"),
  likeCount: z.number().int().nullable().describe('Re-creations only: how many accounts like it'),
});

export const adminHomeListSchema = z.object({
  items: z.array(adminHomeItemSchema).describe('Display order, hidden and scheduled included'),
});

export const homeSectionParamsSchema = z.object({ section: z.enum(homeSections) });

const itemId = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be a positive integer id')
  .transform(Number);

export const homeItemParamsSchema = z.object({ section: z.enum(homeSections), id: itemId });

/** The id of an item on a route whose section is in its path. */
export const homeItemIdParamsSchema = z.object({ id: itemId });

export const homeReorderBodySchema = z
  .strictObject({
    ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat')
      .describe('Every item id of the section, in the new display order'),
  })
  .describe('The new order of a whole section');

export const deletedHomeItemSchema = z.object({ id: z.number().int() });

export type AdminHomeItem = z.infer<typeof adminHomeItemSchema>;
export type AdminHomeImage = z.infer<typeof adminImageSchema>;
export type HomeReorderBody = z.infer<typeof homeReorderBodySchema>;
