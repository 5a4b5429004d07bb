import { z } from 'zod';
import { AppError } from '@nft/shared';

/** What a list is ordered by, besides the id that breaks ties: a timestamp, a uint256 or an int8 (the NFTs' heat). */
export type KeysetValueKind = 'timestamp' | 'decimal' | 'bigint';

/** The position after the last row of a page: the sort key's value (null sorts last) and the row id. */
export type KeysetPosition = { value: string | null; id: number };

// Microseconds, in UTC: PostgreSQL timestamps are finer than a JS Date, and a cursor rounded to
// milliseconds would skip or repeat rows created within the same millisecond.
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const timestampValue = z
  .string()
  .regex(timestampPattern)
  // The pattern lets "2024-02-31" through; a real date survives a round trip unchanged. Zod runs
  // this even after the pattern failed, so it must not throw on arbitrary text.
  .refine((value) => {
    const date = new Date(value);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
  }, 'is not a real date');

// 78 digits hold any uint256 (numeric(78,0) in the database).
const decimalValue = z.string().regex(/^\d{1,78}$/);

// int8 columns (nfts.heat packs sales and favourites above 2^31): the value stays text, as a JS
// number would round past 2^53, and is compared as a bigint so the index stays usable.
const bigintValue = z
  .string()
  .regex(/^\d{1,19}$/)
  .refine((value) => /^\d+$/.test(value) && BigInt(value) <= 9_223_372_036_854_775_807n, 'is out of range');

const idValue = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Opaque cursors for keyset pagination: base64url of `[sort, value, id]`. The sort name travels
 * inside, so a cursor from one ordering is refused by another instead of silently skipping rows.
 */
export function encodeCursor(sort: string, position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([sort, position.value, position.id])).toString('base64url');
}

/** Decodes a cursor for `sort`; anything else (tampered, truncated, another sort) is a 400 validation_failed. */
export function decodeCursor(cursor: string, sort: string, kind: KeysetValueKind, nullable: boolean): KeysetPosition {
  const value = kind === 'timestamp' ? timestampValue : kind === 'bigint' ? bigintValue : decimalValue;
  const schema = z.tuple([z.literal(sort), nullable ? value.nullable() : value, idValue]);
  const parsed = schema.safeParse(parseJson(Buffer.from(cursor, 'base64url').toString('utf8')));
  if (!parsed.success) throw invalidCursor();
  const [, decodedValue, id] = parsed.data;
  return { value: decodedValue, id };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON at all: the tuple check below reports it like any other malformed cursor.
    return undefined;
  }
}

function invalidCursor(): AppError {
  return new AppError('validation_failed', undefined, {
    details: { in: 'querystring', issues: [{ path: '/cursor', code: 'invalid_cursor', message: 'is not a cursor of this list and sort' }] },
  });
}
