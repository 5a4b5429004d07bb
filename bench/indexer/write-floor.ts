// The indexer benchmark's floor on this machine, in one run: what fetching N ERC-721 transfers costs (raw
// `eth_getLogs` against anvil, as the benchmark's reference does it) and what PostgreSQL alone spends storing their
// rows (generated inside the server: no parameters, no network, no indexer), against the CPU the whole machine has
// in the time the target allows (issue 17 item 2: 0.5 of the raw rate). When the fetch and the server's storing
// alone need more CPU than both cores give in that time, no write path in the indexer can reach the target here
// (docs/decisions/076-targets-against-the-machine.md).
//
// The reference is measured three times (wall time and the machine's CPU from /proc/stat: anvil answering and Node
// parsing). Each store is measured on empty tables, three times, from the backend's CPU in /proc:
// - the activity ledger and the ownership rows as the product keeps them (the real migrated tables,
//   their indexes, checks and the live-event trigger);
// - the same rows with only what a reorg needs (the "applied once" key and the block index, the
//   ownerships' primary key and block index): what would be left with every read index dropped;
// - the bare heaps, no index at all.
// Medians are reported. Run (about 2 minutes):
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/indexer/write-floor.ts
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { asEmbeddedServer, createTestDatabase } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain } from '@nft/devnet/testing';
import { foreignCores, sampleCpu } from '../lib/foreign-cpu';
import { machineCpuSeconds, processCpuSeconds } from '../lib/machine-cpu';
import { median } from '../lib/median';
import { finishRun, runHeader, startRun } from '../lib/run-record';
import { measureRawGetLogs } from './indexer-workload';
import { replayTransfers } from './transfer-emitter';

const events = Number(process.env.FLOOR_EVENTS ?? 100_000);
const rounds = 3;
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const receiver = '0x70997970c51812dc3a010c7d01e854ccd3bc4c7a';
// One block per 10,000 transfers, as in the benchmark's workload.
const block = 'ceil(13 + g / 10000)::bigint';
const hashOf = (n: string) => `'0x' || lpad(to_hex(${n}), 64, '0')`;

const activityColumns =
  'chain, kind, contract_address, token_id, from_address, to_address, quantity, tx_hash, log_index, batch_index, block_number, block_hash, occurred_at';
const ownershipColumns = 'chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash';
// The rows are made once, before any measurement, so a measured statement only copies them into the store.
const sources = [
  `create unlogged table floor_activity_source as
   select 'local1'::varchar as chain, 'transfer'::activity_kind as kind, '${contract}'::varchar as contract_address,
     g::numeric as token_id, '${contract}'::varchar as from_address, '${receiver}'::varchar as to_address, 1::numeric as quantity,
     ${hashOf(`${block} + 1000000`)} as tx_hash, g % 10000 as log_index, 0 as batch_index, ${block} as block_number,
     ${hashOf(block)} as block_hash, to_timestamp(1700000000 + ${block}) as occurred_at
   from generate_series(0, ${events - 1}) g`,
  `create unlogged table floor_ownership_source as
   select 'local1'::varchar as chain, '${contract}'::varchar as contract_address, g::numeric as token_id,
     '${receiver}'::varchar as owner, 1::numeric as balance, to_timestamp(1700000000 + ${block}) as acquired_at,
     ${block} as block_number, ${hashOf(block)} as block_hash
   from generate_series(0, ${events - 1}) g`,
];
const activityRows = (table: string) => `insert into ${table} (${activityColumns}) select ${activityColumns} from floor_activity_source`;
const ownershipRows = (table: string) =>
  `insert into ${table} (${ownershipColumns}) select ${ownershipColumns} from floor_ownership_source`;

type Store = { name: string; setUp: string[]; statements: string[]; tables: string[] };
/** A store of the activity and ownership rows in the two tables named, made by `setUp` (nothing for the real ones). */
const store = (name: string, activityTable: string, ownershipTable: string, setUp: string[] = []): Store => ({
  name,
  setUp,
  statements: [activityRows(activityTable), ownershipRows(ownershipTable)],
  tables: [activityTable, ownershipTable],
});
const copyOfActivity = (table: string) =>
  `create table ${table} (like activity including defaults including identity including constraints)`;
const copyOfOwnerships = (table: string) => `create table ${table} (like ownerships including defaults including constraints)`;
const stores: Store[] = [
  store('as the product keeps them', 'activity', 'ownerships'),
  store('only the reorg indexes', 'activity_reorg', 'ownerships_reorg', [
    copyOfActivity('activity_reorg'),
    'create unique index on activity_reorg (chain, tx_hash, log_index, batch_index, kind)',
    'create index on activity_reorg (chain, block_number)',
    copyOfOwnerships('ownerships_reorg'),
    'alter table ownerships_reorg add primary key (chain, contract_address, token_id, owner)',
    'create index on ownerships_reorg (chain, block_number)',
  ]),
  store('bare heaps', 'activity_heap', 'ownerships_heap', [copyOfActivity('activity_heap'), copyOfOwnerships('ownerships_heap')]),
];

