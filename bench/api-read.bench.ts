// Benchmark `api-read` (/work/shared/design/BENCHMARKS.md): the explore queries of GET /v1/nfts
// (sorts, chain and collection filters, price range, search, keyset pages) answered by the real
// API on PostgreSQL, against a bare node:http server answering a same-size fixed JSON, alternating
// in the same run at 32 connections. The data set grows 10,000 -> 100,000 -> 1,000,000 NFTs in one
// database the benchmark creates and drops; every size is measured. Targets: throughput ratio
// >= 0.25 and p99 <= 25 ms at 1,000,000 NFTs, p50 growing < 2x from 10,000 to 1,000,000.
// Run: npm run bench -- api-read (PostgreSQL at BENCH_DATABASE_URL, TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432). API_READ_BENCH_REUSE=1 keeps the database for the next run
// and measures only the sizes it does not hold yet plus the largest (development).
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startChildServer, type ChildServer } from './lib/child-server';
import { httpLoad, type LoadResult } from './lib/http-load';
import { median } from './lib/median';
import { benchDatabaseExists, createBenchDatabase, databaseUrl, benchDatabaseName, dropBenchDatabase, postgresVersion, withClient } from './api-read/bench-database';
import { countRows, refreshCollectionStats, seedFixedRows, seedNftRange } from './api-read/explore-data';
import { exploreQueries, isSupported, listQueryParameters, resolvePages, type ResolvedQuery } from './api-read/query-mix';
import { closeLatencyClient, measureQueryLatencies } from './api-read/query-latency';
import { apiReadTable, type ApiReadResult, type SizeRun } from './api-read/api-read-report';

const env = z
  .object({
    BENCH_DATABASE_URL: z.string().optional(),
    TEST_DATABASE_URL: z.string().optional(),
    API_READ_BENCH_SIZES: z.string().default('10000,100000,1000000'),
    API_READ_BENCH_ROUNDS: z.coerce.number().int().positive().default(3),
    API_READ_BENCH_SECONDS: z.coerce.number().int().positive().default(10),
    API_READ_BENCH_CONNECTIONS: z.coerce.number().int().positive().default(32),
    API_READ_BENCH_REPEATS: z.coerce.number().int().positive().default(5),
    API_READ_BENCH_REUSE: z.enum(['0', '1']).default('0'),
  })
  .parse(process.env);

const serverUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = env.API_READ_BENCH_SIZES.split(',').map(Number).sort((a, b) => a - b);
const reuse = env.API_READ_BENCH_REUSE === '1';
const chunk = 100_000;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const subjectScript = fileURLToPath(new URL('./api-read/api-read-server.ts', import.meta.url));
const referenceScript = fileURLToPath(new URL('./api-read/reference-server.ts', import.meta.url));

// The API's explore cache (decision 019) is part of what is measured; say which setting ran.
const cacheTtl = process.env.EXPLORE_CACHE_TTL_MS ?? '1000';
const cacheNote = cacheTtl === '0' ? 'explore cache off (EXPLORE_CACHE_TTL_MS=0)' : `explore cache on (EXPLORE_CACHE_TTL_MS=${cacheTtl}, decision 019)`;

const load1m = () => Math.round(loadavg()[0]! * 10) / 10;
const rounded = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Grows the data set to `size` NFTs in 100,000-NFT transactions; answers the seconds it took. */
async function growTo(url: string, from: number, size: number): Promise<number> {
  const started = performance.now();
  await withClient(url, async (client) => {
    for (let first = from + 1; first <= size; first += chunk) {
      const last = Math.min(size, first + chunk - 1);
      await seedNftRange(client, first, last);
      console.log(`  NFTs ${first}-${last} loaded (${rounded((performance.now() - started) / 1000)} s)`);
    }
    await refreshCollectionStats(client);
    // What autovacuum would do given time: fresh statistics for the planner, a visibility map for
    // index-only scans.
    await client.query('vacuum analyze');
  });
  return rounded((performance.now() - started) / 1000);
}

