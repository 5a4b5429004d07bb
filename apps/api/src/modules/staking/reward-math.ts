/**
 * The staking contract's reward accounting replayed from indexed events (docs/decisions/041-staking-in-the-product.md):
 * Synthetix-style, a reward per staked unit that grows by `rate * elapsed / totalStaked` at every
 * state change (stake, unstake, claim) and stops at the activity's end. The same integer steps as the
 * contract, so the figures match what a claim would pay.
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
  /** Claims of this stake, any order. */
  claims: { at: number; amount: bigint }[];
}

export interface StakeReward {
  key: string;
  /** Accrued and not yet claimed, as of `now` (zero once unstaked). */
  expected: bigint;
  /** `expected` when the lock period is over, else zero. */
  claimable: bigint;
  claimed: bigint;
  /** What the stake earns per second right now (zero when the activity has ended or the stake is gone), for live figures. */
  perSecond: bigint;
}

export interface ActivityRewards {
  /** Reward per unit so far, scaled by PRECISION. */
  rewardPerToken: bigint;
  totalStaked: bigint;
  /** Reward per second of the whole activity, base units (floor of reward / duration). */
  rate: bigint;
  stakes: StakeReward[];
}

type Step = { at: number; order: number; apply: () => void };

export function rewardRate(terms: RewardTerms): bigint {
  const duration = BigInt(Math.max(1, terms.endsAt - terms.startsAt));
  return terms.reward / duration;
}

/** Replays the stakes of one activity up to `now` (seconds). */
export function replayRewards(terms: RewardTerms, stakes: StakeHistory[], now: number): ActivityRewards {
  const rate = rewardRate(terms);
  let rewardPerToken = 0n;
  let totalStaked = 0n;
  let lastUpdate = terms.startsAt;
  const applicable = (at: number) => Math.min(Math.max(at, terms.startsAt), terms.endsAt);
  const update = (at: number) => {
    const until = applicable(at);
    if (until > lastUpdate && totalStaked > 0n) {
      rewardPerToken += (BigInt(until - lastUpdate) * rate * PRECISION) / totalStaked;
    }
    if (until > lastUpdate) lastUpdate = until;
  };
  const state = new Map(stakes.map((s) => [s.key, { paid: 0n, accrued: 0n, claimed: 0n, active: false }]));
  const steps: Step[] = [];
  for (const stake of stakes) {
    const own = state.get(stake.key)!;
    const settle = () => {
      own.accrued += (stake.quantity * (rewardPerToken - own.paid)) / PRECISION;
      own.paid = rewardPerToken;
    };
    if (stake.stakedAt <= now) {
      steps.push({
        at: stake.stakedAt,
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
        order: 2,
        apply: () => {
          settle();
          own.claimed += claim.amount;
          own.accrued = 0n;
        },
      });
    }
    if (stake.unstakedAt !== null && stake.unstakedAt <= now) {
      steps.push({
        at: stake.unstakedAt,
        order: 3,
        apply: () => {
          settle();
          // Before the lock period ends the unclaimed reward is forfeited; after it, the contract pays it out with the NFT.
          own.accrued = 0n;
          own.active = false;
          totalStaked -= stake.quantity;
        },
      });
    }
  }
  steps.sort((a, b) => a.at - b.at || a.order - b.order);
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
    stakes: stakes.map((stake) => {
      const own = state.get(stake.key)!;
      const expected = own.active ? own.accrued + (stake.quantity * (rewardPerToken - own.paid)) / PRECISION : 0n;
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
