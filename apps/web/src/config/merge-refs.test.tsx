// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Viewport({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div data-viewport ref={useMergeRefs(refs)} />;
}

describe('useMergeRefs (what Mantine ScrollArea takes from @floating-ui/react)', () => {
  it('hands the element to an object ref and a callback ref, skips an absent one, and clears both on unmount', () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    const view = render(<Viewport refs={[undefined, objectRef, (node) => void seen.push(node)]} />);
    const element = view.container.querySelector('[data-viewport]');
    expect(element).not.toBeNull();
    expect(objectRef.current).toBe(element);
    expect(seen).toEqual([element]);
    view.unmount();
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual([element, null]);
  });
});
