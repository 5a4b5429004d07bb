import { and, eq, sql } from 'drizzle-orm';
import { favorites, nfts, type Database } from '@nft/db';

/**
 * Adds the pair and bumps the cached count in one statement: the insert does nothing when the pair
 * exists, and the count moves by exactly the rows inserted. The row lock the UPDATE takes orders
 * concurrent favourites of one NFT, so the count never drifts from the table.
 */
export async function addFavorite(db: Database, accountId: number, nftId: number): Promise<number> {
  const { rows } = await db.execute<{ favorite_count: number }>(sql`
    with added as (
      insert into ${favorites} (account_id, nft_id) values (${accountId}, ${nftId})
      on conflict do nothing
      returning nft_id
    )
    update ${nfts} set favorite_count = favorite_count + (select count(*)::int from added)
    where id = ${nftId}
    returning favorite_count`);
  return rows[0]?.favorite_count ?? 0;
}

/** Removes the pair and lowers the cached count by the rows removed (zero when it was not there). */
export async function removeFavorite(db: Database, accountId: number, nftId: number): Promise<number> {
  const { rows } = await db.execute<{ favorite_count: number }>(sql`
    with removed as (
      delete from ${favorites} where account_id = ${accountId} and nft_id = ${nftId}
      returning nft_id
    )
    update ${nfts} set favorite_count = greatest(favorite_count - (select count(*)::int from removed), 0)
    where id = ${nftId}
    returning favorite_count`);
  return rows[0]?.favorite_count ?? 0;
}

export async function isFavorited(db: Database, accountId: number, nftId: number): Promise<boolean> {
  const [row] = await db
    .select({ nftId: favorites.nftId })
    .from(favorites)
    .where(and(eq(favorites.accountId, accountId), eq(favorites.nftId, nftId)));
  return row !== undefined;
}
