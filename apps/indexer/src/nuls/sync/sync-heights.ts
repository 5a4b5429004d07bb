import { pruneBlocks, recordBlocks } from '../../evm/storage/block-store';
import type { NulsBlockHeader } from '../client/nuls-schemas';
import { writeNulsCursor, type NulsCursor } from '../storage/nuls-cursor';
import type { NulsContract } from '../storage/nuls-contracts';
import type { NulsMovement } from '../storage/nuls-movement';
import { writeNulsMovements } from '../storage/write-nuls-movements';
import type { NulsSourceContext } from './nuls-source-context';
import type { PlacedTransfer } from './order-movements';
import { readNulsHeaders } from './read-nuls-headers';
import { readTokenUris } from './read-token-uris';

export type HeightsResult = { kind: 'synced'; cursor: NulsCursor } | { kind: 'reorg' };

/**
 * Writes the transfers of heights up to `end` (the cursor's new block) in one transaction that also
 * moves the cursor and records the headers read. The API gives no block hash with a transfer, so
 * each row takes the hash of the header read now; a height the API no longer has means the chain
 * moved under us.
 */
export async function syncHeights(
  context: NulsSourceContext,
  contracts: NulsContract[],
  transfers: PlacedTransfer[],
  end: NulsBlockHeader,
): Promise<HeightsResult> {
  const { client, db, symbol } = context;
  const headers = await readNulsHeaders(
    client,
    transfers.map((t) => t.height),
  );
  headers.set(end.height, end);
  if (transfers.some((t) => !headers.has(t.height))) return { kind: 'reorg' };
  const movements: NulsMovement[] = transfers.map(({ height, ...t }) => {
    const header = headers.get(height)!;
    return { ...t, blockNumber: height, blockHash: header.hash, occurredAt: header.time };
  });
  const uris = await readTokenUris(client, transfers);
  const collections = new Map(contracts.map((c) => [c.address, c.collectionId]));
  const cursor = { blockNumber: end.height, blockHash: end.hash };
  const jobs = await db.transaction(async (tx) => {
    const created = await writeNulsMovements(tx, symbol, movements, (address) => collections.get(address) ?? null, uris);
    await recordBlocks(
      tx,
      symbol,
      [...headers.values()].map((h) => ({ blockNumber: h.height, blockHash: h.hash, parentHash: h.preHash, timestamp: h.time })),
    );
    await writeNulsCursor(tx, symbol, cursor);
    await pruneBlocks(tx, symbol, end.height - context.reorgDepth);
    return created;
  });
  for (const job of jobs) await context.metadataQueue?.enqueue(job);
  return { kind: 'synced', cursor };
}
