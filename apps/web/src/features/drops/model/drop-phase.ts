import type { Drop, DropPhase } from '@nft/api-contract';

export type { DropPhase };

export type DropSchedule = {
  /** Not deployed yet (the factory's DropCreated not indexed): no time makes it mintable. */
  pending: boolean;
  /** Unix seconds: the sale opens (the allowlist phase first, when there is one). */
  startTime: number;
  /** Unix seconds the public phase opens; null when the drop has no allowlist phase. */
  publicStartTime: number | null;
  /** Unix seconds the sale closes; null for a sale without an end. */
  endTime: number | null;
  supply: number;
  minted: number;
};

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The times and counts of a drop from the API, in unix seconds. */
export function dropSchedule(
  drop: Pick<Drop, 'phase' | 'startsAt' | 'publicStartsAt' | 'endsAt' | 'hasAllowlist' | 'supply' | 'minted'>,
): DropSchedule {
  return {
    pending: drop.phase === 'pending',
    startTime: unix(drop.startsAt),
    publicStartTime: drop.hasAllowlist ? unix(drop.publicStartsAt) : null,
    endTime: unix(drop.endsAt),
    supply: drop.supply,
    minted: drop.minted,
  };
}

/**
 * The phase at `now` (unix seconds on the chain's clock), as the API judges it (docs/product.md "Drops"), so
 * the page moves on when a countdown ends without asking again: sold out wins over every time.
 */
export function dropPhase(drop: DropSchedule, now: number): DropPhase {
  if (drop.pending) return 'pending';
  if (drop.minted >= drop.supply) return 'soldOut';
  if (drop.endTime !== null && now >= drop.endTime) return 'ended';
  if (now < drop.startTime) return 'upcoming';
  if (drop.publicStartTime !== null && now < drop.publicStartTime) return 'allowlist';
  return 'public';
}

/** The next moment the phase changes by time, or null (pending, sold out, ended, or a public sale without an end). */
export function nextPhaseChange(drop: DropSchedule, now: number): number | null {
  const phase = dropPhase(drop, now);
  if (phase === 'upcoming') return drop.startTime;
  if (phase === 'allowlist') return drop.publicStartTime;
  if (phase === 'public') return drop.endTime;
  return null;
}

/** Minting is open to someone in these phases. */
export const isMintable = (phase: DropPhase) => phase === 'allowlist' || phase === 'public';

/** "2d 03:04:05" or "03:04:05" until a moment; never negative. */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Minted of supply as a whole percentage for the progress bar: 0 < p < 1 shows as 1, 99.x as 99, never above 100. */
export function mintedPercent(minted: number, supply: number): number {
  if (supply <= 0 || minted <= 0) return 0;
  if (minted >= supply) return 100;
  return Math.min(99, Math.max(1, Math.floor((minted / supply) * 100)));
}
