import { z } from 'zod';
import { collectionCategories } from '@nft/shared';
import { pageSchema } from '../fields/page';
import {
  addressField,
  baseUnitsField,
  chainListField,
  cursorField,
  enumListField,
  idListField,
  limitField,
  repeatableField,
  searchField,
} from '../fields/query-fields';
import { fieldMessages } from '../messages/field-messages';
import { nftSchema } from './nfts';

export const nftSorts = ['newest', 'oldest', 'price_asc', 'price_desc', 'hottest', 'recently_listed', 'recently_sold', 'rarity'] as const;
export type NftSort = (typeof nftSorts)[number];

/**
 * OpenSea's status filters. buy_now: the best active listing is at a fixed or declining price;
 * on_auction: it is an auction; has_offers: someone offers; new: created in the last 7 days.
 * Like OpenSea's chips, several statuses widen the list (an item matches any of them).
 */
export const nftStatuses = ['buy_now', 'on_auction', 'has_offers', 'new'] as const;
export type NftStatus = (typeof nftStatuses)[number];

/** `Background:Blue` -> { traitType, value }: split on the first colon (values may contain colons). */
const traitField = z
  .string()
  .max(300)
  .regex(/^[^:]{1,100}:.{1,200}$/s, 'must be "<trait type>:<value>"')
  .transform((text) => {
    const at = text.indexOf(':');
    return { traitType: text.slice(0, at), value: text.slice(at + 1) };
  });

/** A number as a trait range writes it: an optional minus, digits, at most 18 decimals. */
const rangeBound = String.raw`-?\d{1,30}(?:\.\d{1,18})?`;

/**
 * `Brightness:40:60` -> { traitType, min, max }: the items whose numeric trait (a level or a stat) lies within the
 * bounds, both included; either bound may be left out (`Brightness:40:`, `Brightness::60`), not both.
 */
const traitRangeField = z
  .string()
  .max(200)
  .regex(new RegExp(`^[^:]{1,100}:(${rangeBound})?:(${rangeBound})?$`), 'must be "<trait type>:<min>:<max>"')
  .refine((text) => !text.endsWith('::'), 'needs a lowest or a highest value')
  .transform((text) => {
    const [traitType = '', min = '', max = ''] = text.split(':');
    return { traitType, min: min === '' ? null : min, max: max === '' ? null : max };
  });

export type TraitRange = z.output<typeof traitRangeField>;

export const nftListQuerySchema = z
  .object({
    collection: idListField.describe('One or more collection ids (repeat the parameter or separate with commas)'),
    chain: chainListField,
    category: enumListField(collectionCategories).describe("One or more categories of the NFT's collection"),
    status: enumListField(nftStatuses).describe(
      'buy_now, on_auction, has_offers, new (created in the last 7 days); an item matches any of those given',
    ),
    verified: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .describe('true: only NFTs of verified collections'),
    minPrice: baseUnitsField
      .optional()
      .describe('Lowest best-listing price, in base units of the listing currency (wei for ETH); listed items only'),
    maxPrice: baseUnitsField.optional().describe('Highest best-listing price, in base units; must be above minPrice'),
    trait: repeatableField(traitField, 20)
      .optional()
      .describe(
        '`<trait type>:<value>`, repeatable, with exactly one collection. Values of one trait type match any; different trait types must all match',
      ),
    traitRange: repeatableField(traitRangeField, 10)
      .optional()
      .describe(
        '`<trait type>:<min>:<max>`, repeatable, with exactly one collection: items whose numeric trait (a level or a stat) lies within the bounds, both included; either bound may be empty. Every range must match',
      ),
    owner: addressField.optional().describe('Holds at least one copy'),
    creator: addressField.optional(),
    search: searchField,
    sort: z
      .enum(nftSorts)
      .default('newest')
      .describe(
        'newest / oldest by creation time; price_asc / price_desc by best listing price (listed items only); hottest: most sales in the last 7 days first, then most favourited, newer rows first among equals; ' +
          'recently_listed: the newest best listing first (listed items only); recently_sold: the latest sale first (items sold at least once); ' +
          'rarity: the rarest first, with exactly one collection (ranked items only)',
      ),
    limit: limitField,
    cursor: cursorField,
  })
  .superRefine((query, context) => {
    // Zod runs this even when a field failed its own check, so the values are checked again here.
    const whole = (value: unknown): value is string => typeof value === 'string' && /^\d{1,78}$/.test(value);
    if (whole(query.minPrice) && whole(query.maxPrice) && BigInt(query.minPrice) >= BigInt(query.maxPrice)) {
      context.addIssue({ code: 'custom', path: ['minPrice'], message: fieldMessages.priceRange });
    }
    const oneCollection = Array.isArray(query.collection) && query.collection.length === 1;
    if (query.trait !== undefined && !oneCollection) {
      context.addIssue({ code: 'custom', path: ['trait'], message: fieldMessages.traitCollection });
    }
    if (query.traitRange !== undefined && !oneCollection) {
      context.addIssue({ code: 'custom', path: ['traitRange'], message: fieldMessages.traitCollection });
    }
    for (const range of Array.isArray(query.traitRange) ? query.traitRange : []) {
      if (range.min !== null && range.max !== null && Number(range.min) > Number(range.max)) {
        context.addIssue({ code: 'custom', path: ['traitRange'], message: fieldMessages.traitRange });
      }
    }
    // Ranks are within a collection: across several they would not compare.
    if (query.sort === 'rarity' && !oneCollection) {
      context.addIssue({ code: 'custom', path: ['sort'], message: fieldMessages.rarityCollection });
    }
  });

export type NftListQuery = z.output<typeof nftListQuerySchema>;

export const nftListItemSchema = nftSchema.extend({ chainName: z.string().describe("The chain's display name, for the chain badge") });

export const nftListPageSchema = pageSchema(nftListItemSchema);

export type NftListItem = z.infer<typeof nftListItemSchema>;
