import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { accounts, nfts } from '../schema';
import { createTestDatabase } from './create-test-database';
import { insertNft } from './fixtures';
import { testEnv } from './test-env';
import type { TestPgliteOptions } from './test-pglite-options';

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

async function create(options: TestPgliteOptions = {}): Promise<DatabaseHandle> {
  const handle = await createTestDatabase(options);
  handles.push(handle);
  return handle;
}

async function count(handle: DatabaseHandle, table: typeof accounts | typeof nfts): Promise<number> {
  return handle.db.$count(table);
}

async function currentDatabase(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
  return result.rows[0]!.name;
}

describe('createTestDatabase', () => {
  it('gives a migrated, empty database on the backend under test', async () => {
    const handle = await create();
    expect(handle.kind).toBe(testEnv().TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(await count(handle, accounts)).toBe(0);
    const nft = await insertNft(handle.db);
    expect(nft.tokenId).toMatch(/^\d+$/);
    expect(await count(handle, nfts)).toBe(1);
  });

  it('keeps test databases isolated from each other, even when created at the same time', async () => {
    const [a, b, c] = await Promise.all([create(), create(), create()]);
    await insertNft(a!.db);
    await insertNft(a!.db);
    await insertNft(b!.db);
    expect([await count(a!, nfts), await count(b!, nfts), await count(c!, nfts)]).toEqual([2, 1, 0]);
  });

  it('drops the database on close', async () => {
    const handle = await createTestDatabase();
    const name = await currentDatabase(handle);
    await handle.close();
    await expect(handle.ping()).rejects.toMatchObject({ code: 'service_unavailable' });
    const observer = await create();
    if (handle.kind === 'postgres') {
      const found = await observer.db.execute(sql`select 1 from pg_database where datname = ${name}`);
      expect(found.rows).toHaveLength(0);
    } else {
      // Each PGlite test database is its own in-memory instance; a new one never sees old rows.
      expect(await count(observer, nfts)).toBe(0);
    }
  });

  it('starts PGlite with a small buffer pool unless asked for more; PostgreSQL keeps its server setting', async () => {
    const sharedBuffers = async (handle: DatabaseHandle) =>
      (await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`)).rows[0]!.shared_buffers;
    const [small, large] = await Promise.all([create(), create({ sharedBuffers: '128MB' })]);
    if (small.kind === 'pglite') {
      expect([await sharedBuffers(small), await sharedBuffers(large)]).toEqual(['16MB', '128MB']);
    } else {
      expect(await sharedBuffers(small)).toBe(await sharedBuffers(large));
    }
  });
});
