import { AppError } from '@nft/shared';
import { z } from 'zod';
import type { DatabaseHandle } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

const openDatabaseOptions = z.object({
  url: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  dataDir: z.string().min(1).optional(),
  poolSize: z.number().int().positive().optional(),
});

export type OpenDatabaseOptions = z.input<typeof openDatabaseOptions>;

/**
 * Opens the product database and applies pending migrations: PostgreSQL when `url` is given
 * (production, `DATABASE_URL`), otherwise PGlite stored in `dataDir`, or in memory without either.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const parsed = openDatabaseOptions.safeParse(options);
  if (!parsed.success) {
    throw new AppError('internal_error', `invalid database options: ${z.prettifyError(parsed.error)}`, { cause: parsed.error });
  }
  const { url, dataDir, poolSize } = parsed.data;
  if (url) return openPostgres({ url, ...(poolSize === undefined ? {} : { poolSize }) });
  return openPglite(dataDir);
}
