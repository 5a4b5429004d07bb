import type { Database } from '@nft/db';
import { scheduleRepeating, type JobQueue, type RepeatingJob } from '@nft/jobs';
import type { PurgeConfig } from './purge-config';
import { defaultContestContactRetentionMs, purgeContestContacts } from './purge-contest-contacts';
import { purgeStaleRows, type PurgeCounts } from './purge-stale-rows';

export const purgeJobName = 'purge-stale-rows';

/** Runs the purge through the job queue every `config.intervalMs`, in the process that owns the jobs. */
export function startPurgeJob(
  jobs: JobQueue,
  db: Database,
  config: PurgeConfig,
  onPurged: (counts: PurgeCounts) => void = () => {},
): RepeatingJob {
  jobs.process(purgeJobName, async () => {
    const counts = await purgeStaleRows(db, config);
    // Contest contact data past its retention (docs/security.md "Contest contact data").
    await purgeContestContacts(db, config.contestContactMs ?? defaultContestContactRetentionMs);
    onPurged(counts);
  });
  return scheduleRepeating(jobs, purgeJobName, config.intervalMs);
}
