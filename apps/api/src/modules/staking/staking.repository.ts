import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  collections,
  contracts,
  indexerBlocks,
  nfts,
  ownerships,
  rewardClaims,
  stakes,
  stakingActivities,
  stakingActivityContracts,
  type Database,
} from '@nft/db';
import type { StakingStatus } from '@nft/api-contract';

export type ActivityRow = typeof stakingActivities.$inferSelect;
export type StakeRow = typeof stakes.$inferSelect;

/** Indexed activities (the ones from the stake contract's logs), ongoing = not ended at `now`. */
export async function findActivities(db: Database, status: StakingStatus, chain: string | undefined, now: Date, limit: number) {
  const period = status === 'ongoing' ? gt(stakingActivities.endsAt, now) : lte(stakingActivities.endsAt, now);
  return db
    .select()
    .from(stakingActivities)
    .where(and(period, sql`${stakingActivities.poolId} is not null`, chain ? eq(stakingActivities.chain, chain) : undefined))
    .orderBy(status === 'ongoing' ? asc(stakingActivities.endsAt) : desc(stakingActivities.endsAt), desc(stakingActivities.id))
    .limit(limit);
}

export async function findActivity(db: Database, chain: string, poolId: string) {
  const [row] = await db
    .select()
    .from(stakingActivities)
    .where(and(eq(stakingActivities.chain, chain), eq(stakingActivities.poolId, poolId)));
  return row;
}

export async function eligibleCollections(db: Database, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({
      activityId: stakingActivityContracts.activityId,
      contractAddress: stakingActivityContracts.contractAddress,
      collectionId: contracts.collectionId,
      name: sql<string | null>`coalesce(${collections.name}, ${contracts.name})`,
    })
    .from(stakingActivityContracts)
    .innerJoin(stakingActivities, eq(stakingActivities.id, stakingActivityContracts.activityId))
    .leftJoin(contracts, and(eq(contracts.chain, stakingActivities.chain), eq(contracts.address, stakingActivityContracts.contractAddress)))
    .leftJoin(collections, eq(collections.id, contracts.collectionId))
    .where(inArray(stakingActivityContracts.activityId, activityIds));
}

/** Every stake of these activities (the reward replay needs them all), oldest first. */
export async function stakesOf(db: Database, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db.select().from(stakes).where(inArray(stakes.activityId, activityIds)).orderBy(asc(stakes.stakedAt), asc(stakes.id));
}

export async function claimsOf(db: Database, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({
      activityId: rewardClaims.activityId,
      stakeId: rewardClaims.stakeId,
      amount: rewardClaims.amount,
      paidAt: rewardClaims.paidAt,
      blockNumber: rewardClaims.blockNumber,
    })
    .from(rewardClaims)
    .where(and(inArray(rewardClaims.activityId, activityIds), eq(rewardClaims.status, 'paid')));
}

/** The activities an account has stakes in (with this status), newest stake first. */
export async function activityIdsOfStaker(
  db: Database,
  staker: string,
  status: 'staked' | 'unstaked',
  chain: string | undefined,
  limit: number,
) {
  const rows = await db
    .select({ activityId: stakes.activityId, id: stakes.id })
    .from(stakes)
    .where(and(eq(stakes.staker, staker), eq(stakes.status, status), chain ? eq(stakes.chain, chain) : undefined))
    .orderBy(desc(stakes.stakedAt), desc(stakes.id))
    .limit(limit);
  return { activityIds: [...new Set(rows.map((r) => r.activityId))], stakeIds: new Set(rows.map((r) => r.id)) };
}

export async function activitiesById(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(stakingActivities).where(inArray(stakingActivities.id, ids));
}

export async function nftsOf(db: Database, keys: { chain: string; contractAddress: string; tokenId: string }[]) {
  if (keys.length === 0) return [];
  const list = sql.join(
    keys.map((k) => sql`(${k.chain}, ${k.contractAddress}, ${k.tokenId}::numeric)`),
    sql`, `,
  );
  return db
    .select({
      chain: nfts.chain,
      contractAddress: nfts.contractAddress,
      tokenId: nfts.tokenId,
      name: nfts.name,
      imageMediaId: nfts.imageMediaId,
    })
    .from(nfts)
    .where(sql`(${nfts.chain}, ${nfts.contractAddress}, ${nfts.tokenId}) in (${list})`);
}

/** What the holder owns of a token, and its standard. */
export async function holding(db: Database, chain: string, contractAddress: string, tokenId: string, owner: string) {
  const [row] = await db
    .select({ standard: contracts.standard, balance: ownerships.balance })
    .from(contracts)
    .leftJoin(
      ownerships,
      and(
        eq(ownerships.chain, contracts.chain),
        eq(ownerships.contractAddress, contracts.address),
        eq(ownerships.tokenId, tokenId),
        eq(ownerships.owner, owner),
      ),
    )
    .where(and(eq(contracts.chain, chain), eq(contracts.address, contractAddress)));
  return row;
}

export async function activeStakeOf(db: Database, chain: string, contractAddress: string, tokenId: string) {
  const [row] = await db
    .select({ id: stakes.id })
    .from(stakes)
    .where(
      and(eq(stakes.chain, chain), eq(stakes.contractAddress, contractAddress), eq(stakes.tokenId, tokenId), eq(stakes.status, 'staked')),
    )
    .limit(1);
  return row;
}

export async function stakesByKeys(db: Database, chain: string, stakeKeys: string[]) {
  return db
    .select({ stake: stakes, activity: stakingActivities })
    .from(stakes)
    .innerJoin(stakingActivities, eq(stakingActivities.id, stakes.activityId))
    .where(and(eq(stakes.chain, chain), inArray(stakes.stakeKey, stakeKeys)));
}

/**
 * The chain's time as far as indexed: the newest recorded block's timestamp. Rewards and locks follow the chain's
 * clock, which a local chain may have moved ahead of the wall clock (anvil time travel).
 */
export async function chainTime(db: Database, chain: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${indexerBlocks.timestamp})` })
    .from(indexerBlocks)
    .where(eq(indexerBlocks.chain, chain));
  return row?.at ? new Date(row.at) : undefined;
}

/** An activity's title and description, its row locked until the transaction ends; undefined when it is not indexed. */
export async function lockActivityDetails(tx: Database, chain: string, poolId: string) {
  const [row] = await tx
    .select({ title: stakingActivities.title, description: stakingActivities.description })
    .from(stakingActivities)
    .where(and(eq(stakingActivities.chain, chain), eq(stakingActivities.poolId, poolId)))
    .for('update');
  return row;
}

export async function writeActivityDetails(
  tx: Database,
  chain: string,
  poolId: string,
  details: { title: string; description: string | null },
) {
  await tx
    .update(stakingActivities)
    .set(details)
    .where(and(eq(stakingActivities.chain, chain), eq(stakingActivities.poolId, poolId)));
}
