import { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../database';
import { pgliteHandle } from '../open-pglite';
import { checkpointedDump, pgliteSnapshot } from './pglite-snapshot';
import { testPgliteOptions } from './test-pglite-options';

export type DumpableTestDatabase = DatabaseHandle & {
  /** The data directory as `close()` left it (a tar blob for `from`); rejects when closed without `dumpOnClose`. */
  closedDump(): Promise<Blob>;
};

export type DumpableTestDatabaseOptions = {
  /** A dump taken by `closedDump()`; the migrated empty database when omitted. */
  from?: Blob;
  /** Dump the data directory in `close()`, after whatever closed the database last wrote. */
  dumpOnClose?: boolean;
};

/**
 * An in-memory PGlite test database that can start from, and hand back, a whole data directory: the
 * browser tests seed one marketplace per run and start every later one from its dump (decision 026).
 */
export async function createDumpableTestDatabase(options: DumpableTestDatabaseOptions = {}): Promise<DumpableTestDatabase> {
  const client = await PGlite.create(testPgliteOptions(options.from ?? (await pgliteSnapshot())));
  const handle = pgliteHandle(client);
  let dump: Promise<Blob> | undefined;
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close() {
      closing ??= (async () => {
        if (options.dumpOnClose) {
          dump = checkpointedDump(client);
          // The dump's own failure is reported by closedDump(); the database closes either way.
          await dump.catch(() => undefined);
        }
        await handle.close();
      })();
      return closing;
    },
    closedDump: () => dump ?? Promise.reject(new Error('the test database was not closed with dumpOnClose')),
  };
}
