import { activity, nfts, type Database } from '@nft/db';
import { chunked } from '../../evm/storage/chunked';
import { recomputeTokens } from '../../evm/storage/recompute-tokens';
import { revealHandedOver } from '../../evm/storage/reveal-handed-over';
import { uniqueTokens } from '../../evm/storage/token-filter';
import type { MetadataJob } from '@nft/metadata';
import { nulsMovementKind, type NulsMovement } from './nuls-movement';

const keyOf = (txHash: string, logIndex: number) => `${txHash}:${logIndex}`;

/**
 * Writes one batch of heights (call inside its transaction). The activity unique key is the
 * "applied once" guard: only movements whose row is new create NFT rows, and holders and the
 * burned flag of the tokens they touch are recomputed from the whole ledger, so processing the
 * same transfers twice changes nothing. Returns the metadata jobs of the NFT rows it created.
 */
export async function writeNulsMovements(
  db: Database,
  chain: string,
  movements: NulsMovement[],
  collectionOf: (contract: string) => number | null,
  tokenUris: ReadonlyMap<string, string | null>,
): Promise<MetadataJob[]> {
  const inserted = new Set<string>();
  for (const chunk of chunked(movements)) {
    const rows = await db
      .insert(activity)
      .values(
        chunk.map((m) => ({
          chain,
          kind: nulsMovementKind(m),
          contractAddress: m.contractAddress,
          tokenId: m.tokenId,
          collectionId: collectionOf(m.contractAddress),
          fromAddress: m.from,
          toAddress: m.to,
          quantity: '1',
          txHash: m.txHash,
          logIndex: m.logIndex,
          batchIndex: 0,
          blockNumber: m.blockNumber,
          blockHash: m.blockHash,
          occurredAt: m.occurredAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ txHash: activity.txHash, logIndex: activity.logIndex });
    for (const row of rows) inserted.add(keyOf(row.txHash!, row.logIndex!));
  }
  const applied = movements.filter((m) => inserted.has(keyOf(m.txHash, m.logIndex)));
  const jobs: MetadataJob[] = [];
  for (const mint of applied.filter((m) => nulsMovementKind(m) === 'mint')) {
    const tokenUri = tokenUris.get(`${mint.contractAddress}|${mint.tokenId}`) ?? null;
    const created = await db
      .insert(nfts)
      .values({
        chain,
        contractAddress: mint.contractAddress,
        tokenId: mint.tokenId,
        standard: 'NRC-721',
        collectionId: collectionOf(mint.contractAddress),
        tokenUri,
        supply: '1',
        mintedBlockNumber: mint.blockNumber,
        mintedBlockHash: mint.blockHash,
        mintedTxHash: mint.txHash,
        mintedAt: mint.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: nfts.id });
    if (created.length > 0) jobs.push({ chain, contractAddress: mint.contractAddress, tokenId: mint.tokenId, tokenUri });
  }
  const touched = uniqueTokens(applied.map((m) => ({ contractAddress: m.contractAddress, tokenId: m.tokenId })));
  if (touched.length > 0) await recomputeTokens(db, chain, touched);
  await revealHandedOver(db, chain, applied);
  return jobs;
}
