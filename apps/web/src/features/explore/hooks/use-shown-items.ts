import { useDeferredValue, useMemo } from 'react';

export type ShownItems<T> = {
  /** Every loaded item. */
  items: T[];
  /** The items the grid renders, which lag `items` while their render runs as a transition. */
  shown: T[];
  /** True while `shown` lags `items`: the infinite-scroll trigger waits, so the next page is not asked for early. */
  pending: boolean;
  /** True while a longer list (a first or next page) is being rendered: the grid keeps its skeletons until the cards replace them. */
  growing: boolean;
};

/**
 * The items of a paged list as the grid shows them: a new page is rendered as a transition, which React splits
 * into short tasks, instead of one long task that blocks a phone's main thread while a page of cards renders
 * (docs/decisions/033-first-load-javascript.md). A refetch of the same pages (a live update) shows no skeletons.
 */
export function useShownItems<T>(pages: { items: T[] }[] | undefined): ShownItems<T> {
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const shown = useDeferredValue(items);
  const pending = shown !== items;
  return { items, shown, pending, growing: pending && shown.length < items.length };
}
