import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveSignal, type LiveSignal } from './live-signal';

// The Redis to test against: TEST_REDIS_URL (README), else a local one on the default port.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: LiveSignal[] = [];
afterEach(async () => {
  for (const signal of opened.splice(0)) await signal.close();
});

function open(config: Parameters<typeof createLiveSignal>[0]): LiveSignal {
  const signal = createLiveSignal(config);
  opened.push(signal);
  return signal;
}

function heard(signal: LiveSignal): { count: () => number } {
  let count = 0;
  signal.subscribe(() => void (count += 1));
  return { count: () => count };
}

describe('live signal', () => {
  it('on Redis, a notify from one process is heard by every subscriber of the prefix, and no other', async () => {
    const prefix = `test-${randomUUID()}`;
    const [a, b] = [open({ REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: prefix }), open({ REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: prefix })];
    const stranger = open({ REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: `test-${randomUUID()}` });
    const [atA, atB, atStranger] = [heard(a), heard(b), heard(stranger)];
    await Promise.all([a.ready(), b.ready(), stranger.ready()]);
    b.notify();
    await expect.poll(() => [atA.count(), atB.count()]).toEqual([1, 1]);
    a.notify();
    await expect.poll(() => [atA.count(), atB.count()]).toEqual([2, 2]);
    expect(atStranger.count()).toBe(0);
  });

  it('without Redis, subscribers in this process hear it until unsubscribed or closed', async () => {
    const [a, b] = [open({ JOB_QUEUE_PREFIX: 'nft' }), open({ JOB_QUEUE_PREFIX: 'nft' })];
    const atB = heard(b);
    let atA = 0;
    const unsubscribe = a.subscribe(() => void (atA += 1));
    a.notify();
    expect([atA, atB.count()]).toEqual([1, 1]);
    unsubscribe();
    await b.close();
    a.notify();
    expect([atA, atB.count()]).toEqual([1, 1]);
  });
});
