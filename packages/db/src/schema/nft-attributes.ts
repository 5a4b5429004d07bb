import { index, numeric, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { attributeDisplayTypes } from '@nft/shared';
import { id, ref } from './columns';
import { collections } from './collections';
import { nfts } from './nfts';

/** Spec: text traits, levels, and stats with a current and a total value. */
export const attributeDisplayType = pgEnum('attribute_display_type', attributeDisplayTypes);

/**
 * Traits of an NFT. `collection_id` is copied from the NFT so the explore attribute filter
 * ("Background = Blue" within a collection) is one index range scan. Values from indexed metadata
 * are untrusted and may break the spec's "current < total" rule, so the database does not check it.
 */
export const nftAttributes = pgTable(
  'nft_attributes',
  {
    id: id(),
    nftId: ref('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    traitType: varchar('trait_type', { length: 100 }).notNull(),
    value: text('value').notNull(),
    displayType: attributeDisplayType('display_type').notNull().default('text'),
    numericValue: numeric('numeric_value'),
    maxValue: numeric('max_value'),
  },
  (t) => [
    index('nft_attributes_nft_idx').on(t.nftId),
    index('nft_attributes_filter_idx').on(t.collectionId, t.traitType, t.value, t.nftId),
    index('nft_attributes_range_idx').on(t.collectionId, t.traitType, t.numericValue),
  ],
);
