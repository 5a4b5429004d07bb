/** Options of one enqueue. */
export interface EnqueueOptions {
  /** While a job with the same name and key is waiting, delayed or running, enqueueing it again adds nothing. */
  dedupeKey?: string;
  /** Milliseconds before the job may run (default 0). */
  delayMs?: number;
}

/** Handlers receive the raw payload and validate it themselves: a Redis queue may hold old shapes. */
export type JobHandler = (payload: unknown) => Promise<void>;

export interface ProcessOptions {
  /** Jobs of this name run at most this many at a time in this process (default 1). */
  concurrency?: number;
}

/**
 * The one small queue every background job goes through (metadata fetches, media, refreshes).
 * In-process by default; BullMQ on Redis when REDIS_URL is set. Delivery is at least once, so
 * handlers must be safe to repeat.
 */
export interface JobQueue {
  /** Resolves true when the job was queued, false when an equal dedupe key was already pending. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<boolean>;
  process(name: string, handler: JobHandler, options?: ProcessOptions): void;
  /** Resolves once no job is waiting, delayed or running (tests and shutdown use it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Where a failed job is reported (default: console.error); the job is not retried. */
export type JobErrorReporter = (name: string, error: unknown) => void;

export const defaultJobErrorReporter: JobErrorReporter = (name, error) => console.error(`job ${name} failed:`, error);
