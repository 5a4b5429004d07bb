import type { BlockEffects, LogPosition } from '../effects/block-effects';

export interface ActivityCreatedArgs {
  activityId: bigint;
  operator: string;
  rewardToken: string;
  collections: readonly string[];
  rewardAmount: bigint;
  startTime: bigint;
  endTime: bigint;
  lockPeriod: bigint;
  maxStaked: bigint;
}

export interface StakedArgs {
  stakeId: bigint;
  activityId: bigint;
  staker: string;
  collection: string;
  tokenId: bigint;
  amount: bigint;
  unlockAt: bigint;
}

export interface UnstakedArgs {
  stakeId: bigint;
  activityId: bigint;
  staker: string;
  forfeited: bigint;
}

export interface ClaimedArgs {
  stakeId: bigint;
  activityId: bigint;
  staker: string;
  rewardToken: string;
  reward: bigint;
}

const lower = (value: string) => value.toLowerCase();

/** The stake contract's `ActivityCreated`: a funded activity and its eligible collections. */
export function handleActivityCreated(effects: BlockEffects, position: LogPosition, args: ActivityCreatedArgs): void {
  effects.staking.push({
    kind: 'activity',
    position,
    activityId: args.activityId,
    operator: lower(args.operator),
    rewardToken: lower(args.rewardToken),
    collections: args.collections.map(lower),
    rewardAmount: args.rewardAmount,
    startTime: Number(args.startTime),
    endTime: Number(args.endTime),
    lockPeriod: Number(args.lockPeriod),
    maxStaked: args.maxStaked,
  });
}

export function handleStaked(effects: BlockEffects, position: LogPosition, args: StakedArgs): void {
  effects.staking.push({
    kind: 'staked',
    position,
    stakeId: args.stakeId,
    activityId: args.activityId,
    staker: lower(args.staker),
    collection: lower(args.collection),
    tokenId: args.tokenId.toString(),
    amount: args.amount,
    unlockAt: Number(args.unlockAt),
  });
}

export function handleUnstaked(effects: BlockEffects, position: LogPosition, args: UnstakedArgs): void {
  effects.staking.push({ kind: 'unstaked', position, stakeId: args.stakeId, activityId: args.activityId, forfeited: args.forfeited });
}

export function handleClaimed(effects: BlockEffects, position: LogPosition, args: ClaimedArgs): void {
  effects.staking.push({
    kind: 'claimed',
    position,
    stakeId: args.stakeId,
    activityId: args.activityId,
    staker: lower(args.staker),
    rewardToken: lower(args.rewardToken),
    reward: args.reward,
  });
}
