import { encodeAbiParameters, encodeFunctionData, formatUnits, parseAbi } from 'viem';
import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type {
  AccountStakesQuery,
  Amount,
  Stake,
  StakingActivitiesQuery,
  StakingActivity,
  StakingActivityDetail,
  StakingBuildBody,
  StakingBuildResponse,
} from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { loadMedia } from '../media/media.repository';
import { replayRewards, type ActivityRewards } from './reward-math';
import * as repo from './staking.repository';

const stakingAbi = parseAbi([
  'function claimMany(uint256[] stakeIds) returns (uint256)',
  'function unstakeMany(uint256[] stakeIds) returns (uint256, uint256)',
]);
const nftAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);

export type StakingService = {
  activities(query: StakingActivitiesQuery): Promise<{ items: StakingActivity[] }>;
  activity(chain: string, id: string, staker: string | undefined): Promise<StakingActivityDetail>;
  accountStakes(address: string, query: AccountStakesQuery): Promise<{ items: Stake[] }>;
  build(session: AuthSession, body: StakingBuildBody): Promise<StakingBuildResponse>;
};

export type StakingServiceDeps = { db: Database; chains: ChainRegistry; publicUrl: string; now?: () => Date };

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** One activity's rewards as of `at`, replayed from its indexed stakes and claims with the contract's steps (reward-math.ts). */
export function activityRewards(
  activity: repo.ActivityRow,
  stakes: repo.StakeRow[],
  claims: Awaited<ReturnType<typeof repo.claimsOf>>,
  at: Date,
): ActivityRewards {
  return replayRewards(
    { reward: BigInt(activity.rewardTotal), startsAt: seconds(activity.startsAt), endsAt: seconds(activity.endsAt) },
    stakes.map((s) => ({
      key: String(s.id),
      quantity: BigInt(s.quantity),
      stakedAt: seconds(s.stakedAt),
      lockUntil: seconds(s.lockUntil),
      unstakedAt: s.unstakedAt ? seconds(s.unstakedAt) : null,
      stakedBlock: Number(s.blockNumber),
      unstakedBlock: s.unstakedBlockNumber === null ? null : Number(s.unstakedBlockNumber),
      claims: claims
        .filter((c) => c.stakeId === s.id)
        .map((c) => ({
          at: seconds(c.paidAt ?? s.stakedAt),
          amount: BigInt(c.amount),
          block: c.blockNumber === null ? null : Number(c.blockNumber),
        })),
    })),
    seconds(at),
  );
}

/** The replayed rewards of one indexed activity as of `at` (tests compare them with the contract's views). */
export async function replayActivity(db: Database, chain: string, poolId: string, at: Date): Promise<ActivityRewards | undefined> {
  const activity = await repo.findActivity(db, chain, poolId);
  if (!activity) return undefined;
  const [stakes, claims] = await Promise.all([repo.stakesOf(db, [activity.id]), repo.claimsOf(db, [activity.id])]);
  return activityRewards(activity, stakes, claims, at);
}

/**
 * Staking reads and wallet transactions (docs/decisions/041-staking-in-the-product.md). Rewards are replayed
 * from the indexed stakes and claims with the contract's formula (reward-math.ts), as of the request.
 */
