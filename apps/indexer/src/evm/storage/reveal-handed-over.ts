import { isNotNull, and } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { nfts, type Database } from '@nft/db';
import { chunked } from './chunked';
import { tokenFilter, uniqueTokens } from './token-filter';

/** A token changing hands, whatever the chain's shape of it; a mint's sender or a burn's recipient is null or 0x0. */
export interface HandOver {
  contractAddress: string;
  tokenId: string;
  from: string | null;
  to: string | null;
}

/**
 * Hiding a token of another contract ("delete", nft-delete.service) is its holder's choice, so it
 * ends when the token reaches another wallet: any newly applied movement that credits a wallet other
 * than its sender (a transfer or a mint, also of more ERC-1155 copies) shows the NFT again; a burn or
 * a transfer to oneself does not. Rule and its reorg behaviour: docs/decisions/014-nft-detail-actions.md.
 * Call with the movements recorded for the first time only (replays must not undo a later hide).
 */
export async function revealHandedOver(db: Database, chain: string, movements: HandOver[]): Promise<void> {
  const moved = uniqueTokens(movements.filter((m) => m.to !== null && m.to !== zeroAddress && m.to !== m.from));
  for (const chunk of chunked(moved)) {
    await db
      .update(nfts)
      .set({ deletedAt: null })
      .where(and(isNotNull(nfts.deletedAt), tokenFilter(nfts, chain, chunk)));
  }
}
