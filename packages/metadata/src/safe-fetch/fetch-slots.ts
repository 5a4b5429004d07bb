/**
 * A counting semaphore: at most `size` fetches run at once, the rest wait their turn in order.
 * Bounds the sockets and DNS queries one slow or hostile host can hold open (docs/security.md row 9).
 */
export class FetchSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('at least one fetch slot');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `active` never drops below a waiter's turn.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
