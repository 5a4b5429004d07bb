import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteExtensions } from '../pglite-options';

export type TestPgliteOptions = {
  /**
   * PostgreSQL's `shared_buffers` for the instance. Tests hold little data, so they take 16 MB: PGlite
   * zeroes the whole buffer pool at every start, and the data directory's 128 MB took about half a
   * second of each boot (docs/decisions/067-test-database-boots.md). Benchmarks ask for
   * `asEmbeddedServer`'s instead. Ignored on PostgreSQL, whose server sets its own.
   */
  sharedBuffers?: string;
};

/**
 * The buffer pool the embedded server (`npm start`) runs with, its data directory's default: for
 * benchmarks, which measure the product as it runs, not as the tests start it.
 */
export const asEmbeddedServer: TestPgliteOptions = { sharedBuffers: '128MB' };

/** PGlite's options for a test database booted from `dataDir`, a data directory's tar. */
export function testPgliteOptions(dataDir: Blob, options: TestPgliteOptions = {}): PGliteOptions {
  return {
    loadDataDir: dataDir,
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? '16MB'}`],
  };
}
