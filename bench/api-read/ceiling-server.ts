// One side of the api-read ceiling (bench/api-read/ceiling.ts): a bare node:http server that answers
// every request in one of three ways, so the only difference between the sides is what PostgreSQL
// is asked per request. `bare` answers the fixed body (the api-read reference); `round-trip` runs one
// prepared `select 1` first (one PostgreSQL round trip, no rows); `page` answers a distinct 25-row
// keyset page of a 1,000,000-row table, one prepared statement with the JSON written by PostgreSQL
// and sent as it comes: no framework, no query building, no validation, no serialisation in Node.
import { createServer } from 'node:http';
import pg from 'pg';
import { serveToParent } from '../lib/serve-to-parent';

type Hello = { mode: 'bare' | 'round-trip' | 'page'; databaseUrl: string; body: string; rows: number };
const hello = await new Promise<Hello>((resolve) => process.once('message', (message: Hello) => resolve(message)));
const body = Buffer.from(hello.body);
// The API's pool size (packages/db/src/open-postgres.ts).
const pool = new pg.Pool({ connectionString: hello.databaseUrl, max: 10 });
const pageStatement = {
  name: 'ceiling_page',
  rowMode: 'array' as const,
  text: "select coalesce(json_agg(p), '[]')::text from (select id, name, payload, price from ceiling_pages where id > $1 order by id limit 25) p",
};
// A stride prime to the table size walks every cursor before repeating one: each request a distinct query.
let request = 0;
const nextCursor = () => (request++ * 7_919) % (hello.rows - 25);

async function answer(): Promise<Buffer | string> {
  if (hello.mode === 'round-trip') await pool.query({ name: 'ceiling_round_trip', text: 'select 1' });
  if (hello.mode !== 'page') return body;
  const { rows } = await pool.query<[string]>({ ...pageStatement, values: [nextCursor()] });
  return rows[0]![0];
}

const server = createServer((_request, response) => {
  answer().then(
    (text) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      response.end(text);
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    },
  );
});
serveToParent(server, () => pool.end());
