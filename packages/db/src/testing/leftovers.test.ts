import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { removeStaleSnapshots } from './pglite-snapshot';
import { dropPostgresTestDatabase, dropStaleTestDatabases, testDatabaseName } from './postgres-template';
import { STALE_AFTER_MS } from './stale-after';
import { testEnv } from './test-env';

const old = Date.now() - STALE_AFTER_MS - 60_000;

/** PostgreSQL: stale per-file databases and foreign templates go; fresh and foreign-named ones stay. */
async function postgresLeftovers(serverUrl: string): Promise<void> {
  const stale = testDatabaseName(old);
  const fresh = testDatabaseName();
  const foreignTemplate = 'nft_test_tpl_0000000000000000';
  const notOurs = `other_${stale}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const names = async () => (await admin.query<{ datname: string }>('select datname from pg_database')).rows.map((row) => row.datname);
  try {
    for (const name of [stale, fresh, foreignTemplate, notOurs]) await admin.query(`create database "${name}"`);
    await dropStaleTestDatabases(serverUrl);
    const remaining = await names();
    expect(remaining).not.toContain(stale);
    expect(remaining).not.toContain(foreignTemplate);
    expect(remaining).toContain(fresh);
    expect(remaining).toContain(notOurs);
  } finally {
    for (const name of [stale, fresh, foreignTemplate, notOurs]) await dropPostgresTestDatabase(serverUrl, name);
    await admin.end();
  }
}

/** PGlite: stale snapshot files of other migration sets go; fresh and foreign-named files stay. */
async function pgliteLeftovers(): Promise<void> {
  const suffix = `${process.pid}-${Date.now()}`;
  const dir = tmpdir();
  const stale = join(dir, `nft-db-pglite-stale-${suffix}.tar`);
  const fresh = join(dir, `nft-db-pglite-fresh-${suffix}.tar`);
  const notOurs = join(dir, `other-nft-db-pglite-${suffix}.tar`);
  const current = join(dir, `nft-db-pglite-current-${suffix}.tar`);
  try {
    for (const file of [stale, fresh, notOurs, current]) await writeFile(file, 'x');
    for (const file of [stale, notOurs, current]) await utimes(file, old / 1000, old / 1000);
    await removeStaleSnapshots(current);
    const remaining = await readdir(dir);
    expect(remaining).not.toContain(`nft-db-pglite-stale-${suffix}.tar`);
    expect(remaining).toEqual(
      expect.arrayContaining([
        `nft-db-pglite-fresh-${suffix}.tar`,
        `other-nft-db-pglite-${suffix}.tar`,
        `nft-db-pglite-current-${suffix}.tar`,
      ]),
    );
  } finally {
    for (const file of [stale, fresh, notOurs, current]) await rm(file, { force: true });
  }
}

describe('cleanup of crashed test runs', () => {
  it('drops only stale leftovers that carry its own prefix, on the backend under test', async () => {
    const serverUrl = testEnv().TEST_DATABASE_URL;
    if (serverUrl) await postgresLeftovers(serverUrl);
    else await pgliteLeftovers();
  });
});
