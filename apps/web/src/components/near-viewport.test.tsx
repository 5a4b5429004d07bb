// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NearViewport } from './near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];

class FakeObserver {
  readonly record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  cleanup();
  observers.length = 0;
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const section = () => (
  <NearViewport name="history" placeholder={<p>placeholder</p>}>
    <p>history</p>
  </NearViewport>
);

describe('NearViewport', () => {
  it('shows the placeholder until its place comes near the viewport, then the section for good', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    render(section());
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('history')).toBeNull();
    expect(observers[0]!.options?.rootMargin).toMatch(/^\d+px/);

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('history')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('history')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observers[0]!.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
    expect(document.querySelector('[data-near-viewport="history"]')?.getAttribute('data-near-viewport-shown')).toBe('true');
  });

  it('shows the section at once where the browser has no IntersectionObserver', () => {
    render(section());
    expect(screen.getByText('history')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
