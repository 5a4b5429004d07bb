import { handleLog } from '../handlers/handle-log';
import { emptyEffects, type BlockEffects } from '../effects/block-effects';
import { applyEffects } from '../storage/apply-effects';
import { pruneBlocks, recordBlocks, type BlockHeader } from '../storage/block-store';
import { writeCursor, type Cursor } from '../storage/cursor-store';
import type { FollowedContract } from '../storage/followed-contracts';
import { fetchLogs, type IndexedLog } from './fetch-logs';
import type { FollowerContext } from './follower-context';
import { readHeaders } from './read-headers';
import { findFundsTouches, readFunds } from './read-offer-funds';

export type SyncResult = { kind: 'synced'; cursor: Cursor } | { kind: 'reorg' };

function effectsOf(chain: string, logs: IndexedLog[], headers: Map<number, BlockHeader>): BlockEffects | undefined {
  const effects = emptyEffects();
  for (const log of logs) {
    const header = headers.get(log.blockNumber);
    // A log from a block we did not see: the chain moved under us.
    if (!header || header.blockHash !== log.blockHash) return undefined;
    handleLog(
      effects,
      {
        chain,
        blockNumber: header.blockNumber,
        blockHash: header.blockHash,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        address: log.address,
        occurredAt: header.timestamp,
      },
      log,
    );
  }
  return effects;
}

/**
 * Indexes blocks [from, to] in one transaction that also moves the cursor. Reports a reorg when
 * the first block does not extend the cursor's block or a log's block hash is not the one read.
 */
export async function syncRange(
  context: FollowerContext,
  contracts: FollowedContract[],
  cursor: Cursor | undefined,
  from: number,
  to: number,
): Promise<SyncResult> {
  const { client, db, chain } = context;
  const edges = await readHeaders(client, [from, to]);
  const first = edges.get(from);
  const last = edges.get(to);
  if (!first || !last || (cursor && first.parentHash !== cursor.blockHash)) return { kind: 'reorg' };
  const addresses = [
    ...contracts.map((c) => c.address),
    ...[chain.seaportAddress, chain.stakeAddress].flatMap((address) => (address ? [address.toLowerCase()] : [])),
  ];
  const logs = await fetchLogs(client, addresses, from, to);
  const touches = await findFundsTouches(client, db, chain.symbol, chain.conduitAddress, from, to);
  const headers = await readHeaders(client, [...logs.map((log) => log.blockNumber), ...touches.map((t) => t.blockNumber)]);
  headers.set(from, first);
  headers.set(to, last);
  const effects = effectsOf(chain.symbol, logs, headers);
  if (!effects || touches.some((t) => headers.get(t.blockNumber)?.blockHash !== t.blockHash)) return { kind: 'reorg' };
  effects.funds = await readFunds(client, chain.conduitAddress, touches, to);
  const collections = new Map(contracts.map((c) => [c.address, c.isPlatform ? undefined : c.collectionId]));
  const next = { blockNumber: last.blockNumber, blockHash: last.blockHash };
  const jobs = await db.transaction(async (tx) => {
    const created = await applyEffects(tx, chain.symbol, effects, (address) => collections.get(address), chain.conduitAddress);
    await recordBlocks(tx, chain.symbol, [...headers.values()]);
    await writeCursor(tx, chain.symbol, next);
    await pruneBlocks(tx, chain.symbol, to - context.reorgDepth);
    return created;
  });
  for (const job of jobs) await context.metadataQueue?.enqueue(job);
  // The range's activity rows carried their live events in (the trigger of docs/decisions/050-live-updates.md).
  if (logs.length > 0) context.liveSignal?.notify();
  return { kind: 'synced', cursor: next };
}
