// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownItems, type ShownItems } from './use-shown-items';

type Pages = { items: string[] }[] | undefined;

/** Every render's answer, so the urgent render before the deferred one can be looked at too. */
function renderShown(initial: Pages) {
  const seen: ShownItems<string>[] = [];
  const hook = renderHook(
    ({ pages }: { pages: Pages }) => {
      const shown = useShownItems(pages);
      seen.push(shown);
      return shown;
    },
    { initialProps: { pages: initial } },
  );
  return { seen, hook };
}

describe('useShownItems', () => {
  it('renders a first page after an urgent render that still shows nothing, and marks that render as growing', () => {
    const { seen, hook } = renderShown(undefined);
    expect(hook.result.current).toMatchObject({ items: [], shown: [], pending: false, growing: false });
    seen.length = 0;
    hook.rerender({ pages: [{ items: ['a', 'b'] }] });
    expect(seen[0]).toMatchObject({ items: ['a', 'b'], shown: [], pending: true, growing: true });
    expect(hook.result.current).toMatchObject({ items: ['a', 'b'], shown: ['a', 'b'], pending: false, growing: false });
  });

  it('keeps growing for a next page until its cards are rendered', () => {
    const { seen, hook } = renderShown([{ items: ['a', 'b'] }]);
    seen.length = 0;
    hook.rerender({ pages: [{ items: ['a', 'b'] }, { items: ['c'] }] });
    expect(seen[0]).toMatchObject({ shown: ['a', 'b'], pending: true, growing: true });
    expect(hook.result.current).toMatchObject({ shown: ['a', 'b', 'c'], pending: false, growing: false });
  });

  it('is pending but not growing when the same pages come again (a live update): no skeletons for a refetch', () => {
    const { seen, hook } = renderShown([{ items: ['a', 'b'] }]);
    seen.length = 0;
    hook.rerender({ pages: [{ items: ['b', 'a'] }] });
    expect(seen[0]).toMatchObject({ shown: ['a', 'b'], pending: true, growing: false });
    expect(hook.result.current).toMatchObject({ shown: ['b', 'a'], pending: false });
  });
});
