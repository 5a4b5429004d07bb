import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { address, at, blockNumber, chain, createdAt, hash, id, lowercaseHex, ref, uint256 } from './columns';
import { stakes, stakingActivities } from './staking';

/**
 * Daily reward accrual per stake (spec: rewards update daily). Expected reward is the sum of these
 * rows; claimable reward is that sum minus the paid and pending claims.
 */
export const stakeRewards = pgTable(
  'stake_rewards',
  {
    id: id(),
    stakeId: ref('stake_id')
      .notNull()
      .references(() => stakes.id, { onDelete: 'cascade' }),
    activityId: ref('activity_id')
      .notNull()
      .references(() => stakingActivities.id, { onDelete: 'cascade' }),
    staker: address('staker').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: uint256('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One accrual per stake and day, so a re-run of the daily job adds nothing.
    uniqueIndex('stake_rewards_day_key').on(t.stakeId, t.day),
    index('stake_rewards_staker_idx').on(t.staker, t.activityId),
    check('stake_rewards_amount_non_negative', sql`${t.amount} >= 0`),
    lowercaseHex('stake_rewards_staker_lowercase', t.staker),
  ],
);

/** Spec: rewards are claimed, then airdropped within two days; `paid` once the payout tx is seen. */
export const rewardClaimStatus = pgEnum('reward_claim_status', ['pending', 'paid', 'failed']);

export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: id(),
    activityId: ref('activity_id')
      .notNull()
      .references(() => stakingActivities.id, { onDelete: 'cascade' }),
    chain: chain().notNull(),
    staker: address('staker').notNull(),
    // The stake a `Claimed` log paid (docs/decisions/041-staking-in-the-product.md).
    stakeId: ref('stake_id').references(() => stakes.id, { onDelete: 'cascade' }),
    amount: uint256('amount').notNull(),
    currency: address('currency').notNull(),
    status: rewardClaimStatus('status').notNull().default('pending'),
    txHash: hash('tx_hash'),
    logIndex: integer('log_index'),
    blockNumber: blockNumber(),
    blockHash: hash('block_hash'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('reward_claims_log_key').on(t.chain, t.txHash, t.logIndex),
    index('reward_claims_staker_idx').on(t.staker, t.activityId, t.status),
    index('reward_claims_block_idx')
      .on(t.chain, t.blockNumber)
      .where(sql`block_number is not null`),
    check('reward_claims_amount_positive', sql`${t.amount} > 0`),
    check(
      'reward_claims_paid_has_tx',
      sql`(${t.status} = 'paid') = (${t.txHash} is not null and ${t.logIndex} is not null and ${t.blockNumber} is not null and ${t.blockHash} is not null)`,
    ),
    lowercaseHex('reward_claims_staker_lowercase', t.staker),
  ],
);
