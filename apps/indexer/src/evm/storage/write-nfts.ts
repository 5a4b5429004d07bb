import { and, eq, gt, sql } from 'drizzle-orm';
import { nfts, ownerships, type Database } from '@nft/db';
import type { MintDetails, TokenMovement } from '../effects/block-effects';
import { chunked } from './chunked';
import { movementKind } from './movement-kind';
import { tokenFilter, uniqueTokens } from './token-filter';

export interface CreatedNft {
  contractAddress: string;
  tokenId: string;
}

/**
 * NFT rows for newly recorded mints, left `pending` for the metadata pipeline. A row that already
 * exists (the demo seed's, or an ERC-1155 id minted again) is kept; only ERC-1155 supply grows.
 * Returns the rows this call created.
 */
export async function createMintedNfts(
  db: Database,
  chain: string,
  movements: TokenMovement[],
  collectionOf: (contract: string) => number | null,
): Promise<CreatedNft[]> {
  const byToken = new Map<string, typeof nfts.$inferInsert>();
  for (const m of movements.filter((movement) => movementKind(movement) === 'mint')) {
    const key = `${m.position.address}|${m.tokenId}`;
    const row = byToken.get(key);
    if (row) {
      row.supply = (BigInt(row.supply ?? 0) + m.quantity).toString();
      continue;
    }
    const { position } = m;
    byToken.set(key, {
      chain,
      contractAddress: position.address,
      tokenId: m.tokenId,
      standard: m.standard,
      collectionId: collectionOf(position.address),
      supply: m.quantity.toString(),
      mintedBlockNumber: position.blockNumber,
      mintedBlockHash: position.blockHash,
      mintedTxHash: position.txHash,
      mintedAt: position.occurredAt,
    });
  }
  const created: CreatedNft[] = [];
  for (const chunk of chunked([...byToken.values()])) {
    const rows = await db
      .insert(nfts)
      .values(chunk)
      .onConflictDoUpdate({
        target: [nfts.chain, nfts.contractAddress, nfts.tokenId],
        set: {
          supply: sql`case when ${nfts.standard} = 'ERC-1155' then ${nfts.supply} + excluded.supply else ${nfts.supply} end`,
          burned: false,
        },
      })
      // xmax = 0 only on a freshly inserted tuple: how PostgreSQL tells insert from update.
      .returning({ contractAddress: nfts.contractAddress, tokenId: nfts.tokenId, inserted: sql<boolean>`(xmax = 0)` });
    created.push(...rows.filter((row) => row.inserted).map(({ contractAddress, tokenId }) => ({ contractAddress, tokenId })));
  }
  return created;
}

/** Creator and token URI from the platform `Minted` event; values already known are kept. */
export async function applyMintDetails(db: Database, chain: string, mints: MintDetails[]): Promise<void> {
  for (const mint of mints) {
    await db
      .update(nfts)
      .set({
        creatorAddress: sql`coalesce(${nfts.creatorAddress}, ${mint.creator})`,
        tokenUri: sql`coalesce(${nfts.tokenUri}, ${mint.tokenUri})`,
      })
      .where(and(eq(nfts.chain, chain), eq(nfts.contractAddress, mint.position.address), eq(nfts.tokenId, mint.tokenId)));
  }
}

/** A token is burned when nobody holds any of it; called for tokens whose supply moved to or from 0x0. */
export async function refreshBurned(db: Database, chain: string, movements: TokenMovement[]): Promise<void> {
  const touched = uniqueTokens(
    movements.filter((m) => movementKind(m) !== 'transfer').map((m) => ({ contractAddress: m.position.address, tokenId: m.tokenId })),
  );
  for (const chunk of chunked(touched)) {
    const held = sql`exists (select 1 from ${ownerships} where ${and(
      eq(ownerships.chain, nfts.chain),
      eq(ownerships.contractAddress, nfts.contractAddress),
      eq(ownerships.tokenId, nfts.tokenId),
      gt(ownerships.balance, '0'),
    )})`;
    await db
      .update(nfts)
      .set({ burned: sql`not ${held}` })
      .where(tokenFilter(nfts, chain, chunk));
  }
}
