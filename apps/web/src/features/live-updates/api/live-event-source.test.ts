// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeLiveEvents, type LiveMessage } from './live-event-source';

/** Stands in for the browser's EventSource: the test plays the browser giving up or reconnecting. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
  connect() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(id: number) {
    const event = { id, kind: 'order', chain: 'local1', collectionId: null, contractAddress: null, tokenId: null };
    const nulls = { from: null, to: null, quantity: null, price: null, currency: null, orderHash: null, txHash: null, occurredAt: null };
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ ...event, ...nulls }), lastEventId: String(id) }));
  }
  /** The browser's own retry after a dropped connection: it keeps the stream and sends Last-Event-ID itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  /** An HTTP error (429, a proxy's 502): the browser closes the stream for good. */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const unsubscribes: (() => void)[] = [];
let messages: LiveMessage['type'][];

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  messages = [];
  unsubscribes.push(subscribeLiveEvents((message) => messages.push(message.type)));
});
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// docs/decisions/050-live-updates.md "Update": no screen polls, so a stream the browser gave up on is opened again.
describe('the tab stream', () => {
  it('after the browser gives up, opens again from the last id seen, marks everything stale, and backs off', () => {
    const first = FakeEventSource.opened[0]!;
    first.connect();
    first.send(41);
    first.fail();
    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened.map((stream) => new URL(stream.url, 'http://x').search)).toEqual(['', '?since=41']);
    expect(messages).toEqual(['event', 'reset']);
    // It fails again before opening: the next attempt waits twice as long.
    FakeEventSource.opened[1]!.fail();
    vi.advanceTimersByTime(9_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    // Once a stream opens, the wait starts over.
    FakeEventSource.opened[2]!.connect();
    FakeEventSource.opened[2]!.fail();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.opened).toHaveLength(4);
    expect(messages).toEqual(['event', 'reset', 'reset', 'reset']);
  });

  it("leaves the browser's own reconnection alone", () => {
    FakeEventSource.opened[0]!.connect();
    FakeEventSource.opened[0]!.drop();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  it('opens nothing more once the last listener has gone', () => {
    FakeEventSource.opened[0]!.fail();
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(messages).toEqual([]);
  });
});
