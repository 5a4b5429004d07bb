export { loadPurgeConfig, PurgeConfigError, type PurgeConfig } from './purge-config';
export { purgeJobName, startPurgeJob } from './purge-job';
export { purgeStaleRows, type PurgeCounts, type PurgeRetention } from './purge-stale-rows';
export { bookJobName, startBookJob } from './book-job';
export { maintainBook, type BookMaintenanceCounts } from './maintain-book';
