// `npm run bench`: runs every benchmark in bench/ (`*.bench.ts`) one after another, so they do not
// compete for the machine's cores. Each writes bench/results/<name>.json (one run: date, commit,
// database, load average before and after; a run on a busy machine judges no target) and a human
// table. Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure on PostgreSQL instead of PGlite;
// api-read runs on PostgreSQL only (default postgres://postgres@127.0.0.1:5432).
// `npm run bench -- api-read` runs one.
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, step } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const benches = (await readdir(join(root, 'bench')))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.bench\.ts$/, '')))
  .sort();

for (const file of benches) {
  step(`Benchmark ${file.replace(/\.bench\.ts$/, '')}`);
  await run('npx', ['tsx', join('bench', file)], { cwd: root });
}
