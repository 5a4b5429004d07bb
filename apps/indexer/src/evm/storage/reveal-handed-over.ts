import { sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { Database } from '@nft/db';
import { chunked } from './chunked';
import { uniqueTokens } from './token-filter';

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
 * The tokens travel as one JSON parameter per statement, as in writeActivity: a backfill range moves
 * tens of thousands of tokens, and a VALUES list of bind parameters per thousand cost seconds
 * (docs/decisions/059-indexer-write-path.md).
 */
export async function revealHandedOver(db: Database, chain: string, movements: HandOver[]): Promise<void> {
  const moved = uniqueTokens(movements.filter((m) => m.to !== null && m.to !== zeroAddress && m.to !== m.from));
  for (const chunk of chunked(moved, 20_000)) {
    const tokens = JSON.stringify(chunk.map((t) => ({ contract_address: t.contractAddress, token_id: t.tokenId })));
    await db.execute(sql`
      update nfts n set deleted_at = null
      from json_to_recordset(${tokens}::json) as t(contract_address varchar, token_id numeric)
      where n.chain = ${chain} and n.contract_address = t.contract_address and n.token_id = t.token_id and n.deleted_at is not null`);
  }
}
