// Benchmark `api-read`: the explore queries of GET /v1/nfts (sorts, chain and collection filters,
// price range, search, keyset pages) answered by the real API on PostgreSQL, against a bare
// node:http server answering a same-size fixed JSON, alternating in the same run at 32 connections.
// The API is measured twice per size: on cache misses (every request a distinct query, so the
// one-second explore cache of decision 019 never answers; cache-miss-path.ts) and on the cached mix
// (the same paths replayed, as popular pages are). The data set grows 10,000 -> 100,000 ->
// 1,000,000 NFTs in one database the benchmark creates and drops; every size is measured. Targets
// (docs/product.md, benchmarks): throughput ratio >= 0.25 and p99 <= 25 ms at 1,000,000 NFTs, p50
// growing < 2x from 10,000 to 1,000,000 (judged on cache misses). At the largest size, the other two
// explore lists, GET /v1/collections and GET /v1/orders, are measured the same way against a
// reference of their own body size (api-read/other-lists.ts; no cache serves them). A run on a busy machine (load
// average above the core count before it, or other processes using more than a quarter of a core
// while it measures) records its figures but judges no target.
// Run: npm run bench -- api-read (PostgreSQL at BENCH_DATABASE_URL, TEST_DATABASE_URL or
// postgres://postgres@127.0.0.1:5432). API_READ_BENCH_SIZES=10000 measures one size only;
// API_READ_BENCH_REUSE=1 keeps the database for the next run and measures only the sizes it does
// not hold yet plus the largest (development).
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startChildServer, type ChildServer } from './lib/child-server';
import { httpLoad, type LoadPaths, type LoadResult } from './lib/http-load';
import { median } from './lib/median';
import { loadAverage1m } from './lib/load-average';
import { foreignCores, sampleCpu } from './lib/foreign-cpu';
import { finishRun, startRun, verdict } from './lib/run-record';
import {
  benchDatabaseExists,
  createBenchDatabase,
  databaseUrl,
  benchDatabaseName,
  dropBenchDatabase,
  postgresVersion,
  withClient,
} from './api-read/bench-database';
import { countRows, refreshCollectionStats, seedFixedRows, seedNftRange } from './api-read/explore-data';
import { exploreQueries, isSupported, listQueryParameters, resolvePages, type ResolvedQuery } from './api-read/query-mix';
import { closeLatencyClient, measureQueryLatencies } from './api-read/query-latency';
import { cacheMissPath } from './api-read/cache-miss-path';
import { checkCacheMissPages } from './api-read/cache-miss-check';
import { apiReadTable, type ApiReadResult, type OtherListRun, type Side, type SizeRun } from './api-read/api-read-report';
import { otherLists } from './api-read/other-lists';

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
const sizes = env.API_READ_BENCH_SIZES.split(',')
  .map(Number)
  .sort((a, b) => a - b);
const reuse = env.API_READ_BENCH_REUSE === '1';
const chunk = 100_000;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const subjectScript = fileURLToPath(new URL('./api-read/api-read-server.ts', import.meta.url));
const referenceScript = fileURLToPath(new URL('./api-read/reference-server.ts', import.meta.url));

// The API's explore cache (decision 019) is what the cached figure measures; say which setting ran.
const cacheTtl = process.env.EXPLORE_CACHE_TTL_MS ?? '1000';
const cacheNote =
  cacheTtl === '0' ? 'explore cache off (EXPLORE_CACHE_TTL_MS=0)' : `explore cache on (EXPLORE_CACHE_TTL_MS=${cacheTtl}, decision 019)`;

const rounded = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

