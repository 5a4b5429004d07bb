import { z } from 'zod';
import { collectionCategories } from '@nft/shared';
import { pageSchema } from '../fields/page';
import {
  addressField,
  booleanField,
  chainListField,
  cursorField,
  enumListField,
  idField,
  limitField,
  searchField,
} from '../fields/query-fields';
import { mediaObjectSchema } from '../fields/media-object';

export const collectionSorts = ['newest', 'oldest', 'hottest', 'volume_24h', 'volume', 'floor', 'floor_desc'] as const;
export type CollectionSort = (typeof collectionSorts)[number];

export const collectionListQuerySchema = z.object({
  chain: chainListField,
  category: enumListField(collectionCategories).describe(
    'One or more categories (repeat or separate with commas). The web page /collections/:type shows one category (its slug, e.g. art, music) or all',
  ),
  creator: addressField.optional().describe("The creator's address"),
  verified: booleanField.optional().describe('true: verified collections only; false: unverified only'),
  search: searchField,
  sort: z
    .enum(collectionSorts)
    .default('newest')
    .describe(
      'newest / oldest by creation time; hottest: highest volume of the last 7 days first; volume_24h: highest volume of the last 24 hours first; volume: highest total volume first; floor: lowest floor price first, none last; floor_desc: highest floor first, collections without a floor left out',
    ),
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
  floorPrice24hAgo: decimal
    .nullable()
    .describe(
      'The floor as it stood 24 hours ago, from the recorded floor changes; null when nothing was on sale then or none was recorded. Read live by GET /v1/collections/{id}; in lists, refreshed with the other stats each minute',
    ),
  volume: decimal,
  volume7d: decimal,
  volume24h: decimal.describe('Volume of the last 24 hours, in base units of the payment token'),
  sales: z.number().int(),
});

export const collectionSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  contractAddress: z.string().nullable().describe("The collection's own contract; null when minted through the platform contract"),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(collectionCategories).nullable(),
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

export const collectionListItemSchema = collectionSchema.extend({
  chainName: z.string().describe("The chain's display name, for the chain badge"),
});

/** Collections without chain names (account tabs). */
export const collectionPageSchema = pageSchema(collectionSchema);

/** Explore pages of collections, each with its chain's name for the badge. */
export const collectionListPageSchema = pageSchema(collectionListItemSchema);

export type CollectionListItem = z.infer<typeof collectionListItemSchema>;

/** The highest open offer for any item of a collection (docs/product.md "Offers"), per copy. */
export const collectionOfferSummarySchema = z.object({
  orderHash: z.string(),
  price: decimal.describe('Per copy, in base units of the currency'),
  currency: z.string().describe('The ERC-20 the offer pays in'),
});

/** One collection with its live stats (items, owners and floor counted when asked; volume kept by the trade indexer). */
export const collectionDetailSchema = collectionListItemSchema.extend({
  stats: collectionStatsSchema.extend({
    listed: z.number().int().describe('Visible items on sale now: a fixed-price, declining or auction listing (counted live)'),
    floorPrice24hAgo: decimal
      .nullable()
      .describe(
        'The floor as it stood 24 hours ago, from the recorded floor changes; null when nothing was on sale then or none was recorded',
      ),
  }),
  bestCollectionOffer: collectionOfferSummarySchema
    .nullable()
    .describe("The highest active collection offer (any item of the collection's contract); offers in the collection's currency first"),
  dropId: z
    .number()
    .int()
    .nullable()
    .describe('The drop that sells this collection by public mint (GET /v1/drops/{id}, page /mint/{id}); null for any other collection'),
});

export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const collectionAttributesSchema = z.object({
  traits: z.array(
    z.object({
      traitType: z.string(),
      values: z.array(
        z.object({
          value: z.string(),
          count: z.number().int().describe('Visible NFTs of the collection with this value'),
          listed: z.number().int().describe('Of those, the items on sale now (a fixed-price, declining or auction listing)'),
          floorPrice: z
            .string()
            .nullable()
            .describe(
              "The trait value's floor: the lowest current listing price of those items, in base units, as the collection's floorPrice; null when none is on sale",
            ),
        }),
      ),
      valueCount: z.number().int().describe('Distinct values of the trait type (values lists the 100 most common)'),
      range: z
        .object({ min: z.string(), max: z.string() })
        .nullable()
        .describe(
          "For a level or a stat: its lowest and highest value among the collection's visible items, decimal strings (the bounds of `traitRange` on GET /nfts); null for a text trait",
        ),
    }),
  ),
});

export type CollectionAttributes = z.infer<typeof collectionAttributesSchema>;

export type Collection = z.infer<typeof collectionSchema>;
