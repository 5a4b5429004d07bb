// Benchmark `indexer`: 100,000 ERC-721 transfers replayed on anvil, indexed by the real indexer
// into a fresh database, against raw eth_getLogs over the same blocks, alternating in the same run;
// medians and their ratio (target >= 0.5 and >= 10,000 events/s). The database is PostgreSQL when
// TEST_DATABASE_URL is set, PGlite otherwise; a PostgreSQL run then measures PGlite too, in a second
// process (the test database is chosen once per process). The result file holds the latest run of
// each database (date, commit, load average before and after, other processes' CPU while it measured); a run
// on a busy machine (load average above the core count before it, or other processes above a quarter of a core
// while it measures, bench/lib/foreign-cpu.ts) judges no target.
// Run both: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- indexer
// (about 2 minutes on a quiet machine, 6 on a busy one); PGlite only: npm run bench -- indexer.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { testAccounts } from '@nft/devnet';
import { startTestChain } from '@nft/devnet/testing';
import { median } from './lib/median';
import { foreignCores, sampleCpu } from './lib/foreign-cpu';
import { finishRun, runHeader, startRun, verdict } from './lib/run-record';
import { measureIndexer, measureRawGetLogs } from './indexer/indexer-workload';
import { replayTransfers } from './indexer/transfer-emitter';

const env = z
  .object({
    INDEXER_BENCH_EVENTS: z.coerce.number().int().positive().default(100_000),
    INDEXER_BENCH_PER_TX: z.coerce.number().int().positive().default(10_000),
    INDEXER_BENCH_ROUNDS: z.coerce.number().int().positive().default(3),
    INDEXER_BENCH_BATCH_BLOCKS: z.coerce.number().int().positive().default(1000),
    TEST_DATABASE_URL: z.string().optional(),
    /** Set for the PGlite pass a PostgreSQL run starts, so it does not start another. */
    INDEXER_BENCH_SECOND_PASS: z.string().optional(),
  })
  .parse(process.env);

const symbol = 'local1';
// The backends that count as the benchmark's own: each round's fresh database (packages/db testing, prefix
// nft_test_) and the server database it is created from. The benchmark keeps both cores busy itself (anvil, the
// indexer, PostgreSQL), so the load average after it says how hard it worked, not whether anything else ran.
const serverDatabase = env.TEST_DATABASE_URL ? new URL(env.TEST_DATABASE_URL).pathname.slice(1) : undefined;
const ownDatabases = new RegExp(`^(nft_test_\\w+${serverDatabase ? `|${serverDatabase.replace(/\W/g, '\\$&')}` : ''})$`);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const start = startRun(['apps/indexer/src', 'packages/db/src', 'bench']);
const chain = await startTestChain({ chainId: 31337 });

async function run() {
  const replay = await replayTransfers(chain.rpcUrl, testAccounts[1]!.privateKey, env.INDEXER_BENCH_EVENTS, env.INDEXER_BENCH_PER_TX);
  console.log(`replayed ${replay.events} transfers in blocks ${replay.fromBlock}-${replay.toBlock}`);
  await measureRawGetLogs(chain.rpcUrl, replay, env.INDEXER_BENCH_BATCH_BLOCKS); // warm-up
  const subject: number[] = [];
  const reference: number[] = [];
  let database = '';
  for (let round = 0; round < env.INDEXER_BENCH_ROUNDS; round++) {
    // Alternate which side goes first, so drift on a shared machine hits both alike.
    const indexed = async () => {
      const result = await measureIndexer(symbol, chain.rpcUrl, replay, env.INDEXER_BENCH_BATCH_BLOCKS);
      database = result.database;
      subject.push(result.perSecond);
    };
    const raw = async () => void reference.push(await measureRawGetLogs(chain.rpcUrl, replay, env.INDEXER_BENCH_BATCH_BLOCKS));
    if (round % 2 === 0) await indexed().then(raw);
    else await raw().then(indexed);
    console.log(
      `${database} round ${round + 1}: indexer ${subject.at(-1)!.toFixed(0)} events/s, raw eth_getLogs ${reference.at(-1)!.toFixed(0)} events/s`,
    );
  }
  const subjectMedian = median(subject);
  const referenceMedian = median(reference);
  return {
    database,
    subjectPerSecond: subject.map(Math.round),
    referencePerSecond: reference.map(Math.round),
    subjectMedianPerSecond: Math.round(subjectMedian),
    referenceMedianPerSecond: Math.round(referenceMedian),
    ratio: Math.round((subjectMedian / referenceMedian) * 1000) / 1000,
  };
}

