/**
 * Polls until `done` holds for a fresh read, so the page shows what the chain now says once the
 * indexer has caught up. Gives up after `attempts` reads (the caller then says it may take longer).
 */
export async function waitForIndexer<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { attempts = 60, intervalMs = 1000 } = {},
): Promise<T | undefined> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return undefined;
}
