import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertCollection } from '@nft/db/testing';
import { databaseFingerprint } from './database-fingerprint';

// The fuzz files' proof that a refusal changed nothing rests on this digest: it must move with any row of the
// tables it names, and only with those.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('databaseFingerprint', () => {
  it('names each table, stays the same while nothing changes and moves when one row of a named table does', async () => {
    const { db } = database;
    const empty = await databaseFingerprint(db, ['collections', 'nfts']);
    expect(empty).toBe('collections:,nfts:');
    const collection = await insertCollection(db);
    const one = await databaseFingerprint(db, ['collections', 'nfts']);
    expect(one).toMatch(/^collections:[0-9a-f]{32},nfts:$/);
    expect(await databaseFingerprint(db, ['collections', 'nfts'])).toBe(one);
    await db
      .update(collections)
      .set({ name: `${collection.name} renamed` })
      .where(eq(collections.id, collection.id));
    expect(await databaseFingerprint(db, ['collections', 'nfts'])).not.toBe(one);
  });

  it('does not move with a table it was not asked about', async () => {
    const { db } = database;
    const before = await databaseFingerprint(db, ['nfts']);
    await insertCollection(db);
    expect(await databaseFingerprint(db, ['nfts'])).toBe(before);
  });
});
