import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { activity, nfts, type Database } from '@nft/db';
import type { TokenMovement } from '../effects/block-effects';
import { chunked } from './chunked';
import { movementKind } from './movement-kind';

const keyOf = (txHash: string, logIndex: number, batchIndex: number) => `${txHash}:${logIndex}:${batchIndex}`;

function activityRow(movement: TokenMovement, collectionId: number | null) {
  const kind = movementKind(movement);
  const { position } = movement;
  return {
    chain: position.chain,
    kind,
    contractAddress: position.address,
    tokenId: movement.tokenId,
    collectionId,
    // Matches the demo seed: a mint has no sender, a burn no recipient.
    fromAddress: kind === 'mint' ? null : movement.from,
    toAddress: kind === 'burn' ? null : movement.to,
    quantity: movement.quantity.toString(),
    txHash: position.txHash,
    logIndex: position.logIndex,
    batchIndex: movement.batchIndex,
    blockNumber: position.blockNumber,
    blockHash: position.blockHash,
    occurredAt: position.occurredAt,
  };
}

/**
 * Writes the activity ledger and returns only the movements that were new. Balances, supply and
 * NFT rows are changed for those alone, so a block processed twice (or a mint the demo seed
 * already recorded) changes nothing: the activity unique key is the "applied once" guard.
 */
export async function writeActivity(
  db: Database,
  movements: TokenMovement[],
  collectionOf: (contract: string) => number | null,
): Promise<TokenMovement[]> {
  const inserted = new Set<string>();
  const ids: number[] = [];
  for (const chunk of chunked(movements)) {
    const rows = await db
      .insert(activity)
      .values(chunk.map((movement) => activityRow(movement, collectionOf(movement.position.address))))
      .onConflictDoNothing()
      .returning({ id: activity.id, txHash: activity.txHash, logIndex: activity.logIndex, batchIndex: activity.batchIndex });
    for (const row of rows) {
      inserted.add(keyOf(row.txHash!, row.logIndex!, row.batchIndex));
      ids.push(row.id);
    }
  }
  await fillCollections(db, ids);
  return movements.filter((m) => inserted.has(keyOf(m.position.txHash, m.position.logIndex, m.batchIndex)));
}

/** Platform contracts hold many collections: new activity takes its collection from the NFT row. */
async function fillCollections(db: Database, ids: number[]): Promise<void> {
  for (const chunk of chunked(ids, 5000)) {
    await db
      .update(activity)
      .set({ collectionId: sql`${nfts.collectionId}` })
      .from(nfts)
      .where(
        and(
          inArray(activity.id, chunk),
          isNull(activity.collectionId),
          eq(nfts.chain, activity.chain),
          eq(nfts.contractAddress, activity.contractAddress),
          eq(nfts.tokenId, activity.tokenId),
        ),
      );
  }
}
