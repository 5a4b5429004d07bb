import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { address, at, blockRef, chain, createdAt, hash, id, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { collections } from './collections';
import { media } from './media';

/**
 * A staking activity (campaign): stake NFTs of a contract or collection during a period to share a
 * reward pool. Ongoing or finished follows from `ends_at`, so there is no status to keep in sync.
 */
export const stakingActivities = pgTable(
  'staking_activities',
  {
    id: id(),
    chain: chain().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    bannerMediaId: ref('banner_media_id').references(() => media.id, { onDelete: 'set null' }),
    stakeContractAddress: address('stake_contract_address').notNull(),
    // The pool id inside the stake contract, when the contract hosts several activities.
    poolId: uint256('pool_id'),
    nftContractAddress: address('nft_contract_address'),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    // ERC-20 address, or the zero address for the native currency.
    rewardCurrency: address('reward_currency').notNull(),
    rewardTotal: uint256('reward_total').notNull(),
    lockPeriodSeconds: integer('lock_period_seconds').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staking_activities_ends_idx').on(t.endsAt, t.id),
    index('staking_activities_chain_idx').on(t.chain, t.endsAt),
    check('staking_activities_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('staking_activities_lock_non_negative', sql`${t.lockPeriodSeconds} >= 0`),
    check('staking_activities_reward_non_negative', sql`${t.rewardTotal} >= 0`),
    lowercaseHex('staking_activities_contract_lowercase', t.stakeContractAddress),
  ],
);

export const stakeStatus = pgEnum('stake_status', ['staked', 'unstaked']);

/**
 * One staked position, derived from the stake contract's Staked/Unstaked logs. The block columns
 * name the last log that changed it, so a reorg can roll it back.
 */
export const stakes = pgTable(
  'stakes',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => stakingActivities.id, { onDelete: 'cascade' }),
    chain: chain().notNull(),
    contractAddress: address('contract_address').notNull(),
    tokenId: uint256('token_id').notNull(),
    staker: address('staker').notNull(),
    quantity: uint256('quantity').notNull().default('1'),
    status: stakeStatus('status').notNull().default('staked'),
    stakedAt: at('staked_at').notNull(),
    lockUntil: at('lock_until').notNull(),
    unstakedAt: at('unstaked_at'),
    txHash: hash('tx_hash').notNull(),
    ...blockRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec: staking the same NFT twice is refused.
    uniqueIndex('stakes_active_key')
      .on(t.chain, t.contractAddress, t.tokenId, t.staker)
      .where(sql`status = 'staked'`),
    index('stakes_staker_idx').on(t.staker, t.status, t.stakedAt),
    index('stakes_activity_idx').on(t.activityId, t.status),
    index('stakes_block_idx').on(t.chain, t.blockNumber),
    check('stakes_quantity_positive', sql`${t.quantity} > 0`),
    check('stakes_unstaked_time', sql`(${t.status} = 'unstaked') = (${t.unstakedAt} is not null)`),
    lowercaseHex('stakes_contract_lowercase', t.contractAddress),
    lowercaseHex('stakes_staker_lowercase', t.staker),
  ],
);
