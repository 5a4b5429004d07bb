// Benchmark `indexer` (/work/shared/design/BENCHMARKS.md): 100,000 ERC-721 transfers replayed on
// anvil, indexed by the real indexer into a fresh database, against raw eth_getLogs over the same
// blocks, alternating in the same run; medians and their ratio (target >= 0.5 and >= 10,000
// events/s). The database is PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise; each
// database's run is kept in the result file. Run: npx tsx bench/indexer.bench.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { testAccounts } from '@nft/devnet';
import { startTestChain } from '@nft/devnet/testing';
import { measureIndexer, measureRawGetLogs, median } from './indexer/indexer-workload';
import { replayTransfers } from './indexer/transfer-emitter';

const env = z
  .object({
    INDEXER_BENCH_EVENTS: z.coerce.number().int().positive().default(100_000),
    INDEXER_BENCH_PER_TX: z.coerce.number().int().positive().default(10_000),
    INDEXER_BENCH_ROUNDS: z.coerce.number().int().positive().default(3),
    INDEXER_BENCH_BATCH_BLOCKS: z.coerce.number().int().positive().default(1000),
  })
  .parse(process.env);

const symbol = 'local1';
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
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
    console.log(`${database} round ${round + 1}: indexer ${subject.at(-1)!.toFixed(0)} events/s, raw eth_getLogs ${reference.at(-1)!.toFixed(0)} events/s`);
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

type Run = Awaited<ReturnType<typeof run>>;

async function previousRuns(): Promise<Run[]> {
  try {
    return (JSON.parse(await readFile(`${resultsDir}indexer.json`, 'utf8')) as { runs: Run[] }).runs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

let current: Run;
try {
  current = await run();
} finally {
  await chain.stop();
}
const runs = [...(await previousRuns()).filter((r) => r.database !== current.database), current];
const result = {
  name: 'indexer',
  date: new Date().toISOString(),
  subject: 'the indexer (startIndexer, one chain) indexing ERC-721 Transfer logs into a fresh database: activity ledger, ownerships, cursor and block headers committed',
  reference: 'raw eth_getLogs (fetch + JSON.parse) for the same address, topic and block ranges, nothing stored',
  target: { ratio: 0.5, eventsPerSecond: 10_000 },
  dataSize: { events: env.INDEXER_BENCH_EVENTS, eventsPerBlock: env.INDEXER_BENCH_PER_TX, blocksPerRange: env.INDEXER_BENCH_BATCH_BLOCKS, rounds: env.INDEXER_BENCH_ROUNDS },
  machine: { node: process.version, cpus: cpus().length },
  runs,
};
const met = (r: Run) => r.ratio >= result.target.ratio && r.subjectMedianPerSecond >= result.target.eventsPerSecond;
const table = [
  '# Benchmark: indexer',
  '',
  `${result.date} · Node ${process.version} · ${result.machine.cpus} CPUs · ${env.INDEXER_BENCH_EVENTS} ERC-721 transfers (${env.INDEXER_BENCH_PER_TX} per block) on anvil, ${env.INDEXER_BENCH_ROUNDS} rounds`,
  '',
  `Subject: ${result.subject}. Reference: ${result.reference}. Target: ratio >= ${result.target.ratio} and >= ${result.target.eventsPerSecond} events/s.`,
  '',
  '| database | indexer median (events/s) | raw eth_getLogs median (events/s) | ratio | target met |',
  '|---|---|---|---|---|',
  ...runs.map((r) => `| ${r.database} | ${r.subjectMedianPerSecond} | ${r.referenceMedianPerSecond} | ${r.ratio} | ${met(r) ? 'yes' : 'no'} |`),
  '',
].join('\n');
await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}indexer.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}indexer.md`, table);
console.log(table);
