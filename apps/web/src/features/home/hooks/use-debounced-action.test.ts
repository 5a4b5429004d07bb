// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedAction } from './use-debounced-action';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedAction (like clicks, 1000 ms)', () => {
  it('acts on the first click at once and drops the clicks of the same burst', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useDebouncedAction(action, 1000));
    act(() => result.current(1));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenLastCalledWith(1);
    // Each click within 1000 ms of the previous one extends the burst, even past 1000 ms from the first.
    for (const [elapsed, value] of [
      [400, 2],
      [999, 3],
      [999, 4],
    ] as const) {
      act(() => vi.advanceTimersByTime(elapsed));
      act(() => result.current(value));
    }
    expect(action).toHaveBeenCalledTimes(1);
    // 1000 ms of quiet ends the burst: the next click acts again.
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current(5));
    expect(action).toHaveBeenCalledTimes(2);
    expect(action).toHaveBeenLastCalledWith(5);
  });

  it('calls the latest action the component rendered, and nothing after unmounting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ action }) => useDebouncedAction(action, 1000), { initialProps: { action: first } });
    rerender({ action: second });
    act(() => result.current());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