// One counter for every cache-miss request of the run (load and one-connection passes alike), so
// no two of them ever share a cache key.
let missCounter = 0;
const nextMissPath = (path: string) => cacheMissPath(path, missCounter++);

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
/** The body of median size: what the reference server answers. */
function referenceBody(bodies: string[]): string {
  const sorted = [...bodies].sort((a, b) => a.length - b.length);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function side(rounds: LoadResult[]): Side {
  return {
    requestsPerSecond: rounds.map((r) => Math.round(r.requestsPerSecond)),
    requestsPerRound: rounds.map((r) => r.requests),
    medianRequestsPerSecond: Math.round(median(rounds.map((r) => r.requestsPerSecond))),
    latencyP50Ms: median(rounds.map((r) => r.latencyP50Ms)),
    latencyP99Ms: median(rounds.map((r) => r.latencyP99Ms)),
  };
}

async function measureSize(url: string, subject: ChildServer, nfts: number, loadSeconds: number | null): Promise<SizeRun> {
  const parameters = await listQueryParameters(subject.url);
  const supported = exploreQueries.filter((query) => isSupported(query, parameters));
  const queries: ResolvedQuery[] = [];
  for (const query of supported) queries.push(await resolvePages(subject.url, query));
  const paths = queries.flatMap((query) => query.paths);
  // The miss variants must read pages like the real ones (not empty, not refused): checked once.
  const missBytes = await checkCacheMissPages(subject.url, queries, nextMissPath);
  const missPaths: LoadPaths = (n) => nextMissPath(paths[n % paths.length]!);
  const body = referenceBody(queries.flatMap((query) => query.bodies));
  const reference = await startChildServer(referenceScript, { hello: { body } });
  try {
    const loadAverageBefore = loadAverage1m();
    const cpuBefore = sampleCpu(benchDatabaseName);
    const load = (target: string, what: LoadPaths, seconds: number) => httpLoad(target, what, env.API_READ_BENCH_CONNECTIONS, seconds);
    // Warm-up: JIT, connection pool, PostgreSQL's buffer cache for both sides.
    await load(subject.url, missPaths, 3);
    await load(subject.url, paths, 3);
    await load(reference.url, ['/'], 3);
    const misses: LoadResult[] = [];
    const cached: LoadResult[] = [];
    const referenceRounds: LoadResult[] = [];
    const sides = [
      async () => void misses.push(await load(subject.url, missPaths, env.API_READ_BENCH_SECONDS)),
      async () => void cached.push(await load(subject.url, paths, env.API_READ_BENCH_SECONDS)),
      async () => void referenceRounds.push(await load(reference.url, ['/'], env.API_READ_BENCH_SECONDS)),
    ];
    for (let round = 0; round < env.API_READ_BENCH_ROUNDS; round++) {
      // Rotate which side goes first, so drift on a shared machine hits all three alike.
      for (let i = 0; i < sides.length; i++) await sides[(round + i) % sides.length]!();
      const [m, c, r] = [misses.at(-1)!, cached.at(-1)!, referenceRounds.at(-1)!];
      console.log(
        `  ${nfts} NFTs round ${round + 1}: misses ${m.requestsPerSecond.toFixed(0)}/s p50 ${m.latencyP50Ms} p99 ${m.latencyP99Ms} ms; cached ${c.requestsPerSecond.toFixed(0)}/s p50 ${c.latencyP50Ms} p99 ${c.latencyP99Ms} ms; reference ${r.requestsPerSecond.toFixed(0)}/s p50 ${r.latencyP50Ms} ms`,
      );
    }
    const foreignCpuCores = foreignCores(cpuBefore, sampleCpu(benchDatabaseName));
    const alone = await measureQueryLatencies(subject.url, queries, env.API_READ_BENCH_REPEATS, nextMissPath);
    const rows = await withClient(url, countRows);
    const referenceRps = median(referenceRounds.map((r) => r.requestsPerSecond));
    const missSide = side(misses);
    const cachedSide = side(cached);
    return {
      nfts,
      rows,
      loadSeconds,
      loadAverage1m: { before: loadAverageBefore, after: loadAverage1m() },
      foreignCpuCores,
      responseBytes: {
        reference: Buffer.byteLength(body),
        subjectMedian: median(queries.flatMap((q) => q.bodies.map((b) => Buffer.byteLength(b)))),
        cacheMissMedian: missBytes,
      },
      cacheMiss: missSide,
      cached: cachedSide,
      reference: side(referenceRounds),
      ratio: {
        cacheMiss: rounded(median(misses.map((r) => r.requestsPerSecond)) / referenceRps, 3),
        cached: rounded(median(cached.map((r) => r.requestsPerSecond)) / referenceRps, 3),
      },
      distinctPaths: paths.length,
      oneConnectionP50Ms: alone.medianMs,
      queries: alone.queries,
      skippedQueries: exploreQueries.filter((query) => !supported.includes(query)).map((query) => query.name),
    };
  } finally {
    await reference.stop();
  }
}

type MeasuredList = Omit<OtherListRun, 'ratioMet' | 'p99Met'>;

/** GET /v1/collections and GET /v1/orders (other-lists.ts), each against a reference of its own body size. */
async function measureOtherLists(subject: ChildServer): Promise<MeasuredList[]> {
  const measured: MeasuredList[] = [];
  for (const list of await otherLists(subject.url)) {
    const body = referenceBody(list.bodies);
    const reference = await startChildServer(referenceScript, { hello: { body } });
    try {
      const cpuBefore = sampleCpu(benchDatabaseName);
      const load = (target: string, what: LoadPaths) => httpLoad(target, what, env.API_READ_BENCH_CONNECTIONS, env.API_READ_BENCH_SECONDS);
      await httpLoad(subject.url, list.paths, env.API_READ_BENCH_CONNECTIONS, 3);
      await httpLoad(reference.url, ['/'], env.API_READ_BENCH_CONNECTIONS, 3);
      const subjectRounds: LoadResult[] = [];
      const referenceRounds: LoadResult[] = [];
      for (let round = 0; round < env.API_READ_BENCH_ROUNDS; round++) {
        const sides = [
          async () => void subjectRounds.push(await load(subject.url, list.paths)),
          async () => void referenceRounds.push(await load(reference.url, ['/'])),
        ];
        for (let i = 0; i < sides.length; i++) await sides[(round + i) % sides.length]!();
        console.log(
          `  GET /v1/${list.name} round ${round + 1}: ${subjectRounds.at(-1)!.requestsPerSecond.toFixed(0)}/s p99 ${subjectRounds.at(-1)!.latencyP99Ms} ms; reference ${referenceRounds.at(-1)!.requestsPerSecond.toFixed(0)}/s`,
        );
      }
      measured.push({
        name: list.name,
        paths: list.paths.length,
        referenceBodyBytes: Buffer.byteLength(body),
        foreignCpuCores: foreignCores(cpuBefore, sampleCpu(benchDatabaseName)),
        subject: side(subjectRounds),
        reference: side(referenceRounds),
        ratio: rounded(median(subjectRounds.map((r) => r.requestsPerSecond)) / median(referenceRounds.map((r) => r.requestsPerSecond)), 3),
      });
    } finally {
      await reference.stop();
    }
  }
  return measured;
}

const start = startRun(['apps/api/src', 'packages/db/src', 'packages/db/migrations', 'bench']);
const database = await postgresVersion(serverUrl);
const url =
  reuse && (await benchDatabaseExists(serverUrl)) ? databaseUrl(serverUrl, benchDatabaseName) : await createBenchDatabase(serverUrl);
let loaded = await nftCount(url);
if (loaded === 0) await withClient(url, seedFixedRows);
const runs: SizeRun[] = [];
const measuredLists: MeasuredList[] = [];
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
  // The other two lists, at the largest size only (when it was measured).
  if (runs.at(-1)?.nfts === sizes.at(-1)) {
    console.log(`${sizes.at(-1)} NFTs: the other explore lists`);
    measuredLists.push(...(await measureOtherLists(subject)));
  }
} finally {
  closeLatencyClient();
  await subject?.stop();
  if (!reuse) await dropBenchDatabase(serverUrl);
}
// The load test saturates the cores itself: judged on the other processes' CPU during each size's
// rounds (bench/lib/foreign-cpu.ts) and the load average before, not the load average after.
const run = finishRun(start, database, Math.max(...runs.map((r) => r.foreignCpuCores), ...measuredLists.map((l) => l.foreignCpuCores)));

