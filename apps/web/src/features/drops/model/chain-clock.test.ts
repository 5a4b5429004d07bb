import { describe, expect, it } from 'vitest';
import { drop } from '../testing/drop-fixture';
import { shownPhase } from './chain-clock';

// The fixture's allowlist phase ends at 2030-01-01T01:00:00Z, and its chain time is ten minutes after the start.
const publicStart = Date.parse(drop.publicStartsAt) / 1000;

describe('shownPhase', () => {
  it('ticks from the chain time of the answer, not the browser clock', () => {
    const answeredAt = 1_000; // a browser clock years off
    expect(shownPhase(drop, answeredAt, answeredAt + 30)).toEqual({
      now: drop.chainTime + 30,
      phase: 'allowlist',
      next: publicStart,
      crossed: false,
    });
  });

  it('moves to the public phase when the countdown passes its start, and says to ask again', () => {
    const answeredAt = 5_000;
    const until = publicStart - drop.chainTime;
    expect(shownPhase(drop, answeredAt, answeredAt + until - 1)).toMatchObject({ phase: 'allowlist', crossed: false });
    expect(shownPhase(drop, answeredAt, answeredAt + until)).toMatchObject({
      phase: 'public',
      crossed: true,
      next: Date.parse(drop.endsAt) / 1000,
    });
  });

  it("keeps the API's phase until a boundary passes, even where the times alone would say otherwise", () => {
    // The API saw the last token minted: sold out, though the times still say allowlist.
    expect(shownPhase({ ...drop, phase: 'soldOut', minted: drop.supply }, 0, 10)).toMatchObject({ phase: 'soldOut', next: null });
    // Not deployed yet: no countdown, whatever the time.
    expect(shownPhase({ ...drop, phase: 'pending' }, 0, 100_000)).toMatchObject({ phase: 'pending', next: null, crossed: false });
  });

  it('never runs the clock backwards when the browser clock steps back', () => {
    expect(shownPhase(drop, 1_000, 900).now).toBe(drop.chainTime);
  });
});
