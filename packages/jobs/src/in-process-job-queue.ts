import {
  defaultJobErrorReporter,
  type EnqueueOptions,
  type JobErrorReporter,
  type JobHandler,
  type JobQueue,
  type ProcessOptions,
} from './job-queue';

interface PendingJob {
  name: string;
  payload: unknown;
  dedupeKey: string | undefined;
}

interface Processor {
  handler: JobHandler;
  concurrency: number;
  running: number;
}

/** Jobs in memory of this process: the embedded default. Jobs queued before `process` wait for it. */
export function createInProcessJobQueue(onError: JobErrorReporter = defaultJobErrorReporter): JobQueue {
  const waiting: PendingJob[] = [];
  const processors = new Map<string, Processor>();
  const pendingKeys = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let running = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const isIdle = () => waiting.length === 0 && timers.size === 0 && running === 0;
  const settleIdle = () => {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  function pump(): void {
    if (closed) return;
    for (let i = 0; i < waiting.length;) {
      const job = waiting[i]!;
      const processor = processors.get(job.name);
      if (!processor || processor.running >= processor.concurrency) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      run(job, processor);
    }
  }

  function run(job: PendingJob, processor: Processor): void {
    processor.running++;
    running++;
    // A job that throws synchronously is still reported, never lost.
    void Promise.resolve()
      .then(() => processor.handler(job.payload))
      .catch((error: unknown) => onError(job.name, error))
      .finally(() => {
        processor.running--;
        running--;
        if (job.dedupeKey !== undefined) pendingKeys.delete(job.dedupeKey);
        pump();
        settleIdle();
      });
  }

  return {
    async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}) {
      if (closed) throw new Error('the job queue is closed');
      const dedupeKey = options.dedupeKey === undefined ? undefined : `${name}\u0000${options.dedupeKey}`;
      if (dedupeKey !== undefined) {
        if (pendingKeys.has(dedupeKey)) return false;
        pendingKeys.add(dedupeKey);
      }
      const job = { name, payload, dedupeKey };
      if (options.delayMs && options.delayMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          waiting.push(job);
          pump();
          settleIdle();
        }, options.delayMs);
        timers.add(timer);
      } else {
        waiting.push(job);
        pump();
      }
      return true;
    },
    process(name: string, handler: JobHandler, options: ProcessOptions = {}) {
      if (processors.has(name)) throw new Error(`a handler for job ${name} is already registered`);
      processors.set(name, { handler, concurrency: options.concurrency ?? 1, running: 0 });
      pump();
    },
    idle() {
      return isIdle() ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      waiting.length = 0;
      // Running jobs finish; nothing new starts.
      if (running > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
      settleIdle();
    },
  };
}
