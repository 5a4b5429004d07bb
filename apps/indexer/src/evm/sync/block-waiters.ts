interface Waiter {
  blockNumber: number;
  resolve(): void;
}

/** Promises that resolve once the follower's cursor reaches a height (tests, embedded start-up). */
export class BlockWaiters {
  private reached = -1;
  private waiters: Waiter[] = [];

  /** Moves the reached height; after a rollback it may go down. */
  update(blockNumber: number): void {
    this.reached = blockNumber;
    const ready = this.waiters.filter((w) => w.blockNumber <= blockNumber);
    this.waiters = this.waiters.filter((w) => w.blockNumber > blockNumber);
    for (const waiter of ready) waiter.resolve();
  }

  wait(blockNumber: number, timeoutMs: number): Promise<void> {
    if (this.reached >= blockNumber) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`indexer did not reach block ${blockNumber} within ${timeoutMs} ms (at ${this.reached})`));
      }, timeoutMs);
      const waiter: Waiter = {
        blockNumber,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }
}
