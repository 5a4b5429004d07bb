import type { LiveEvent } from '@nft/api-contract';
import type { LiveSignal } from '@nft/jobs';
import type { LiveEventsRepository } from './live-events.repository';

export interface LiveEventHubOptions {
  repository: LiveEventsRepository;
  signal: LiveSignal;
  /** A read even without a signal, for hints lost on the way (default 2000 ms). */
  pollMs?: number;
  /**
   * How long a hole in the ids is waited for (default 1000 ms). Ids are taken at insert and become
   * visible at commit, so id 6 may be read before id 5 commits; after this, the hole is taken to be a
   * rolled-back insert and skipped.
   */
  gapWaitMs?: number;
  onError?: (error: unknown) => void;
}

export type LiveEventListener = (events: readonly LiveEvent[]) => void;

export interface LiveEventHub {
  /** The newest id delivered to listeners: a new listener hears everything after it. */
  readonly cursor: number;
  subscribe(listener: LiveEventListener): () => void;
  /** Reads the log now (the signal and the poll call it too). */
  read(): Promise<void>;
  close(): Promise<void>;
}

const batch = 500;

/**
 * One reader of the live_events log per process (docs/decisions/050-live-updates.md), fanning
 * every new event out to the open streams in id order. Woken by the live signal (Redis pub/sub
 * across replicas), with a slow poll as the safety net.
 */
export async function startLiveEventHub(options: LiveEventHubOptions): Promise<LiveEventHub> {
  const { repository, signal } = options;
  const gapWaitMs = options.gapWaitMs ?? 1000;
  const onError = options.onError ?? ((error: unknown) => console.error('live events:', error));
  const listeners = new Set<LiveEventListener>();
  let cursor = (await repository.bounds()).newest;
  let gapSince: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let gapTimer: NodeJS.Timeout | undefined;
  let closed = false;

  async function readOnce(): Promise<void> {
    for (;;) {
      const events = await repository.after(cursor, batch);
      const ready: LiveEvent[] = [];
      for (const event of events) {
        if (event.id !== cursor + 1) {
          gapSince ??= Date.now();
          if (Date.now() - gapSince < gapWaitMs) break;
        }
        gapSince = undefined;
        ready.push(event);
        cursor = event.id;
      }
      if (ready.length > 0) for (const listener of listeners) listener(ready);
      if (gapSince !== undefined && !closed) {
        clearTimeout(gapTimer);
        gapTimer = setTimeout(() => void read(), Math.min(200, gapWaitMs));
        return;
      }
      if (events.length < batch) return;
    }
  }

  // One read at a time; a wake during a read runs one more after it.
  function read(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await readOnce();
        } while (again && !closed);
      } catch (error) {
        onError(error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const unsubscribe = signal.subscribe(() => void read());
  const poll = setInterval(() => void read(), options.pollMs ?? 2000);
  poll.unref();
  return {
    get cursor() {
      return cursor;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    read,
    async close() {
      closed = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(gapTimer);
      listeners.clear();
      await running;
    },
  };
}
