import { z } from 'zod';
import type { PurgeRetention } from './purge-stale-rows';

const hour = 3_600_000;
const day = 24 * hour;
const ms = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const purgeEnvSchema = z.object({
  PURGE_INTERVAL_MS: ms(hour),
  PURGE_NONCE_RETENTION_MS: ms(day),
  PURGE_SESSION_RETENTION_MS: ms(30 * day),
  PURGE_DRAFT_RETENTION_MS: ms(30 * day),
  PURGE_LIVE_EVENT_RETENTION_MS: ms(day),
  PURGE_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(1000),
  // Contest contact data: deleted this many days after a contest's results (the privacy policy says so).
  PURGE_CONTEST_CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
});

export type PurgeConfig = PurgeRetention & { intervalMs: number; contestContactMs?: number };

export class PurgeConfigError extends Error {}

/** Retention of the purge job, from the environment (defaults: nonces and live events 1 day, sessions and drafts 30 days, hourly). */
export function loadPurgeConfig(env: Record<string, string | undefined>): PurgeConfig {
  const parsed = purgeEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new PurgeConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  }
  const e = parsed.data;
  return {
    intervalMs: e.PURGE_INTERVAL_MS,
    nonceMs: e.PURGE_NONCE_RETENTION_MS,
    sessionMs: e.PURGE_SESSION_RETENTION_MS,
    draftMs: e.PURGE_DRAFT_RETENTION_MS,
    liveEventMs: e.PURGE_LIVE_EVENT_RETENTION_MS,
    batchSize: e.PURGE_BATCH_SIZE,
    contestContactMs: e.PURGE_CONTEST_CONTACT_RETENTION_DAYS * day,
  };
}
