import { z } from 'zod';
import { isNulsAddress } from '@nft/nuls';

/**
 * Field schemas shared by the read routes' query strings and paths. Each turns the text of a URL
 * into the value a repository uses (lower-cased addresses, canonical token ids, numbers), so a
 * lookup can never miss because of spelling.
 */

export const limitField = z.coerce.number().int().min(1).max(100).default(24).describe('Page size, 1 to 100');

export const cursorField = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page')
  .optional()
  .describe('`nextCursor` of the previous page');

/** Repeated (`chain=a&chain=b`) or comma-separated (`chain=a,b`) chain symbols; checked against the registry later. */
export const chainListField = z
  .union([z.string(), z.array(z.string()).max(20)])
  .transform((value) => [
    ...new Set((Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')).map((symbol) => symbol.trim())),
  ])
  .pipe(z.array(z.string().min(1).max(32)).min(1).max(20))
  .optional()
  .describe('One or more chain symbols (repeat the parameter or separate with commas)');

/**
 * A parameter that may be repeated (`trait=a&trait=b`), at most `max` times, always read as a list. Not split on commas:
 * its values may hold them (a trait value).
 */
export function repeatableField<T extends z.ZodType<unknown, string>>(field: T, max: number) {
  return z
    .union([field, z.array(field).max(max)])
    .transform((value): z.output<T>[] => (Array.isArray(value) ? (value as z.output<T>[]) : [value as z.output<T>]));
}

const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** An EVM address in any case (stored and compared lower-case) or a NULS address (case-sensitive). */
export const addressField = z
  .string()
  .max(64)
  .refine((value) => evmAddress.test(value) || isNulsAddress(value), 'must be an EVM address (0x + 40 hex) or a NULS address')
  .transform((value) => (value.startsWith('0x') ? value.toLowerCase() : value))
  .describe('EVM address (0x + 40 hex, any case) or NULS address');

const maxUint256 = (1n << 256n) - 1n;

/** A decimal uint256 token id, made canonical (no leading zeros) to match the numeric column. */
export const tokenIdField = z
  .string()
  .regex(/^\d{1,78}$/, 'must be a decimal token id')
  // Zod runs this even when the pattern failed, and BigInt throws on non-digits.
  .refine((value) => /^\d+$/.test(value) && BigInt(value) <= maxUint256, 'must fit in uint256')
  .transform((value) => BigInt(value).toString())
  .describe('Decimal token id (uint256)');

/** A row id in a path or query: a positive integer written in decimal. */
export const idField = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be a positive integer id')
  .transform(Number)
  .refine((value) => Number.isSafeInteger(value), 'is too large');

export const searchField = z.string().trim().min(1).max(100).optional().describe('Case-insensitive part of the name');

export const booleanField = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Repeated (`collection=1&collection=2`) or comma-separated row ids, at most 20. */
export const idListField = z
  .union([z.string(), z.array(z.string()).max(20)])
  .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')).map((id) => id.trim()))])
  .pipe(z.array(idField).min(1).max(20))
  .optional();

/** Repeated or comma-separated members of a fixed set (statuses, categories). */
export function enumListField<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.string(), z.array(z.string()).max(values.length)])
    .transform((value) => [
      ...new Set((Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')).map((entry) => entry.trim())),
    ])
    .pipe(z.array(z.enum(values)).min(1).max(values.length))
    .optional();
}

/** A price in base units of the listing currency (a uint256 in decimal). */
export const baseUnitsField = z.string().regex(/^\d{1,78}$/, 'must be a whole number of base units');
