import { describe, expect, it } from 'vitest';
import { kindsOfGroups, parseEventGroups } from './activity-event-groups';

describe('activity event groups', () => {
  it('reads the known groups of a URL in the filter order, dropping unknown ones', () => {
    expect(parseEventGroups(['transfers', 'nope', 'sales'])).toEqual(['sales', 'transfers']);
    expect(parseEventGroups([])).toEqual([]);
  });

  it('asks the API for the kinds of each group: sales include auction settlements, offers include bids', () => {
    expect(kindsOfGroups(['sales', 'offers'])).toBe('sale,settlement,offer,bid');
    expect(kindsOfGroups(['mints'])).toBe('mint');
    expect(kindsOfGroups([])).toBeUndefined();
  });
});
