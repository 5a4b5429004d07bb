/**
 * The staking contract's reward accounting replayed from indexed events (docs/decisions/040-nft-staking-contract.md,
 * docs/decisions/041-staking-in-the-product.md), step for step like `NftStaking.sol`:
 * - released(t) = reward * (min(t, end) - start) / (end - start), so no rate rounding is lost;
 * - at every stake, claim and unstake, delta = released(now) - released(lastUpdate); with nothing staked it is
 *   unallocated, otherwise reward per unit grows by (delta * 1e18 + carry) / totalStaked and the remainder is
 *   carried to the next update;
 * - settling a stake turns amount * (rewardPerToken - paid) into whole units; the fraction goes to the dust,
 *   and every whole unit of dust becomes unallocated; when the last stake leaves, the carry joins the dust;
 * - unstaking before the lock forfeits the stake's settled reward to the unallocated pool.
 * The same integer steps as the contract, so the figures equal its `earned`/`claimable`/`getActivity` views
 * at the same block time (test: apps/embedded/src/staking-rewards-parity.test.ts).
 */
export const PRECISION = 10n ** 18n;

export interface RewardTerms {
  /** Funded reward, base units. */
  reward: bigint;
  /** Seconds since the epoch. */
  startsAt: number;
  endsAt: number;
}

export interface StakeHistory {
  key: string;
  quantity: bigint;
  stakedAt: number;
  lockUntil: number;
  unstakedAt: number | null;
  /** Block numbers of the Staked and Unstaked logs: order events of the same second like the chain did. */
  stakedBlock?: number;
  unstakedBlock?: number | null;
  /** Claims of this stake, any order. */
  claims: { at: number; amount: bigint; block?: number | null }[];
}

export interface StakeReward {
  key: string;
  /** Accrued and not yet claimed, as of `now` (zero once unstaked): the contract's `earned`. */
  expected: bigint;
  /** `expected` when the lock period is over, else zero: the contract's `claimable`. */
  claimable: bigint;
  claimed: bigint;
  /** What the stake earns per second right now (zero when the activity has ended or the stake is gone), for live figures. */
  perSecond: bigint;
}

export interface ActivityRewards {
  /** Reward per unit so far, scaled by PRECISION. */
  rewardPerToken: bigint;
  totalStaked: bigint;
  /** Reward per second of the whole activity, base units (floor of reward / duration), for live figures only. */
  rate: bigint;
  /** Not yet released by the period: the contract's `getActivity().remaining`. */
  remaining: bigint;
  /**
   * Released to nobody (periods with nothing staked, forfeits, whole units of dust): the contract's
   * `getActivity().unallocated + withdrawn` (withdrawals are not indexed).
   */
  unallocated: bigint;
  stakes: StakeReward[];
}

type Step = { at: number; block: number; order: number; apply: () => void };

export function rewardRate(terms: RewardTerms): bigint {
  const duration = BigInt(Math.max(1, terms.endsAt - terms.startsAt));
  return terms.reward / duration;
}

/** The reward the period has released by `at` (0 before the start, all of it from the end on), like the contract. */
export function releasedBy(terms: RewardTerms, at: number): bigint {
  if (at <= terms.startsAt) return 0n;
  if (at >= terms.endsAt) return terms.reward;
  return (terms.reward * BigInt(at - terms.startsAt)) / BigInt(terms.endsAt - terms.startsAt);
}

/** Replays the stakes of one activity up to `now` (seconds). */
export function replayRewards(terms: RewardTerms, stakes: StakeHistory[], now: number): ActivityRewards {
  const rate = rewardRate(terms);
  let rewardPerToken = 0n;
  let totalStaked = 0n;
  let carry = 0n;
  let dust = 0n;
  let unallocated = 0n;
  let lastUpdate = terms.startsAt;
  const update = (at: number) => {
    if (at <= lastUpdate) return;
    const delta = releasedBy(terms, at) - releasedBy(terms, lastUpdate);
    if (totalStaked === 0n) {
      unallocated += delta;
    } else if (delta !== 0n) {
      const scaled = delta * PRECISION + carry;
      rewardPerToken += scaled / totalStaked;
      carry = scaled % totalStaked;
    }
    lastUpdate = at;
  };
  const addDust = (value: bigint) => {
    dust += value;
    unallocated += dust / PRECISION;
    dust %= PRECISION;
  };
  const state = new Map(stakes.map((s) => [s.key, { paid: 0n, rewards: 0n, claimed: 0n, active: false }]));
  const steps: Step[] = [];
  for (const stake of stakes) {
    const own = state.get(stake.key)!;
    const settle = () => {
      const scaled = stake.quantity * (rewardPerToken - own.paid);
      own.paid = rewardPerToken;
      own.rewards += scaled / PRECISION;
      if (scaled % PRECISION !== 0n) addDust(scaled % PRECISION);
    };
    if (stake.stakedAt <= now) {
      steps.push({
        at: stake.stakedAt,
        block: stake.stakedBlock ?? 0,
        order: 1,
        apply: () => {
          own.paid = rewardPerToken;
          own.active = true;
          totalStaked += stake.quantity;
        },
      });
    }
    for (const claim of stake.claims) {
      if (claim.at > now) continue;
      steps.push({
        at: claim.at,
        block: claim.block ?? 0,
        order: 2,
        apply: () => {
          settle();
          own.claimed += claim.amount;
          own.rewards = 0n;
        },
      });
    }
    if (stake.unstakedAt !== null && stake.unstakedAt <= now) {
      const unstakedAt = stake.unstakedAt;
      steps.push({
        at: unstakedAt,
        block: stake.unstakedBlock ?? 0,
        order: 3,
        apply: () => {
          settle();
          own.active = false;
          totalStaked -= stake.quantity;
          if (totalStaked === 0n && carry !== 0n) {
            // Nobody is left to receive the undistributed remainder: it becomes dust (then unallocated).
            addDust(carry);
            carry = 0n;
          }
          // Before the lock period ends the unclaimed reward is forfeited; after it, the contract pays it out
          // with the NFT (its Claimed log was replayed just before).
          if (unstakedAt < stake.lockUntil) unallocated += own.rewards;
          own.rewards = 0n;
        },
      });
    }
  }
  steps.sort((a, b) => a.at - b.at || a.block - b.block || a.order - b.order);
  for (const step of steps) {
    update(step.at);
    step.apply();
  }
  update(now);
  const running = now < terms.endsAt && now >= terms.startsAt;
  return {
    rewardPerToken,
    totalStaked,
    rate,
    remaining: terms.reward - releasedBy(terms, now),
    unallocated,
    stakes: stakes.map((stake) => {
      const own = state.get(stake.key)!;
      const expected = own.active ? own.rewards + (stake.quantity * (rewardPerToken - own.paid)) / PRECISION : 0n;
      return {
        key: stake.key,
        expected,
        claimable: own.active && now >= stake.lockUntil ? expected : 0n,
        claimed: own.claimed,
        perSecond: own.active && running && totalStaked > 0n ? (rate * stake.quantity) / totalStaked : 0n,
      };
    }),
  };
}
