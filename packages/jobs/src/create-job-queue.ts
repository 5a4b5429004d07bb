import { z } from 'zod';
import { createBullMqJobQueue } from './bullmq-job-queue';
import { createInProcessJobQueue } from './in-process-job-queue';
import type { JobErrorReporter, JobQueue } from './job-queue';

/** The queue part of a process's environment: REDIS_URL switches from in-process to BullMQ. */
export const jobQueueEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  JOB_QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .default('nft'),
});

export type JobQueueConfig = z.infer<typeof jobQueueEnvSchema>;

export function createJobQueue(config: JobQueueConfig, onError?: JobErrorReporter): JobQueue {
  if (!config.REDIS_URL) return createInProcessJobQueue(onError);
  return createBullMqJobQueue({ redisUrl: config.REDIS_URL, prefix: config.JOB_QUEUE_PREFIX, ...(onError ? { onError } : {}) });
}
