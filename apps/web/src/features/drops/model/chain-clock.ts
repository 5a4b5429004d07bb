import type { Drop } from '@nft/api-contract';
import { dropPhase, dropSchedule, nextPhaseChange, type DropPhase } from './drop-phase';

export type ShownPhase = {
  /** The chain's time now (unix seconds): the answer's chainTime plus the seconds since it arrived. */
  now: number;
  phase: DropPhase;
  /** When the shown phase ends (the countdown's target), or null. */
  next: number | null;
  /** The countdown passed the boundary the answer did not know: time to ask the API again. */
  crossed: boolean;
};

type ClockedDrop = Pick<Drop, 'phase' | 'startsAt' | 'publicStartsAt' | 'endsAt' | 'hasAllowlist' | 'supply' | 'minted' | 'chainTime'>;

/**
 * The phase the mint page shows (docs/decisions/055-drops-in-the-browser.md): the API's, judged at the chain's
 * time, until the chain's time (ticked from the answer) passes the next boundary; then the next phase by the times.
 */
export function shownPhase(drop: ClockedDrop, answeredAt: number, browserNow: number): ShownPhase {
  const now = Math.floor(drop.chainTime + Math.max(0, browserNow - answeredAt));
  const schedule = dropSchedule(drop);
  const boundary = nextPhaseChange(schedule, drop.chainTime);
  const crossed = drop.phase !== 'pending' && boundary !== null && now >= boundary;
  const phase = crossed ? dropPhase(schedule, now) : drop.phase;
  const next = phase === 'pending' ? null : nextPhaseChange(schedule, now);
  return { now, phase, next, crossed };
}
