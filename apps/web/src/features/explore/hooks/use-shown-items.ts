import { useDeferredValue, useMemo } from 'react';

/**
 * The items of a paged list as the grid shows them: a new page is rendered as a transition, which React splits
 * into short tasks, instead of one long task that blocks a phone's main thread while a page of cards renders
 * (docs/decisions/033-first-load-javascript.md). `pending` is true while the shown items lag the loaded ones, so
 * the grid keeps its skeletons until the cards replace them and nothing jumps.
 */
export function useShownItems<T>(pages: { items: T[] }[] | undefined): { items: T[]; shown: T[]; pending: boolean } {
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const shown = useDeferredValue(items);
  return { items, shown, pending: shown !== items };
}
