import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { contracts, rewardClaims, stakes, stakingActivities, stakingActivityContracts, type Database } from '@nft/db';
import type { LogPosition, StakingChange } from '../effects/block-effects';

const block = (position: LogPosition) => ({ blockNumber: position.blockNumber, blockHash: position.blockHash });
const seconds = (value: number) => new Date(value * 1000);

/** The activity row of a stake contract's activity id, if indexed. */
async function activityRow(db: Database, chain: string, stakeContract: string, activityId: bigint) {
  const [row] = await db
    .select({ id: stakingActivities.id, rewardCurrency: stakingActivities.rewardCurrency })
    .from(stakingActivities)
    .where(
      and(
        eq(stakingActivities.chain, chain),
        eq(stakingActivities.stakeContractAddress, stakeContract),
        eq(stakingActivities.poolId, activityId.toString()),
      ),
    );
  return row;
}

/**
 * Writes the stake contract's logs in log order (inside the range's transaction). Every write is keyed
 * by its log or is a no-op when repeated, so replaying a range changes nothing
 * (docs/decisions/041-staking-in-the-product.md).
 */
export async function writeStaking(db: Database, chain: string, changes: StakingChange[]): Promise<void> {
  for (const change of changes) {
    const stakeContract = change.position.address;
    if (change.kind === 'activity') {
      if (await activityRow(db, chain, stakeContract, change.activityId)) continue;
      const [first] = change.collections;
      const [registered] = first
        ? await db
            .select({ collectionId: contracts.collectionId })
            .from(contracts)
            .where(and(eq(contracts.chain, chain), eq(contracts.address, first)))
        : [];
      const [created] = await db
        .insert(stakingActivities)
        .values({
          chain,
          title: `Staking #${change.activityId}`,
          stakeContractAddress: stakeContract,
          poolId: change.activityId.toString(),
          nftContractAddress: first ?? null,
          collectionId: registered?.collectionId ?? null,
          rewardCurrency: change.rewardToken,
          rewardTotal: change.rewardAmount.toString(),
          lockPeriodSeconds: change.lockPeriod,
          startsAt: seconds(change.startTime),
          endsAt: seconds(change.endTime),
          stakeCap: change.maxStaked === 0n ? null : change.maxStaked.toString(),
          operator: change.operator,
          txHash: change.position.txHash,
          ...block(change.position),
        })
        .returning({ id: stakingActivities.id });
      const eligible = [...new Set(change.collections)].map((contractAddress) => ({ activityId: created!.id, contractAddress }));
      if (eligible.length > 0) await db.insert(stakingActivityContracts).values(eligible).onConflictDoNothing();
      continue;
    }
    const activity = await activityRow(db, chain, stakeContract, change.activityId);
    // A stake of an activity created before the followed range: nothing to attach it to.
    if (!activity) continue;
    if (change.kind === 'staked') {
      await db
        .insert(stakes)
        .values({
          activityId: activity.id,
          chain,
          contractAddress: change.collection,
          tokenId: change.tokenId,
          staker: change.staker,
          quantity: change.amount.toString(),
          stakedAt: change.position.occurredAt,
          lockUntil: seconds(change.unlockAt),
          stakeKey: change.stakeId.toString(),
          txHash: change.position.txHash,
          logIndex: change.position.logIndex,
          ...block(change.position),
        })
        .onConflictDoNothing();
    } else if (change.kind === 'unstaked') {
      await db
        .update(stakes)
        .set({
          status: 'unstaked',
          unstakedAt: change.position.occurredAt,
          forfeited: change.forfeited.toString(),
          unstakedTxHash: change.position.txHash,
          unstakedBlockNumber: change.position.blockNumber,
          unstakedBlockHash: change.position.blockHash,
        })
        .where(and(eq(stakes.activityId, activity.id), eq(stakes.stakeKey, change.stakeId.toString()), eq(stakes.status, 'staked')));
    } else {
      const [stake] = await db
        .select({ id: stakes.id })
        .from(stakes)
        .where(and(eq(stakes.activityId, activity.id), eq(stakes.stakeKey, change.stakeId.toString())));
      if (change.reward === 0n) continue;
      await db
        .insert(rewardClaims)
        .values({
          activityId: activity.id,
          chain,
          staker: change.staker,
          stakeId: stake?.id ?? null,
          amount: change.reward.toString(),
          currency: change.rewardToken,
          status: 'paid',
          txHash: change.position.txHash,
          logIndex: change.position.logIndex,
          ...block(change.position),
          paidAt: change.position.occurredAt,
        })
        .onConflictDoNothing();
    }
  }
}

/**
 * Undoes the staking rows of blocks from `fromBlock` on (inside the rollback's transaction): claims and
 * stakes are deleted, unstakes reopened, activities deleted (their stakes and claims with them).
 */
export async function rollBackStaking(db: Database, chain: string, fromBlock: number): Promise<void> {
  await db
    .delete(rewardClaims)
    .where(and(eq(rewardClaims.chain, chain), isNotNull(rewardClaims.blockNumber), gt(rewardClaims.blockNumber, fromBlock - 1)));
  await db.delete(stakes).where(and(eq(stakes.chain, chain), gt(stakes.blockNumber, fromBlock - 1)));
  await db
    .update(stakes)
    .set({
      status: 'staked',
      unstakedAt: null,
      forfeited: null,
      unstakedTxHash: null,
      unstakedBlockNumber: null,
      unstakedBlockHash: null,
    })
    .where(and(eq(stakes.chain, chain), gt(stakes.unstakedBlockNumber, fromBlock - 1)));
  await db
    .delete(stakingActivities)
    .where(
      and(eq(stakingActivities.chain, chain), isNotNull(stakingActivities.blockNumber), gt(stakingActivities.blockNumber, fromBlock - 1)),
    );
}
