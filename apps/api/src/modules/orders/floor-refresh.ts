/**
 * Keeps the cached collection floor (`collections.floor_price`, read by the collection lists, cards and the
 * watchlist) close behind the order intake: a listing posted or cancelled names its collection here, and the floors
 * of the collections named within one short window are refreshed together, after the order's transaction committed
 * (docs/decisions/074-collection-floor-after-intake.md). Not in the order's transaction: that would queue every
 * listing of a collection behind one row lock. The book job's minute pass stays the backstop (an expiry, a process
 * that stopped in between).
 */
export type FloorRefresher = {
  /** Asks for this collection's floor to be refreshed within the window; never throws, never waits. */
  touch(collectionId: number | null | undefined): void;
  /** Refreshes what is gathered now and waits for it; touches after this are ignored (the app closes before its database). */
  close(): Promise<void>;
};

export type FloorRefresherDeps = {
  /** Refreshes these collections' cached floors (refreshCollectionFloors of @nft/db). */
  refresh(collectionIds: number[]): Promise<unknown>;
  /** A failed refresh is logged and left to the book job. */
  onError(error: unknown, collectionIds: number[]): void;
  /** How long touches are gathered before one refresh (a bulk listing names one collection many times). */
  windowMs?: number;
};

export function createFloorRefresher({ refresh, onError, windowMs = 500 }: FloorRefresherDeps): FloorRefresher {
  let pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const run = () => {
    timer = undefined;
    const ids = [...pending];
    pending = new Set();
    // One refresh at a time per process: touches during a run wait for the next window.
    running = running.then(() =>
      refresh(ids).then(
        () => undefined,
        (error: unknown) => onError(error, ids),
      ),
    );
  };

  return {
    touch(collectionId) {
      if (closed || collectionId === null || collectionId === undefined) return;
      pending.add(collectionId);
      timer ??= setTimeout(run, windowMs);
    },
    async close() {
      closed = true;
      if (timer) {
        clearTimeout(timer);
        run();
      }
      await running;
    },
  };
}
