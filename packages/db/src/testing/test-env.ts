import { z } from 'zod';

const testEnvSchema = z.object({
  // CI runs the suite a second time with this set, against a real PostgreSQL server.
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type TestEnv = z.output<typeof testEnvSchema>;

/** Parsed once per process, on first use. */
let parsed: TestEnv | undefined;
export function testEnv(): TestEnv {
  // vitest.config.ts sorts test files by whether they reach this function; the projects that run
  // once (not on PostgreSQL) set this, so a file sorted wrongly fails here instead of skipping a pass.
  if (process.env.NFT_TEST_NO_DATABASE) {
    throw new Error(`a test in the '${process.env.NFT_TEST_NO_DATABASE}' project opened a test database; see scripts/lib/test-scopes.mjs`);
  }
  parsed ??= testEnvSchema.parse(process.env);
  return parsed;
}
