import { Placeholder, sql } from 'drizzle-orm';
import type { Database } from '@nft/db';

/**
 * EXPLAIN of a prepared statement's generic plan, the plan PostgreSQL keeps once it stops planning
 * each execution (docs/decisions/066-prepared-explore-statements.md): PREPARE the statement's text,
 * then EXPLAIN EXECUTE it with its values, with `plan_cache_mode = force_generic_plan`. Sequential
 * scans and sorts are priced out, as in keyset-indexes.test.ts, so the plan shows which index the
 * statement can use even on small tables. Test values only: strings and times are quoted here, not bound.
 */
export async function genericPlan(
  db: Database,
  statement: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
) {
  const { sql: text, params } = statement.toSQL();
  const literal = (param: unknown) => {
    const value = param instanceof Placeholder ? values[param.name] : param;
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql.raw(`prepare generic_page as ${text}`));
    const args = params.length === 0 ? '' : `(${params.map(literal).join(', ')})`;
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain execute generic_page${args}`));
    await tx.execute(sql`deallocate generic_page`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
