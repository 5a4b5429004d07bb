import { expect } from 'vitest';
import { constraintViolation, type ConstraintViolation } from '../constraint-violation';

/** Asserts that a query fails on the named integrity rule (and not on anything else). */
export async function expectViolation(query: PromiseLike<unknown>, expected: ConstraintViolation): Promise<void> {
  let error: unknown;
  try {
    await query;
  } catch (caught) {
    error = caught;
  }
  expect(error, `expected ${expected.kind} violation of ${expected.constraint}`).toBeDefined();
  expect(constraintViolation(error)).toEqual(expected);
}
