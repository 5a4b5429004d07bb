import type pg from 'pg';

/**
 * The explore data set of the api-read benchmark, written straight into PostgreSQL with
 * generate_series (the API would take hours for a million rows). NFT number `g` decides every
 * column of its rows, so growing the set from 10,000 to 1,000,000 NFTs in stages gives the same rows
 * as one load. Properties that explore filters on (listed, auction, offers, favourites, attributes,
 * owner) come from PostgreSQL's integer hash of `g` rather than `g` modulo something, so they are
 * spread evenly over chains and collections instead of lining up with them.
 */

export const collectionCount = 50;
/** Local chains and some registry chains; collection `c` lives on chains[(c - 1) % 5]. */
export const benchChains = ['local1', 'local2', 'eth', 'bsc', 'polygon'] as const;
/** Searchable name words: NFT `g` is "<adjective> <noun> #g". Prime lengths keep the pairs spread. */
export const adjectives =
  'amber azure bold brave bright calm cobalt coral crimson cosmic crystal dawn dusk ember emerald fading frozen gentle gilded golden hidden hollow ivory jade lucky lunar misty neon noble obsidian onyx pale quiet rapid royal ruby rustic scarlet silent silver solar spectral stellar stormy swift tidal velvet violet vivid wild winter'.split(
    ' ',
  );
export const nouns =
  'anchor arrow badger bear beacon blossom cat comet crane crow deer dragon eagle echo falcon fern fox garden ghost harbor hawk heron island jaguar knight lantern lion lotus lynx maple meadow moth oak orchid otter owl panda phoenix pine raven river robin sage shark sparrow spirit stag swan tiger tower viper whale willow wolf wren yak zebra'.split(
    ' ',
  );

const mediaCount = 1000;
const accountCount = 200;
const zeroAddress = '0x0000000000000000000000000000000000000000';
const wrappedNative = '0x00000000000000000000000000000000000000ee';

/** A 0..2^31 hash of NFT number g (salted, so each property is independent of the others). */
const h = (salt: number) => `abs(hashint4((g + ${salt})::int)::bigint)`;
/** Every fifth NFT (by hash) has an active listing: 200,000 at 1,000,000 NFTs. */
const listed = `${h(1)} % 5 = 0`;
const listingPrice = `((1 + ${h(2)} % 100000)::numeric * 10000000000000)`;
const auction = `${h(3)} % 20 = 0`;
const hasOffer = `${h(4)} % 8 = 0`;
const favourites = `(case when ${h(5)} % 20 = 0 then 1 + ${h(6)} % 9 else 0 end)`;
const hasAttributes = `${h(7)} % 4 = 0`;
const owner = `'0x' || lpad(to_hex(100000 + ${h(8)} % 20000), 40, '0')`;
const collection = `(1 + g % ${collectionCount})`;
const chain = `(array['${benchChains.join("','")}'])[1 + g % ${benchChains.length}]`;
const contract = `'0x' || lpad(to_hex(1000 + ${collection}), 40, '0')`;
const createdAt = `(timestamptz '2026-01-01T00:00:00Z' + g * interval '10 seconds')`;
const blockHash = `'0x' || lpad(to_hex(g), 64, '0')`;

