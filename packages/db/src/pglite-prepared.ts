import { protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Query = PGlite['query'];
type Field = { name: string; dataTypeID: number };
type Prepared = { name: string; paramTypes: number[]; fields: Field[] };
type Message = { name: string; dataTypeIDs?: number[]; fields?: (Field | string | null)[]; text?: string };

// The frontend messages of PostgreSQL's extended query protocol, written by the serializer PGlite
// itself uses (its copy of node-postgres' pg-protocol).
const { serialize } = protocol;

// Statements kept prepared at once; the API has a few dozen distinct parameterised statements, and
// Drizzle's `in (...)` lists make more. The oldest is closed when a new one needs room.
const maxPrepared = 200;

// A prepared statement PostgreSQL refuses to run again (its tables changed shape, or it is gone): it
// is dropped and the query goes the ordinary way.
const stalePlan = new Set(['0A000', '26000']);

/**
 * PGlite's `query` runs six protocol exchanges with its WebAssembly PostgreSQL for every statement
 * (parse, describe, bind, describe, execute, sync) and plans the statement each time. This one
 * prepares each parameterised statement once (named, per text) and then runs it in a single
 * exchange: bind, execute, sync. Every statement still executes in full; only the parsing and the
 * planning are not repeated, as node-postgres does with named queries
 * (docs/decisions/061-order-insert-by-hand.md, second addendum). Statements without parameters (DDL,
 * migrations, `begin`) and queries with options other than parsers go to PGlite's own `query`.
 */
export function preparedQuery(client: PGlite): (query: Query, inTransaction: boolean) => Query {
  const prepared = new Map<string, Prepared>();
  let next = 0;

  const prepare = async (text: string): Promise<Prepared> => {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last, so the oldest is the first the map yields.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `nft_${next++}`;
    // Parameter types are left to the server; they come back in the description.
    const parts = [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()];
    if (prepared.size >= maxPrepared) {
      const [oldest] = prepared;
      prepared.delete(oldest![0]);
      parts.unshift(serialize.close({ type: 'S', name: oldest![1].name }));
    }
    const { messages } = await client.execProtocol(Buffer.concat(parts));
    const found = messages as unknown as Message[];
    const entry: Prepared = {
      name,
      paramTypes: found.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
      fields: ((found.find((m) => m.name === 'rowDescription')?.fields ?? []) as Field[]).map(({ name, dataTypeID }) => ({
        name,
        dataTypeID,
      })),
    };
    prepared.set(text, entry);
    return entry;
  };

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = await prepare(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param as string);
    });
    const { messages } = await client.execProtocol(
      // Unnamed portal; parameters and results as text, as PGlite's own query sends and reads them.
      Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()]),
    );
    return results<T>(messages as unknown as Message[], statement.fields, options, client);
  };

  // A statement PostgreSQL will not run again is closed and its error stands; outside a transaction
  // the query is then run PGlite's way (inside one, the transaction is aborted either way).
  const runOrClose = async <T>(text: string, params: unknown[], options: QueryOptions | undefined) => {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      const stale = prepared.get(text);
      if (!isStalePlan(error) || !stale) throw error;
      prepared.delete(text);
      await client.execProtocol(Buffer.concat([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]));
      throw error;
    }
  };

  /**
   * `query`: PGlite's own, for what is not prepared. `inTransaction`: it is a transaction's query,
   * whose caller already holds PGlite's transaction lock.
   */
  return (query: Query, inTransaction: boolean): Query =>
    async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      const plain = !params?.length || (options && Object.keys(options).some((key) => key !== 'parsers' && key !== 'rowMode'));
      if (plain) return query<T>(text, params, options);
      await client._checkReady();
      if (inTransaction) return client._runExclusiveQuery(() => runOrClose<T>(text, params, options));
      try {
        // The same locks as PGlite's own query: never inside another caller's open transaction.
        return await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runOrClose<T>(text, params, options)));
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        return query<T>(text, params, options);
      }
    };
}

function isStalePlan(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && stalePlan.has(code);
}

/** The rows of one executed statement, decoded as PGlite's own `query` decodes them. */
function results<T>(messages: Message[], fields: Field[], options: QueryOptions | undefined, client: PGlite): Results<T> {
  const parsers = options?.parsers ? { ...client.parsers, ...options.parsers } : client.parsers;
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let command: string | undefined;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message.fields as (string | null)[]).map((value, i) => types.parseType(value, fields[i]!.dataTypeID, parsers));
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])));
    } else if (message.name === 'commandComplete') {
      const parts = message.text!.split(' ');
      command = parts[0];
      const count = parseInt(parts[parts.length - 1]!, 10);
      if (!Number.isNaN(count)) rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(parts[0]!)) affectedRows += count;
    }
  }
  return { rows: rows as T[], fields, command, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) };
}
