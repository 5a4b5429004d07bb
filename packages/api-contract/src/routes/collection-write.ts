import { z } from 'zod';
import { collectionCategories } from '@nft/shared';
import { mediaIdField, optionalText, requiredText, termsField, websiteField } from '../fields/form-fields';
import { fieldMessage } from '../messages/field-messages';

export const collectionNameLength = { min: 4, max: 45 } as const;
export const collectionDescriptionMax = 1000;
export const maxRoyaltyPercent = 10;

const royaltyMessage = fieldMessage('royalty');
const required = fieldMessage('required');

/** Percent with at most two decimals (the spec's 0.01 accuracy), 0 to 10. */
export const royaltyField = z
  .number({ error: () => royaltyMessage })
  .min(0, royaltyMessage)
  .max(maxRoyaltyPercent, royaltyMessage)
  // Binary fractions: 0.07 * 100 is 7.000000000000001, so compare with a tolerance.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, royaltyMessage)
  .describe('Royalty in percent, 0 to 10 in steps of 0.01');

const addressText = z
  .string({ error: () => required })
  .trim()
  .min(1, required)
  .max(64, fieldMessage('address'))
  .describe("An address of the collection's chain family (checked against the chain)");

const fields = {
  name: requiredText(collectionNameLength.min, collectionNameLength.max),
  description: optionalText(collectionDescriptionMax),
  logoMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=logo'),
  featuredMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=featured'),
  bannerMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=banner'),
  category: z.enum(collectionCategories).nullable().optional(),
  royalty: royaltyField,
  royaltyAddress: addressText,
  paymentToken: z
    .string()
    .trim()
    .max(64, fieldMessage('paymentToken'))
    .nullable()
    .optional()
    .describe("Address of one of the chain's payment tokens (GET /v1/chains); null or absent: the native currency"),
  website: websiteField,
};

export const createCollectionBodySchema = z
  .strictObject({
    chain: z
      .string({ error: () => required })
      .trim()
      .min(1, required)
      .max(32, fieldMessage('chainInactive'))
      .describe('An active chain symbol'),
    ...fields,
    termsAccepted: termsField,
  })
  .describe('A new collection; the creator is the signed-in account');

// Every field may be left out of an edit; the chain may be repeated but never changed.
export const updateCollectionBodySchema = z
  .strictObject({
    chain: z.string().optional().describe('Immutable: when sent it must be the current chain'),
    name: fields.name.optional(),
    description: fields.description,
    logoMediaId: fields.logoMediaId,
    featuredMediaId: fields.featuredMediaId,
    bannerMediaId: fields.bannerMediaId,
    category: fields.category,
    royalty: royaltyField.optional(),
    royaltyAddress: addressText.optional(),
    paymentToken: fields.paymentToken,
    website: fields.website,
    termsAccepted: termsField.optional(),
  })
  .describe('Changes to a collection; absent fields stay as they are, null clears an optional one');

export type CreateCollectionBody = z.output<typeof createCollectionBodySchema>;
export type UpdateCollectionBody = z.output<typeof updateCollectionBodySchema>;

export const deletedCollectionSchema = z.object({
  id: z.number().int(),
  deletedAt: z.string().describe('ISO 8601'),
  detachedNfts: z.number().int().describe('NFTs that left the collection (they stay on chain with their owner)'),
});
