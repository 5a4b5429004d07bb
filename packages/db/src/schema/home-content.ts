import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, createdAt, id, lowercaseHex, ref, updatedAt } from './columns';
import { collections } from './collections';
import { media } from './media';

/**
 * Home page content curated by admins (docs/product.md, spec section 3, "Home content items"). Every list is ordered
 * by `position`; `visible` lets an admin stage items. Images are stored media, never hot-linked.
 */
const curated = () => ({
  id: id(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  // Scheduling (docs/decisions/036): shown only from / until these instants when set.
  showFrom: at('show_from'),
  showUntil: at('show_until'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const mediaRef = (name: string) => ref(name).references(() => media.id, { onDelete: 'set null' });

export const homeTopCollections = pgTable(
  'home_top_collections',
  {
    ...curated(),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    tag: varchar('tag', { length: 100 }),
    backgroundMediaId: mediaRef('background_media_id'),
    iconMediaId: mediaRef('icon_media_id'),
    // When set, the slide opens this link instead of the collection page.
    externalUrl: text('external_url'),
  },
  (t) => [index('home_top_collections_order_idx').on(t.visible, t.position)],
);

export const homeEvents = pgTable(
  'home_events',
  {
    ...curated(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    linkUrl: text('link_url'),
    pictureMediaId: mediaRef('picture_media_id'),
  },
  (t) => [index('home_events_order_idx').on(t.visible, t.position)],
);

export const homeArtists = pgTable(
  'home_artists',
  {
    ...curated(),
    name: varchar('name', { length: 200 }).notNull(),
    introduction: text('introduction'),
    headerIconMediaId: mediaRef('header_icon_media_id'),
    linkUrl: text('link_url'),
    // The artist's account (lower-case EVM or NULS address), linking the artist page to its collections and NFTs.
    accountAddress: address('account_address'),
  },
  (t) => [
    index('home_artists_order_idx').on(t.visible, t.position),
    index('home_artists_account_idx').on(t.accountAddress),
    lowercaseHex('home_artists_account_lowercase', t.accountAddress),
  ],
);

export const homeFavorites = pgTable(
  'home_favorites',
  {
    ...curated(),
    title: varchar('title', { length: 200 }).notNull(),
    rewardDescription: text('reward_description'),
    favoriteDescription: text('favorite_description'),
    iconMediaId: mediaRef('icon_media_id'),
    headerIconMediaId: mediaRef('header_icon_media_id'),
    linkUrl: text('link_url'),
  },
  (t) => [index('home_favorites_order_idx').on(t.visible, t.position)],
);

/** Re-creations ("derivatives"); `like_count` caches the rows of `home_derivative_likes`. */
export const homeDerivatives = pgTable(
  'home_derivatives',
  {
    ...curated(),
    title: varchar('title', { length: 200 }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    headerIconMediaId: mediaRef('header_icon_media_id'),
    iconMediaId: mediaRef('icon_media_id'),
    linkUrl: text('link_url'),
  },
  (t) => [
    index('home_derivatives_order_idx').on(t.visible, t.position),
    check('home_derivatives_likes_non_negative', sql`${t.likeCount} >= 0`),
  ],
);

/** One like per account and derivative, so the debounced like button cannot inflate counts. */
export const homeDerivativeLikes = pgTable(
  'home_derivative_likes',
  {
    derivativeId: ref('derivative_id')
      .notNull()
      .references(() => homeDerivatives.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'home_derivative_likes_pkey', columns: [t.derivativeId, t.accountId] })],
);
