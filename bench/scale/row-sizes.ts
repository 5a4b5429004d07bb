// Bytes per row (heap + TOAST + indexes) of the tables that grow with users, NFTs and trading, for the
// storage figures of docs/scaling.md. `npx tsx bench/scale/row-sizes.ts` (ROW_SIZES_NFTS, default 100,000;
// BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432). It times nothing, so a
// busy machine does not change its figures; it writes bench/results/row-sizes.{json,md}.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { z } from 'zod';
import { openDatabase } from '@nft/db';
import { databaseUrl, postgresVersion, withClient } from '../api-read/bench-database';
import { refreshCollectionStats, seedFixedRows, seedNftRange } from '../api-read/explore-data';
import { finishRun, runHeader, startRun } from '../lib/run-record';
import { seedGrowthRows } from './growth-rows';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const nftCount = z.coerce.number().int().min(10_000).max(1_000_000).default(100_000).parse(process.env.ROW_SIZES_NFTS);
const databaseName = `nft_scale_row_sizes_${process.pid}`;
const tables = ['nfts', 'ownerships', 'orders', 'nft_attributes', 'favorites', 'activity', 'fills', 'live_events'] as const;

type TableSize = { table: string; rows: number; heapBytes: number; toastBytes: number; indexBytes: number; bytesPerRow: number };

async function onServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  await withClient(databaseUrl(serverUrl, 'postgres'), async (client) => {
    await work(client);
  });
}

async function measure(client: pg.Client): Promise<TableSize[]> {
  const sizes: TableSize[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string; heap: string; toast: string; indexes: string }>(
      `select (select count(*) from ${table}) as rows, pg_relation_size($1::regclass) as heap,
        pg_table_size($1::regclass) - pg_relation_size($1::regclass) as toast, pg_indexes_size($1::regclass) as indexes`,
      [table],
    );
    const row = rows[0]!;
    const count = Number(row.rows);
    const total = Number(row.heap) + Number(row.toast) + Number(row.indexes);
    sizes.push({
      table,
      rows: count,
      heapBytes: Number(row.heap),
      toastBytes: Number(row.toast),
      indexBytes: Number(row.indexes),
      bytesPerRow: count === 0 ? 0 : Math.round(total / count),
    });
  }
  return sizes;
}

const start = startRun(['bench/scale', 'bench/api-read/explore-data.ts', 'packages/db/migrations']);
await onServer((client) => client.query(`create database ${databaseName}`));
try {
  const url = databaseUrl(serverUrl, databaseName);
  const handle = await openDatabase({ url, poolSize: 1 });
  await handle.close();
  const sizes = await withClient(url, async (client) => {
    await seedFixedRows(client);
    for (let from = 1; from <= nftCount; from += 100_000) await seedNftRange(client, from, Math.min(from + 99_999, nftCount));
    await refreshCollectionStats(client);
    await seedGrowthRows(client, nftCount);
    await client.query('vacuum analyze');
    return measure(client);
  });
  const database = await postgresVersion(serverUrl);
  const run = finishRun(start, database);
  const result = { name: 'row-sizes', run, nfts: nftCount, tables: sizes };
  const results = join(import.meta.dirname, '..', 'results');
  await writeFile(join(results, 'row-sizes.json'), `${JSON.stringify(result, null, 2)}\n`);
  const lines = [
    '# Row sizes (bytes per row on PostgreSQL)',
    '',
    runHeader(run),
    '',
    `Seeded with the api-read data set at ${nftCount.toLocaleString('en')} NFTs (bench/api-read/explore-data.ts) plus the growth`,
    'rows of bench/scale/growth-rows.ts (activity, fills, live events, full-size Seaport order parameters); then',
    '`vacuum analyze`. Bytes per row = (heap + TOAST + every index) / rows. Sizes, not times: the load does not change them.',
    '',
    '| table | rows | heap MB | TOAST MB | indexes MB | bytes per row (all included) |',
    '|---|---:|---:|---:|---:|---:|',
    ...sizes.map(
      (s) =>
        `| ${s.table} | ${s.rows.toLocaleString('en')} | ${(s.heapBytes / 1e6).toFixed(1)} | ${(s.toastBytes / 1e6).toFixed(1)} | ${(s.indexBytes / 1e6).toFixed(1)} | ${s.bytesPerRow} |`,
    ),
    '',
  ];
  await writeFile(join(results, 'row-sizes.md'), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await onServer((client) => client.query(`drop database if exists ${databaseName} with (force)`));
}
