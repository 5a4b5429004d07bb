/** The queue is full: the caller should answer "busy" (503) instead of waiting without bound. */
export class MediaBusyError extends Error {
  override name = 'MediaBusyError';
}

export type MediaWorkQueueOptions = {
  /** Jobs running at once (each sharp decode can hold hundreds of MB and a libvips thread pool). */
  concurrency: number;
  /** Jobs allowed to wait for a slot; one more is refused with MediaBusyError. */
  maxWaiting: number;
};

export type MediaWorkQueue = {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/**
 * A bounded queue for image decoding and encoding (issue 9 item 4): at most `concurrency` jobs run,
 * at most `maxWaiting` wait, and anything beyond is refused at once, so a burst of uploads or
 * refreshes cannot pile decoded images up in memory.
 */
export function createMediaWorkQueue({ concurrency, maxWaiting }: MediaWorkQueueOptions): MediaWorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new MediaBusyError('media processing queue is full');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** The process's default queue (the indexer's media pipeline and uploads unless given their own). */
export const defaultMediaWorkQueue = createMediaWorkQueue({ concurrency: 2, maxWaiting: 16 });
