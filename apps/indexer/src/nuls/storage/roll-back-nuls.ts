import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { activity, indexerBlocks, nfts, type Database } from '@nft/db';
import { recomputeTokens } from '../../evm/storage/recompute-tokens';
import { uniqueTokens } from '../../evm/storage/token-filter';
import { deleteNulsCursor, writeNulsCursor, type NulsCursor } from './nuls-cursor';

const ledgerKinds = ['mint', 'transfer', 'burn'] as const;

/**
 * Undoes every row derived from heights >= fromBlock (call inside one transaction): transfer
 * activity and NFT rows minted there are deleted, holders recomputed from what survives, and the
 * cursor set to the common ancestor (removed when none survived: everything is read again).
 */
export async function rollBackNuls(db: Database, chain: string, ancestor: NulsCursor | undefined, fromBlock: number): Promise<void> {
  const orphaned = and(eq(activity.chain, chain), inArray(activity.kind, [...ledgerKinds]), gte(activity.blockNumber, fromBlock));
  const touched = await db
    .selectDistinct({ contractAddress: activity.contractAddress, tokenId: activity.tokenId })
    .from(activity)
    .where(and(orphaned, isNotNull(activity.tokenId)));
  await db.delete(activity).where(orphaned);
  await db.delete(nfts).where(and(eq(nfts.chain, chain), gte(nfts.mintedBlockNumber, fromBlock)));
  const tokens = uniqueTokens(touched.map((t) => ({ contractAddress: t.contractAddress!, tokenId: t.tokenId! })));
  if (tokens.length > 0) await recomputeTokens(db, chain, tokens);
  await db.delete(indexerBlocks).where(and(eq(indexerBlocks.chain, chain), gte(indexerBlocks.blockNumber, fromBlock)));
  if (ancestor) await writeNulsCursor(db, chain, ancestor);
  else await deleteNulsCursor(db, chain);
}
