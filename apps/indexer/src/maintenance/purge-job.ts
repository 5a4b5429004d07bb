import type { Database } from '@nft/db';
import { scheduleRepeating, type JobQueue, type RepeatingJob } from '@nft/jobs';
import type { PurgeConfig } from './purge-config';
import { purgeStaleRows, type PurgeCounts } from './purge-stale-rows';

export const purgeJobName = 'purge-stale-rows';

/** Runs the purge through the job queue every `config.intervalMs`, in the process that owns the jobs. */
export function startPurgeJob(
  jobs: JobQueue,
  db: Database,
  config: PurgeConfig,
  onPurged: (counts: PurgeCounts) => void = () => {},
): RepeatingJob {
  jobs.process(purgeJobName, async () => onPurged(await purgeStaleRows(db, config)));
  return scheduleRepeating(jobs, purgeJobName, config.intervalMs);
}
