import type { JobQueue } from './job-queue';

export interface RepeatingJob {
  stop(): void;
}

/**
 * Queues `name` now and then every `everyMs`, through the queue like any other job, so it runs
 * wherever that job is processed. The dedupe key keeps one pending at a time: a run slower than
 * the interval is never stacked, and processes sharing a Redis queue (API replicas, the indexer)
 * that schedule the same job add one run, not one each. The timer does not keep the process alive.
 */
export function scheduleRepeating(
  jobs: JobQueue,
  name: string,
  everyMs: number,
  onError: (error: unknown) => void = () => {},
): RepeatingJob {
  const tick = () => {
    jobs.enqueue(name, {}, { dedupeKey: 'repeating' }).catch(onError);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