async function nftCount(url: string): Promise<number> {
  return withClient(url, async (client) => Number((await client.query<{ n: string }>('select count(*) as n from nfts')).rows[0]!.n));
}

/** The body the reference answers with: the subject's page of median size in this mix. */
function referenceBody(queries: ResolvedQuery[]): string {
  const bodies = queries.flatMap((query) => query.bodies).sort((a, b) => a.length - b.length);
  return bodies[Math.floor(bodies.length / 2)]!;
}

async function measureSize(url: string, subject: ChildServer, nfts: number, loadSeconds: number | null): Promise<SizeRun> {
  const parameters = await listQueryParameters(subject.url);
  const supported = exploreQueries.filter((query) => isSupported(query, parameters));
  const queries: ResolvedQuery[] = [];
  for (const query of supported) queries.push(await resolvePages(subject.url, query));
  const paths = queries.flatMap((query) => query.paths);
  const body = referenceBody(queries);
  const reference = await startChildServer(referenceScript, { hello: { body } });
  try {
    const loadAverageBefore = load1m();
    // Warm-up: JIT, connection pool, PostgreSQL's buffer cache for both sides.
    await httpLoad(subject.url, paths, env.API_READ_BENCH_CONNECTIONS, 3);
    await httpLoad(reference.url, ['/'], env.API_READ_BENCH_CONNECTIONS, 3);
    const subjectRounds: LoadResult[] = [];
    const referenceRounds: LoadResult[] = [];
    const measureSubject = async () => void subjectRounds.push(await httpLoad(subject.url, paths, env.API_READ_BENCH_CONNECTIONS, env.API_READ_BENCH_SECONDS));
    const measureReference = async () => void referenceRounds.push(await httpLoad(reference.url, ['/'], env.API_READ_BENCH_CONNECTIONS, env.API_READ_BENCH_SECONDS));
    for (let round = 0; round < env.API_READ_BENCH_ROUNDS; round++) {
      // Alternate which side goes first, so drift on a shared machine hits both alike.
      if (round % 2 === 0) await measureSubject().then(measureReference);
      else await measureReference().then(measureSubject);
      const s = subjectRounds.at(-1)!;
      const r = referenceRounds.at(-1)!;
      console.log(
        `  ${nfts} NFTs round ${round + 1}: subject ${s.requestsPerSecond.toFixed(0)}/s p50 ${s.latencyP50Ms} ms p99 ${s.latencyP99Ms} ms; reference ${r.requestsPerSecond.toFixed(0)}/s p50 ${r.latencyP50Ms} ms`,
      );
    }
    const alone = await measureQueryLatencies(subject.url, queries, env.API_READ_BENCH_REPEATS);
    const rows = await withClient(url, countRows);
    const subjectRps = median(subjectRounds.map((r) => r.requestsPerSecond));
    const referenceRps = median(referenceRounds.map((r) => r.requestsPerSecond));
    return {
      nfts,
      rows,
      loadSeconds,
      loadAverage1m: { before: loadAverageBefore, after: load1m() },
      responseBytes: { reference: Buffer.byteLength(body), subjectMedian: median(queries.flatMap((q) => q.bodies.map((b) => Buffer.byteLength(b)))) },
      requestsPerRound: { subject: subjectRounds.map((r) => r.requests), reference: referenceRounds.map((r) => r.requests) },
      subject: {
        requestsPerSecond: subjectRounds.map((r) => Math.round(r.requestsPerSecond)),
        medianRequestsPerSecond: Math.round(subjectRps),
        latencyP50Ms: median(subjectRounds.map((r) => r.latencyP50Ms)),
        latencyP99Ms: median(subjectRounds.map((r) => r.latencyP99Ms)),
      },
      reference: {
        requestsPerSecond: referenceRounds.map((r) => Math.round(r.requestsPerSecond)),
        medianRequestsPerSecond: Math.round(referenceRps),
        latencyP50Ms: median(referenceRounds.map((r) => r.latencyP50Ms)),
        latencyP99Ms: median(referenceRounds.map((r) => r.latencyP99Ms)),
      },
      ratio: rounded(subjectRps / referenceRps, 3),
      distinctPaths: paths.length,
      oneConnectionP50Ms: alone.medianMs,
      queries: alone.queries,
      skippedQueries: exploreQueries.filter((query) => !supported.includes(query)).map((query) => query.name),
    };
  } finally {
    await reference.stop();
  }
}

