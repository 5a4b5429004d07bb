// Soak and crash test (issue 17 item 7; docs/decisions/057-soak-and-crash-script.md): two API
// replicas (each `apps/api/src/main.ts` in its own process) and one indexer (`apps/indexer/src/main.ts`)
// on one fresh PostgreSQL database and Redis, against an anvil chain with Seaport deployed, all on
// 127.0.0.1. For SOAK_SECONDS (default 180): explore reads from autocannon against both replicas,
// freshly signed listings through POST /v1/orders and purchases through the fill route plus the
// transaction on anvil. A quarter in, replica A is killed with SIGKILL and restarted; a little past
// half-way, the indexer. Then: 5xx counts per replica, orders posted against the book, purchases
// against OrderFulfilled logs and sale activity rows, and the book audited against Seaport.
// Results: bench/results/soak.md + soak.json; exits 1 when a correctness check fails.
// Run: npm run soak (or npx tsx bench/soak.ts). Not a `*.bench.ts`: `npm run bench` leaves it out.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createPublicClient, http } from 'viem';
import { z } from 'zod';
import { chainContractsFromDeployment } from '@nft/contracts';
import type { DatabaseHandle } from '@nft/db';
import { devnetFeeRecipient, devnetOrderSignerKey, testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { auditBook } from '../apps/embedded/src/trading-stress/book-audit';
import { chainActor, type ChainActor } from '../apps/embedded/src/trading-stress/chain-actors';
import {
  buildSignedListing,
  ConnectionFailure,
  httpCall,
  postListing,
  requestFill,
  signIn,
  type AnswerLog,
  type Call,
  type SignedListing,
} from '../apps/embedded/src/trading-stress/marketplace-client';
import { roleProcess, type RoleProcess } from '../apps/embedded/src/trading-stress/role-process';
import { finishRun, runHeader, startRun } from './lib/run-record';
import { dropRedisPrefix } from './soak/redis-cleanup';
import { soakFailures, type ReplicaCounts, type SoakFigures } from './soak/soak-checks';

const env = z
  .object({
    SOAK_SECONDS: z.coerce.number().int().min(30).default(180),
    /** Explore reads per second against each replica (autocannon's overall rate): bounded, the machine is shared. */
    SOAK_READ_RATE: z.coerce.number().int().positive().default(40),
    SOAK_READ_CONNECTIONS: z.coerce.number().int().positive().default(4),
    SOAK_SELLERS: z.coerce.number().int().min(1).max(4).default(3),
    SOAK_TOKENS_PER_SELLER: z.coerce.number().int().positive().default(40),
    /** A PostgreSQL server: the script creates its own database there and drops it at the end. */
    SOAK_POSTGRES_URL: z.string().default(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  })
  .parse(process.env);

// createTestDatabase (a migrated clone of the template) reads TEST_DATABASE_URL; imported after it is set.
process.env.TEST_DATABASE_URL = env.SOAK_POSTGRES_URL;
const { createTestDatabase } = await import('@nft/db/testing');

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const readPaths = ['/v1/nfts?chain=local1', '/v1/collections', '/v1/orders?chain=local1', '/v1/nfts?chain=local1&sort=price_asc'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Redis keys and channels of this run only: other processes on the same Redis keep theirs.
const redisPrefix = `soak-${process.pid}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Repeats `work` while its replica is down (a connection failure), for up to two minutes of restart. */
async function throughKills<T>(replica: RoleProcess, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ConnectionFailure) || Date.now() > deadline) throw error;
      await sleep(200);
      await replica.ready().catch(() => undefined);
    }
  }
}

let chain: TestChain | undefined;
let database: DatabaseHandle | undefined;
let dataDir: string | undefined;
const roles: RoleProcess[] = [];
let exitCode = 0;

try {
  const run = startRun(['apps/api/src', 'apps/indexer/src', 'packages', 'bench/soak.ts', 'bench/soak']);
  [chain, database, dataDir] = await Promise.all([
    startTestChain({ chainId: 31337 }),
    createTestDatabase(),
    mkdtemp(join(tmpdir(), 'nft-soak-')),
  ]);
  const db = database.db;
  const { rows } = await db.execute<{ name: string }>('select current_database() as name');
  const databaseUrl = new URL(env.SOAK_POSTGRES_URL);
  databaseUrl.pathname = `/${rows[0]!.name}`;
  const shared: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: env.REDIS_URL,
    JOB_QUEUE_PREFIX: redisPrefix,
    LOCAL_CHAINS: 'true',
    RPC_URL_LOCAL1: chain.rpcUrl,
    CHAIN_CONTRACTS: JSON.stringify({ local1: chainContractsFromDeployment(chain.deployment) }),
  };
  const replicaEnv = (port: number) => ({
    ...shared,
    PORT: String(port),
    MEDIA_PORT: '0',
    WEB_DIST_DIR: join(dataDir!, 'no-web-build'),
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_REDIS_PREFIX: `${redisPrefix}:`,
    ORDER_SIGNER_KEY: devnetOrderSignerKey,
    MARKETPLACE_FEES: JSON.stringify({ local1: { bps: 250, recipient: devnetFeeRecipient } }),
  });
  // Fixed ports: a restarted replica listens where it did, so the load and the writers find it again.
  const ports = [await freePort(), await freePort()] as const;
  const replicaA = roleProcess('api', replicaEnv(ports[0]));
  const replicaB = roleProcess('api', replicaEnv(ports[1]));
  const indexer = roleProcess('indexer', { ...shared, CHAINS: 'local1', INDEXER_POLL_INTERVAL_MS: '100' });
  roles.push(replicaA, replicaB, indexer);
  const [urlA, urlB] = await Promise.all([replicaA.ready(), replicaB.ready(), indexer.ready()]);
  console.log(`replicas at ${urlA} and ${urlB}, indexer following local1`);

  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const headBlock = () => client.getBlockNumber({ cacheTime: 0 });
  const indexedUpTo = async (block: bigint) =>
    until(`the indexer at block ${block}`, async () => {
      const { rows: cursors } = await db.execute<{ block: string }>(
        "select block_number::text as block from indexer_cursors where chain = 'local1' and stream = 'evm'",
      );
      const cursor = cursors[0] ? { blockNumber: cursors[0].block } : undefined;
      return cursor && BigInt(cursor.blockNumber) >= block ? true : undefined;
    });

  // The inventory: every seller mints its tokens and approves the conduit before the clock starts.
  const royaltyReceiver = testAccounts[9]!.address;
  const sellers: ChainActor[] = testAccounts.slice(1, 1 + env.SOAK_SELLERS).map((a) => chainActor(chain!, a.privateKey));
  const buyers: ChainActor[] = testAccounts.slice(5, 8).map((a) => chainActor(chain!, a.privateKey));
  const tokenIds = new Map<ChainActor, bigint[]>();
  for (const seller of sellers) {
    await seller.approveConduit();
    const minted: bigint[] = [];
    for (let i = 0; i < env.SOAK_TOKENS_PER_SELLER; i += 1) minted.push(await seller.mint721(royaltyReceiver));
    tokenIds.set(seller, minted);
  }
  await indexedUpTo(await headBlock());
  console.log(`${sellers.length * env.SOAK_TOKENS_PER_SELLER} tokens minted and indexed`);

  // Writers alternate between the replicas (actor i on replica i % 2); each replica has its answer log.
  const replicas = [replicaA, replicaB];
  const logs: [AnswerLog, AnswerLog] = [[], []];
  const calls: Call[] = replicas.map((replica, i) => httpCall(() => replica.ready(), logs[i]!));
  const home = new Map<ChainActor, number>();
  [...sellers, ...buyers].forEach((actor, i) => home.set(actor, i % 2));
  const sessions = new Map<ChainActor, string>();
  for (const actor of [...sellers, ...buyers]) sessions.set(actor, await signIn(calls[home.get(actor)!]!, actor.account, 'local1'));

  const seconds = env.SOAK_SECONDS;
  const startedAt = Date.now();
  const stopAt = startedAt + seconds * 1000;
  // The read load: explore lists against each replica for the whole run. autocannon reconnects
  // after the kill; its errors on replica A are the connections the kill cut.
  const reads = [urlA, urlB].map((url) =>
    autocannon({
      url,
      connections: env.SOAK_READ_CONNECTIONS,
      overallRate: env.SOAK_READ_RATE,
      duration: seconds,
      timeout: 10,
      requests: readPaths.map((path) => ({ method: 'GET' as const, path })),
    }),
  );

  const posted = new Set<string>();
  const purchases: Promise<boolean>[] = [];
  let postsDone = 0;
  const endTime = Math.floor(Date.now() / 1000) + 86_400;
  const buy = (buyer: ChainActor, orderHash: string) => {
    const replica = home.get(buyer)!;
    return throughKills(replicas[replica]!, async () => {
      const answer = await requestFill(calls[replica]!, sessions.get(buyer)!, 'local1', orderHash);
      if (!answer.fill) throw new Error(`fill of ${orderHash}: ${answer.status} ${JSON.stringify(answer.body)}`);
      const receipt = await buyer.send(answer.fill.transaction);
      if (receipt.status !== 'success') throw new Error(`purchase of ${orderHash} reverted`);
      return true;
    });
  };
  // Each seller lists its tokens one after another until the clock runs out; every second listing is bought.
  const listAll = async (seller: ChainActor, index: number) => {
    const replica = home.get(seller)!;
    for (const [i, tokenId] of tokenIds.get(seller)!.entries()) {
      if (Date.now() > stopAt - 5000) return;
      const token = sessions.get(seller)!;
      let signed: SignedListing | undefined;
      // A cut answer is retried with the same signed order: a resubmission adds nothing (200).
      const answer = await throughKills(replicas[replica]!, async () => {
        signed ??= await buildSignedListing(calls[replica]!, token, seller.account, {
          chain: 'local1',
          contract: chain!.deployment.erc721.toLowerCase(),
          tokenId: tokenId.toString(),
          price: `0.${index + 1}${String(i + 1).padStart(3, '0')}`,
          endTime,
        });
        return postListing(calls[replica]!, token, signed);
      });
      if (answer.status !== 201 && answer.status !== 200)
        throw new Error(`listing refused: ${answer.status} ${JSON.stringify(answer.body)}`);
      const orderHash = (answer.body.data as { orderHash: string }).orderHash;
      posted.add(orderHash);
      postsDone += 1;
      if (postsDone % 2 === 0) purchases.push(buy(buyers[postsDone % buyers.length]!, orderHash));
      // Paced: each seller spreads its inventory over the run.
      await sleep(Math.max(0, (seconds * 1000) / env.SOAK_TOKENS_PER_SELLER - 500));
    }
  };
  const stream = Promise.all(sellers.map((seller, index) => listAll(seller, index)));

  // The crashes: replica A at a quarter of the run, the indexer at 55 %, each restarted at once.
  const events: { atSecond: number; event: string }[] = [];
  const at = () => Math.round((Date.now() - startedAt) / 100) / 10;
  await sleep(seconds * 250);
  await replicaA.kill();
  events.push({ atSecond: at(), event: 'replica A killed (SIGKILL)' });
  await replicaA.restart();
  events.push({ atSecond: at(), event: 'replica A serving again' });
  await sleep(Math.max(0, startedAt + seconds * 550 - Date.now()));
  await indexer.kill();
  events.push({ atSecond: at(), event: 'indexer killed (SIGKILL)' });
  await indexer.restart();
  events.push({ atSecond: at(), event: 'indexer following again' });
  console.log(events.map((e) => `${e.atSecond}s ${e.event}`).join('\n'));

  await stream;
  const bought = await Promise.all(purchases);
  const [loadA, loadB] = await Promise.all(reads);
  await indexedUpTo(await headBlock());
  const audit = await auditBook(db, { symbol: 'local1', rpcUrl: chain.rpcUrl, deployment: chain.deployment });
  const { rows: saleRows } = await db.execute<{ count: number }>(
    "select count(*)::int as count from activity where chain = 'local1' and kind = 'sale'",
  );

  const counts = (load: autocannon.Result, log: AnswerLog): ReplicaCounts => ({
    answered2xx: load['2xx'] + log.filter((a) => a.status < 300).length,
    answered4xx: load['4xx'] + log.filter((a) => a.status >= 400 && a.status < 500).length,
    answered5xx: load['5xx'] + log.filter((a) => a.status >= 500).length,
    connectionErrors: load.errors - load.timeouts,
    timeouts: load.timeouts,
  });
  const figures: SoakFigures = {
    killedReplica: counts(loadA!, logs[0]),
    survivingReplica: counts(loadB!, logs[1]),
    ordersPosted: posted.size,
    ordersInBook: audit.orders,
    purchasesConfirmed: bought.filter(Boolean).length,
    salesOnChain: audit.fulfilledOnChain,
    saleActivityRows: saleRows[0]!.count,
    auditProblems: audit.problems,
  };
  const failures = soakFailures(figures);
  const record = finishRun(run, 'PostgreSQL + Redis');
  const incarnations = { replicaA: replicaA.incarnations(), replicaB: replicaB.incarnations(), indexer: indexer.incarnations() };
  const readLatency = {
    replicaA: { p50Ms: loadA!.latency.p50, p99Ms: loadA!.latency.p99 },
    replicaB: { p50Ms: loadB!.latency.p50, p99Ms: loadB!.latency.p99 },
  };
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'soak.json'),
    `${JSON.stringify({ ...record, seconds, config: env, readPaths, events, incarnations, readLatency, figures, failures, passed: failures.length === 0 }, null, 2)}\n`,
  );
  const row = (name: string, c: ReplicaCounts) =>
    `| ${name} | ${c.answered2xx} | ${c.answered4xx} | ${c.answered5xx} | ${c.connectionErrors} | ${c.timeouts} |`;
  const markdown = [
    '# Soak and crash test',
    '',
    runHeader(record),
    '',
    `${seconds} s on 127.0.0.1: two API replicas and one indexer (each its own process) on one PostgreSQL database and Redis, one anvil chain with Seaport. Explore reads by autocannon (${env.SOAK_READ_CONNECTIONS} connections, ${env.SOAK_READ_RATE} requests/s per replica over ${readPaths.join(', ')}), ${sellers.length} sellers posting freshly signed listings, every second one bought (fill route, then the transaction). Busy or not, the correctness figures hold: they count, they do not time.`,
    '',
    '| when | event |',
    '| --- | --- |',
    ...events.map((e) => `| ${e.atSecond} s | ${e.event} |`),
    '',
    '| replica | 2xx | 4xx | 5xx | connection errors | timeouts |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    row('A (killed and restarted)', figures.killedReplica),
    row('B (surviving)', figures.survivingReplica),
    '',
    "Replica A's connection errors are autocannon's reconnections refused while A was down (between the kill and the restart, as fast as it retries); its latency figures span the outage and do not describe normal service. Replica B's do.",
    '',
    '| check | figure |',
    '| --- | --- |',
    `| orders posted / in the book | ${figures.ordersPosted} / ${figures.ordersInBook} |`,
    `| purchases confirmed / OrderFulfilled on chain / sale activity rows | ${figures.purchasesConfirmed} / ${figures.salesOnChain} / ${figures.saleActivityRows} |`,
    `| book audit against Seaport (fills, sale rows, order status, best listings) | ${audit.problems.length === 0 ? 'agrees' : `${audit.problems.length} problems (in the JSON)`} |`,
    `| read latency p50 / p99, replica A | ${loadA!.latency.p50} / ${loadA!.latency.p99} ms |`,
    `| read latency p50 / p99, replica B | ${loadB!.latency.p50} / ${loadB!.latency.p99} ms |`,
    '',
    failures.length === 0
      ? '**Passed**: no 5xx, no order or sale lost or duplicated, the book agrees with the chain.'
      : `**Failed**:\n\n${failures.map((f) => `- ${f}`).join('\n')}`,
    '',
  ].join('\n');
  await writeFile(join(resultsDir, 'soak.md'), markdown);
  console.log(markdown);
  if (failures.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  for (const role of roles) console.error(role.output().slice(-3000));
  exitCode = 1;
} finally {
  await Promise.all(roles.map((role) => role.stop()));
  await database?.close();
  await chain?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  // The run's queues and counters: nothing of it stays in the shared Redis.
  await dropRedisPrefix(env.REDIS_URL, redisPrefix).catch((error: unknown) => console.error(error));
}
process.exit(exitCode);
