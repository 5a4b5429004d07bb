import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { indexerCursors, nfts, type DatabaseHandle } from '@nft/db';
import { BytesBlob, createDumpableTestDatabase } from '@nft/db/testing';
import { freePort } from './free-port';
import { launchMarketplace } from './launch-marketplace';
import type { MarketplaceOptions, RunningMarketplace } from './marketplace';
import type { E2eSnapshotContext } from './snapshot-setup';

// One seeded marketplace per worker of a run instead of one per file (decisions 026 and 060). The first
// file of a worker that wants the demo data picks two free ports, seeds it, waits until the indexer and
// the metadata worker have caught up, stops it cleanly and keeps its DATA_DIR (anvil's --state files,
// deployments, media) and a PGlite dump as the snapshot; every later such file of that worker copies
// them and starts on the same ports, so seeded URLs stay right. Workers run side by side, so each has
// its own snapshot and ports; files within one worker run one after the other.

type Cursor = { chain: string; blockNumber: number; blockHash: string };
type Ports = { port: number; mediaPort: number };
type Described = Ports & { cursors: Cursor[] };
type Snapshot = Described & { dataDir: string; dump: string };
/** One worker's snapshot folder. */
type Slot = { dir: string };
type ChainRpc = { symbol: string; rpcUrl: string };

const indexedWithinMs = 180_000;

/** This worker's snapshot when these options can start from it: demo data, no extra env, PGlite, inside the e2e project. */
export function sharedSnapshotFor(options: MarketplaceOptions): Slot | undefined {
  if (options.seedDemoData === false || Object.keys(options.env ?? {}).length > 0) return undefined;
  // Outside Vitest (bench/web starts a marketplace with tsx) there is no run to share a snapshot with.
  if (process.env.TEST_DATABASE_URL || !process.env.VITEST) return undefined;
  const context: E2eSnapshotContext = inject('e2eSnapshot');
  // Vitest numbers the workers running at the same time 1..maxWorkers, so no two share a slot.
  return { dir: join(context.dir, `worker-${process.env.VITEST_POOL_ID ?? '1'}`) };
}

