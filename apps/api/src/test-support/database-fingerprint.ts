import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';

const catalogueTables = [
  'collections',
  'contracts',
  'nfts',
  'nft_attributes',
  'ownerships',
  'activity',
  'media',
  'home_top_collections',
  'home_events',
  'home_artists',
  'home_favorites',
  'home_derivatives',
  'home_derivative_likes',
];

/**
 * A digest of every row of the catalogue tables, so a test can prove that rejected requests
 * changed nothing (docs/security.md row 13).
 *
 * One statement for all the tables: the fuzz files take thousands of fingerprints, and one round trip
 * per table each time was what made them slow on PostgreSQL on a busy machine (CI's PostgreSQL pass ran
 * at a lower priority beside the browser tests then, and each round trip waited to be scheduled twice).
 */
export async function databaseFingerprint(db: Database, tables: readonly string[] = catalogueTables): Promise<string> {
  const digests = tables.map(
    (table) => sql`${`${table}:`} || coalesce((select md5(string_agg(t::text, '|' order by t::text)) from ${sql.identifier(table)} t), '')`,
  );
  const { rows } = await db.execute<{ fingerprint: string }>(sql`select concat_ws(',', ${sql.join(digests, sql`, `)}) as fingerprint`);
  return rows[0]!.fingerprint;
}
