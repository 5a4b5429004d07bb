// The api-read ceiling: how close to the bare node:http reference any read that asks PostgreSQL
// something on every request can come on this machine, measured the way bench/api-read.bench.ts
// measures the API (same load, connections, rounds and busy-machine rule). Three servers, alike but
// for what each request asks PostgreSQL (bench/api-read/ceiling-server.ts): nothing (the reference),
// one round trip with no rows, and one distinct 25-row page of a 1,000,000-row table read through its
// primary key with the JSON written by PostgreSQL. The last is less work than any explore page
// (no filter, no join, nothing shaped in Node), so its ratio bounds what an explore cache miss can
// reach here (docs/decisions/076-targets-against-the-machine.md).
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/api-read/ceiling.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { foreignCores, sampleCpu } from '../lib/foreign-cpu';
import { httpLoad, type LoadResult } from '../lib/http-load';
import { median } from '../lib/median';
import { startChildServer, type ChildServer } from '../lib/child-server';
import { finishRun, runHeader, startRun } from '../lib/run-record';
import { databaseUrl, withClient } from './bench-database';

const env = z
  .object({
    TEST_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
    API_READ_BENCH_ROUNDS: z.coerce.number().int().positive().default(3),
    API_READ_BENCH_SECONDS: z.coerce.number().int().positive().default(10),
    API_READ_BENCH_CONNECTIONS: z.coerce.number().int().positive().default(32),
  })
  .parse(process.env);
const rows = 1_000_000;
const databaseName = 'nft_bench_api_read_ceiling';
const serverScript = fileURLToPath(new URL('./ceiling-server.ts', import.meta.url));
const modes = ['bare', 'round-trip', 'page'] as const;
type Mode = (typeof modes)[number];
const described: Record<Mode, string> = {
  bare: 'bare node:http, the fixed body (the reference)',
  'round-trip': 'one prepared `select 1` per request, then the fixed body',
  page: 'one distinct 25-row keyset page per request, prepared, JSON written by PostgreSQL',
};

/** A table of `rows` rows whose 25-row pages are about the size of an explore page (14 KB). */
async function createTable(url: string): Promise<string> {
  return withClient(url, async (client) => {
    await client.query(
      `create table ceiling_pages (id bigint primary key, name text not null, payload text not null, price numeric not null)`,
    );
    await client.query(
      `insert into ceiling_pages select g, 'Item #' || g, repeat(md5(g::text), 16), g * 1000000000000 from generate_series(1, ${rows}) g`,
    );
    await client.query('vacuum analyze ceiling_pages');
    const { rows: page } = await client.query<{ body: string }>(
      "select coalesce(json_agg(p), '[]')::text as body from (select * from ceiling_pages order by id limit 25) p",
    );
    return page[0]!.body;
  });
}

async function onServer(statement: string): Promise<void> {
  await withClient(databaseUrl(env.TEST_DATABASE_URL, 'postgres'), (client) => client.query(statement));
}

const start = startRun(['bench/api-read', 'bench/lib']);
await onServer(`drop database if exists ${databaseName} with (force)`);
await onServer(`create database ${databaseName}`);
const url = databaseUrl(env.TEST_DATABASE_URL, databaseName);
const servers: ChildServer[] = [];
try {
  const body = await createTable(url);
  for (const mode of modes) servers.push(await startChildServer(serverScript, { hello: { mode, databaseUrl: url, body, rows } }));
  const load = (server: ChildServer, seconds: number) => httpLoad(server.url, ['/'], env.API_READ_BENCH_CONNECTIONS, seconds);
  // Warm-up: JIT, the pools and statements, PostgreSQL's buffer cache.
  for (const server of servers) await load(server, 3);
  const cpuBefore = sampleCpu(databaseName);
  const results: LoadResult[][] = modes.map(() => []);
  for (let round = 0; round < env.API_READ_BENCH_ROUNDS; round++) {
    // Rotate which side goes first, so drift on a shared machine hits all three alike.
    for (let i = 0; i < modes.length; i++) {
      const side = (round + i) % modes.length;
      results[side]!.push(await load(servers[side]!, env.API_READ_BENCH_SECONDS));
    }
    console.log(
      `round ${round + 1}: ${modes.map((mode, i) => `${mode} ${results[i]!.at(-1)!.requestsPerSecond.toFixed(0)}/s`).join(', ')}`,
    );
  }
  const record = finishRun(start, 'PostgreSQL', foreignCores(cpuBefore, sampleCpu(databaseName)));
  const sides = modes.map((mode, i) => ({
    mode,
    requestsPerSecond: results[i]!.map((r) => Math.round(r.requestsPerSecond)),
    medianRequestsPerSecond: Math.round(median(results[i]!.map((r) => r.requestsPerSecond))),
    latencyP50Ms: median(results[i]!.map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(results[i]!.map((r) => r.latencyP99Ms)),
  }));
  const reference = sides[0]!.medianRequestsPerSecond;
  const lines = [
    '# Benchmark: api-read ceiling',
    '',
    runHeader(record),
    '',
    `Load: autocannon, ${env.API_READ_BENCH_CONNECTIONS} connections, ${env.API_READ_BENCH_ROUNDS} rounds of ${env.API_READ_BENCH_SECONDS} s per side, rotating, after 3 s warm-up each; ` +
      `each server in its own process with a pool of 10; a table of ${rows.toLocaleString('en')} rows, pages of ${Buffer.byteLength(body)} bytes.`,
    '',
    '| side | req/s (median) | ratio to the reference | p50 / p99 (ms) |',
    '|---|---|---|---|',
    ...sides.map(
      (s) =>
        `| ${described[s.mode]} | ${s.medianRequestsPerSecond} | ${(s.medianRequestsPerSecond / reference).toFixed(3)} | ${s.latencyP50Ms} / ${s.latencyP99Ms} |`,
    ),
    '',
    'Issue 17 item 1 asks 0.25 of the reference for explore pages on cache misses; the `page` side is the ceiling of any read that asks PostgreSQL per request.',
    '',
  ];
  writeFileSync('bench/results/api-read-ceiling.md', lines.join('\n'));
  writeFileSync(
    'bench/results/api-read-ceiling.json',
    `${JSON.stringify({ run: record, rows, pageBytes: Buffer.byteLength(body), sides }, null, 1)}\n`,
  );
  console.log(lines.join('\n'));
} finally {
  for (const server of servers) await server.stop();
  await onServer(`drop database if exists ${databaseName} with (force)`);
}
