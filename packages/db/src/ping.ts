import { sql } from 'drizzle-orm';
import { AppError } from '@nft/shared';
import type { Database } from './database';

/** Health check shared by both drivers: one round trip, mapped to a 503-class error. */
export async function ping(db: Database): Promise<void> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    throw new AppError('service_unavailable', 'database unreachable', { cause: error });
  }
}
