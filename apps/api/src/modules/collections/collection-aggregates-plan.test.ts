import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertContract } from '@nft/db/testing';
import { collectionAttributesQuery, collectionTraitRangesQuery } from './collection-attributes.repository';
import { liveCollectionStatsQuery } from './collection-stats.repository';

// The collection page's two aggregates (live stats, attribute facets) must read one collection's
// range of an index, not the whole table. Unlike the keyset plans (which hold on an empty table),
// which index an aggregate uses depends on statistics: 500 collections of 40 NFTs (20,000 NFTs and
// holders, 60,000 attributes) are analysed first, so reading a whole table costs what it would at scale.
let database: DatabaseHandle;
let collectionId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const contract = await insertContract(db);
  const ids: number[] = [];
  await db.execute(sql`
    insert into collections (chain, creator_address, name) select 'local1', '0x' || lpad(to_hex(n), 40, '0'), 'Bulk ' || n from generate_series(1, 500) n`);
  const { rows } = await db.execute<{ id: number }>(sql`select id from collections order by id`);
  ids.push(...rows.map((row) => Number(row.id)));
  collectionId = ids[7]!;
  await db.execute(sql`
    insert into nfts (chain, contract_address, token_id, standard, collection_id, best_listing_price, best_listing_currency, best_listing_kind, favorite_count)
    select 'local1', ${contract.address}, n, 'ERC-721', ${ids[0]!}::bigint + n % 500,
      case when n % 3 = 0 then n * 10 end, case when n % 3 = 0 then '0x0000000000000000000000000000000000000000' end,
      case when n % 3 = 0 then 'fixed'::order_kind end, n % 7
    from generate_series(1, 20000) n`);
  await db.execute(sql`
    insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
    select chain, contract_address, token_id, '0x' || lpad(to_hex(token_id::int % 97), 40, '0'), 1, now(), 1, '0x' || repeat('a', 64) from nfts`);
  await db.execute(sql`
    insert into nft_attributes (nft_id, collection_id, trait_type, value)
    select id, collection_id, t, t || '-' || (id % 5) from nfts, unnest(array['Background', 'Eyes']) t`);
  await db.execute(sql`
    insert into nft_attributes (nft_id, collection_id, trait_type, value, display_type, numeric_value)
    select id, collection_id, 'Speed', (id % 100)::text, 'stat', id % 100 from nfts`);
  await db.execute(sql`analyze`);
});

afterAll(async () => {
  await database?.close();
});

async function plan(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('collection page aggregates run on indexes', () => {
  it("attribute facets read one collection's range of nft_attributes and look NFTs up by id", async () => {
    const text = await plan(collectionAttributesQuery(collectionId));
    expect(text).toMatch(/nft_attributes_(filter|range)_idx[^\n]*\n\s*Index Cond: \(collection_id = /);
    expect(text).toMatch(/using nfts_pkey on nfts[^\n]*\n\s*Index Cond: \(id = a\.nft_id\)/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("numeric trait bounds read one collection's range of nft_attributes_range_idx and look NFTs up by id", async () => {
    const text = await plan(collectionTraitRangesQuery(collectionId));
    expect(text).toMatch(/nft_attributes_range_idx[^\n]*\n\s*Index Cond: \(\(?collection_id = /);
    expect(text).toMatch(/using nfts_pkey on nfts[^\n]*\n\s*Index Cond: \(id = a\.nft_id\)/);
    expect(text).not.toMatch(/Seq Scan/);
  });

  it("live stats read one collection's range of an index and the ownerships primary key", async () => {
    const text = await plan(liveCollectionStatsQuery(collectionId));
    expect(text).toMatch(/nfts_collection_(created|heat)_idx[^\n]*\n\s*Index Cond: \(collection_id = /);
    expect(text).toMatch(/nfts_collection_price_idx[^\n]*\n\s*Index Cond: \(collection_id = /);
    expect(text).toMatch(/using ownerships_pkey on ownerships[^\n]*\n\s*Index Cond: \(+chain\)::text = /);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
