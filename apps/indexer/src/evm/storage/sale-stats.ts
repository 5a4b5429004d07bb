import { sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import { collectionFloor, collectionFloorAt, nfts, type Database } from '@nft/db';
import { chunked } from './chunked';
import { tokenFilter, type TokenRef } from './token-filter';

const day = 24 * 3_600_000;

/** `nfts.last_sale_*` of these tokens from their latest priced fill (none left after a reorg: null). */
export async function refreshLastSales(db: Database, chain: string, tokens: TokenRef[]): Promise<void> {
  for (const chunk of chunked(tokens, 500)) {
    const latest = (column: string) =>
      sql.raw(`(select f.${column} from fills f where f.chain = nfts.chain and f.contract_address = nfts.contract_address
        and f.token_id = nfts.token_id and f.price is not null order by f.block_number desc, f.log_index desc, f.batch_index desc limit 1)`);
    await db
      .update(nfts)
      .set({ lastSalePrice: latest('price'), lastSaleCurrency: latest('currency'), lastSaleAt: latest('occurred_at') })
      .where(tokenFilter(nfts, chain, chunk));
  }
}

/** The collections (ids) that hold these tokens. */
export async function collectionsOf(db: Database, chain: string, tokens: TokenRef[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const chunk of chunked(tokens, 500)) {
    const rows = await db
      .selectDistinct({ id: nfts.collectionId })
      .from(nfts)
      .where(tokenFilter(nfts, chain, chunk));
    for (const row of rows) if (row.id !== null) ids.add(Number(row.id));
  }
  return [...ids];
}

/**
 * Collection stats from the book and the sales (docs/decisions/029-fill-price-from-seaport-logs.md):
 * the floor (collectionFloor: the lowest best listing among the collection's visible NFTs in its currency) and the floor
 * 24 hours ago (the recorded changes, docs/decisions/075-floor-history-by-trigger.md), and volume (total, 7 d,
 * 24 h) and sale count come from fills, all in the collection's payment currency (native when it
 * names none): amounts of different currencies are never added. Bundles and mixed-currency fills
 * have no price and are not counted. Explore's "hottest" collections sort by the 7-day volume.
 */
export async function refreshCollectionStats(db: Database, collectionIds: number[], now: Date = new Date()): Promise<void> {
  const since24h = new Date(now.getTime() - day);
  const since7d = new Date(now.getTime() - 7 * day);
  for (const chunk of chunked([...new Set(collectionIds)], 500)) {
    const ids = sql.join(
      chunk.map((id) => sql`${id}::bigint`),
      sql`, `,
    );
    await db.execute(sql`
      update collections c
      set floor_price = ${collectionFloor('c')},
          floor_price_24h_ago = ${collectionFloorAt(sql`c.id`, since24h)},
          volume = s.volume,
          volume_7d = s.volume_7d,
          volume_24h = s.volume_24h,
          sale_count = s.sales,
          stats_updated_at = ${now.toISOString()}::timestamptz
      from (
        select c2.id,
               coalesce(sum(f.price), 0) as volume,
               coalesce(sum(f.price) filter (where f.occurred_at > ${since7d.toISOString()}::timestamptz), 0) as volume_7d,
               coalesce(sum(f.price) filter (where f.occurred_at > ${since24h.toISOString()}::timestamptz), 0) as volume_24h,
               count(f.id)::int as sales
        from collections c2
        left join nfts n on n.collection_id = c2.id
        left join fills f on f.chain = n.chain and f.contract_address = n.contract_address and f.token_id = n.token_id
          and f.currency = coalesce(c2.payment_token, ${zeroAddress})
        where c2.id in (${ids})
        group by c2.id
      ) s
      where c.id = s.id`);
  }
}
