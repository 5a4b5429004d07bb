// TEMPORARY stand-in until @nft/db/testing lands: a real in-memory PGlite behind the agreed handle shape.
import { PGlite } from '@electric-sql/pglite';

export async function createTestDatabase() {
  const client = new PGlite();
  await client.waitReady;
  let closed = false;
  return {
    db: client as never,
    kind: 'pglite' as const,
    async ping() {
      if (closed) throw new Error('closed');
      await client.query('select 1');
    },
    async close() {
      closed = true;
      await client.close();
    },
  };
}
