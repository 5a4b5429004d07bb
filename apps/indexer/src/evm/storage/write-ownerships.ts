import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import type { TokenMovement } from '../effects/block-effects';
import { balanceDeltas } from './balance-deltas';
import { arrayLiteral } from './array-literal';
import { chunked } from './chunked';
import { pipelined } from './pipelined';

/**
 * Applies the balance changes of newly recorded movements (see writeActivity) to `ownerships`,
 * netted per (contract, token, owner) so each key has one sign: gains are upserted, losses
 * subtracted, and rows that would fall to zero or below deleted instead (history before a
 * contract's registered start block may be missing), so the table holds exactly the current
 * holders, the same set a recomputation from the activity ledger gives after a reorg. One
 * statement per chunk: gains, deletions and the remaining losses touch disjoint rows, which
 * data-modifying CTEs allow, and every extra statement costs a parse and a join of the chunk.
 */
export async function writeOwnerships(db: Database, chain: string, movements: TokenMovement[]): Promise<void> {
  const chunks = chunked(
    balanceDeltas(movements).filter((d) => d.delta !== 0n),
    20_000,
  );
  await pipelined(
    chunks,
    (chunk) => {
      const column = (value: (delta: (typeof chunk)[number]) => string | number) => arrayLiteral(chunk.map(value));
      // One array parameter per column; the next chunk's are built while the server writes this one
      // (`pipelined`, docs/decisions/059-indexer-write-path.md).
      return sql`
      with deltas as materialized (
        select * from unnest(${column((d) => d.contractAddress)}::varchar[], ${column((d) => d.tokenId)}::numeric[],
          ${column((d) => d.owner)}::varchar[], ${column((d) => d.delta.toString())}::numeric[],
          ${column((d) => (d.acquiredAt ?? d.position.occurredAt).toISOString())}::timestamptz[],
          ${column((d) => d.position.blockNumber)}::bigint[], ${column((d) => d.position.blockHash)}::varchar[])
          as r(contract_address, token_id, owner, delta, acquired_at, block_number, block_hash)),
      gains as (
        insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
        select ${chain}, g.contract_address, g.token_id, g.owner, g.delta, g.acquired_at, g.block_number, g.block_hash
        from deltas g where g.delta > 0
        on conflict (chain, contract_address, token_id, owner) do update set balance = ownerships.balance + excluded.balance,
          acquired_at = excluded.acquired_at, block_number = excluded.block_number, block_hash = excluded.block_hash, updated_at = now()),
      emptied as (
        delete from ownerships o using deltas l
        where l.delta < 0 and o.chain = ${chain} and o.contract_address = l.contract_address and o.token_id = l.token_id
          and o.owner = l.owner and o.balance + l.delta <= 0)
      update ownerships o set balance = o.balance + l.delta, block_number = l.block_number, block_hash = l.block_hash, updated_at = now()
      from deltas l
      where l.delta < 0 and o.chain = ${chain} and o.contract_address = l.contract_address and o.token_id = l.token_id
        and o.owner = l.owner and o.balance + l.delta > 0`;
    },
    (query) => db.execute(query).then(() => undefined),
  );
}
