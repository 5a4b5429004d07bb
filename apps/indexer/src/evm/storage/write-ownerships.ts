import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import type { TokenMovement } from '../effects/block-effects';
import { balanceDeltas } from './balance-deltas';
import { chunked } from './chunked';

const deltaColumns = sql`(contract_address varchar, token_id numeric, owner varchar, delta numeric, acquired_at timestamptz, block_number bigint, block_hash varchar)`;

/**
 * Applies the balance changes of newly recorded movements (see writeActivity) to `ownerships` in
 * three set-based statements, netted per (contract, token, owner) so each key has one sign: gains
 * are upserted, losses subtracted (never below zero: history before a contract's registered start
 * block may be missing), and rows that fall to zero deleted, so the table holds exactly the current
 * holders, the same set a recomputation from the activity ledger gives after a reorg.
 */
export async function writeOwnerships(db: Database, chain: string, movements: TokenMovement[]): Promise<void> {
  for (const chunk of chunked(balanceDeltas(movements).filter((d) => d.delta !== 0n), 5000)) {
    const rows = (sign: 1 | -1) =>
      JSON.stringify(
        chunk
          .filter((d) => (sign > 0 ? d.delta > 0n : d.delta < 0n))
          .map((d) => ({
            contract_address: d.contractAddress, token_id: d.tokenId, owner: d.owner, delta: d.delta.toString(),
            acquired_at: (d.acquiredAt ?? d.position.occurredAt).toISOString(), block_number: d.position.blockNumber, block_hash: d.position.blockHash,
          })),
      );
    const gains = rows(1);
    const losses = rows(-1);
    if (gains !== '[]') {
      await db.execute(sql`
        insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
        select ${chain}, r.contract_address, r.token_id, r.owner, r.delta, r.acquired_at, r.block_number, r.block_hash
        from jsonb_to_recordset(${gains}::jsonb) as r${deltaColumns}
        on conflict (chain, contract_address, token_id, owner) do update set balance = ownerships.balance + excluded.balance,
          acquired_at = excluded.acquired_at, block_number = excluded.block_number, block_hash = excluded.block_hash, updated_at = now()`);
    }
    if (losses !== '[]') {
      // Two statements: a row changed by a CTE is invisible to the same statement's delete.
      await db.execute(sql`
        update ownerships o set balance = greatest(0, o.balance + l.delta), block_number = l.block_number, block_hash = l.block_hash, updated_at = now()
        from jsonb_to_recordset(${losses}::jsonb) as l${deltaColumns}
        where o.chain = ${chain} and o.contract_address = l.contract_address and o.token_id = l.token_id and o.owner = l.owner`);
      await db.execute(sql`
        delete from ownerships o using jsonb_to_recordset(${losses}::jsonb) as l${deltaColumns}
        where o.balance = 0 and o.chain = ${chain} and o.contract_address = l.contract_address and o.token_id = l.token_id and o.owner = l.owner`);
    }
  }
}
