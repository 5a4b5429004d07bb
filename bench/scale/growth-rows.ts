import type pg from 'pg';

/**
 * Rows of the tables that grow with trading, written on top of the api-read data set of `nftCount` NFTs so
 * bench/scale/row-sizes.ts can measure their bytes per row: one mint and one transfer per NFT (on chain),
 * a listing for every fifth NFT (off chain, no tx), a sale and its fill for every twentieth, a live event
 * per NFT, and every order's `parameters` replaced by a full Seaport 1.6 listing (one offer item, three
 * consideration items: seller, marketplace fee, royalty) the size the API stores (docs/decisions/034).
 */
export async function seedGrowthRows(client: pg.Client, nftCount: number): Promise<void> {
  const range = `generate_series(1, ${nftCount}) g`;
  const address = (salt: number) => `'0x' || lpad(to_hex(${salt} + g % 20000), 40, '0')`;
  const hash = (prefix: string) => `'0x${prefix}' || lpad(to_hex(g), ${64 - prefix.length}, '0')`;
  const item = `'0x' || lpad(to_hex(1000 + 1 + g % 50), 40, '0')`;
  const at = `(timestamptz '2026-01-01T00:00:00Z' + g * interval '10 seconds')`;
  const onChain = (kind: string, txPrefix: string, from: string, to: string, where: string, price = 'null') => `
    insert into activity (chain, kind, contract_address, token_id, collection_id, from_address, to_address, price, currency,
      tx_hash, log_index, block_number, block_hash, occurred_at)
    select 'eth', '${kind}', ${item}, g, 1 + g % 50, ${from}, ${to}, ${price},
      ${price === 'null' ? 'null' : `'0x0000000000000000000000000000000000000000'`}, ${hash(txPrefix)}, g % 300, 20000000 + g,
      ${hash('b')}, ${at}
    from ${range} where ${where}`;
  await client.query(onChain('mint', 'a1', 'null', address(100000), 'true'));
  await client.query(onChain('transfer', 'a2', address(100000), address(120000), 'true'));
  await client.query(onChain('sale', 'a3', address(120000), address(140000), 'g % 20 = 0', '(g::numeric * 10000000000000)'));
  await client.query(`
    insert into activity (chain, kind, contract_address, token_id, collection_id, from_address, price, currency, order_hash, occurred_at)
    select 'eth', 'list', ${item}, g, 1 + g % 50, ${address(120000)}, g::numeric * 10000000000000,
      '0x0000000000000000000000000000000000000000', ${hash('c')}, ${at}
    from ${range} where g % 5 = 0`);
  await client.query(`
    insert into fills (chain, tx_hash, log_index, order_hash, seller, buyer, contract_address, token_id, price, currency, fee, royalty,
      block_number, block_hash, occurred_at)
    select 'eth', ${hash('a3')}, g % 300, ${hash('c')}, ${address(120000)}, ${address(140000)}, ${item}, g, g::numeric * 10000000000000,
      '0x0000000000000000000000000000000000000000', g::numeric * 250000000000, g::numeric * 500000000000, 20000000 + g, ${hash('b')}, ${at}
    from ${range} where g % 20 = 0`);
  await client.query(`
    insert into live_events (chain, kind, contract_address, token_id, collection_id, from_address, to_address, quantity, tx_hash, occurred_at)
    select 'eth', 'transfer', ${item}, g, 1 + g % 50, ${address(100000)}, ${address(120000)}, 1, ${hash('a2')}, ${at}
    from ${range}`);
  const consideration = (recipient: string, amount: string) =>
    `jsonb_build_object('itemType', 0, 'token', '0x0000000000000000000000000000000000000000', 'identifierOrCriteria', '0',
      'startAmount', (${amount})::text, 'endAmount', (${amount})::text, 'recipient', ${recipient})`;
  await client.query(`
    update orders set parameters = jsonb_build_object(
      'offerer', maker, 'zone', '0x' || repeat('7a', 20),
      'offer', jsonb_build_array(jsonb_build_object('itemType', 2, 'token', contract_address, 'identifierOrCriteria', token_id::text,
        'startAmount', '1', 'endAmount', '1')),
      'consideration', jsonb_build_array(${consideration('maker', 'start_price * 0.925')},
        ${consideration(`'0x' || repeat('fe', 20)`, 'start_price * 0.025')}, ${consideration(`'0x' || repeat('c0', 20)`, 'start_price * 0.05')}),
      'orderType', 2, 'startTime', extract(epoch from start_time)::bigint::text, 'endTime', extract(epoch from end_time)::bigint::text,
      'zoneHash', '0x' || repeat('0', 64), 'salt', '0x' || md5(order_hash) || md5(order_hash || 's'),
      'conduitKey', '0x' || repeat('cd', 32), 'counter', '0')`);
  await client.query('vacuum full orders');
}
