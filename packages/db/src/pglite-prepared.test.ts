import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from './pglite-prepared';

// Prepared statements must answer exactly what PGlite's own query answers: the same decoded rows,
// fields and counts, the same errors, and never run inside another caller's open transaction
// (docs/decisions/061-order-insert-by-hand.md, second addendum).

let client: PGlite;
let prepared: ReturnType<typeof preparedQuery>;
let query: PGlite['query'];
beforeAll(async () => {
  client = await PGlite.create();
  prepared = preparedQuery(client);
  query = prepared(client.query.bind(client), false);
  await client.exec(
    `create table probe (id int primary key, at timestamptz, doc jsonb, tags text[], flag boolean, big int8, amount numeric)`,
  );
});
afterAll(() => client.close());

const insert = 'insert into probe values ($1, $2, $3, $4, $5, $6, $7) returning *';
const select = 'select id, at, doc, tags, flag, big, amount, $2::text as echo from probe where id = $1';

describe('preparedQuery', () => {
  it('decodes rows, fields and counts as PGlite does, for every parameter type, in object and array row modes', async () => {
    const params = (id: number) => [
      id,
      new Date('2026-11-26T10:00:00Z'),
      { a: [1, null], b: 'x' },
      ['p', 'q r'],
      true,
      9007199254740993n,
      '12.50',
    ];
    const ours = await query(insert, params(1));
    const theirs = await client.query(insert, params(2));
    expect({ ...ours, rows: ours.rows.map((row) => ({ ...(row as object), id: 0 })) }).toEqual({
      ...theirs,
      rows: theirs.rows.map((row) => ({ ...(row as object), id: 0 })),
    });
    expect(ours.affectedRows).toBe(1);
    for (const rowMode of ['object', 'array'] as const) {
      expect(await query(select, [1, null], { rowMode })).toEqual(await client.query(select, [1, null], { rowMode }));
      // The second run of the same text reuses the statement.
      expect(await query(select, [2, 'é'], { rowMode })).toEqual(await client.query(select, [2, 'é'], { rowMode }));
    }
    const update = 'update probe set flag = $1 where id > $2';
    expect(await query(update, [false, 0])).toEqual(await client.query(update, [false, 0]));
  });

  it('throws PostgreSQL errors with their code and constraint, and keeps working after them', async () => {
    const failure = await query(insert, [1, null, null, null, null, null, null]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
    await expect(query('select $1::int / 0 as x', [1])).rejects.toMatchObject({ code: '22012' });
    expect((await query('select $1::int as x', [7])).rows).toEqual([{ x: 7 }]);
  });

  it('re-prepares a statement whose table changed shape', async () => {
    const text = 'select * from probe where id = $1';
    const before = await query(text, [1]);
    await client.exec('alter table probe add column note text');
    const after = await query(text, [1]);
    expect(Object.keys(after.rows[0] as object)).toEqual([...Object.keys(before.rows[0] as object), 'note']);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into probe (id) values (100)');
      await held;
      await tx.rollback();
    });
    // Started while the transaction holds its row uncommitted: it must see the state after the rollback.
    const read = query('select count(*)::int as n from probe where id = $1', [100]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("runs a transaction's statements inside it, prepared too, and leaves nothing behind on rollback", async () => {
    const count = 'select count(*)::int as n from probe where id >= $1';
    await client
      .transaction(async (tx) => {
        const inside = prepared(tx.query.bind(tx), true);
        await inside('insert into probe (id) values ($1)', [200]);
        expect((await inside(count, [200])).rows).toEqual([{ n: 1 }]);
        // A failing statement aborts the transaction, as with PGlite's own query.
        await expect(inside('insert into probe (id) values ($1)', [200])).rejects.toMatchObject({ code: '23505' });
        await expect(inside(count, [200])).rejects.toMatchObject({ code: '25P02' });
      })
      .catch(() => undefined);
    expect((await query(count, [200])).rows).toEqual([{ n: 0 }]);
  });

  it('closes the oldest statements past its bound and keeps answering', async () => {
    for (let i = 0; i < 260; i++) expect((await query(`select $1::int + ${i} as x`, [1])).rows).toEqual([{ x: 1 + i }]);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0]!.n).toBeLessThanOrEqual(200);
    expect((await query('select $1::int + 0 as x', [5])).rows).toEqual([{ x: 5 }]);
  });
});
