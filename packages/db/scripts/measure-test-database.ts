// How long createTestDatabase() takes on the configured backend: the first call in a process
// (which may build the snapshot or template) and the median of later ones. Not a test: it asserts
// nothing. Run: `npx tsx packages/db/scripts/measure-test-database.ts`, with TEST_DATABASE_URL set
// for PostgreSQL.
import { createTestDatabase } from '../src/testing';

const runs = 10;

async function timeOne(): Promise<{ create: number; close: number }> {
  const start = performance.now();
  const handle = await createTestDatabase();
  const created = performance.now();
  await handle.close();
  return { create: created - start, close: performance.now() - created };
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN);

const first = await timeOne();
const later: { create: number; close: number }[] = [];
for (let i = 0; i < runs; i += 1) later.push(await timeOne());
console.log(
  JSON.stringify({
    backend: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    firstCreateMs: Math.round(first.create),
    medianCreateMs: median(later.map((run) => run.create)),
    medianCloseMs: median(later.map((run) => run.close)),
    runs,
  }),
);
