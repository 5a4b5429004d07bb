// Benchmark `sign-in`: POST /v1/login/auth for fresh EOA signatures over real HTTP on 127.0.0.1,
// against raw secp256k1 public-key recovery in one process, alternating in the same run; medians
// and their ratio (target >= 0.5). PGlite always; PostgreSQL too when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, so one command measures both. The result file holds this one run (date,
// commit, databases, load average before and after); a run on a busy machine judges no target.
// Run: npm run bench -- sign-in (or npx tsx bench/sign-in.bench.ts)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { median } from './lib/median';
import { finishRun, runHeader, startRun, verdict } from './lib/run-record';
import { closeClient, measureReference, measureSubject, prepareLogins } from './sign-in/sign-in-workload';

const env = z
  .object({
    BENCH_DATABASE_URL: z.string().optional(),
    TEST_DATABASE_URL: z.string().optional(),
    SIGN_IN_BENCH_ROUNDS: z.coerce.number().int().positive().default(7),
    SIGN_IN_BENCH_LOGINS: z.coerce.number().int().positive().default(300),
    SIGN_IN_BENCH_CLIENTS: z.coerce.number().int().positive().default(8),
  })
  .parse(process.env);

const chain = 'local1';
const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

async function startServer(databaseUrl: string | undefined): Promise<{ child: ChildProcess; url: string; database: string }> {
  const child = fork(fileURLToPath(new URL('./sign-in/sign-in-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [{ url: string; database: string }];
  return { child, ...ready };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.send('stop');
  await exited;
}

async function run(databaseUrl: string | undefined) {
  const server = await startServer(databaseUrl);
  try {
    // Warm-up: JIT, connection pools, the first PGlite pages.
    const warm = await prepareLogins(server.url, 50, chain);
    await measureSubject(server.url, warm, chain, env.SIGN_IN_BENCH_CLIENTS);
    measureReference(warm);
    const subject: number[] = [];
    const reference: number[] = [];
    for (let round = 0; round < env.SIGN_IN_BENCH_ROUNDS; round++) {
      const logins = await prepareLogins(server.url, env.SIGN_IN_BENCH_LOGINS, chain);
      // Alternate which side goes first, so drift on a shared machine hits both alike.
      if (round % 2 === 0) {
        subject.push(await measureSubject(server.url, logins, chain, env.SIGN_IN_BENCH_CLIENTS));
        reference.push(measureReference(logins));
      } else {
        reference.push(measureReference(logins));
        subject.push(await measureSubject(server.url, logins, chain, env.SIGN_IN_BENCH_CLIENTS));
      }
      console.log(
        `${server.database} round ${round + 1}: subject ${subject.at(-1)!.toFixed(0)}/s, reference ${reference.at(-1)!.toFixed(0)}/s`,
      );
    }
    const subjectMedian = median(subject);
    const referenceMedian = median(reference);
    return {
      database: server.database,
      subjectPerSecond: subject.map(Math.round),
      referencePerSecond: reference.map(Math.round),
      subjectMedianPerSecond: Math.round(subjectMedian),
      referenceMedianPerSecond: Math.round(referenceMedian),
      ratio: Math.round((subjectMedian / referenceMedian) * 1000) / 1000,
    };
  } finally {
    await stopServer(server.child);
  }
}

const start = startRun(['apps/api/src', 'packages/db/src', 'bench']);
const measured = [await run(undefined)];
if (postgresUrl) measured.push(await run(postgresUrl));
closeClient();
const record = finishRun(start, measured.map((entry) => entry.database).join(', '));
const target = 0.5;

const result = {
  name: 'sign-in',
  run: record,
  subject: 'POST /v1/login/auth, fresh EOA signatures (EIP-4361 on local1), real HTTP on 127.0.0.1, API in its own process',
  reference: 'raw secp256k1 public-key recovery of the same signatures in one process (@noble/curves, EIP-191 hashes precomputed)',
  target,
  dataSize: {
    loginsPerRound: env.SIGN_IN_BENCH_LOGINS,
    rounds: env.SIGN_IN_BENCH_ROUNDS,
    concurrentClients: env.SIGN_IN_BENCH_CLIENTS,
    startingDatabase: 'empty, migrated',
  },
  measured: measured.map((entry) => ({ ...entry, targetMet: verdict(entry.ratio >= target, record) })),
};

const table = [
  '# Benchmark: sign-in',
  '',
  runHeader(record),
  '',
  `${env.SIGN_IN_BENCH_ROUNDS} rounds of ${env.SIGN_IN_BENCH_LOGINS} fresh sign-ins, ${env.SIGN_IN_BENCH_CLIENTS} concurrent clients.`,
  '',
  `Subject: ${result.subject}. Reference: ${result.reference}. Target ratio >= ${target}.`,
  '',
  '| database | subject median (sign-ins/s) | reference median (recoveries/s) | ratio | target met |',
  '|---|---|---|---|---|',
  ...result.measured.map(
    (entry) =>
      `| ${entry.database} | ${entry.subjectMedianPerSecond} | ${entry.referenceMedianPerSecond} | ${entry.ratio} | ${entry.targetMet} |`,
  ),
  '',
].join('\n');

await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}sign-in.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}sign-in.md`, table);
console.log(table);
