import { sql } from 'drizzle-orm';
import type { Database } from '@nft/db';
import type { TokenMovement } from '../effects/block-effects';
import { arrayLiteral } from './array-literal';
import { chunked } from './chunked';
import { pipelined } from './pipelined';
import { movementKind } from './movement-kind';

const keyOf = (txHash: string, logIndex: number, batchIndex: number) => `${txHash}:${logIndex}:${batchIndex}`;

/** The chunk's movements the statement wrote: all of them, or those whose keys it returned. */
function newIn(chunk: TokenMovement[], answer: { inserted: number; keys: string | null }): TokenMovement[] {
  if (Number(answer.inserted) === chunk.length) return chunk;
  const written = new Set(answer.keys?.split(',') ?? []);
  return chunk.filter((m) => written.has(keyOf(m.position.txHash, m.position.logIndex, m.batchIndex)));
}

/**
 * Writes the activity ledger and returns only the movements that were new. Balances, supply and
 * NFT rows are changed for those alone, so a block processed twice (or a mint the demo seed
 * already recorded) changes nothing: the activity unique key is the "applied once" guard.
 * Rows travel as one array parameter per column and statement, read back with `unnest`: thousands
 * of bind parameters cost more than the insert itself, and typed arrays parse in less than half the
 * time of the JSON rows used before. The statement answers with a count, and with the written keys only
 * when some rows were already there: 100,000 returned rows cost more to send and read than the count.
 * The next chunk's arrays are built while the server writes the previous one (`pipelined`,
 * docs/decisions/059-indexer-write-path.md).
 */
export async function writeActivity(
  db: Database,
  movements: TokenMovement[],
  /** undefined: a platform contract, whose NFTs each name their collection. */
  collectionOf: (contract: string) => number | null | undefined,
): Promise<TokenMovement[]> {
  const written = await pipelined(
    chunked(movements, 20_000),
    (chunk) => {
      const chain = chunk[0]!.position.chain;
      const kinds = chunk.map(movementKind);
      const column = <T extends string | number | boolean | null>(value: (movement: TokenMovement, index: number) => T) =>
        arrayLiteral(chunk.map(value));
      return sql`
      with written as (
      insert into activity (chain, kind, contract_address, token_id, collection_id, from_address, to_address, quantity,
                            tx_hash, log_index, batch_index, block_number, block_hash, occurred_at)
      select ${chain}, r.kind, r.contract_address, r.token_id,
             case when r.from_nft then (select n.collection_id from nfts n
               where n.chain = ${chain} and n.contract_address = r.contract_address and n.token_id = r.token_id) else r.collection_id end,
             r.from_address, r.to_address, r.quantity, r.tx_hash, r.log_index, r.batch_index, r.block_number, r.block_hash, r.occurred_at
      from unnest(${arrayLiteral(kinds)}::activity_kind[], ${column((m) => m.position.address)}::varchar[],
        ${column((m) => m.tokenId)}::numeric[], ${column((m) => collectionOf(m.position.address) ?? null)}::bigint[],
        -- Platform contracts hold many collections: the collection comes from the NFT row.
        ${column((m) => collectionOf(m.position.address) === undefined)}::boolean[],
        -- Matches the demo seed: a mint has no sender, a burn no recipient.
        ${column((m, i) => (kinds[i] === 'mint' ? null : m.from))}::varchar[],
        ${column((m, i) => (kinds[i] === 'burn' ? null : m.to))}::varchar[],
        ${column((m) => m.quantity.toString())}::numeric[], ${column((m) => m.position.txHash)}::varchar[],
        ${column((m) => m.position.logIndex)}::integer[], ${column((m) => m.batchIndex)}::integer[],
        ${column((m) => m.position.blockNumber)}::bigint[], ${column((m) => m.position.blockHash)}::varchar[],
        ${column((m) => m.position.occurredAt.toISOString())}::timestamptz[])
        as r(kind, contract_address, token_id, collection_id, from_nft, from_address, to_address, quantity, tx_hash, log_index,
             batch_index, block_number, block_hash, occurred_at)
      on conflict do nothing
      returning tx_hash, log_index, batch_index)
      -- The keys come back only when some rows were there already (a block applied twice).
      select (select count(*) from written)::integer as inserted,
        case when (select count(*) from written) < ${chunk.length}
          then (select string_agg(tx_hash || ':' || log_index || ':' || batch_index, ',') from written) end as keys`;
    },
    (query, chunk) => db.execute<{ inserted: number; keys: string | null }>(query).then((result) => newIn(chunk, result.rows[0]!)),
  );
  return written.flat();
}
