import type { ContestTallyVote } from '@nft/api-contract';

export type VoterSummary = {
  voter: string;
  family: ContestTallyVote['family'];
  /** Votes cast, voided ones included. */
  votes: number;
  voided: number;
  entryIds: number[];
  voidReason: string | null;
  lastVoteAt: string;
};

/**
 * The public tally grouped by voter, most votes first (ties: the latest voter first), so an operator spots an account
 * worth voiding. EVM addresses are compared lower-case, as the API stores them; NULS addresses as they are.
 */
export function votersFromTally(votes: readonly ContestTallyVote[]): VoterSummary[] {
  const byVoter = new Map<string, VoterSummary>();
  for (const vote of votes) {
    const key = vote.family === 'evm' ? vote.voter.toLowerCase() : vote.voter;
    const summary = byVoter.get(key) ?? {
      voter: key,
      family: vote.family,
      votes: 0,
      voided: 0,
      entryIds: [],
      voidReason: null,
      lastVoteAt: vote.castAt,
    };
    summary.votes += 1;
    if (vote.voided) {
      summary.voided += 1;
      summary.voidReason ??= vote.voidReason;
    }
    if (!summary.entryIds.includes(vote.entryId)) summary.entryIds.push(vote.entryId);
    if (vote.castAt > summary.lastVoteAt) summary.lastVoteAt = vote.castAt;
    byVoter.set(key, summary);
  }
  return [...byVoter.values()].sort((a, b) => b.votes - a.votes || b.lastVoteAt.localeCompare(a.lastVoteAt));
}
