import { sql } from 'drizzle-orm';
import type { Database } from '../database';

/** Tokens whose cached best offer may have changed: one token, or (tokenId null) every token of the contract. */
export type OfferScope = { contractAddress: string; tokenId: string | null };

/** Whole contracts first, then single tokens not already covered by one. */
function dedupe(scopes: readonly OfferScope[]): OfferScope[] {
  const contracts = new Set(scopes.filter((s) => s.tokenId === null).map((s) => s.contractAddress.toLowerCase()));
  const seen = new Map<string, OfferScope>();
  for (const contract of contracts) seen.set(contract, { contractAddress: contract, tokenId: null });
  for (const { contractAddress, tokenId } of scopes) {
    const contract = contractAddress.toLowerCase();
    if (tokenId === null || contracts.has(contract)) continue;
    const id = BigInt(tokenId).toString();
    seen.set(`${contract}/${id}`, { contractAddress: contract, tokenId: id });
  }
  return [...seen.values()];
}

/**
 * Recomputes `nfts.best_offer_*` (the NFT page's best offer, explore's "has offers") and
 * `nfts.offer_count` ("hottest", docs/decisions/017-explore-and-collection-detail.md) for these
 * tokens of one chain from the order book as it stands. Called by the indexer (fills, cancels,
 * balance and allowance changes of makers) and the offer intake and cancel, inside their transactions.
 *
 * - An offer counts for a token when it is `active`, has started, has not ended and has copies
 *   left, and names the token, its whole contract (collection offer), or a trait the token has as
 *   indexed (trait offer: the attribute rows stand in for the merkle tree the offer was signed with).
 * - The price is per copy (an ERC-1155 offer's total divided by its quantity), so offers of
 *   different sizes compare fairly. Prices of different currencies are never compared: offers in the
 *   collection's payment currency win, then the lowest currency address. Highest price wins; ties go
 *   to the older offer.
 * - `offer_count` counts the active offers and bids naming this very token (a collection offer
 *   names all of them and says nothing about this one).
 *
 * The NFT rows are locked first (in id order), like refreshBestListings, so two writers refreshing
 * one token run one after the other.
 */
export async function refreshBestOffers(db: Database, chain: string, scopes: readonly OfferScope[], now: Date = new Date()): Promise<void> {
  const keys = dedupe(scopes);
  if (keys.length === 0) return;
  const values = sql.join(
    keys.map((k) => sql`(${k.contractAddress}::varchar, ${k.tokenId}::numeric)`),
    sql`, `,
  );
  const locked = await db.execute<{ id: number }>(sql`
    with k(contract_address, token_id) as (values ${values})
    select n.id from nfts n join k on n.contract_address = k.contract_address and (k.token_id is null or n.token_id = k.token_id)
    where n.chain = ${chain}
    order by n.id
    for update of n`);
  if (locked.rows.length === 0) return;
  const ids = sql.join(
    locked.rows.map((r) => sql`${Number(r.id)}::bigint`),
    sql`, `,
  );
  const at = now.toISOString();
  await db.execute(sql`
    with t as (
      select n.id, n.contract_address, n.token_id,
        coalesce(c.payment_token, '0x0000000000000000000000000000000000000000') as home_currency
      from nfts n left join collections c on c.id = n.collection_id
      where n.id in (${ids})
    ),
    best as (
      select t.id, b.order_hash, b.price, b.currency,
        (select count(*) from orders o
          where o.chain = ${chain} and o.contract_address = t.contract_address and o.token_id = t.token_id
            and o.side in ('offer', 'bid') and o.status = 'active'
            and o.start_time <= ${at}::timestamptz and o.end_time > ${at}::timestamptz)::int as offer_count
      from t left join lateral (
        select o.order_hash, div(o.start_price, o.quantity) as price, o.currency
        from orders o
        where o.chain = ${chain} and o.contract_address = t.contract_address and o.side = 'offer' and o.status = 'active'
          and o.start_time <= ${at}::timestamptz and o.end_time > ${at}::timestamptz and o.filled_quantity < o.quantity
          and (o.token_id = t.token_id or o.target = 'collection'
            or (o.target = 'trait' and exists (select 1 from nft_attributes a
                  where a.nft_id = t.id and a.trait_type = o.trait_type and a.value = o.trait_value)))
        order by (o.currency = t.home_currency) desc, o.currency, div(o.start_price, o.quantity) desc, o.created_at, o.order_hash
        limit 1
      ) b on true
    )
    update nfts n
    set best_offer_order_hash = best.order_hash, best_offer_price = best.price,
        best_offer_currency = best.currency, offer_count = best.offer_count
    from best
    where n.id = best.id
      and (n.best_offer_order_hash is distinct from best.order_hash or n.best_offer_price is distinct from best.price
        or n.best_offer_currency is distinct from best.currency or n.offer_count <> best.offer_count)`);
}
