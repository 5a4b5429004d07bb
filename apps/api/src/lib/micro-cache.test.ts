import { describe, expect, it, vi } from 'vitest';
import { createMicroCache } from './micro-cache';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createMicroCache', () => {
  it('serves a result again within its lifetime and reads anew after it', async () => {
    const time = clock();
    const cache = createMicroCache<number>({ ttlMs: 1_000, now: time.now });
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    await expect(cache.get('a', load)).resolves.toBe(1);
    time.advance(999);
    await expect(cache.get('a', load)).resolves.toBe(1);
    time.advance(1);
    await expect(cache.get('a', load)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent identical requests share one read, and keeps keys apart', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1_000 });
    const load = vi.fn((key: string) => new Promise<string>((resolve) => setTimeout(() => resolve(key), 5)));
    const results = await Promise.all(['a', 'a', 'b', 'a'].map((key) => cache.get(key, () => load(key))));
    expect(results).toEqual(['a', 'a', 'b', 'a']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure', async () => {
    const cache = createMicroCache<number>({ ttlMs: 1_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('a', () => Promise.resolve(3))).resolves.toBe(3);
  });

  it('drops the oldest keys beyond its size', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    const load = vi.fn((key: string) => Promise.resolve(key));
    for (const key of ['a', 'b', 'c', 'c', 'b', 'a']) await cache.get(key, () => load(key));
    // a was evicted when c arrived; b and c were still held.
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('reads every time when its lifetime is 0', async () => {
    const cache = createMicroCache<number>({ ttlMs: 0 });
    const load = vi.fn().mockResolvedValue(1);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
