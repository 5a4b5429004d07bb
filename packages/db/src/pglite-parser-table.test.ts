import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { drizzlePgliteClient } from './pglite-parser-table';
import * as schema from './schema';

// The adapted client must decode every value exactly as Drizzle over the plain client does, in and
// out of transactions (docs/decisions/061-order-insert-by-hand.md, addendum).

let client: PGlite;
let plain: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  plain = await PGlite.create();
});
afterAll(async () => {
  await client.close();
  await plain.close();
});

// One value of each type whose decoding Drizzle or PGlite changes: dates, intervals, numerics, big integers, JSON, arrays.
const probe = sql`select now() as at, '2026-11-26 10:00:00'::timestamp as local_at, '2026-11-26'::date as day,
  interval '1 day 2 hours' as span, 123456789012345678901234567890::numeric as big, 9007199254740993::int8 as int8,
  '{"b":1,"a":[true,null]}'::jsonb as doc, array[1.5, 2]::numeric[] as numbers,
  array['2026-11-26 10:00:00+00'::timestamptz] as stamps, 42 as n, 'text' as t`;

type Row = Record<string, unknown>;
const shape = (rows: Row[]) => rows.map(({ at, ...rest }) => ({ ...rest, at: typeof at }));

describe('drizzlePgliteClient', () => {
  it('answers the same rows as Drizzle over the plain client, outside and inside a transaction, selects and raw statements alike', async () => {
    const adapted: Database = drizzle({ client: drizzlePgliteClient(client), schema });
    const reference: Database = drizzle({ client: plain, schema });
    const expected = shape((await reference.execute<Row>(probe)).rows);
    expect(expected[0]).toMatchObject({ day: '2026-11-26', span: '1 day 02:00:00', big: '123456789012345678901234567890', at: 'string' });

    expect(shape((await adapted.execute<Row>(probe)).rows)).toEqual(expected);
    expect(shape(await adapted.transaction(async (tx) => (await tx.execute<Row>(probe)).rows))).toEqual(expected);
    // A nested transaction (savepoint) goes through the same transaction client.
    expect(shape(await adapted.transaction((tx) => tx.transaction(async (inner) => (await inner.execute<Row>(probe)).rows)))).toEqual(
      expected,
    );
    // Drizzle's own selects map through the columns: a timestamptz column comes back a Date on both.
    const select = (db: Database) => db.select({ at: sql<Date>`now()`.mapWith(schema.accounts.createdAt) }).from(sql`(select 1) one`);
    const [ours] = await select(adapted);
    const [theirs] = await select(reference);
    expect(ours!.at).toBeInstanceOf(Date);
    expect(theirs!.at).toBeInstanceOf(Date);
  });

  it('rolls back a failed transaction as PGlite does', async () => {
    const adapted: Database = drizzle({ client: drizzlePgliteClient(client), schema });
    await adapted.execute(sql`create table if not exists probe_rows (id int)`);
    await expect(
      adapted.transaction(async (tx) => {
        await tx.execute(sql`insert into probe_rows values (1)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await adapted.execute<{ count: number }>(sql`select count(*)::int as count from probe_rows`)).rows).toEqual([{ count: 0 }]);
  });
});
