import { sql } from 'drizzle-orm';
import { zeroAddress } from 'viem';
import type { Database } from '@nft/db';
import type { OperatorApprovalChange, TokenMovement } from '../effects/block-effects';
import { chunked } from './chunked';
import type { TokenRef } from './token-filter';
import { itemsOf } from './write-seaport';

/**
 * An ERC-721 leaving its maker cancels every open listing of that token by that maker for good
 * (docs/security.md row 4): a transfer back must not revive an old, cheaper listing. Call after the
 * fills are written: the transfer that is the fill of a listing has already marked it `filled`.
 * The earliest transfer out of a range is the one recorded, so the cancel is undone exactly when
 * a reorg orphans it. One statement per chunk of 2000 (six parameters each): a range can hold
 * thousands of transfers.
 */
export async function cancelLostListings(db: Database, chain: string, movements: TokenMovement[]): Promise<TokenRef[]> {
  const touched: TokenRef[] = [];
  const lost = movements.filter((m) => m.standard === 'ERC-721' && m.from !== zeroAddress && m.from !== m.to);
  for (const chunk of chunked(lost, 2000)) {
    const values = sql.join(
      chunk.map(
        (m, at) =>
          sql`(${m.from}::varchar, ${m.position.address}::varchar, ${m.tokenId}::numeric, ${m.position.blockNumber}::bigint, ${m.position.blockHash}::varchar, ${at}::int)`,
      ),
      sql`, `,
    );
    const result = await db.execute<{ contract_address: string; token_id: string }>(sql`
      with m(maker, contract_address, token_id, block_number, block_hash, at) as (values ${values}),
      first_out as (
        select distinct on (maker, contract_address, token_id) maker, contract_address, token_id, block_number, block_hash
        from m order by maker, contract_address, token_id, at
      )
      update orders o
      set status = 'cancelled', status_reason = 'maker_lost_item',
          status_block_number = f.block_number, status_block_hash = f.block_hash, updated_at = now()
      from first_out f
      where o.chain = ${chain} and o.side = 'listing' and o.status in ('active', 'inactive')
        and o.maker = f.maker and o.contract_address = f.contract_address and o.token_id = f.token_id
      returning o.contract_address, o.token_id`);
    touched.push(...result.rows.map((r) => ({ contractAddress: r.contract_address, tokenId: String(r.token_id) })));
  }
  return touched;
}

/** Whether the chain's book holds any open listing: a range is checked against the book only then (initial syncs). */
export async function hasOpenListings(db: Database, chain: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from orders where chain = ${chain} and side = 'listing' and status in ('active', 'inactive') limit 1`,
  );
  return result.rows.length > 0;
}

/** Whose listings to look at again: one maker on one contract, optionally one token, as of a block. */
export interface ListingKey {
  maker: string;
  contractAddress: string;
  tokenId: string | null;
  blockNumber: number | null;
  blockHash: string | null;
}

/** The makers whose ERC-1155 balance moved and the makers whose approval of the conduit changed, latest block per key. */
export function listingKeysOf(movements: TokenMovement[], approvals: OperatorApprovalChange[], conduit: string | undefined): ListingKey[] {
  const keys = new Map<string, ListingKey>();
  const add = (maker: string, contractAddress: string, tokenId: string | null, at: { blockNumber: number; blockHash: string }) => {
    if (maker === zeroAddress) return;
    keys.set(`${maker}|${contractAddress}|${tokenId}`, {
      maker,
      contractAddress,
      tokenId,
      blockNumber: at.blockNumber,
      blockHash: at.blockHash,
    });
  };
  for (const m of movements) {
    if (m.standard !== 'ERC-1155') continue;
    add(m.from, m.position.address, m.tokenId, m.position);
    add(m.to, m.position.address, m.tokenId, m.position);
  }
  const operator = conduit?.toLowerCase();
  for (const a of approvals) if (operator && a.operator === operator) add(a.owner, a.position.address, null, a.position);
  return [...keys.values()];
}

/**
 * Brings the given makers' open listings in line with the chain: `inactive` for `no_balance` when an
 * ERC-1155 maker holds fewer copies than the listing has left, `inactive` for `no_approval` when the
 * maker revoked the conduit's ApprovalForAll on that contract, `active` again when neither holds.
 * Only `active` listings and those inactive for these two reasons move; cancelled, filled and
 * expired ones stay as they are. Each change records its block so a reorg can reopen it.
 */
export async function reevaluateListings(
  db: Database,
  chain: string,
  keys: ListingKey[],
  conduit: string | undefined,
): Promise<TokenRef[]> {
  const touched: TokenRef[] = [];
  const operator = conduit?.toLowerCase() ?? null;
  for (const chunk of chunked(keys, 500)) {
    const values = sql.join(
      chunk.map(
        (k) =>
          sql`(${k.maker}::varchar, ${k.contractAddress}::varchar, ${k.tokenId}::numeric, ${k.blockNumber}::bigint, ${k.blockHash}::varchar)`,
      ),
      sql`, `,
    );
    const result = await db.execute<{ contract_address: string; token_id: string | null }>(sql`
      with k(maker, contract_address, token_id, block_number, block_hash) as (values ${values}),
      desired as (
        select distinct on (o.order_hash) o.order_hash, k.block_number, k.block_hash,
          case
            when exists (select 1 from nfts n where n.chain = o.chain and n.contract_address = o.contract_address
                           and n.token_id = o.token_id and n.standard = 'ERC-1155')
             and coalesce((select w.balance from ownerships w where w.chain = o.chain and w.contract_address = o.contract_address
                             and w.token_id = o.token_id and w.owner = o.maker), 0) < o.quantity - o.filled_quantity
              then 'no_balance'
            when exists (select 1 from operator_approvals a where a.chain = o.chain and a.contract_address = o.contract_address
                           and a.owner = o.maker and a.operator = ${operator} and not a.approved)
              then 'no_approval'
          end as reason
        from orders o join k on o.maker = k.maker and o.contract_address = k.contract_address
          and (k.token_id is null or o.token_id = k.token_id)
        where o.chain = ${chain} and o.side = 'listing'
          and (o.status = 'active' or (o.status = 'inactive' and o.status_reason in ('no_balance', 'no_approval')))
        order by o.order_hash, k.block_number desc nulls last
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
    touched.push(
      ...itemsOf(
        result.rows.map((r) => ({ contractAddress: r.contract_address, tokenId: r.token_id === null ? null : String(r.token_id) })),
      ),
    );
  }
  return touched;
}
