import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import type { CollectionDetail } from '@nft/api-contract';

/**
 * The collection page's best collection offer (docs/product.md "Offers"): the highest active
 * collection offer, per copy, that any item of the collection can fill, i.e. one on the collection
 * or on its contract (a collection offer's criteria item names the contract, root 0). Prices of
 * different currencies are never compared: the collection's payment currency first, then the lowest
 * currency address, like `nfts.best_offer_*` (packages/db/src/book/refresh-best-offers.ts). Reads
 * the open collection offers of one collection through orders_collection_price_idx or the
 * contract's range of orders_item_idx.
 */
export async function findBestCollectionOffer(
  db: Database,
  collectionId: number,
  now = new Date(),
): Promise<CollectionDetail['bestCollectionOffer']> {
  const at = now.toISOString();
  const result = await db.execute<{ order_hash: string; price: string; currency: string }>(sql`
    select o.order_hash, div(o.start_price, o.quantity)::text as price, o.currency
    from collections c
    join orders o on o.chain = c.chain and (o.collection_id = c.id or o.contract_address = c.contract_address)
    where c.id = ${collectionId} and o.side = 'offer' and o.target = 'collection' and o.status = 'active'
      and o.start_time <= ${at}::timestamptz and o.end_time > ${at}::timestamptz and o.filled_quantity < o.quantity
    order by (o.currency = coalesce(c.payment_token, '0x0000000000000000000000000000000000000000')) desc, o.currency,
      div(o.start_price, o.quantity) desc, o.created_at, o.order_hash
    limit 1`);
  const row = result.rows[0];
  return row ? { orderHash: row.order_hash, price: row.price, currency: row.currency } : null;
}
