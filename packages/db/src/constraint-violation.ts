/** SQLSTATE codes of integrity violations, as raised by PostgreSQL and PGlite alike. */
const kinds = {
  '23505': 'unique',
  '23514': 'check',
  '23503': 'foreign_key',
  '23502': 'not_null',
  '23P01': 'exclusion',
} as const;

export type ConstraintViolation = { kind: (typeof kinds)[keyof typeof kinds]; constraint: string | undefined };

/**
 * Reads which integrity rule a failed query broke, through Drizzle's query error wrapper, so
 * repositories can turn e.g. a unique violation into a `conflict` without parsing messages.
 */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && code in kinds) {
      return { kind: kinds[code as keyof typeof kinds], constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
}
