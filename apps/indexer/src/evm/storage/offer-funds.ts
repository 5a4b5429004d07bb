import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import { chunked } from './chunked';
import type { OrderRef } from './write-seaport';

/** What a maker holds of one ERC-20 and allows the conduit to take, read at the end of a range. */
export interface FundsReading {
  maker: string;
  currency: string;
  balance: bigint;
  allowance: bigint;
  /** The last block of the range whose logs touched this maker's funds: a reorg of it reopens the change. */
  blockNumber: number;
  blockHash: string;
}

/** One maker and currency with open offers or bids: whose ERC-20 logs the follower asks for. */
export interface FundedMaker {
  maker: string;
  currency: string;
}

// Offers and bids that the funds decide: open ones, and inactive ones for a reason funds can lift.
// The plain `status in (...)` lets the planner read the open orders' partial indexes
// (orders_open_counter_idx) instead of the whole book, which is mostly filled and expired orders.
const undecided = sql`o.status in ('active', 'inactive') and o.side in ('offer', 'bid')
  and (o.status = 'active' or o.status_reason in ('no_balance', 'no_approval'))`;

/** Every maker and ERC-20 currency of the chain's open offers and bids (docs/decisions/011-indexer.md addendum). */
export async function fundedMakers(db: Database, chain: string): Promise<FundedMaker[]> {
  const result = await db.execute<{ maker: string; currency: string }>(sql`
    select distinct o.maker, o.currency from orders o
    where o.chain = ${chain} and ${undecided} and o.currency <> '0x0000000000000000000000000000000000000000'`);
  return result.rows.map((r) => ({ maker: r.maker, currency: r.currency }));
}

/**
 * Brings the makers' open offers and bids in line with their funds (docs/product.md "Offers"): an
 * order whose remaining amount (its price times the share of copies left) the balance does not
 * cover is `inactive` for `no_balance`; one the allowance to the conduit does not cover is
 * `inactive` for `no_approval`; either is `active` again once covered. Unlike a listing whose
 * maker lost the item, nothing here is final: an offer can only ever be filled with its maker's
 * tokens, so returning them revives it without acting against anyone's will. Each order is judged
 * alone against the whole balance, as Seaport fills each alone. Returns the orders that changed.
 */
export async function reevaluateOffers(db: Database, chain: string, readings: FundsReading[]): Promise<OrderRef[]> {
  const changed: OrderRef[] = [];
  for (const chunk of chunked(readings, 500)) {
    const values = sql.join(
      chunk.map(
        (r) =>
          sql`(${r.maker}::varchar, ${r.currency}::varchar, ${r.balance.toString()}::numeric, ${r.allowance.toString()}::numeric, ${r.blockNumber}::bigint, ${r.blockHash}::varchar)`,
      ),
      sql`, `,
    );
    const result = await db.execute<{ contract_address: string; token_id: string | null }>(sql`
      with f(maker, currency, balance, allowance, block_number, block_hash) as (values ${values}),
      desired as (
        select o.order_hash, f.block_number, f.block_hash,
          case
            when f.balance * o.quantity < o.start_price * (o.quantity - o.filled_quantity) then 'no_balance'
            when f.allowance * o.quantity < o.start_price * (o.quantity - o.filled_quantity) then 'no_approval'
          end as reason
        from orders o join f on o.maker = f.maker and o.currency = f.currency
        where o.chain = ${chain} and ${undecided}
      )
      update orders o
      set status = (case when d.reason is null then 'active' else 'inactive' end)::order_status,
          status_reason = d.reason::order_status_reason,
          status_block_number = d.block_number,
          status_block_hash = d.block_hash,
          updated_at = now()
      from desired d
      where o.chain = ${chain} and o.order_hash = d.order_hash and o.status_reason is distinct from d.reason::order_status_reason
      returning o.contract_address, o.token_id`);
    changed.push(
      ...result.rows.map((r) => ({ contractAddress: r.contract_address, tokenId: r.token_id === null ? null : String(r.token_id) })),
    );
  }
  return changed;
}