const target = { ratio: 0.25, p99Ms: 25, p50Growth: 2 };
const smallest = runs[0]!;
const largest = runs.at(-1)!;
// Growth with data size comes from cache misses only: a cache hit does not read the data at all.
const p50Growth = smallest === largest ? null : rounded(largest.cacheMiss.latencyP50Ms / smallest.cacheMiss.latencyP50Ms, 2);
const oneConnectionP50Growth = smallest === largest ? null : rounded(largest.oneConnectionP50Ms / smallest.oneConnectionP50Ms, 2);
const result: ApiReadResult = {
  name: 'api-read',
  run,
  subject: `GET /v1/nfts explore queries (every query below, first page and keyset pages after it), the real API in its own process (production pool of 10, logging off, rate limit raised) on 127.0.0.1, ${cacheNote}. Cache misses: every request a distinct query (a keyset cursor no other request carries), so the cache never answers. Cached: the same paths cycled per connection, as popular pages are read`,
  reference:
    'a bare node:http server in its own process answering one fixed JSON body: a real explore page of the subject of the median size in the mix',
  load: `autocannon, ${env.API_READ_BENCH_CONNECTIONS} connections, ${env.API_READ_BENCH_ROUNDS} rounds of ${env.API_READ_BENCH_SECONDS} s per side (cache misses, cached, reference), rotating, after 3 s warm-up each`,
  target,
  runs,
  otherLists: measuredLists.map((list) => ({
    ...list,
    ratioMet: verdict(list.ratio >= target.ratio, run),
    p99Met: verdict(list.subject.latencyP99Ms <= target.p99Ms, run),
  })),
  summary: {
    nfts: largest.nfts,
    cacheMiss: {
      ratio: largest.ratio.cacheMiss,
      latencyP50Ms: largest.cacheMiss.latencyP50Ms,
      latencyP99Ms: largest.cacheMiss.latencyP99Ms,
      ratioMet: verdict(largest.ratio.cacheMiss >= target.ratio, run),
      p99Met: verdict(largest.cacheMiss.latencyP99Ms <= target.p99Ms, run),
    },
    cached: {
      ratio: largest.ratio.cached,
      latencyP50Ms: largest.cached.latencyP50Ms,
      latencyP99Ms: largest.cached.latencyP99Ms,
      ratioMet: verdict(largest.ratio.cached >= target.ratio, run),
      p99Met: verdict(largest.cached.latencyP99Ms <= target.p99Ms, run),
    },
    p50Growth,
    oneConnectionP50Growth,
    p50GrowthMet: verdict(p50Growth === null ? null : p50Growth < target.p50Growth, run),
  },
};

// The profile write-up is kept by hand next to the benchmark and copied under the numbers.
const table = apiReadTable(result, await readFile(new URL('./api-read/findings.md', import.meta.url), 'utf8'));
await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}api-read.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}api-read.md`, table);
console.log(table);
