import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationsDigest } from '../migrations-folder';
import { migratePostgres } from '../open-postgres';
import { STALE_AFTER_MS } from './stale-after';

/**
 * Per-test-file PostgreSQL databases, cloned from a template database that holds the migrated,
 * empty schema. Every name starts with PREFIX, and cleanup never touches any other database.
 *
 * A database per file (not a schema per file) because drizzle-kit writes `"public"."table"` into
 * foreign keys. Template work and clones run under one advisory lock, so parallel test processes
 * build the template once and never clone while another session is connected to it.
 */
const PREFIX = 'nft_test_';
const TEMPLATE_PREFIX = `${PREFIX}tpl_`;
const LOCK_KEY = 4_207_311_906;

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Names are generated here from [a-z0-9_] only; quoting still guards against surprises. */
const quote = (name: string): string => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
};

/** A new per-file database name; the creation time in it lets a later run spot crashed leftovers. */
export function testDatabaseName(createdAtMs = Date.now()): string {
  return `${PREFIX}${Math.floor(createdAtMs / 1000)}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

const currentTemplate = async (): Promise<string> => `${TEMPLATE_PREFIX}${(await migrationsDigest()).slice(0, 16)}`;

/** Runs `work` on an admin connection holding the test-database lock. */
async function withLock<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Bounded, so a session stuck holding the lock fails the test file by name instead of hanging its hook.
    await admin.query(`set lock_timeout = '90s'`);
    await admin.query('select pg_advisory_lock($1)', [LOCK_KEY]).catch((error: unknown) => {
      throw new Error(`the test-database lock (advisory ${LOCK_KEY}) was not granted within 90 s`, { cause: error });
    });
    await admin.query(`set lock_timeout = 0`);
    return await work(admin);
  } finally {
    // Ending the session releases the advisory lock.
    await admin.end();
  }
}

/**
 * Creates a fresh database and returns its name: a clone of the migrated template, or an empty
 * database (`empty: true`) for tests that exercise the migrations themselves.
 */
export async function createPostgresTestDatabase(serverUrl: string, options: { empty?: boolean } = {}): Promise<string> {
  const template = await currentTemplate();
  const name = testDatabaseName();
  await withLock(serverUrl, async (admin) => {
    await dropLeftovers(admin, template);
    if (options.empty) {
      await admin.query(`create database ${quote(name)}`);
      return;
    }
    await ensureTemplate(admin, serverUrl, template);
    await admin.query(`create database ${quote(name)} template ${quote(template)}`);
  });
  return name;
}

/** Drops leftovers of crashed runs and templates of other migration sets (see dropLeftovers). */
export async function dropStaleTestDatabases(serverUrl: string): Promise<void> {
  const template = await currentTemplate();
  await withLock(serverUrl, (admin) => dropLeftovers(admin, template));
}

export async function dropPostgresTestDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quote(name)} with (force)`);
  } finally {
    await admin.end();
  }
}

async function ensureTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (found.rowCount) return;
  // Built under another name and renamed when complete, so a crash never leaves a half-migrated template.
  const building = `${template}_building`;
  await admin.query(`drop database if exists ${quote(building)} with (force)`);
  await admin.query(`create database ${quote(building)}`);
  await migratePostgres(databaseUrl(serverUrl, building));
  await admin.query(`alter database ${quote(building)} rename to ${quote(template)}`);
  // No stray session may connect to a template: cloning fails while anyone is connected.
  await admin.query(`alter database ${quote(template)} with is_template true allow_connections false`);
}

/**
 * Drops per-file databases of crashed runs (older than STALE_AFTER_MS) and templates of other
 * migration sets. Runs under the lock, so no clone of a template it drops is in progress.
 */
async function dropLeftovers(admin: pg.Client, currentTemplate: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [PREFIX]);
  const cutoff = (Date.now() - STALE_AFTER_MS) / 1000;
  for (const { datname } of rows) {
    if (datname.startsWith(TEMPLATE_PREFIX)) {
      if (datname === currentTemplate) continue;
      await admin.query(`alter database ${quote(datname)} with is_template false`);
      await admin.query(`drop database if exists ${quote(datname)} with (force)`);
      continue;
    }
    const createdAt = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (Number.isFinite(createdAt) && createdAt < cutoff) {
      await admin.query(`drop database if exists ${quote(datname)} with (force)`);
    }
  }
}
