import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, chain, chainFamily, createdAt, id, lowercaseHex, ref } from './columns';
import { media } from './media';
import { nfts } from './nfts';

/**
 * A design contest (spec: the Valentine's contest; top creators by vote are finalists), as data
 * (docs/decisions/044-contest-data-model-and-phases.md). Four dates make the phases: entries from
 * `submissions_start_at`, voting from `voting_starts_at` (= entries' end), judging from `voting_ends_at`,
 * results from `results_at` or once an operator sets `results_published_at`.
 */
export const contests = pgTable(
  'contests',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    titleJa: varchar('title_ja', { length: 200 }).notNull().default(''),
    description: text('description'),
    descriptionJa: text('description_ja'),
    rules: text('rules'),
    rulesJa: text('rules_ja'),
    bannerMediaId: ref('banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    submissionsStartAt: at('submissions_start_at').notNull(),
    submissionsEndAt: at('submissions_end_at').notNull(),
    votingStartsAt: at('voting_starts_at').notNull(),
    votingEndsAt: at('voting_ends_at').notNull(),
    resultsAt: at('results_at').notNull(),
    resultsPublishedAt: at('results_published_at'),
    // The top N entries by votes are finalists.
    finalistCount: integer('winner_count').notNull().default(24),
    votesPerAccount: integer('votes_per_account').notNull().default(1),
    entriesPerCreator: integer('entries_per_creator').notNull().default(1),
    // Empty = any chain / any collection.
    allowedChains: varchar('allowed_chains', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    allowedCollectionIds: integer('allowed_collection_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // Set by the retention purge once every entry's contact data is deleted (docs/security.md).
    contactsPurgedAt: at('contacts_purged_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contests_voting_ends_idx').on(t.votingEndsAt, t.id),
    index('contests_results_at_idx').on(t.resultsAt, t.id),
    check('contests_periods', sql`${t.submissionsEndAt} > ${t.submissionsStartAt} and ${t.votingEndsAt} > ${t.votingStartsAt}`),
    check('contests_phase_order', sql`${t.votingStartsAt} >= ${t.submissionsEndAt} and ${t.resultsAt} >= ${t.votingEndsAt}`),
    check('contests_winner_count_positive', sql`${t.finalistCount} > 0`),
    check('contests_limits_positive', sql`${t.votesPerAccount} > 0 and ${t.entriesPerCreator} > 0`),
  ],
);

export const contestPrizeAward = pgEnum('contest_prize_award', ['judges', 'votes']);

/** A prize: `winners` entries win `amount` of `token` each, picked by the judges among finalists or by votes. */
export const contestPrizes = pgTable(
  'contest_prizes',
  {
    id: id(),
    contestId: ref('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    amount: varchar('amount', { length: 40 }).notNull(),
    token: varchar('token', { length: 20 }).notNull(),
    awardedBy: contestPrizeAward('awarded_by').notNull(),
    winners: integer('winners').notNull().default(1),
  },
  (t) => [
    uniqueIndex('contest_prizes_position_key').on(t.contestId, t.position),
    check('contest_prizes_winners_positive', sql`${t.winners} > 0`),
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
    // The NFT's page path, canonical: /nft-detail/{chain}/{contract}/{tokenId}.
    nftUrl: text('nft_url').notNull(),
    nftId: ref('nft_id').references(() => nfts.id, { onDelete: 'set null' }),
    imageMediaId: ref('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    status: contestSubmissionStatus('status').notNull().default('pending'),
    reviewReason: varchar('review_reason', { length: 500 }),
    reviewedAt: at('reviewed_at'),
    // An entrant's withdrawal (entries phase only): hidden, its contact data deleted, the NFT may enter again.
    withdrawnAt: at('withdrawn_at'),
    // Cache of the rows in contest_votes that are not voided, for the ranking.
    voteCount: integer('vote_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_submissions_live_nft_key')
      .on(t.contestId, t.nftUrl)
      .where(sql`${t.withdrawnAt} is null`),
    index('contest_submissions_ranking_idx').on(t.contestId, t.voteCount, t.id),
    index('contest_submissions_account_idx').on(t.accountId),
    check('contest_submissions_votes_non_negative', sql`${t.voteCount} >= 0`),
    check('contest_submissions_reject_reason', sql`${t.status} <> 'rejected' or ${t.reviewReason} is not null`),
    lowercaseHex('contest_submissions_wallet_lowercase', t.walletAddress),
  ],
);

/**
 * Contact details of a submission (email, zip code, phone): personal data kept apart so that no
 * public query on submissions can select it by accident, and sealed with AES-256-GCM under
 * CONTEST_CONTACT_KEY (`sealed`, docs/security.md "Contest contact data"); deleted on withdrawal and
 * by the retention purge.
 */
export const contestSubmissionContacts = pgTable('contest_submission_contacts', {
  submissionId: ref('submission_id')
    .primaryKey()
    .references(() => contestSubmissions.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
});

/** A judged prize given to a finalist by the operators; prizes by votes follow from the tally and are not stored. */
export const contestAwards = pgTable(
  'contest_awards',
  {
    prizeId: ref('prize_id')
      .notNull()
      .references(() => contestPrizes.id, { onDelete: 'cascade' }),
    submissionId: ref('submission_id')
      .notNull()
      .references(() => contestSubmissions.id, { onDelete: 'cascade' }),
    contestId: ref('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'contest_awards_pkey', columns: [t.prizeId, t.submissionId] }),
    // One judged prize per entry.
    uniqueIndex('contest_awards_submission_key').on(t.contestId, t.submissionId),
  ],
);

/**
 * One signed vote per account and submission (docs/decisions/045-verifiable-contest-votes.md): the
 * signature over (contest, entry, voter, nonce) is kept so anyone can recount from the public tally.
 */
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
    voterAddress: address('voter_address').notNull(),
    family: chainFamily('family').notNull(),
    // The session chain: where an EIP-1271 contract wallet's answer was read.
    chain: chain().notNull(),
    nonce: varchar('nonce', { length: 66 }).notNull(),
    signature: text('signature').notNull(),
    pubkey: varchar('pubkey', { length: 132 }),
    voidedAt: at('voided_at'),
    voidReason: varchar('void_reason', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'contest_votes_pkey', columns: [t.submissionId, t.accountId] }),
    index('contest_votes_contest_account_idx').on(t.contestId, t.accountId),
    index('contest_votes_tally_idx').on(t.contestId, t.createdAt),
    // A signature is used once: the nonce is the voter's, whatever the contest.
    uniqueIndex('contest_votes_nonce_key').on(t.voterAddress, t.nonce),
    check('contest_votes_void_reason', sql`${t.voidedAt} is null or ${t.voidReason} is not null`),
    lowercaseHex('contest_votes_voter_lowercase', t.voterAddress),
  ],
);
