import { describe, expect, it } from 'vitest';
import { createMediaWorkQueue, MediaBusyError } from './media-work-queue';

describe('createMediaWorkQueue', () => {
  it('runs at most `concurrency` jobs, lets `maxWaiting` wait, and refuses the next one at once', async () => {
    const queue = createMediaWorkQueue({ concurrency: 2, maxWaiting: 1 });
    const releases: Array<() => void> = [];
    const job = () => new Promise<void>((resolve) => releases.push(resolve));
    const started = [queue.run(job), queue.run(job), queue.run(job)];
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(job)).rejects.toBeInstanceOf(MediaBusyError);
    // Finishing one lets the waiting job start.
    releases.shift()!();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 2, waiting: 0 });
    for (const release of releases.splice(0)) release();
    await Promise.all(started);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing job frees its slot', async () => {
    const queue = createMediaWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(queue.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
