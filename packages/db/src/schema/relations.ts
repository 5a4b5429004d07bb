import { relations } from 'drizzle-orm';
import { accounts } from './accounts';
import { sessions } from './auth';
import { batchMigrations } from './batch-migrations';
import { collections } from './collections';
import { contestSubmissions, contests } from './contests';
import { contracts } from './contracts';
import { favorites } from './favorites';
import { media } from './media';
import { nftAttributes } from './nft-attributes';
import { nfts } from './nfts';
import { orders } from './orders';
import { profiles } from './profiles';
import { stakes, stakingActivities } from './staking';

/**
 * Relations for Drizzle's relational queries (`db.query.nfts.findMany({ with: { attributes: true } })`).
 * Only platform links are here; chain-derived tables join on (chain, contract, token id) by hand.
 * Unlockable content and contest contacts are deliberately absent, so `with` cannot reach them.
 */
export const accountsRelations = relations(accounts, ({ one, many }) => ({
  profile: one(profiles),
  sessions: many(sessions),
  favorites: many(favorites),
}));

export const profilesRelations = relations(profiles, ({ one }) => ({
  account: one(accounts, { fields: [profiles.accountId], references: [accounts.id] }),
  picture: one(media, { fields: [profiles.pictureMediaId], references: [media.id] }),
  cover: one(media, { fields: [profiles.coverMediaId], references: [media.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  account: one(accounts, { fields: [sessions.accountId], references: [accounts.id] }),
}));

export const collectionsRelations = relations(collections, ({ one, many }) => ({
  logo: one(media, { fields: [collections.logoMediaId], references: [media.id] }),
  featured: one(media, { fields: [collections.featuredMediaId], references: [media.id] }),
  banner: one(media, { fields: [collections.bannerMediaId], references: [media.id] }),
  nfts: many(nfts),
  contracts: many(contracts),
}));

export const contractsRelations = relations(contracts, ({ one }) => ({
  collection: one(collections, { fields: [contracts.collectionId], references: [collections.id] }),
}));

export const nftsRelations = relations(nfts, ({ one, many }) => ({
  collection: one(collections, { fields: [nfts.collectionId], references: [collections.id] }),
  image: one(media, { fields: [nfts.imageMediaId], references: [media.id] }),
  animation: one(media, { fields: [nfts.animationMediaId], references: [media.id] }),
  attributes: many(nftAttributes),
}));

export const nftAttributesRelations = relations(nftAttributes, ({ one }) => ({
  nft: one(nfts, { fields: [nftAttributes.nftId], references: [nfts.id] }),
}));

export const ordersRelations = relations(orders, ({ one }) => ({
  collection: one(collections, { fields: [orders.collectionId], references: [collections.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  account: one(accounts, { fields: [favorites.accountId], references: [accounts.id] }),
  nft: one(nfts, { fields: [favorites.nftId], references: [nfts.id] }),
}));

export const stakingActivitiesRelations = relations(stakingActivities, ({ many }) => ({
  stakes: many(stakes),
}));

export const stakesRelations = relations(stakes, ({ one }) => ({
  activity: one(stakingActivities, { fields: [stakes.activityId], references: [stakingActivities.id] }),
}));

export const contestsRelations = relations(contests, ({ many }) => ({
  submissions: many(contestSubmissions),
}));

export const contestSubmissionsRelations = relations(contestSubmissions, ({ one }) => ({
  contest: one(contests, { fields: [contestSubmissions.contestId], references: [contests.id] }),
}));

export const batchMigrationsRelations = relations(batchMigrations, ({ one }) => ({
  collection: one(collections, { fields: [batchMigrations.collectionId], references: [collections.id] }),
}));
