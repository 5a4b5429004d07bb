import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFloorRefresher } from './floor-refresh';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function recorder(fail = false) {
  const calls: number[][] = [];
  const errors: number[][] = [];
  const refresher = createFloorRefresher({
    refresh: async (ids) => {
      calls.push([...ids].sort((a, b) => a - b));
      if (fail) throw new Error('database gone');
    },
    onError: (_error, ids) => errors.push(ids),
    windowMs: 500,
  });
  return { calls, errors, refresher };
}

describe('createFloorRefresher', () => {
  it('refreshes the collections touched within one window together, once each, after the window', async () => {
    const { calls, refresher } = recorder();
    refresher.touch(3);
    refresher.touch(1);
    refresher.touch(3);
    refresher.touch(null);
    refresher.touch(undefined);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([[1, 3]]);
    refresher.touch(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([[1, 3], [2]]);
  });

  it('reports a failed refresh instead of throwing, and keeps working', async () => {
    const { calls, errors, refresher } = recorder(true);
    refresher.touch(4);
    await vi.advanceTimersByTimeAsync(500);
    expect(errors).toEqual([[4]]);
    refresher.touch(5);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([[4], [5]]);
  });

  it('refreshes what it gathered when closed, then ignores touches', async () => {
    const { calls, refresher } = recorder();
    refresher.touch(6);
    await refresher.close();
    expect(calls).toEqual([[6]]);
    refresher.touch(7);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([[6]]);
  });
});
