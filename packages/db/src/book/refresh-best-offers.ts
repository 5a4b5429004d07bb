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
  // One JSON parameter for the keys and one array for the ids: a contract-wide refresh may lock more
  // rows than PostgreSQL takes bind parameters (65,535).
  const keyRows = JSON.stringify(keys.map((k) => ({ contract_address: k.contractAddress, token_id: k.tokenId })));
  // Single tokens by nfts_token_key, whole contracts by their range of it: one OR-join would read
  // every token of the contract for a single-token refresh.
  const locked = await db.execute<{ id: number }>(sql`
    with k as (select * from json_to_recordset(${keyRows}::json) as k(contract_address varchar, token_id numeric))
    select n.id from nfts n
    where n.id = any(array(
      select n.id from nfts n join k on n.contract_address = k.contract_address and n.token_id = k.token_id
      where n.chain = ${chain} and k.token_id is not null
      union
      select n.id from nfts n join k on n.contract_address = k.contract_address
      where n.chain = ${chain} and k.token_id is null))
    order by n.id
    for update`);
  if (locked.rows.length === 0) return;
  const ids = `{${locked.rows.map((r) => Number(r.id)).join(',')}}`;
  const at = now.toISOString();
  // Set-based, not a lateral per token: a collection offer refreshes every token of its contract, so
  // the open offers of the contracts are read once, collection offers reduced to the best per
  // currency before they meet the tokens, item offers joined by token and trait offers through each
  // token's attribute rows (nft_attributes_nft_idx).
  await db.execute(sql`
    with t as (
      select n.id, n.contract_address, n.token_id,
        coalesce(c.payment_token, '0x0000000000000000000000000000000000000000') as home_currency
      from nfts n left join collections c on c.id = n.collection_id
      where n.id = any(${ids}::bigint[])
    ),
    open_offers as (
      select o.order_hash, o.contract_address, o.token_id, o.target, o.trait_type, o.trait_value, o.currency, o.created_at,
        div(o.start_price, o.quantity) as price
      from orders o
      where o.chain = ${chain} and o.contract_address in (select distinct contract_address from t)
        and o.side = 'offer' and o.status = 'active' and o.filled_quantity < o.quantity
        and o.start_time <= ${at}::timestamptz and o.end_time > ${at}::timestamptz
    ),
    collection_best as (
      select distinct on (contract_address, currency) * from open_offers where target = 'collection'
      order by contract_address, currency, price desc, created_at, order_hash
    ),
    candidates as (
      select t.id, t.home_currency, w.order_hash, w.currency, w.price, w.created_at
      from t join collection_best w on w.contract_address = t.contract_address
      union all
      select t.id, t.home_currency, o.order_hash, o.currency, o.price, o.created_at
      from t join open_offers o on o.target = 'item' and o.contract_address = t.contract_address and o.token_id = t.token_id
      union all
      select t.id, t.home_currency, o.order_hash, o.currency, o.price, o.created_at
      from t join open_offers o on o.target = 'trait' and o.contract_address = t.contract_address
      where exists (select 1 from nft_attributes a where a.nft_id = t.id and a.trait_type = o.trait_type and a.value = o.trait_value)
    ),
    best as (
      select distinct on (id) id, order_hash, price, currency from candidates
      order by id, (currency = home_currency) desc, currency, price desc, created_at, order_hash
    ),
    counted as (
      select t.id, count(o.order_hash)::int as offer_count
      from t join orders o on o.chain = ${chain} and o.contract_address = t.contract_address and o.token_id = t.token_id
      where o.side in ('offer', 'bid') and o.status = 'active'
        and o.start_time <= ${at}::timestamptz and o.end_time > ${at}::timestamptz
      group by t.id
    ),
    wanted as (
      select t.id, best.order_hash, best.price, best.currency, coalesce(counted.offer_count, 0) as offer_count
      from t left join best on best.id = t.id left join counted on counted.id = t.id
    )
    update nfts n
    set best_offer_order_hash = w.order_hash, best_offer_price = w.price,
        best_offer_currency = w.currency, offer_count = w.offer_count
    from wanted w
    where n.id = w.id
      and (n.best_offer_order_hash is distinct from w.order_hash or n.best_offer_price is distinct from w.price
        or n.best_offer_currency is distinct from w.currency or n.offer_count <> w.offer_count)`);
}
