import { z } from 'zod';
import { AppError } from '@nft/shared';
import type { OrderPosition } from './order-list.repository';

// The book's key is (chain, hash), not a numeric id, so its cursor carries both after the time.
const schema = z.tuple([
  z.literal('orders'),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
    .refine((value) => !Number.isNaN(new Date(value).getTime())),
  z.string().min(1).max(32),
  z.string().regex(/^0x[0-9a-f]{64}$/),
]);

export function encodeOrderCursor(position: OrderPosition): string {
  return Buffer.from(JSON.stringify(['orders', position.createdAt, position.chain, position.orderHash])).toString('base64url');
}

/** Anything but a cursor this list handed out is a 400 validation_failed, never a silent restart. */
export function decodeOrderCursor(cursor: string): OrderPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('validation_failed', undefined, {
      details: { in: 'querystring', issues: [{ path: '/cursor', code: 'invalid_cursor', message: 'is not a cursor of this list' }] },
    });
  }
  const [, createdAt, chain, orderHash] = parsed.data;
  return { createdAt, chain, orderHash };
}
