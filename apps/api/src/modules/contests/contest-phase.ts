import type { ContestPhase, ContestResults, ContestStatus } from '@nft/api-contract';

/** The four dates that make a contest's phases (docs/decisions/044-contest-data-model-and-phases.md). */
export type ContestDates = {
  submissionsStartAt: Date;
  votingStartsAt: Date;
  votingEndsAt: Date;
  resultsAt: Date;
  resultsPublishedAt: Date | null;
};

/** upcoming, entries, voting, judging, results: each date opens the next phase; publishing opens results early. */
export function contestPhase(contest: ContestDates, now: Date): ContestPhase {
  const t = now.getTime();
  if (contest.resultsPublishedAt || t >= contest.resultsAt.getTime()) return 'results';
  if (t >= contest.votingEndsAt.getTime()) return 'judging';
  if (t >= contest.votingStartsAt.getTime()) return 'voting';
  if (t >= contest.submissionsStartAt.getTime()) return 'entries';
  return 'upcoming';
}

export function contestStatus(phase: ContestPhase): ContestStatus {
  return phase === 'results' ? 'finished' : 'ongoing';
}

export type StandingEntry = { id: number; votes: number };
export type ResultPrize = { id: number; awardedBy: 'judges' | 'votes'; winners: number };
export type JudgedAward = { prizeId: number; entryId: number };

/** Entries by votes, most first; a tie goes to the earlier entry (smaller id), so the order is total. */
export function rankEntries(entries: readonly StandingEntry[]): StandingEntry[] {
  return [...entries].sort((a, b) => b.votes - a.votes || a.id - b.id);
}

/**
 * The results from the counted votes (docs/decisions/044-contest-data-model-and-phases.md): the top `finalistCount`
 * entries are finalists; a prize by votes goes to the `winners` most voted entries; judged prizes are the operators'
 * awards. Pure, so anyone recounting the public tally gets the same answer (the tally test does).
 */
export function computeResults(
  entries: readonly StandingEntry[],
  finalistCount: number,
  prizes: readonly ResultPrize[],
  judged: readonly JudgedAward[],
): ContestResults {
  const ranked = rankEntries(entries);
  const finalists = ranked.slice(0, finalistCount).map((entry, index) => ({ rank: index + 1, entryId: entry.id, votes: entry.votes }));
  const awards: ContestResults['awards'] = [];
  for (const prize of prizes) {
    if (prize.awardedBy === 'votes') {
      for (const entry of ranked.slice(0, prize.winners)) if (entry.votes > 0) awards.push({ prizeId: prize.id, entryId: entry.id });
    } else {
      for (const award of judged) if (award.prizeId === prize.id) awards.push({ prizeId: prize.id, entryId: award.entryId });
    }
  }
  return { finalists, awards };
}
