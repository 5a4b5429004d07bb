import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

// The Redis to test against: TEST_REDIS_URL (README), else a local one on the default port.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: { queue: JobQueue; prefix: string | undefined }[] = [];

afterEach(async () => {
  for (const { queue, prefix } of opened.splice(0)) {
    await queue.close();
    if (prefix) await deleteKeys(prefix);
  }
});

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

type Reporter = (name: string, error: unknown) => void;

const backends = {
  'in-process': (onError: Reporter) => ({ queue: createJobQueue({ JOB_QUEUE_PREFIX: 'unused' }, onError), prefix: undefined }),
  // A unique prefix per queue: tests never see each other's jobs, and afterEach deletes its keys.
  bullmq: (onError: Reporter) => {
    const prefix = `test-${randomUUID()}`;
    return { queue: createJobQueue({ REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: prefix }, onError), prefix };
  },
};

describe.each(Object.entries(backends))('job queue (%s)', (_name, make) => {
  function open(onError: Reporter = () => undefined): JobQueue {
    const entry = make(onError);
    opened.push(entry);
    return entry.queue;
  }

  it('runs queued jobs with their payloads, including jobs queued before the handler', async () => {
    const queue = open();
    const seen: unknown[] = [];
    await queue.enqueue('greet', { n: 1 });
    queue.process('greet', async (payload) => void seen.push(payload));
    await queue.enqueue('greet', { n: 2 });
    await queue.idle();
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    expect(seen).toHaveLength(2);
  });

  it('adds nothing for a dedupe key that is still pending', async () => {
    const queue = open();
    const seen: unknown[] = [];
    expect(await queue.enqueue('refresh', { n: 1 }, { dedupeKey: 'token-1' })).toBe(true);
    expect(await queue.enqueue('refresh', { n: 2 }, { dedupeKey: 'token-1' })).toBe(false);
    expect(await queue.enqueue('refresh', { n: 3 }, { dedupeKey: 'token-2' })).toBe(true);
    queue.process('refresh', async (payload) => void seen.push(payload));
    await queue.idle();
    expect(seen).toHaveLength(2);
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
    // Once done, the same key may be queued again (a later refresh).
    expect(await queue.enqueue('refresh', { n: 4 }, { dedupeKey: 'token-1' })).toBe(true);
    await queue.idle();
    expect(seen).toHaveLength(3);
  });

  it('does not run a delayed job before its delay is over', async () => {
    const queue = open();
    const delayMs = 300;
    let ranAt: number | undefined;
    queue.process('later', async () => void (ranAt = Date.now()));
    const enqueuedAt = Date.now();
    await queue.enqueue('later', {}, { delayMs });
    await queue.idle();
    expect(ranAt).toBeDefined();
    // A lower bound only: a slow machine runs it later, never earlier. 5 ms covers the
    // millisecond clocks of Node and Redis rounding in opposite directions.
    expect(ranAt! - enqueuedAt).toBeGreaterThanOrEqual(delayMs - 5);
  });

  it('runs as many jobs at once as its concurrency allows, and no more', async () => {
    const queue = open();
    const limit = 2;
    let running = 0;
    let peak = 0;
    let reachedLimit = () => {};
    const limitReached = new Promise<void>((resolve) => (reachedLimit = resolve));
    const done: number[] = [];
    queue.process(
      'work',
      async (payload) => {
        running++;
        peak = Math.max(peak, running);
        if (running >= limit) reachedLimit();
        // Each job holds its slot until `limit` jobs run together, so a queue that ran them one at
        // a time ends with peak 1 (after the bound) instead of passing. The bound only ends a failing run.
        await Promise.race([limitReached, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        running--;
        done.push((payload as { n: number }).n);
      },
      { concurrency: limit },
    );
    for (let n = 1; n <= 5; n++) await queue.enqueue('work', { n });
    await queue.idle();
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(limit);
  });

  it('reports a failing job and goes on with the next', async () => {
    const errors: string[] = [];
    const queue = open((name, error) => errors.push(`${name}: ${(error as Error).message}`));
    const seen: number[] = [];
    queue.process('flaky', async (payload) => {
      const { n } = payload as { n: number };
      if (n === 1) throw new Error('boom');
      seen.push(n);
    });
    await queue.enqueue('flaky', { n: 1 });
    await queue.enqueue('flaky', { n: 2 });
    await queue.idle();
    await expect.poll(() => errors).toEqual(['flaky: boom']);
    expect(seen).toEqual([2]);
  });
});
