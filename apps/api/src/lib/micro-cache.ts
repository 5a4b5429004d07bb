/** Shares the result of a public read among identical requests for a short time. */
export type MicroCache<T> = { get(key: string, load: () => Promise<T>): Promise<T> };

export type MicroCacheOptions = {
  /** How long a result is served again; 0 turns the cache off. */
  ttlMs: number;
  /** Oldest entries go first beyond this many keys. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * A per-process cache for reads that every visitor sees alike (explore pages): identical requests
 * within `ttlMs` share one database read, and concurrent ones share the read in flight, so a burst
 * of visitors on a popular page costs one query. Failures are never kept.
 */
export function createMicroCache<T>({ ttlMs, maxEntries = 2_000, now = Date.now }: MicroCacheOptions): MicroCache<T> {
  if (ttlMs <= 0) return { get: (_key, load) => load() };
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { expiresAt: at + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
