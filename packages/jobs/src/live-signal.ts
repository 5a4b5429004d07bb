import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * "New live events were committed": a hint only, carrying no data. The events themselves are rows
 * of the live_events table, which every API replica reads in id order, so a lost hint costs latency
 * (the replica's periodic read catches up), never an event (docs/decisions/050-live-updates.md).
 */
export interface LiveSignal {
  /** Wakes every subscriber in every process that shares this signal (this one included). */
  notify(): void;
  /** Calls `listener` on each notify; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Resolves once the subscriptions are in place, so a notify sent after it is heard. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

// One process-wide emitter: the embedded mode's indexer and API are created apart but share the process.
const inProcess = new EventEmitter().setMaxListeners(0);

/** Without Redis: only this process's subscribers hear it (the embedded one-process mode). */
export function createInProcessLiveSignal(): LiveSignal {
  const mine = new Set<() => void>();
  return {
    notify: () => void inProcess.emit('live'),
    subscribe(listener) {
      inProcess.on('live', listener);
      mine.add(listener);
      return () => {
        inProcess.off('live', listener);
        mine.delete(listener);
      };
    },
    ready: () => Promise.resolve(),
    async close() {
      for (const listener of mine) inProcess.off('live', listener);
      mine.clear();
    },
  };
}

export interface RedisLiveSignalOptions {
  redisUrl: string;
  /** Key prefix (JOB_QUEUE_PREFIX), so deployments and tests sharing one Redis do not hear each other. */
  prefix?: string;
  onError?: (error: unknown) => void;
}

/** Redis pub/sub: every process subscribed to the prefix's channel hears every notify. */
export function createRedisLiveSignal(options: RedisLiveSignalOptions): LiveSignal {
  const channel = `${options.prefix ?? 'nft'}:live-events`;
  const onError = options.onError ?? ((error: unknown) => console.error('live signal:', error));
  // A subscribed connection can only subscribe, so publishing needs its own; both are opened on first use.
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let subscribed: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const connect = () => {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    redis.on('error', onError);
    return redis;
  };
  return {
    notify() {
      publisher ??= connect();
      publisher.publish(channel, '1').catch(onError);
    },
    subscribe(listener) {
      if (!subscriber) {
        subscriber = connect();
        subscriber.on('message', (from: string) => {
          if (from === channel) for (const each of listeners) each();
        });
        subscribed = subscriber.subscribe(channel).catch(onError);
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async ready() {
      await subscribed;
    },
    async close() {
      listeners.clear();
      await subscribed;
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}

/** Redis when REDIS_URL is set (every replica hears every notify), else in-process. */
export function createLiveSignal(config: { REDIS_URL?: string | undefined; JOB_QUEUE_PREFIX: string }): LiveSignal {
  return config.REDIS_URL
    ? createRedisLiveSignal({ redisUrl: config.REDIS_URL, prefix: config.JOB_QUEUE_PREFIX })
    : createInProcessLiveSignal();
}
