import { sql, type SQL } from 'drizzle-orm';
import { nfts, ownerships } from '@nft/db';

// The nfts indexes' predicates, written out so each sub-query reads one of them.
export const visibleNft = sql`not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null`;

/**
 * Every (owner, balance) with a balance of a collection's visible items, as a sub-query: one primary-key lookup in
 * ownerships per item. The page header's owner count and the holders tab both read it.
 */
export function visibleHoldings(collectionId: number): SQL {
  return sql`
    select o.owner, o.balance
    from ${nfts} cross join lateral (
      -- offset 0 keeps this a per-item primary-key lookup: flattened into a join, a planner
      -- guessing from small statistics may hash the whole ownerships table instead.
      select owner, balance from ${ownerships}
      where ${ownerships.chain} = ${nfts.chain} and ${ownerships.contractAddress} = ${nfts.contractAddress}
        and ${ownerships.tokenId} = ${nfts.tokenId} and ${ownerships.balance} > 0
      offset 0) o
    where ${nfts.collectionId} = ${collectionId} and ${visibleNft}`;
}
