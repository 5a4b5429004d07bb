import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { preparedQuery } from './pglite-prepared';

type Query = PGlite['query'];

// Drizzle passes the same few parsers with every query (dates and intervals left as text). PGlite
// merges a query's parsers into a copy of its whole table (about 390 types) for each result, which
// cost 0.1 to 0.2 ms per statement in the order intake and sign-in benchmarks, on the one thread
// PGlite shares with the API (docs/decisions/061-order-insert-by-hand.md, addendum). Writing the
// query's parsers into the client's own table and then querying without them decodes every value
// the same way and skips the copy.
function withTableParsers(client: { parsers: PGlite['parsers'] }, query: Query): Query {
  return (text, params, options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers, ...rest } = options;
    Object.assign(client.parsers, parsers);
    return query(text, params, rest);
  };
}

/**
 * The PGlite client as Drizzle is given it: the same instance, whose `query` (and every
 * transaction's `query`) installs the query's parsers in the client's table instead of passing them
 * along. Only Drizzle queries this client, always with the same parsers, so the table stays the one
 * each of its queries asks for.
 */
export function drizzlePgliteClient(client: PGlite): PGlite {
  // Parameterised statements run prepared, in and out of transactions (pglite-prepared.ts).
  const prepared = preparedQuery(client);
  const query = withTableParsers(client, prepared(client.query.bind(client) as Query, false));
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx: Transaction) =>
      callback(
        new Proxy(tx, {
          get: (target, key) =>
            key === 'query' ? withTableParsers(client, prepared(target.query.bind(target) as Query, true)) : Reflect.get(target, key),
        }),
      ),
    );
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
