import type { LiveEvent } from '@nft/api-contract';
import { env } from '../../../config/env';
import { readLiveEvent } from '../model/read-live-event';

/** What the stream tells a listener: one event, or `reset` (events were missed: refetch what is shown). */
export type LiveMessage = { type: 'event'; event: LiveEvent } | { type: 'reset' };
export type LiveListener = (message: LiveMessage) => void;

const listeners = new Set<LiveListener>();
let source: EventSource | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
// The last event id this tab saw: a stream opened again after the browser gave up resumes from it.
let lastId: string | undefined;

/** After the browser gives up on a stream, the first new attempt waits this long, doubling up to the maximum. */
const firstRetryMs = 5_000;
const maxRetryMs = 60_000;
let retryMs = firstRetryMs;

const tell = (message: LiveMessage) => {
  for (const listener of listeners) listener(message);
};

function open(): EventSource {
  // One EventSource per tab (docs/decisions/050-live-updates.md): the browser reconnects it by itself
  // and sends Last-Event-ID, so the API replays what the tab missed while it was away.
  const resuming = lastId;
  const stream = new EventSource(`${env.apiBaseUrl}/events${resuming === undefined ? '' : `?since=${resuming}`}`);
  stream.onopen = () => {
    retryMs = firstRetryMs;
  };
  // The browser stops reconnecting after an HTTP error (a 429 over the per-client limit, a 5xx from a proxy):
  // no screen polls any more (decision 050 "Update"), so the tab opens a new stream later, from the last id
  // it saw, and marks what it shows stale, since the new stream may fail too.
  stream.onerror = () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = undefined;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      source = open();
      tell({ type: 'reset' });
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };
  stream.onmessage = (message: MessageEvent<string>) => {
    if (message.lastEventId) lastId = message.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    // A newer API may send kinds this build does not know: they are skipped, not fatal.
    const event = readLiveEvent(data);
    if (event) tell({ type: 'event', event });
  };
  stream.addEventListener('reset', () => tell({ type: 'reset' }));
  return stream;
}

/** Listens to the tab's shared stream; the stream opens with the first listener and closes after the last. */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  listeners.add(listener);
  if (reopenTimer === undefined) source ??= open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
      clearTimeout(reopenTimer);
      reopenTimer = undefined;
      lastId = undefined;
      retryMs = firstRetryMs;
    }
  };
}
