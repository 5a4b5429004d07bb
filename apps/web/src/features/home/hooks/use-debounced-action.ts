import { useCallback, useEffect, useRef } from 'react';

/**
 * docs/product.md (spec section 9): like clicks are debounced by 1000 ms. On the leading edge: the first click acts
 * at once, and clicks that follow it within `waitMs` of the previous one are dropped, so a burst of clicks is one
 * like rather than a like, an unlike and a like again.
 */
export function useDebouncedAction<Args extends unknown[]>(action: (...args: Args) => void, waitMs: number): (...args: Args) => void {
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: Args) => {
      const quiet = timer.current === undefined;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
      }, waitMs);
      if (quiet) latest.current(...args);
    },
    [waitMs],
  );
}