/** Which code was measured: the commit, and API files changed on top of it (sessions share the checkout). */
function measuredCode() {
  // trimEnd: a porcelain line starts with a space when only the work tree changed.
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trimEnd();
  const changed = git('status', '--porcelain', '--', 'apps/api/src', 'packages/db/src', 'packages/db/migrations');
  return { commit: git('rev-parse', 'HEAD'), uncommittedFiles: changed === '' ? [] : changed.split('\n').map((line) => line.slice(3)) };
}

const code = measuredCode();
const version = await postgresVersion(serverUrl);
const url = reuse && (await benchDatabaseExists(serverUrl)) ? databaseUrl(serverUrl, benchDatabaseName) : await createBenchDatabase(serverUrl);
let loaded = await nftCount(url);
if (loaded === 0) await withClient(url, seedFixedRows);
const runs: SizeRun[] = [];
let subject: ChildServer | undefined;
try {
  subject = await startChildServer(subjectScript, { env: { API_READ_DATABASE_URL: url } });
  for (const size of sizes) {
    if (size < loaded || (size === loaded && size !== sizes.at(-1))) {
      console.log(`${size} NFTs: the reused database already holds ${loaded}; skipped`);
      continue;
    }
    console.log(`${size} NFTs: loading`);
    const loadSeconds = size > loaded ? await growTo(url, loaded, size) : null;
    loaded = size;
    console.log(`${size} NFTs: measuring`);
    runs.push(await measureSize(url, subject, size, loadSeconds));
  }
} finally {
  closeLatencyClient();
  await subject?.stop();
  if (!reuse) await dropBenchDatabase(serverUrl);
}

const target = { ratio: 0.25, p99Ms: 25, p50Growth: 2 };
const smallest = runs[0]!;
const largest = runs.at(-1)!;
const p50Growth = smallest === largest ? null : rounded(largest.subject.latencyP50Ms / smallest.subject.latencyP50Ms, 2);
const oneConnectionP50Growth = smallest === largest ? null : rounded(largest.oneConnectionP50Ms / smallest.oneConnectionP50Ms, 2);
const result: ApiReadResult = {
  name: 'api-read',
  date: new Date().toISOString(),
  subject: `GET /v1/nfts explore queries (every query below, first page and keyset pages after it, cycled per connection), the real API in its own process (production pool of 10, logging off, rate limit raised) on 127.0.0.1, ${cacheNote}`,
  reference: 'a bare node:http server in its own process answering one fixed JSON body: a real explore page of the subject of the median size in the mix',
  database: version,
  load: `autocannon, ${env.API_READ_BENCH_CONNECTIONS} connections, ${env.API_READ_BENCH_ROUNDS} rounds of ${env.API_READ_BENCH_SECONDS} s per side, alternating, after 3 s warm-up each`,
  target,
  machine: { node: process.version, cpus: cpus().length },
  code,
  runs,
  summary: {
    nfts: largest.nfts,
    ratio: largest.ratio,
    latencyP50Ms: largest.subject.latencyP50Ms,
    latencyP99Ms: largest.subject.latencyP99Ms,
    p50Growth,
    oneConnectionP50Growth,
    ratioMet: largest.ratio >= target.ratio,
    p99Met: largest.subject.latencyP99Ms <= target.p99Ms,
    p50GrowthMet: p50Growth === null ? null : p50Growth < target.p50Growth,
  },
};

// The profile write-up is kept by hand next to the benchmark and copied under the numbers.
const table = apiReadTable(result, await readFile(new URL('./api-read/findings.md', import.meta.url), 'utf8'));
await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}api-read.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}api-read.md`, table);
console.log(table);
