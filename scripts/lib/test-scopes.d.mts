/** Types for test-scopes.mjs (imported by vitest.config.ts, which is type-checked). */
export function splitByDatabase(root: string, dirs: string[]): { db: string[]; other: string[] };
export function splitByModuleMocks(root: string, dirs: string[]): { mocking: string[]; other: string[] };