export async function startFromSnapshot(slot: Slot, options: MarketplaceOptions): Promise<RunningMarketplace> {
  const snapshot = await ensureSnapshot(slot);
  const dataDir = await mkdtemp(join(tmpdir(), 'nft-e2e-data-'));
  let database: DatabaseHandle | undefined;
  try {
    await cp(snapshot.dataDir, dataDir, { recursive: true });
    database = await createDumpableTestDatabase({ from: new BytesBlob(await readFile(snapshot.dump)) });
    const market = await launchMarketplace(options, { dataDir, database, port: snapshot.port, mediaPort: snapshot.mediaPort });
    try {
      await expectSameBlocks(market.url, snapshot.cursors);
    } catch (error) {
      await market.stop();
      throw error;
    }
    return market;
  } catch (error) {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function ensureSnapshot(slot: Slot): Promise<Snapshot> {
  const dir = join(slot.dir, 'seeded');
  const meta = join(dir, 'snapshot.json');
  const snapshot = { dataDir: join(dir, 'data'), dump: join(dir, 'db.tar') };
  // A worker runs its files one after the other, and the slot is this worker's, so nobody else is building it right now.
  if (existsSync(meta)) return { ...snapshot, ...(JSON.parse(await readFile(meta, 'utf8')) as Described) };

  // Chosen when the snapshot is built, because seeded token URIs and media links embed them.
  const port = await freePort();
  let mediaPort = await freePort();
  while (mediaPort === port) mediaPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'nft-e2e-seed-'));
  const database = await createDumpableTestDatabase({ dumpOnClose: true });
  try {
    const market = await launchMarketplace({ seedDemoData: true }, { dataDir, database, port, mediaPort });
    let cursors: Cursor[];
    try {
      cursors = await waitUntilIndexed(market);
    } catch (error) {
      await market.close().catch(() => undefined);
      throw error;
    }
    // Indexer, jobs, chains (anvil writes its --state file on exit), then the database (dumped last).
    await market.close();
    await mkdir(dir, { recursive: true });
    await writeFile(snapshot.dump, Buffer.from(await (await database.closedDump()).arrayBuffer()));
    // No web build (each start copies the current one) and no database (it is the dump).
    await cp(dataDir, snapshot.dataDir, { recursive: true, filter: (source) => !source.startsWith(join(dataDir, 'web-dist')) });
    // Written last: the snapshot exists once its description does.
    const described: Described = { port, mediaPort, cursors };
    await writeFile(`${meta}.partial`, JSON.stringify(described));
    await rename(`${meta}.partial`, meta);
    return { ...snapshot, ...described };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function chainRpcs(url: string): Promise<ChainRpc[]> {
  const body = (await (await fetch(`${url}/v1/chains`)).json()) as { data: { chains: (ChainRpc & { family?: string })[] } };
  return body.data.chains.filter((chain) => chain.symbol.startsWith('local'));
}

async function rpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(`${method} on ${rpcUrl}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/** Indexed means every local chain's cursor is at its head and no collection's NFT still has its metadata to fetch. */
async function waitUntilIndexed(market: RunningMarketplace): Promise<Cursor[]> {
  const chains = await chainRpcs(market.url);
  const { db } = market.database;
  for (const started = Date.now(); Date.now() - started < indexedWithinMs; await sleep(250)) {
    // Plain selects filtered here: drizzle-orm's operators are not a dependency of the e2e folder (and the rows are few).
    const cursors = (
      await db
        .select({
          chain: indexerCursors.chain,
          stream: indexerCursors.stream,
          blockNumber: indexerCursors.blockNumber,
          blockHash: indexerCursors.blockHash,
        })
        .from(indexerCursors)
    ).filter((cursor) => cursor.stream === 'evm');
    const heads = await Promise.all(chains.map(async (chain) => Number(await rpc<string>(chain.rpcUrl, 'eth_blockNumber', []))));
    const atHead = chains.every((chain, i) => (cursors.find((cursor) => cursor.chain === chain.symbol)?.blockNumber ?? -1) >= heads[i]!);
    // Only NFTs in a collection: a migrated contract's tokens outside the request are never fetched
    // (docs/decisions/049-per-contract-backfill-and-import.md), so they stay pending by design.
    const pending = (await db.select({ status: nfts.metadataStatus, collectionId: nfts.collectionId }).from(nfts)).filter(
      (nft) => nft.status === 'pending' && nft.collectionId !== null,
    ).length;
    if (atHead && pending === 0) return cursors.map(({ chain, blockNumber, blockHash }) => ({ chain, blockNumber, blockHash }));
  }
  throw new Error(`the seeded marketplace was not indexed within ${indexedWithinMs / 1000} s, so no snapshot was taken`);
}

/** anvil --load-state must give back the very blocks the indexer saw, or it would take the restart for a reorg. */
async function expectSameBlocks(url: string, cursors: Cursor[]): Promise<void> {
  const chains = await chainRpcs(url);
  for (const cursor of cursors) {
    const chain = chains.find((candidate) => candidate.symbol === cursor.chain);
    if (!chain) throw new Error(`chain ${cursor.chain} of the snapshot is not served`);
    const block = await rpc<{ hash: string } | null>(chain.rpcUrl, 'eth_getBlockByNumber', [`0x${cursor.blockNumber.toString(16)}`, false]);
    if (block?.hash.toLowerCase() !== cursor.blockHash.toLowerCase()) {
      throw new Error(
        `chain ${cursor.chain} block ${cursor.blockNumber} is ${block?.hash} after --load-state, the snapshot indexed ${cursor.blockHash}`,
      );
    }
  }
}
