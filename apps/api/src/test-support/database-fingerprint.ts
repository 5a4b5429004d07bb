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
 */
export async function databaseFingerprint(db: Database, tables: readonly string[] = catalogueTables): Promise<string> {
  const digests = await Promise.all(
    tables.map(async (table) => {
      const name = sql.identifier(table);
      const { rows } = await db.execute<{ digest: string | null }>(
        sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`,
      );
      return `${table}:${rows[0]?.digest ?? ''}`;
    }),
  );
  return digests.join(',');
}
