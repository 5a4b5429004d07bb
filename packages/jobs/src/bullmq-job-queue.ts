import { createHash } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
  defaultJobErrorReporter,
  type EnqueueOptions,
  type JobErrorReporter,
  type JobHandler,
  type JobQueue,
  type ProcessOptions,
} from './job-queue';

export interface BullMqJobQueueOptions {
  redisUrl: string;
  /** Key prefix in Redis, so several deployments (or tests) can share one server. */
  prefix?: string;
  onError?: JobErrorReporter;
  /** How often idle() looks at the queue counts (default 50 ms). */
  idlePollMs?: number;
}

/** BullMQ on Redis: one BullMQ queue per job name, shared by every process with the same prefix. */
export function createBullMqJobQueue(options: BullMqJobQueueOptions): JobQueue {
  const prefix = options.prefix ?? 'nft';
  const onError = options.onError ?? defaultJobErrorReporter;
  // BullMQ needs maxRetriesPerRequest null on blocking connections; workers get their own.
  const connect = () => new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const connection = connect();
  const queues = new Map<string, Queue>();
  const workers: { worker: Worker; connection: Redis }[] = [];

  const queueOf = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix });
      queues.set(name, queue);
    }
    return queue;
  };

  return {
    async enqueue(name: string, payload: unknown, enqueue: EnqueueOptions = {}) {
      const queue = queueOf(name);
      // Custom ids may not contain BullMQ's ':' separator, so the dedupe key is hashed.
      const jobId = enqueue.dedupeKey === undefined ? undefined : `d${createHash('sha256').update(enqueue.dedupeKey).digest('hex')}`;
      if (jobId !== undefined && (await queue.getJob(jobId))) return false;
      await queue.add(name, payload, {
        ...(jobId === undefined ? {} : { jobId }),
        ...(enqueue.delayMs ? { delay: enqueue.delayMs } : {}),
        removeOnComplete: true,
        removeOnFail: true,
      });
      return true;
    },
    process(name: string, handler: JobHandler, processOptions: ProcessOptions = {}) {
      const workerConnection = connect();
      const worker = new Worker(name, async (job) => handler(job.data), {
        connection: workerConnection,
        prefix,
        concurrency: processOptions.concurrency ?? 1,
      });
      worker.on('failed', (_job, error) => onError(name, error));
      // Connection trouble is reported, not thrown: BullMQ reconnects by itself.
      worker.on('error', (error) => onError(name, error));
      queueOf(name);
      workers.push({ worker, connection: workerConnection });
    },
    async idle() {
      for (;;) {
        const counts = await Promise.all(
          [...queues.values()].map((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
        );
        if (counts.every((c) => Object.values(c).every((n) => n === 0))) return;
        await new Promise((resolve) => setTimeout(resolve, options.idlePollMs ?? 50));
      }
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await Promise.all([...workers.map((w) => w.connection.quit()), connection.quit()]);
    },
  };
}