/** Collections, their contracts, the media NFTs point at and the accounts that favourite them. */
export async function seedFixedRows(client: pg.Client): Promise<void> {
  await client.query(`
    insert into media (id, sha256, mime, size_bytes, width, height, storage_key, thumbnails)
    overriding system value
    select i, lpad(to_hex(i), 64, '0'), 'image/webp', 40000, 1000, 1000, 'bench/' || i || '.webp',
      jsonb_build_array(jsonb_build_object('width', 400, 'height', 400, 'mime', 'image/webp', 'storageKey', 'bench/' || i || '-400.webp', 'sizeBytes', 9000))
    from generate_series(1, ${mediaCount}) i`);
  await client.query(`
    insert into collections (id, chain, creator_address, name, description, category, royalty_bps, royalty_address, contract_address, verified, logo_media_id, banner_media_id)
    overriding system value
    select c, (array['${benchChains.join("','")}'])[1 + (c - 1) % ${benchChains.length}],
      '0x' || lpad(to_hex(5000 + c), 40, '0'),
      'Bench Collection ' || c, 'Collection ' || c || ' of the api-read benchmark',
      (enum_range(null::collection_category))[1 + c % 13], 250, '0x' || lpad(to_hex(5000 + c), 40, '0'),
      '0x' || lpad(to_hex(1000 + c), 40, '0'), c % 4 = 1, c, c + 100
    from generate_series(1, ${collectionCount}) c`);
  await client.query(`
    insert into contracts (chain, address, standard, collection_id, name, symbol)
    select chain, contract_address, 'ERC-721', id, name, 'BENCH' from collections`);
  await client.query(`
    insert into accounts (id, address, family)
    overriding system value
    select a, '0x' || lpad(to_hex(900000 + a), 40, '0'), 'evm' from generate_series(1, ${accountCount}) a`);
  for (const table of ['media', 'collections', 'accounts']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
}

/** NFTs number `from`..`to` with their owner, listing, offer, attributes and favourites. */
export async function seedNftRange(client: pg.Client, from: number, to: number): Promise<void> {
  const range = `generate_series(${from}, ${to}) g`;
  await client.query('begin');
  await client.query(
    `
    insert into nfts (id, chain, contract_address, token_id, standard, collection_id, creator_address, name, description,
      token_uri, image_media_id, metadata_status, metadata_refreshed_at, minted_at,
      best_listing_order_hash, best_listing_price, best_listing_currency, best_listing_kind, listed_at,
      best_offer_price, best_offer_currency, favorite_count, created_at, updated_at)
    overriding system value
    select g, ${chain}, ${contract}, g, 'ERC-721', ${collection}, '0x' || lpad(to_hex(5000 + ${collection}), 40, '0'),
      ($1::text[])[1 + g % ${adjectives.length}] || ' ' || ($2::text[])[1 + (g / ${adjectives.length}) % ${nouns.length}] || ' #' || g,
      'NFT ' || g || ' of the api-read benchmark', 'ipfs://bench/' || g || '.json', 1 + g % ${mediaCount}, 'fetched', ${createdAt}, ${createdAt},
      case when ${listed} then '0x' || 'aaaa' || lpad(to_hex(g), 60, '0') end,
      case when ${listed} then ${listingPrice} end,
      case when ${listed} then '${zeroAddress}' end,
      case when ${listed} then (case when ${auction} then 'auction' else 'fixed' end)::order_kind end,
      case when ${listed} then ${createdAt} + interval '1 hour' end,
      case when ${hasOffer} then ${listingPrice} / 2 end,
      case when ${hasOffer} then '${wrappedNative}' end,
      ${favourites}, ${createdAt}, ${createdAt}
    from ${range}`,
    [adjectives, nouns],
  );
  await client.query(`
    insert into ownerships (chain, contract_address, token_id, owner, balance, acquired_at, block_number, block_hash)
    select ${chain}, ${contract}, g, ${owner}, 1, ${createdAt}, g, ${blockHash} from ${range}`);
  // The order rows behind the nfts.best_listing_* and best_offer_* caches, with the same prices.
  const orderColumns = `chain, order_hash, protocol, side, kind, maker, contract_address, token_id, collection_id, currency,
    start_price, end_price, start_time, end_time, counter, conduit_key, salt, signature, parameters, status, created_at, updated_at`;
  const seaportTail = `0, '0x' || repeat('0', 64), g::text, '0x' || repeat('ab', 65), '{}'::jsonb, 'active', ${createdAt} + interval '1 hour', ${createdAt} + interval '1 hour'`;
  // An auction listing closes at its end time (orders_auction_end).
  await client.query(`
    insert into orders (${orderColumns}, auction_end_time)
    select ${chain}, '0x' || 'aaaa' || lpad(to_hex(g), 60, '0'), 'seaport', 'listing',
      (case when ${auction} then 'auction' else 'fixed' end)::order_kind, ${owner}, ${contract}, g, ${collection}, '${zeroAddress}',
      ${listingPrice}, ${listingPrice}, ${createdAt}, timestamptz '2030-01-01T00:00:00Z', ${seaportTail},
      case when ${auction} then timestamptz '2030-01-01T00:00:00Z' end
    from ${range} where ${listed}`);
  await client.query(`
    insert into orders (${orderColumns})
    select ${chain}, '0x' || 'bbbb' || lpad(to_hex(g), 60, '0'), 'seaport', 'offer', 'fixed',
      '0x' || lpad(to_hex(900001 + g % ${accountCount}), 40, '0'), ${contract}, g, ${collection}, '${wrappedNative}',
      ${listingPrice} / 2, ${listingPrice} / 2, ${createdAt}, timestamptz '2030-01-01T00:00:00Z', ${seaportTail}
    from ${range} where ${hasOffer}`);
  await client.query(`
    insert into nft_attributes (nft_id, collection_id, trait_type, value, display_type, numeric_value, max_value)
    select g, ${collection}, t.trait_type, t.value, t.display_type::attribute_display_type, t.numeric_value, t.max_value
    from ${range}
    cross join lateral (values
      ('Background', (array['Blue','Red','Green','Gold','Black','White','Purple','Orange'])[1 + ${h(9)} % 8], 'text', null::numeric, null::numeric),
      ('Eyes', 'Eyes ' || (1 + ${h(10)} % 12), 'text', null, null),
      ('Level', (1 + ${h(11)} % 10)::text, 'level', 1 + ${h(11)} % 10, 10)
    ) t(trait_type, value, display_type, numeric_value, max_value)
    where ${hasAttributes}`);
  await client.query(`
    insert into favorites (account_id, nft_id, created_at)
    select a, g, ${createdAt} + interval '1 day' from ${range}
    cross join lateral generate_series(1, ${favourites}) a
    where ${favourites} > 0`);
  await client.query('commit');
}

/** The collection stats caches (items, owners, floor), as the stat refresh keeps them. */
export async function refreshCollectionStats(client: pg.Client): Promise<void> {
  await client.query(`
    update collections c set item_count = s.items, owner_count = s.owners, floor_price = s.floor, stats_updated_at = now()
    from (
      select n.collection_id, count(*)::int as items, count(distinct o.owner)::int as owners, min(n.best_listing_price) as floor
      from nfts n join ownerships o on o.chain = n.chain and o.contract_address = n.contract_address and o.token_id = n.token_id
      group by n.collection_id
    ) s
    where s.collection_id = c.id`);
}

/** How many rows each table holds (stated in the result). */
export async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const tables = ['collections', 'nfts', 'ownerships', 'orders', 'nft_attributes', 'favorites'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  const { rows } = await client.query<{ n: string }>(`select count(*) as n from orders where side = 'listing' and status = 'active'`);
  counts.activeListings = Number(rows[0]!.n);
  return counts;
}
