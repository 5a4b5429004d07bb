import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { arrayLiteral } from './array-literal';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function roundTrip(literal: string, type: string) {
  const result = await database.db.execute<{ value: string | null }>(
    sql`select value::text from unnest(${literal}::${sql.raw(type)}[]) with ordinality as u(value, n) order by n`,
  );
  return result.rows.map((row) => row.value);
}

describe('arrayLiteral', () => {
  it('gives the server back every text exactly, quotes, backslashes, separators and the word NULL included', async () => {
    const values = ['0xab', 'a "quoted" word', 'back\\slash', 'a,b', '{braces}', ' padded ', 'NULL', '', 'ünïcode'];
    expect(await roundTrip(arrayLiteral([...values, null]), 'varchar')).toEqual([...values, null]);
  });

  it('carries numbers, booleans and timestamps to typed arrays', async () => {
    expect(
      await roundTrip(arrayLiteral(['115792089237316195423570985008687907853269984665640564039457584007913129639935', '1']), 'numeric'),
    ).toEqual(['115792089237316195423570985008687907853269984665640564039457584007913129639935', '1']);
    expect(await roundTrip(arrayLiteral([true, false, null]), 'boolean')).toEqual(['true', 'false', null]);
    expect(await roundTrip(arrayLiteral([12, 0]), 'integer')).toEqual(['12', '0']);
    const at = new Date('2026-11-26T10:00:00.123Z');
    const [back] = await roundTrip(arrayLiteral([at.toISOString()]), 'timestamptz');
    expect(new Date(back!).getTime()).toBe(at.getTime());
  });
});