export function createStakingService({ db, chains, publicUrl, now = () => new Date() }: StakingServiceDeps): StakingService {
  const chainOf = (symbol: string) => chains.all().find((chain) => chain.symbol === symbol);
  const tokenOf = (chain: string, address: string) => {
    const found = chainOf(chain)?.paymentTokens.find((token) => token.address.toLowerCase() === address.toLowerCase());
    return { address, symbol: found?.symbol ?? `${address.slice(0, 6)}…`, decimals: found?.decimals ?? 18 };
  };
  /** Now on `chain`: the wall clock, or the newest indexed block's time when the chain runs ahead (decision 041). */
  const clock = async (chain: string | undefined) => {
    const wall = now();
    const indexed = chain ? await repo.chainTime(db, chain) : undefined;
    return indexed && indexed > wall ? indexed : wall;
  };
  const amount = (value: bigint, decimals: number): Amount => ({ value: value.toString(), display: formatUnits(value, decimals) });

  /** Replays every given activity's stakes and claims up to `at`. */
  async function replay(activities: repo.ActivityRow[], at: Date) {
    const ids = activities.map((a) => a.id);
    const [allStakes, claims, eligible] = await Promise.all([
      repo.stakesOf(db, ids),
      repo.claimsOf(db, ids),
      repo.eligibleCollections(db, ids),
    ]);
    const results = new Map<number, { rewards: ActivityRewards; stakes: repo.StakeRow[]; paid: bigint }>();
    for (const activity of activities) {
      const own = allStakes.filter((s) => s.activityId === activity.id);
      const ownClaims = claims.filter((c) => c.activityId === activity.id);
      const rewards = activityRewards(activity, own, ownClaims, at);
      results.set(activity.id, { rewards, stakes: own, paid: ownClaims.reduce((sum, c) => sum + BigInt(c.amount), 0n) });
    }
    return { results, eligible };
  }

  function toActivity(
    activity: repo.ActivityRow,
    replayed: { rewards: ActivityRewards; stakes: repo.StakeRow[]; paid: bigint },
    eligible: Awaited<ReturnType<typeof repo.eligibleCollections>>,
    at: Date,
  ): StakingActivity {
    const token = tokenOf(activity.chain, activity.rewardCurrency);
    const total = BigInt(activity.rewardTotal);
    return {
      chain: activity.chain,
      chainName: chainOf(activity.chain)?.chainName ?? activity.chain,
      id: activity.poolId!,
      title: activity.title,
      description: activity.description,
      stakeContract: activity.stakeContractAddress,
      status: activity.endsAt > at ? 'ongoing' : 'finished',
      collections: eligible
        .filter((e) => e.activityId === activity.id)
        .map((e) => ({ contractAddress: e.contractAddress, collectionId: e.collectionId, name: e.name })),
      rewardToken: token,
      reward: amount(total, token.decimals),
      remaining: amount(replayed.rewards.remaining, token.decimals),
      paid: amount(replayed.paid, token.decimals),
      ratePerSecond: replayed.rewards.rate.toString(),
      totalStaked: replayed.rewards.totalStaked.toString(),
      stakers: new Set(replayed.stakes.filter((s) => s.status === 'staked').map((s) => s.staker)).size,
      startsAt: activity.startsAt.toISOString(),
      endsAt: activity.endsAt.toISOString(),
      lockPeriodSeconds: activity.lockPeriodSeconds,
      maxStaked: activity.stakeCap,
      asOf: at.toISOString(),
    };
  }

  async function toStakes(activity: repo.ActivityRow, rows: repo.StakeRow[], rewards: ActivityRewards, at: Date): Promise<Stake[]> {
    const token = tokenOf(activity.chain, activity.rewardCurrency);
    const found = await repo.nftsOf(db, rows);
    const media = await loadMedia(
      db,
      found.map((n) => n.imageMediaId),
      publicUrl,
    );
    return rows.map((row) => {
      const reward = rewards.stakes.find((r) => r.key === String(row.id))!;
      const nft = found.find((n) => n.chain === row.chain && n.contractAddress === row.contractAddress && n.tokenId === row.tokenId);
      return {
        chain: row.chain,
        activityId: activity.poolId!,
        stakeId: row.stakeKey ?? String(row.id),
        contractAddress: row.contractAddress,
        tokenId: row.tokenId,
        name: nft?.name ?? null,
        imageUrl: media(nft?.imageMediaId)?.url ?? null,
        staker: row.staker,
        quantity: row.quantity,
        status: row.status,
        stakedAt: row.stakedAt.toISOString(),
        unlockAt: row.lockUntil.toISOString(),
        unstakedAt: row.unstakedAt?.toISOString() ?? null,
        lockPeriodSeconds: activity.lockPeriodSeconds,
        rewardToken: token,
        expectedReward: amount(reward.expected, token.decimals),
        claimableReward: amount(reward.claimable, token.decimals),
        claimedReward: amount(reward.claimed, token.decimals),
        rewardPerSecond: reward.perSecond.toString(),
        endsAt: activity.endsAt.toISOString(),
        asOf: at.toISOString(),
      };
    });
  }

  return {
    async activities({ status, chain, limit }) {
      const at = await clock(chain);
      const rows = await repo.findActivities(db, status, chain, at, limit);
      const { results, eligible } = await replay(rows, at);
      return { items: rows.map((row) => toActivity(row, results.get(row.id)!, eligible, at)) };
    },

    async activity(chain, id, staker) {
      const at = await clock(chain);
      const row = await repo.findActivity(db, chain, id);
      if (!row) throw new AppError('staking_activity_not_found');
      const { results, eligible } = await replay([row], at);
      const replayed = results.get(row.id)!;
      const changes = replayed.stakes
        .flatMap((s) => [
          { at: s.stakedAt, delta: BigInt(s.quantity) },
          ...(s.unstakedAt ? [{ at: s.unstakedAt, delta: -BigInt(s.quantity) }] : []),
        ])
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      let total = 0n;
      const history = changes.map((c) => ({ at: c.at.toISOString(), totalStaked: (total += c.delta).toString() }));
      const mine = staker ? replayed.stakes.filter((s) => s.staker === staker && s.status === 'staked') : [];
      return {
        ...toActivity(row, replayed, eligible, at),
        history,
        stakes: await toStakes(row, mine, replayed.rewards, at),
      };
    },

    async accountStakes(address, { status, chain, limit }) {
      const { activityIds, stakeIds } = await repo.activityIdsOfStaker(db, address, status, chain, limit);
      const activities = await repo.activitiesById(db, activityIds);
      const items: Stake[] = [];
      for (const activity of activities) {
        // Each chain on its own clock (a local chain may run ahead).
        const at = await clock(activity.chain);
        const { results } = await replay([activity], at);
        const replayed = results.get(activity.id)!;
        items.push(
          ...(await toStakes(
            activity,
            replayed.stakes.filter((s) => stakeIds.has(s.id)),
            replayed.rewards,
            at,
          )),
        );
      }
      items.sort((a, b) => b.stakedAt.localeCompare(a.stakedAt));
      return { items };
    },

    async build(session, body) {
      const chain = chainOf(body.chain);
      const stakeContract = chain && chain.family === 'evm' ? chain.stakeContract : undefined;
      if (!stakeContract) throw new AppError('unsupported_chain');
      const caller = session.address.toLowerCase();
      const at = await clock(body.chain);
      if (body.action === 'stake') {
        const activity = await repo.findActivity(db, body.chain, body.activityId);
        if (!activity) throw new AppError('staking_activity_not_found');
        if (activity.startsAt > at || activity.endsAt <= at) throw new AppError('staking_not_running');
        const eligible = new Set((await repo.eligibleCollections(db, [activity.id])).map((e) => e.contractAddress));
        const data = encodeAbiParameters([{ type: 'uint256' }], [BigInt(body.activityId)]);
        const steps = [];
        for (const item of body.items) {
          if (!eligible.has(item.contractAddress)) throw new AppError('staking_not_eligible');
          if (await repo.activeStakeOf(db, body.chain, item.contractAddress, item.tokenId)) throw new AppError('already_staked');
          const held = await repo.holding(db, body.chain, item.contractAddress, item.tokenId, caller);
          if (!held?.balance || BigInt(held.balance) < BigInt(item.amount)) throw new AppError('forbidden');
          const is1155 = held.standard === 'ERC-1155';
          steps.push({
            kind: 'transaction' as const,
            description: `Stake ${item.contractAddress} #${item.tokenId}`,
            to: item.contractAddress,
            data: is1155
              ? encodeFunctionData({
                  abi: nftAbi,
                  functionName: 'safeTransferFrom',
                  args: [caller as `0x${string}`, stakeContract as `0x${string}`, BigInt(item.tokenId), BigInt(item.amount), data],
                })
              : encodeFunctionData({
                  abi: nftAbi,
                  functionName: 'safeTransferFrom',
                  args: [caller as `0x${string}`, stakeContract as `0x${string}`, BigInt(item.tokenId), data],
                }),
            value: '0',
          });
        }
        return { steps };
      }
      const found = await repo.stakesByKeys(db, body.chain, body.stakeIds);
      for (const id of body.stakeIds) {
        const row = found.find((f) => f.stake.stakeKey === id);
        if (!row || row.stake.staker !== caller || row.stake.status !== 'staked') throw new AppError('stake_not_found');
        if (body.action === 'claim' && row.stake.lockUntil > at) throw new AppError('stake_locked');
      }
      return {
        steps: [
          {
            kind: 'transaction',
            description: body.action === 'claim' ? 'Claim staking rewards' : 'Unstake',
            to: stakeContract,
            data: encodeFunctionData({
              abi: stakingAbi,
              functionName: body.action === 'claim' ? 'claimMany' : 'unstakeMany',
              args: [body.stakeIds.map((id) => BigInt(id))],
            }),
            value: '0',
          },
        ],
      };
    },
  };
}
