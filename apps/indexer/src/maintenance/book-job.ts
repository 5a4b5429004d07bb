import type { Database } from '@nft/db';
import { scheduleRepeating, type JobQueue, type RepeatingJob } from '@nft/jobs';
import { maintainBook, type BookMaintenanceCounts } from './maintain-book';

export const bookJobName = 'maintain-book';

/**
 * Expires orders and refreshes time-dependent book caches through the job queue every `intervalMs`
 * (default one minute: a declining price shown on explore is at most that old), in the process that
 * owns the jobs, like the purge (decision 027).
 */
export function startBookJob(
  jobs: JobQueue,
  db: Database,
  intervalMs = 60_000,
  onRun: (counts: BookMaintenanceCounts) => void = () => {},
): RepeatingJob {
  jobs.process(bookJobName, async () => onRun(await maintainBook(db, new Date(), intervalMs)));
  return scheduleRepeating(jobs, bookJobName, intervalMs);
}
