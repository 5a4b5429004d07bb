import { sql } from 'drizzle-orm';
import { orders, stakes, type Database } from '@nft/db';
import type { TokenKey } from './nft-owners.repository';

export type TradeState = { inTrade: boolean; staked: boolean };

/**
 * Whether the token has an open listing (active, or inactive and able to come back) and whether it
 * sits in a stake. Either one blocks deleting it: the order book or the stake still counts on it.
 */
export async function findTradeState(db: Database, key: TokenKey): Promise<TradeState> {
  const { rows } = await db.execute<{ in_trade: boolean; staked: boolean }>(sql`
    select
      exists (select 1 from ${orders} where ${orders.chain} = ${key.chain} and ${orders.contractAddress} = ${key.contractAddress}
        and ${orders.tokenId} = ${key.tokenId}::numeric and ${orders.side} = 'listing' and ${orders.status} in ('active', 'inactive')) as in_trade,
      exists (select 1 from ${stakes} where ${stakes.chain} = ${key.chain} and ${stakes.contractAddress} = ${key.contractAddress}
        and ${stakes.tokenId} = ${key.tokenId}::numeric and ${stakes.status} = 'staked') as staked`);
  const row = rows[0];
  return { inTrade: row?.in_trade === true, staked: row?.staked === true };
}
