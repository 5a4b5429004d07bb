import { sql } from 'drizzle-orm';
import { homeDerivativeLikes, homeDerivatives, type Database } from '@nft/db';

export type LikeToggle = { liked: boolean; likeCount: number };

/**
 * Toggles the caller's like of a shown re-creation (visible and within its schedule, as the home list shows
 * it; docs/product.md, "Re-creation likes"); undefined when there is no such item. The item's row lock, taken
 * first, queues every toggle of that item, so each one sees the previous one's result: the like table and
 * `like_count` move together and stay exact under any concurrency, and two quick toggles by one account
 * always cancel out.
 */
export async function toggleDerivativeLike(db: Database, derivativeId: number, accountId: number): Promise<LikeToggle | undefined> {
  return db.transaction(async (tx) => {
    const { rows: shown } = await tx.execute<{ id: number }>(sql`
      select id from ${homeDerivatives}
      where id = ${derivativeId} and visible
        and (show_from is null or show_from <= now()) and (show_until is null or show_until > now())
      for update`);
    if (shown.length === 0) return undefined;
    const { rows: removed } = await tx.execute<{ derivative_id: number }>(sql`
      delete from ${homeDerivativeLikes} where derivative_id = ${derivativeId} and account_id = ${accountId}
      returning derivative_id`);
    const liked = removed.length === 0;
    if (liked) {
      await tx.execute(sql`
        insert into ${homeDerivativeLikes} (derivative_id, account_id) values (${derivativeId}, ${accountId})`);
    }
    const { rows } = await tx.execute<{ like_count: number }>(sql`
      update ${homeDerivatives} set like_count = like_count + ${liked ? 1 : -1}
      where id = ${derivativeId}
      returning like_count`);
    return { liked, likeCount: Number(rows[0]!.like_count) };
  });
}

/** The ids among `derivativeIds` that the account likes. */
export async function findLikedDerivativeIds(db: Database, accountId: number, derivativeIds: number[]): Promise<Set<number>> {
  if (derivativeIds.length === 0) return new Set();
  const { rows } = await db.execute<{ derivative_id: number }>(sql`
    select derivative_id from ${homeDerivativeLikes}
    where account_id = ${accountId} and derivative_id in (${sql.join(
      derivativeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Set(rows.map((row) => Number(row.derivative_id)));
}
