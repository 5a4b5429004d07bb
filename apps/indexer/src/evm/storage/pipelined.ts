/**
 * Runs one statement per item, in order, with at most one in flight: the next item's statement
 * (its array parameters, docs/decisions/059-indexer-write-path.md) is built on this thread while the
 * server runs the previous one. Only one query at a time on the connection, as the driver expects.
 */
export async function pipelined<T, Q, R>(items: Iterable<T>, build: (item: T) => Q, run: (query: Q, item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let inFlight: Promise<R> | undefined;
  for (const item of items) {
    const query = build(item);
    if (inFlight) results.push(await inFlight);
    const started = run(query, item);
    // A failure is thrown by the await that takes its result, not reported as unhandled before it.
    started.catch(() => undefined);
    inFlight = started;
    // Let the driver send it before the next item's statement takes the thread.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (inFlight) results.push(await inFlight);
  return results;
}
