import { z } from 'zod';
import { collectionCategory } from '@nft/db';
import { pageSchema } from '../../http/page';
import { addressField, booleanField, chainListField, cursorField, idField, limitField, searchField } from '../../http/query-fields';
import { mediaObjectSchema } from '../media/media-object';

export const collectionSorts = ['newest', 'oldest', 'volume', 'floor'] as const;
export type CollectionSort = (typeof collectionSorts)[number];

export const collectionListQuerySchema = z.object({
  chain: chainListField,
  category: z.enum(collectionCategory.enumValues).optional(),
  creator: addressField.optional().describe("The creator's address"),
  verified: booleanField.optional().describe('true: verified collections only; false: unverified only'),
  search: searchField,
  sort: z
    .enum(collectionSorts)
    .default('newest')
    .describe('newest / oldest by creation time; volume: highest traded volume first; floor: lowest floor price first, none last'),
  limit: limitField,
  cursor: cursorField,
});

export type CollectionListQuery = z.output<typeof collectionListQuerySchema>;

export const collectionParamsSchema = z.object({ id: idField });

const decimal = z.string().describe('Decimal integer in base units of the payment token');

export const collectionStatsSchema = z.object({
  items: z.number().int(),
  owners: z.number().int(),
  floorPrice: decimal.nullable(),
  volume: decimal,
  volume7d: decimal,
  sales: z.number().int(),
});

export const collectionSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  contractAddress: z.string().nullable().describe("The collection's own contract; null when minted through the platform contract"),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(collectionCategory.enumValues).nullable(),
  creator: z.string(),
  royaltyBps: z.number().int().describe('Royalty in basis points (0-1000, i.e. 0%-10%)'),
  royaltyAddress: z.string().nullable(),
  paymentToken: z.string().nullable().describe("ERC-20 address; null for the chain's native currency"),
  website: z.string().nullable(),
  verified: z.boolean(),
  logo: mediaObjectSchema.nullable(),
  featured: mediaObjectSchema.nullable(),
  banner: mediaObjectSchema.nullable(),
  stats: collectionStatsSchema,
  createdAt: z.string().describe('ISO 8601'),
});

export const collectionPageSchema = pageSchema(collectionSchema);

export type Collection = z.infer<typeof collectionSchema>;
