import { describe, expect, it } from 'vitest';
import { nextChange, phaseTimeline, resultsStartAt } from './phase-timeline';

const schedule = {
  entriesStartAt: '2026-02-01T00:00:00.000Z',
  votingStartAt: '2026-02-08T00:00:00.000Z',
  judgingStartAt: '2026-02-14T00:00:00.000Z',
  resultsAt: '2026-02-20T00:00:00.000Z',
  resultsPublishedAt: null,
};

describe('phaseTimeline', () => {
  it('marks the phases before the API-given phase done, it current and the rest to come', () => {
    expect(phaseTimeline({ ...schedule, phase: 'voting' })).toEqual([
      { phase: 'entries', startsAt: schedule.entriesStartAt, state: 'done' },
      { phase: 'voting', startsAt: schedule.votingStartAt, state: 'current' },
      { phase: 'judging', startsAt: schedule.judgingStartAt, state: 'next' },
      { phase: 'results', startsAt: schedule.resultsAt, state: 'next' },
    ]);
    expect(phaseTimeline({ ...schedule, phase: 'upcoming' }).map((step) => step.state)).toEqual(['next', 'next', 'next', 'next']);
    expect(phaseTimeline({ ...schedule, phase: 'results' }).map((step) => step.state)).toEqual(['done', 'done', 'done', 'current']);
  });

  it('starts the results when an operator published them early, not at the scheduled moment', () => {
    const early = { ...schedule, phase: 'results' as const, resultsPublishedAt: '2026-02-16T12:00:00.000Z' };
    expect(resultsStartAt(early)).toBe('2026-02-16T12:00:00.000Z');
    expect(phaseTimeline(early).at(-1)).toEqual({ phase: 'results', startsAt: '2026-02-16T12:00:00.000Z', state: 'current' });
    // A publication after the scheduled moment changes nothing: the results were out already.
    expect(resultsStartAt({ ...schedule, resultsPublishedAt: '2026-02-21T00:00:00.000Z' })).toBe(schedule.resultsAt);
  });
});

describe('nextChange', () => {
  it('counts down to the end of the running phase, and to nothing once the results are out', () => {
    expect(nextChange({ ...schedule, phase: 'upcoming' })).toEqual({ next: 'entries', at: schedule.entriesStartAt });
    expect(nextChange({ ...schedule, phase: 'entries' })).toEqual({ next: 'voting', at: schedule.votingStartAt });
    expect(nextChange({ ...schedule, phase: 'voting' })).toEqual({ next: 'judging', at: schedule.judgingStartAt });
    expect(nextChange({ ...schedule, phase: 'judging' })).toEqual({ next: 'results', at: schedule.resultsAt });
    expect(nextChange({ ...schedule, phase: 'results' })).toBeUndefined();
  });
});
