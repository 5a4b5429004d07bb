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
  parsed ??= testEnvSchema.parse(process.env);
  return parsed;
}
