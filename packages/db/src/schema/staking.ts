import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { address, at, blockNumber, blockRef, chain, createdAt, hash, id, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { collections } from './collections';
import { media } from './media';

/**
 * A staking activity (campaign): stake NFTs of a contract or collection during a period to share a
 * reward pool. Ongoing or finished follows from `ends_at`, so there is no status to keep in sync.
 * Rows of the stake contract's `ActivityCreated` carry its block (a reorg deletes them); the eligible
 * contracts are in `staking_activity_contracts` (docs/decisions/041-staking-in-the-product.md).
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
    // Most stakes at a time (units), null when uncapped.
    stakeCap: uint256('stake_cap'),
    operator: address('operator'),
    // Unallocated reward the operator withdrew after the end.
    rewardWithdrawn: uint256('reward_withdrawn').notNull().default('0'),
    txHash: hash('tx_hash'),
    blockNumber: blockNumber(),
    blockHash: hash('block_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staking_activities_pool_key')
      .on(t.chain, t.stakeContractAddress, t.poolId)
      .where(sql`pool_id is not null`),
    index('staking_activities_block_idx')
      .on(t.chain, t.blockNumber)
      .where(sql`block_number is not null`),
    index('staking_activities_ends_idx').on(t.endsAt, t.id),
    index('staking_activities_chain_idx').on(t.chain, t.endsAt),
    check('staking_activities_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('staking_activities_lock_non_negative', sql`${t.lockPeriodSeconds} >= 0`),
    check('staking_activities_reward_non_negative', sql`${t.rewardTotal} >= 0`),
    lowercaseHex('staking_activities_contract_lowercase', t.stakeContractAddress),
  ],
);

/** The contracts whose NFTs an activity accepts (the contract's eligible collections). */
export const stakingActivityContracts = pgTable(
  'staking_activity_contracts',
  {
    activityId: ref('activity_id')
      .notNull()
      .references(() => stakingActivities.id, { onDelete: 'cascade' }),
    contractAddress: address('contract_address').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.contractAddress] }),
    index('staking_activity_contracts_contract_idx').on(t.contractAddress),
    lowercaseHex('staking_activity_contracts_lowercase', t.contractAddress),
  ],
);

export const stakeStatus = pgEnum('stake_status', ['staked', 'unstaked']);

/**
 * One staked position, derived from the stake contract's Staked/Unstaked logs. The block columns
 * name the `Staked` log (a reorg deletes the row), the `unstaked_*` ones the `Unstaked` log (a reorg
 * makes the stake active again). While staked the NFT is held by the stake contract on chain; this
 * row names the holder-in-stake (docs/decisions/041-staking-in-the-product.md).
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
    // The stake's id in the stake contract.
    stakeKey: uint256('stake_key'),
    // Reward given up by unstaking before the lock period ended (back to the activity's unallocated pool).
    forfeited: uint256('forfeited'),
    txHash: hash('tx_hash').notNull(),
    logIndex: integer('log_index'),
    ...blockRef(),
    unstakedTxHash: hash('unstaked_tx_hash'),
    unstakedBlockNumber: blockNumber('unstaked_block_number'),
    unstakedBlockHash: hash('unstaked_block_hash'),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec: staking the same NFT twice is refused (the contract too: "already staked"); ERC-1155 copies of
    // one holder may sit in one stake per activity (the contract's erc1155StakeId).
    uniqueIndex('stakes_active_key')
      .on(t.activityId, t.contractAddress, t.tokenId, t.staker)
      .where(sql`status = 'staked'`),
    index('stakes_token_idx')
      .on(t.chain, t.contractAddress, t.tokenId)
      .where(sql`status = 'staked'`),
    uniqueIndex('stakes_log_key')
      .on(t.chain, t.txHash, t.logIndex)
      .where(sql`log_index is not null`),
    index('stakes_unstaked_block_idx')
      .on(t.chain, t.unstakedBlockNumber)
      .where(sql`unstaked_block_number is not null`),
    index('stakes_staker_idx').on(t.staker, t.status, t.stakedAt),
    index('stakes_activity_idx').on(t.activityId, t.status),
    index('stakes_block_idx').on(t.chain, t.blockNumber),
    check('stakes_quantity_positive', sql`${t.quantity} > 0`),
    check('stakes_unstaked_time', sql`(${t.status} = 'unstaked') = (${t.unstakedAt} is not null)`),
    lowercaseHex('stakes_contract_lowercase', t.contractAddress),
    lowercaseHex('stakes_staker_lowercase', t.staker),
  ],
);
