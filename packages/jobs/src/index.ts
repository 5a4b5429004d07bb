export type { EnqueueOptions, JobErrorReporter, JobHandler, JobQueue, ProcessOptions } from './job-queue';
export { createInProcessJobQueue } from './in-process-job-queue';
export { createBullMqJobQueue, type BullMqJobQueueOptions } from './bullmq-job-queue';
export { createJobQueue, jobQueueEnvSchema, type JobQueueConfig } from './create-job-queue';
export { scheduleRepeating, type RepeatingJob } from './schedule-repeating';
export {
  createInProcessLiveSignal,
  createLiveSignal,
  createRedisLiveSignal,
  type LiveSignal,
  type RedisLiveSignalOptions,
} from './live-signal';
