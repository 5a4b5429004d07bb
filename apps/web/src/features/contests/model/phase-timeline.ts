import type { ContestPhase, ContestSummary } from '@nft/api-contract';

type Schedule = Pick<ContestSummary, 'phase' | 'entriesStartAt' | 'votingStartAt' | 'judgingStartAt' | 'resultsAt' | 'resultsPublishedAt'>;

export type TimelinePhase = Exclude<ContestPhase, 'upcoming'>;
export type TimelineStep = { phase: TimelinePhase; startsAt: string; state: 'done' | 'current' | 'next' };

const order: ContestPhase[] = ['upcoming', 'entries', 'voting', 'judging', 'results'];

/** When the results start: the scheduled moment, or earlier if an operator published them (decision 044). */
export function resultsStartAt(contest: Pick<Schedule, 'resultsAt' | 'resultsPublishedAt'>): string {
  const { resultsAt, resultsPublishedAt } = contest;
  return resultsPublishedAt && Date.parse(resultsPublishedAt) < Date.parse(resultsAt) ? resultsPublishedAt : resultsAt;
}

/**
 * The four phases with their start and whether each is over, running or to come. The running phase is the
 * API's (judged on the server's clock), never the browser's clock.
 */
export function phaseTimeline(contest: Schedule): TimelineStep[] {
  const current = order.indexOf(contest.phase);
  const starts: Record<TimelinePhase, string> = {
    entries: contest.entriesStartAt,
    voting: contest.votingStartAt,
    judging: contest.judgingStartAt,
    results: resultsStartAt(contest),
  };
  return (['entries', 'voting', 'judging', 'results'] as const).map((phase) => {
    const index = order.indexOf(phase);
    const state = index < current ? 'done' : index === current ? 'current' : 'next';
    return { phase, startsAt: starts[phase], state };
  });
}

/** The moment the running phase gives way to the next (the countdown's target); none once the results are out. */
export function nextChange(contest: Schedule): { next: TimelinePhase; at: string } | undefined {
  switch (contest.phase) {
    case 'upcoming':
      return { next: 'entries', at: contest.entriesStartAt };
    case 'entries':
      return { next: 'voting', at: contest.votingStartAt };
    case 'voting':
      return { next: 'judging', at: contest.judgingStartAt };
    case 'judging':
      return { next: 'results', at: contest.resultsAt };
    case 'results':
      return undefined;
  }
}
