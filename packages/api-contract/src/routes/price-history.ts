import { z } from 'zod';

/**
 * Charts of past sales (docs/decisions/051-price-charts.md): a collection's volume and lowest sale
 * per time bucket with its listing floor over time, and one NFT's sales. Prices are decimal integers in base units of `currency`.
 */
export const priceHistoryIntervals = ['day', 'hour'] as const;
export const priceHistoryRanges = ['7d', '30d', 'all'] as const;
export type PriceHistoryInterval = (typeof priceHistoryIntervals)[number];
export type PriceHistoryRange = (typeof priceHistoryRanges)[number];

export const collectionHistoryQuerySchema = z.object({
  interval: z.enum(priceHistoryIntervals).default('day').describe('Bucket width, in UTC'),
  range: z.enum(priceHistoryRanges).default('30d').describe('How far back from now'),
});

export type CollectionHistoryQuery = z.output<typeof collectionHistoryQuerySchema>;

const decimal = z.string().describe('Decimal integer in base units of the currency');

export const collectionHistoryBucketSchema = z.object({
  start: z.string().describe('ISO 8601 start of the bucket (UTC)'),
  volume: decimal.describe('Sum of the sale prices in the bucket'),
  sales: z.number().int(),
  minPrice: decimal.describe('Lowest price per item among the sales in the bucket (the listing floor is `floor`)'),
});

export const collectionFloorPointSchema = z.object({
  at: z.string().describe('ISO 8601 time from which this floor held (UTC)'),
  price: decimal.nullable().describe("The collection's listing floor from then on; null: nothing on sale in its currency"),
});

export const collectionHistorySchema = z.object({
  currency: z
    .string()
    .describe("The collection's payment currency (zero address: the chain's native currency); sales in others are left out"),
  interval: z.enum(priceHistoryIntervals),
  range: z.enum(priceHistoryRanges),
  buckets: z.array(collectionHistoryBucketSchema).describe('Oldest first; only buckets with sales (at most the newest 1,000)'),
  floor: z
    .array(collectionFloorPointSchema)
    .describe(
      "The listing floor over the range as a step series, oldest first: the floor in force at the range's start (its `at` is the range's start) when one was recorded before it, then each change in the range (at most the newest 1,000). Empty when no floor was ever recorded.",
    ),
});

export type CollectionHistory = z.infer<typeof collectionHistorySchema>;
export type CollectionHistoryBucket = z.infer<typeof collectionHistoryBucketSchema>;
export type CollectionFloorPoint = z.infer<typeof collectionFloorPointSchema>;

export const nftSaleSchema = z.object({
  occurredAt: z.string().describe('ISO 8601'),
  price: decimal.describe('Total paid for `quantity`'),
  quantity: z.string().describe('Decimal integer'),
  currency: z.string().describe("ERC-20 address; the zero address for the chain's native currency"),
});

export const nftPriceHistorySchema = z.object({
  sales: z.array(nftSaleSchema).describe('Oldest first; the newest 500 sales with a known price, in every currency'),
});

export type NftSale = z.infer<typeof nftSaleSchema>;
export type NftPriceHistory = z.infer<typeof nftPriceHistorySchema>;
