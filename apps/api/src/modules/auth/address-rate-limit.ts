import { AppError } from '@nft/shared';

export type AddressRateLimit = { max: number; windowMs: number };

/**
 * Counts login attempts per address in fixed windows, so one address cannot be hammered from many
 * client IPs (the per-IP limit is @fastify/rate-limit's). In-process like the global limit; the map
 * is cleared each window, which bounds its size by the requests of one window.
 */
export function createAddressRateLimiter({ max, windowMs }: AddressRateLimit, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return function hit(key: string): void {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      counts = new Map();
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > max) throw new AppError('rate_limited');
  };
}