let measured: Awaited<ReturnType<typeof run>>;
const cpuBefore = sampleCpu(ownDatabases);
let foreignCpuCores: number;
try {
  measured = await run();
  foreignCpuCores = foreignCores(cpuBefore, sampleCpu(ownDatabases));
} finally {
  await chain.stop();
}
const record = finishRun(start, measured.database, foreignCpuCores);
const target = { ratio: 0.5, eventsPerSecond: 10_000 };
const met = measured.ratio >= target.ratio && measured.subjectMedianPerSecond >= target.eventsPerSecond;
const result = {
  name: 'indexer',
  run: record,
  subject:
    'the indexer (startIndexer, one chain) indexing ERC-721 Transfer logs into a fresh database: activity ledger, ownerships, cursor and block headers committed',
  reference: 'raw eth_getLogs (fetch + JSON.parse) for the same address, topic and block ranges, nothing stored',
  target,
  dataSize: {
    events: env.INDEXER_BENCH_EVENTS,
    eventsPerBlock: env.INDEXER_BENCH_PER_TX,
    blocksPerRange: env.INDEXER_BENCH_BATCH_BLOCKS,
    rounds: env.INDEXER_BENCH_ROUNDS,
  },
  measured,
  targetMet: verdict(met, record),
};
// One entry per database: a run replaces its own database's entry and keeps the other's.
type Entry = Omit<typeof result, 'name' | 'subject' | 'reference' | 'target'>;
const previous = await readFile(`${resultsDir}indexer.json`, 'utf8')
  .then((text) => JSON.parse(text) as { byDatabase?: Record<string, Entry> })
  .catch(() => ({ byDatabase: undefined }));
const { name, subject, reference, ...entry } = result;
const byDatabase: Record<string, Entry> = { ...(previous.byDatabase ?? {}), [measured.database]: entry };
const rows = Object.entries(byDatabase).map(
  ([db, e]) =>
    `| ${db} | ${e.measured.subjectMedianPerSecond} | ${e.measured.referenceMedianPerSecond} | ${e.measured.ratio} | ${e.targetMet} |`,
);
const runs = Object.entries(byDatabase).map(([db, e]) => `- ${db}: ${runHeader(e.run)}; ${e.dataSize.rounds} rounds`);
const table = [
  '# Benchmark: indexer',
  '',
  ...runs,
  '',
  `${env.INDEXER_BENCH_EVENTS} ERC-721 transfers (${env.INDEXER_BENCH_PER_TX} per block) on anvil.`,
  '',
  `Subject: ${subject}. Reference: ${reference}. Target: ratio >= ${target.ratio} and >= ${target.eventsPerSecond} events/s.`,
  '',
  '| database | indexer median (events/s) | raw eth_getLogs median (events/s) | ratio | target met |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}indexer.json`, `${JSON.stringify({ name, subject, reference, target, byDatabase }, null, 2)}\n`);
await writeFile(`${resultsDir}indexer.md`, table);
console.log(table);
if (env.TEST_DATABASE_URL && !env.INDEXER_BENCH_SECOND_PASS) {
  execFileSync('npx', ['tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: '', INDEXER_BENCH_SECOND_PASS: '1' },
  });
}
