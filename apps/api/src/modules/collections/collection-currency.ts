import { sql, type SQL } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { collections } from '@nft/db';

/**
 * The currency a collection's floors are in, as a scalar sub-query: its payment token, or the chain's native currency
 * when it names none (the rule of `collectionFloor` in @nft/db). A listing in another currency
 * (an auction in the wrapped token, a price in a stablecoin) is on sale but is no floor: amounts of different
 * currencies are never compared.
 */
export function collectionCurrency(collectionId: number): SQL {
  return sql`(select coalesce(${collections.paymentToken}, ${zeroAddress}) from ${collections} where ${collections.id} = ${collectionId})`;
}
