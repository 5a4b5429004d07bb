import { z } from 'zod';
import { addressField } from '../fields/query-fields';
import { mediaIdField, optionalName, optionalText, websiteField } from '../fields/form-fields';
import { mediaObjectSchema } from '../fields/media-object';

export const profileNameLength = { min: 4, max: 20 } as const;
export const profileDescriptionMax = 1000;

export const accountParamsSchema = z.object({ address: addressField });

export const accountProfileSchema = z.object({
  address: z.string(),
  name: z.string().nullable(),
  picture: mediaObjectSchema.nullable(),
  cover: mediaObjectSchema.nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  joinedAt: z.string().nullable().describe('ISO 8601 of the first sign-in; null for an address that never signed in'),
  counts: z.object({
    collected: z.number().int().describe('Tokens the address holds'),
    created: z.number().int().describe('NFTs it created'),
    favorited: z.number().int(),
    collections: z.number().int().describe('Collections it created'),
  }),
});

export type AccountProfile = z.infer<typeof accountProfileSchema>;

// Fields left out stay as they are (an edit form need not know the ids of the images shown); null clears one.
export const updateProfileBodySchema = z
  .strictObject({
    name: optionalName(profileNameLength.min, profileNameLength.max),
    pictureMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=profile_picture'),
    coverMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=profile_cover'),
    description: optionalText(profileDescriptionMax),
    website: websiteField,
  })
  .describe('The profile; absent fields stay as they are, null or empty clears one');

export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;
