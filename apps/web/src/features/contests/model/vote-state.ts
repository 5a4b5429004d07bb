import type { ContestMine, ContestPhase } from '@nft/api-contract';
import type { VoteState } from '../components/entry-card';

/**
 * Whether an entry's vote button shows and may be pressed: only in the voting phase; one vote per entry and at most
 * the contest's votes per account (the API enforces both; this only spares a refused signature). Without a session
 * the button is open: pressing it signs in first.
 */
export function voteStateOf(entryId: number, phase: ContestPhase, mine: ContestMine | undefined): VoteState {
  if (phase !== 'voting') return 'hidden';
  if (!mine) return 'open';
  if (mine.votedEntryIds.includes(entryId)) return 'voted';
  return mine.votesRemaining > 0 ? 'open' : 'spent';
}
