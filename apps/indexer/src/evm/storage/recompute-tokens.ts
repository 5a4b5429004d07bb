import { and, eq, sql } from 'drizzle-orm';
import { activity, nfts, ownerships, type Database } from '@nft/db';
import { chunked } from './chunked';
import { tokenFilter, type TokenRef } from './token-filter';

/**
 * Rebuilds holders, ERC-1155 supply and the burned flag of the given tokens from the surviving
 * activity ledger, which is complete from each contract's start block: after a rollback this gives
 * exactly the state before the orphaned blocks.
 */
export async function recomputeTokens(db: Database, chain: string, tokens: TokenRef[]): Promise<void> {
  for (const chunk of chunked(tokens, 500)) {
    const inTokens = (table: typeof activity) =>
      sql`(${table.contractAddress}, ${table.tokenId}) in (${sql.join(
        chunk.map((t) => sql`(${t.contractAddress}, ${t.tokenId}::numeric)`),
        sql`, `,
      )})`;
    await db.delete(ownerships).where(tokenFilter(ownerships, chain, chunk));
    await db.execute(sql`
      insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
      select ${chain}, contract_address, token_id, owner, sum(amount), max(received_at), max(block_number),
             (array_agg(block_hash order by block_number desc, log_index desc))[1]
      from (
        select contract_address, token_id, to_address as owner, quantity as amount, occurred_at as received_at, block_number, block_hash, log_index
          from activity where chain = ${chain} and kind in ('mint', 'transfer') and ${inTokens(activity)}
        union all
        select contract_address, token_id, from_address, -quantity, null, block_number, block_hash, log_index
          from activity where chain = ${chain} and kind in ('transfer', 'burn') and ${inTokens(activity)}
      ) moves
      where owner is not null
      group by contract_address, token_id, owner
      having sum(amount) > 0`);
    const minted = sql`(select sum(${activity.quantity}) from ${activity} where ${and(
      eq(activity.chain, nfts.chain),
      eq(activity.contractAddress, nfts.contractAddress),
      eq(activity.tokenId, nfts.tokenId),
      eq(activity.kind, 'mint'),
    )})`;
    const held = sql`exists (select 1 from ${ownerships} where ${and(
      eq(ownerships.chain, nfts.chain),
      eq(ownerships.contractAddress, nfts.contractAddress),
      eq(ownerships.tokenId, nfts.tokenId),
    )})`;
    await db
      .update(nfts)
      .set({
        supply: sql`case when ${nfts.standard} = 'ERC-1155' then greatest(1, coalesce(${minted}, ${nfts.supply})) else ${nfts.supply} end`,
        burned: sql`not ${held}`,
      })
      .where(tokenFilter(nfts, chain, chunk));
  }
}
