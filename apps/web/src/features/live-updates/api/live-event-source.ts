import type { LiveEvent } from '@nft/api-contract';
import { env } from '../../../config/env';
import { readLiveEvent } from '../model/read-live-event';

/** What the stream tells a listener: one event, or `reset` (events were missed: refetch what is shown). */
export type LiveMessage = { type: 'event'; event: LiveEvent } | { type: 'reset' };
export type LiveListener = (message: LiveMessage) => void;

const listeners = new Set<LiveListener>();
let source: EventSource | undefined;

function open(): EventSource {
  // One EventSource per tab (docs/decisions/050-live-updates.md): the browser reconnects it by itself
  // and sends Last-Event-ID, so the API replays what the tab missed while it was away.
  const stream = new EventSource(`${env.apiBaseUrl}/events`);
  stream.onmessage = (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    // A newer API may send kinds this build does not know: they are skipped, not fatal.
    const event = readLiveEvent(data);
    if (event) for (const listener of listeners) listener({ type: 'event', event });
  };
  stream.addEventListener('reset', () => {
    for (const listener of listeners) listener({ type: 'reset' });
  });
  return stream;
}

/** Listens to the tab's shared stream; the stream opens with the first listener and closes after the last. */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  listeners.add(listener);
  source ??= open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
}