/** The reference, as bench/indexer.bench.ts measures it: raw `eth_getLogs` over the replayed blocks. */
async function measureReference(): Promise<{ perSecond: number; cpuSeconds: number }> {
  const chain = await startTestChain({ chainId: 31337 });
  try {
    const replay = await replayTransfers(chain.rpcUrl, testAccounts[1]!.privateKey, events, 10_000);
    await measureRawGetLogs(chain.rpcUrl, replay, 1000); // warm-up
    const perSecond: number[] = [];
    const cpuSeconds: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const cpu = machineCpuSeconds();
      perSecond.push(await measureRawGetLogs(chain.rpcUrl, replay, 1000));
      cpuSeconds.push(machineCpuSeconds() - cpu);
    }
    return { perSecond: median(perSecond), cpuSeconds: median(cpuSeconds) };
  } finally {
    await chain.stop();
  }
}

if (!process.env.TEST_DATABASE_URL) throw new Error('the write floor is measured on PostgreSQL: set TEST_DATABASE_URL');
// This script loads the machine itself (anvil, PostgreSQL), so it is judged on the CPU other processes used while it
// ran, as the indexer benchmark is: its own are this process, its children and the backends of its databases.
const ownDatabases = new RegExp(`^(nft_test_\\w+|${new URL(process.env.TEST_DATABASE_URL).pathname.slice(1).replace(/\W/g, '\\$&')})$`);
const start = startRun(['bench/indexer', 'bench/lib', 'packages/db/src/schema', 'packages/db/migrations']);
const cpuBefore = sampleCpu(ownDatabases);
const reference = await measureReference();
const database = await createTestDatabase(asEmbeddedServer);
const measured: { store: string; serverCpuSeconds: number; wallSeconds: number }[] = [];
try {
  for (const statement of sources) await database.db.execute(statement);
  await database.db.execute('analyze floor_activity_source, floor_ownership_source');
  for (const store of stores) {
    const cpu: number[] = [];
    const wall: number[] = [];
    for (const statement of store.setUp) await database.db.execute(statement);
    for (let round = 0; round < rounds; round++) {
      await database.db.transaction(async (tx) => {
        const pid = Number((await tx.execute<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
        const [t, server] = [performance.now(), processCpuSeconds(pid)];
        for (const statement of store.statements) await tx.execute(statement);
        wall.push((performance.now() - t) / 1000);
        cpu.push(processCpuSeconds(pid) - server);
      });
      // Every round starts from empty tables and indexes (a rolled-back insert would leave its dead entries).
      await database.db.execute(`truncate ${store.tables.join(', ')}`);
    }
    measured.push({ store: store.name, serverCpuSeconds: median(cpu), wallSeconds: median(wall) });
  }
} finally {
  await database.close();
}

const record = finishRun(start, 'postgres', foreignCores(cpuBefore, sampleCpu(ownDatabases)));
const targetSeconds = events / (0.5 * reference.perSecond);
const machineSeconds = record.machine.cpus * targetSeconds;
const share = (cpuSeconds: number) => `${((cpuSeconds / machineSeconds) * 100).toFixed(0)} %`;
const lines = [
  '# Indexer: the write floor on this machine',
  '',
  runHeader(record),
  '',
  `Reference: raw eth_getLogs of ${events.toLocaleString('en')} ERC-721 transfers on anvil (as bench/indexer.bench.ts), ` +
    `${Math.round(reference.perSecond).toLocaleString('en')} events/s, ${reference.cpuSeconds.toFixed(2)} CPU-s of the machine (anvil answering, Node parsing); ` +
    `median of ${rounds} rounds.`,
  '',
  `Target time: ${events.toLocaleString('en')} events at 0.5 of that rate is ${targetSeconds.toFixed(2)} s, in which the machine's ` +
    `${record.machine.cpus} cores give ${machineSeconds.toFixed(2)} CPU-s for everything: fetching the logs, the indexer, and PostgreSQL.`,
  '',
  "Stores: the same transfers' rows (activity and ownerships), made inside PostgreSQL beforehand and copied into each store by " +
    `one statement per table (no parameters, no client work); server CPU of the backend from /proc, median of ${rounds} rounds on empty tables.`,
  '',
  '| rows stored | server CPU (s) | wall (s) | with the fetch (CPU-s) | share of the machine in the target time |',
  '|---|---|---|---|---|',
  ...measured.map((m) => {
    const total = m.serverCpuSeconds + reference.cpuSeconds;
    return `| ${m.store} | ${m.serverCpuSeconds.toFixed(2)} | ${m.wallSeconds.toFixed(2)} | ${total.toFixed(2)} | ${share(total)} |`;
  }),
  '',
];
writeFileSync('bench/results/indexer-write-floor.md', lines.join('\n'));
writeFileSync(
  'bench/results/indexer-write-floor.json',
  `${JSON.stringify({ run: record, events, reference, targetSeconds, machineCpuSeconds: machineSeconds, measured }, null, 1)}\n`,
);
console.log(lines.join('\n'));
