import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import type { TokenMovement } from '../effects/block-effects';
import { balanceDeltas, balanceKey, type BalanceDelta } from './balance-deltas';
import { chunked } from './chunked';

type Key = Pick<BalanceDelta, 'contractAddress' | 'tokenId' | 'owner'>;
type Holding = {
  contract_address: string;
  token_id: string;
  owner: string;
  balance: string;
  acquired_at: string;
};

const keysJson = (keys: Key[]) => JSON.stringify(keys.map((k) => ({ contract_address: k.contractAddress, token_id: k.tokenId, owner: k.owner })));
const keyColumns = sql`(contract_address varchar, token_id numeric, owner varchar)`;

async function currentHoldings(db: Database, chain: string, keys: Key[]): Promise<Map<string, Holding>> {
  const result = await db.execute<Holding>(sql`
    select o.contract_address, o.token_id::text as token_id, o.owner, o.balance::text as balance, o.acquired_at::text as acquired_at
    from ownerships o join jsonb_to_recordset(${keysJson(keys)}::jsonb) as k${keyColumns}
      on o.contract_address = k.contract_address and o.token_id = k.token_id and o.owner = k.owner
    where o.chain = ${chain}`);
  return new Map(result.rows.map((row) => [balanceKey(row.contract_address, row.token_id, row.owner), row]));
}

/**
 * Applies the balance changes of newly recorded movements (see writeActivity) to `ownerships`.
 * Rows that fall to zero are deleted, so the table holds exactly the current holders, the same
 * set a recomputation from the activity ledger gives after a reorg.
 */
export async function writeOwnerships(db: Database, chain: string, movements: TokenMovement[]): Promise<void> {
  for (const chunk of chunked(balanceDeltas(movements), 5000)) {
    const existing = await currentHoldings(db, chain, chunk);
    const upserts = [];
    const emptied: Key[] = [];
    for (const change of chunk) {
      const before = existing.get(balanceKey(change.contractAddress, change.tokenId, change.owner));
      // Never below zero: history before a contract's registered start block may be missing.
      const balance = BigInt(before?.balance ?? 0) + change.delta;
      if (balance <= 0n) {
        if (before) emptied.push(change);
        continue;
      }
      const { position } = change;
      upserts.push({
        contract_address: change.contractAddress, token_id: change.tokenId, owner: change.owner, balance: balance.toString(),
        acquired_at: change.acquiredAt?.toISOString() ?? before?.acquired_at ?? position.occurredAt.toISOString(),
        block_number: position.blockNumber, block_hash: position.blockHash,
      });
    }
    if (emptied.length > 0) {
      await db.execute(sql`
        delete from ownerships o using jsonb_to_recordset(${keysJson(emptied)}::jsonb) as k${keyColumns}
        where o.chain = ${chain} and o.contract_address = k.contract_address and o.token_id = k.token_id and o.owner = k.owner`);
    }
    if (upserts.length > 0) {
      await db.execute(sql`
        insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
        select ${chain}, r.contract_address, r.token_id, r.owner, r.balance, r.acquired_at, r.block_number, r.block_hash
        from jsonb_to_recordset(${JSON.stringify(upserts)}::jsonb) as r(contract_address varchar, token_id numeric, owner varchar,
          balance numeric, acquired_at timestamptz, block_number bigint, block_hash varchar)
        on conflict (chain, contract_address, token_id, owner) do update set balance = excluded.balance,
          acquired_at = excluded.acquired_at, block_number = excluded.block_number, block_hash = excluded.block_hash, updated_at = now()`);
    }
  }
}
