import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions every PGlite instance loads, so the migrations (explore search uses pg_trgm indexes)
 * run the same on PGlite as on PostgreSQL.
 */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];
