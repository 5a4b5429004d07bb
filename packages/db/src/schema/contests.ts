import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, chain, createdAt, id, lowercaseHex, ref } from './columns';
import { media } from './media';
import { nfts } from './nfts';

/**
 * A design contest (spec: the Valentine's contest; top creators by vote win). Ongoing or finished
 * follows from `voting_ends_at`.
 */
export const contests = pgTable(
  'contests',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    bannerMediaId: ref('banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    submissionsStartAt: at('submissions_start_at').notNull(),
    submissionsEndAt: at('submissions_end_at').notNull(),
    votingStartsAt: at('voting_starts_at').notNull(),
    votingEndsAt: at('voting_ends_at').notNull(),
    winnerCount: integer('winner_count').notNull().default(24),
    createdAt: createdAt(),
  },
  (t) => [
    index('contests_voting_ends_idx').on(t.votingEndsAt, t.id),
    check('contests_periods', sql`${t.submissionsEndAt} > ${t.submissionsStartAt} and ${t.votingEndsAt} > ${t.votingStartsAt}`),
    check('contests_winner_count_positive', sql`${t.winnerCount} > 0`),
  ],
);

export const contestSubmissionStatus = pgEnum('contest_submission_status', ['pending', 'accepted', 'rejected']);

/** An entry: the participating NFT and the wallet that receives a prize. */
export const contestSubmissions = pgTable(
  'contest_submissions',
  {
    id: id(),
    contestId: ref('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chain: chain().notNull(),
    walletAddress: address('wallet_address').notNull(),
    nftUrl: text('nft_url').notNull(),
    nftId: ref('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    imageMediaId: ref('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    status: contestSubmissionStatus('status').notNull().default('pending'),
    // Cache of the rows in contest_votes, for the ranking.
    voteCount: integer('vote_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_submissions_nft_key').on(t.contestId, t.nftUrl),
    index('contest_submissions_ranking_idx').on(t.contestId, t.voteCount, t.id),
    index('contest_submissions_account_idx').on(t.accountId),
    check('contest_submissions_votes_non_negative', sql`${t.voteCount} >= 0`),
    lowercaseHex('contest_submissions_wallet_lowercase', t.walletAddress),
  ],
);

/**
 * Contact details of a submission (email, zip code, phone): personal data kept apart so that no
 * public query on submissions can select it by accident.
 */
export const contestSubmissionContacts = pgTable('contest_submission_contacts', {
  submissionId: ref('submission_id')
    .primaryKey()
    .references(() => contestSubmissions.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }).notNull(),
  zipCode: varchar('zip_code', { length: 20 }),
  phone: varchar('phone', { length: 32 }),
});

/** One vote per account and submission. */
export const contestVotes = pgTable(
  'contest_votes',
  {
    submissionId: ref('submission_id')
      .notNull()
      .references(() => contestSubmissions.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // Copied from the submission so "has this account voted in this contest" is one index lookup.
    contestId: ref('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'contest_votes_pkey', columns: [t.submissionId, t.accountId] }),
    index('contest_votes_contest_account_idx').on(t.contestId, t.accountId),
  ],
);
