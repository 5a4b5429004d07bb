// The indexer benchmark's floor on this machine: what PostgreSQL alone spends to store the rows of N
// ERC-721 transfers, with the rows generated inside the server (no parameters, no network, no node),
// against the CPU the whole machine has in the time the target allows (issue 17 item 2: 0.5 of raw
// `eth_getLogs`). If the server alone needs more CPU than both cores give in that time, no write path
// written in the indexer can reach the target here (docs/decisions/076-targets-against-the-machine.md).
//
// Each store is measured on fresh tables, three times, median reported:
// - the activity ledger and the ownership rows as the product keeps them (the real migrated tables,
//   their indexes, checks and the live-event trigger);
// - the same rows with only what a reorg needs (the "applied once" key and the block index, the
//   ownerships' primary key and block index): what would be left with every read index dropped;
// - the bare heaps, no index at all.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/indexer/write-floor.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { asEmbeddedServer, createTestDatabase } from '@nft/db/testing';
import { median } from '../lib/median';
import { finishRun, runHeader, startRun } from '../lib/run-record';

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
const stores: Store[] = [
  {
    name: 'as the product keeps them',
    setUp: [],
    statements: [activityRows('activity'), ownershipRows('ownerships')],
    tables: ['activity', 'ownerships'],
  },
  {
    name: 'only the reorg indexes',
    setUp: [
      'create table activity_reorg (like activity including defaults including identity including constraints)',
      'create unique index on activity_reorg (chain, tx_hash, log_index, batch_index, kind)',
      'create index on activity_reorg (chain, block_number)',
      'create table ownerships_reorg (like ownerships including defaults including constraints)',
      'alter table ownerships_reorg add primary key (chain, contract_address, token_id, owner)',
      'create index on ownerships_reorg (chain, block_number)',
    ],
    statements: [activityRows('activity_reorg'), ownershipRows('ownerships_reorg')],
    tables: ['activity_reorg', 'ownerships_reorg'],
  },
  {
    name: 'bare heaps',
    setUp: [
      'create table activity_heap (like activity including defaults including identity including constraints)',
      'create table ownerships_heap (like ownerships including defaults including constraints)',
    ],
    statements: [activityRows('activity_heap'), ownershipRows('ownerships_heap')],
    tables: ['activity_heap', 'ownerships_heap'],
  },
];

/** user + system CPU ms of a local PostgreSQL backend (fields 14 and 15 of /proc/PID/stat, clock ticks of 10 ms). */
function backendCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function targetSeconds(): { raw: number; seconds: number } {
  const result = JSON.parse(readFileSync('bench/results/indexer.json', 'utf8')) as {
    byDatabase: { postgres: { measured: { referenceMedianPerSecond: number } } };
  };
  const raw = result.byDatabase.postgres.measured.referenceMedianPerSecond;
  return { raw, seconds: events / (0.5 * raw) };
}

const start = startRun(['bench/indexer', 'packages/db/src/schema', 'packages/db/migrations']);
const database = await createTestDatabase(asEmbeddedServer);
if (database.kind !== 'postgres') throw new Error('the write floor is measured on PostgreSQL: set TEST_DATABASE_URL');
const measured: { store: string; serverCpuMs: number; wallMs: number }[] = [];
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
        const [t, server] = [performance.now(), backendCpuMs(pid)];
        for (const statement of store.statements) await tx.execute(statement);
        wall.push(performance.now() - t);
        cpu.push(backendCpuMs(pid) - server);
      });
      // Every round starts from empty tables and indexes (a rolled-back insert would leave its dead entries).
      await database.db.execute(`truncate ${store.tables.join(', ')}`);
    }
    measured.push({ store: store.name, serverCpuMs: median(cpu), wallMs: median(wall) });
  }
} finally {
  await database.close();
}

const { raw, seconds } = targetSeconds();
const record = finishRun(start, 'postgres');
const lines = [
  '# Indexer: the write floor on this machine',
  '',
  runHeader(record),
  '',
  `${events.toLocaleString('en')} ERC-721 transfers' rows (activity and ownerships), made inside PostgreSQL beforehand and copied into each store by ` +
    `one statement per table (no parameters, no client work); server CPU of the backend from /proc, median of ${rounds} rounds on empty tables.`,
  '',
  `Target time: ${events.toLocaleString('en')} events at 0.5 of raw eth_getLogs (${raw.toLocaleString('en')} events/s in bench/results/indexer.json) ` +
    `is ${seconds.toFixed(2)} s, in which the machine's ${record.machine.cpus} cores give ${(record.machine.cpus * seconds).toFixed(2)} CPU-s ` +
    'for everything: serving and parsing the logs, the indexer, and PostgreSQL.',
  '',
  '| rows stored | server CPU (s) | wall (s) | share of the machine in the target time |',
  '|---|---|---|---|',
  ...measured.map(
    (m) =>
      `| ${m.store} | ${(m.serverCpuMs / 1000).toFixed(2)} | ${(m.wallMs / 1000).toFixed(2)} | ${((m.serverCpuMs / 1000 / (record.machine.cpus * seconds)) * 100).toFixed(0)} % |`,
  ),
  '',
];
writeFileSync('bench/results/indexer-write-floor.md', lines.join('\n'));
writeFileSync(
  'bench/results/indexer-write-floor.json',
  `${JSON.stringify({ run: record, events, rawPerSecond: raw, targetSeconds: seconds, measured }, null, 1)}\n`,
);
console.log(lines.join('\n'));
