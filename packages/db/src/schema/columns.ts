import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, customType, integer, numeric, pgEnum, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders shared by every domain, so one kind of value has one SQL type everywhere.
 */

/** The two chain families; NULS addresses and orders differ from EVM ones. */
export const chainFamily = pgEnum('chain_family', ['evm', 'nuls']);

/**
 * A varchar compared byte by byte (`COLLATE "C"`), for identifiers that are never read as words: chain symbols,
 * addresses and hashes. A database created in a language's collation (`C.UTF-8`, `en_US.UTF-8`) would compare every
 * key of their indexes through the locale, and PostgreSQL compares only "C" and "POSIX" with memcmp; the indexer
 * writes several such keys per event (docs/decisions/064-byte-order-identifiers.md). Lower-case hex and ASCII symbols
 * sort the same either way; mixed-case base58 (NULS) sorts upper case first, which nothing relies on. Names,
 * descriptions and other words keep the database's collation.
 */
const identifier = customType<{ data: string; config: { length: number }; configRequired: true }>({
  dataType: (config) => `varchar(${config.length}) COLLATE "C"`,
});

/**
 * The chain symbol from @nft/chains ('eth', 'nuls', 'local1', ...). Rows are keyed by symbol, not
 * by numeric chain id, because NULS mainnet's chain id 1 collides with Ethereum's 1.
 */
export const chain = (name = 'chain') => identifier(name, { length: 16 });

/** EVM addresses are stored lower-cased (see `lowercaseHex`); NULS addresses are case-sensitive base58. */
export const address = (name: string) => identifier(name, { length: 64 });

/** uint256 values (token ids, amounts, prices in base units): exact, and they sort numerically. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });

/** EVM hashes are 0x + 64 hex; NULS transaction hashes are 64 hex without a prefix. */
export const hash = (name: string) => identifier(name, { length: 66 });

/** Block heights stay far below 2^53, so a JS number is exact. */
export const blockNumber = (name = 'block_number') => bigint(name, { mode: 'number' });

/** Surrogate key; `always` keeps callers from inventing ids that later collide with the sequence. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** Foreign key column to a surrogate `id`. */
export const ref = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Timestamp helper so every point in time carries its zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The block that produced (or last changed) a chain-derived row. A reorganisation deletes or
 * recomputes every row whose block hash was orphaned.
 */
export const blockRef = () => ({
  blockNumber: blockNumber().notNull(),
  blockHash: hash('block_hash').notNull(),
});

/** Position of a row inside a log (ERC-1155 TransferBatch, multi-item fills); 0 for single items. */
export const batchIndex = () => integer('batch_index').notNull().default(0);

/**
 * One spelling per EVM address: hex values must be lower-case, so equality lookups never miss
 * because one writer used the checksum form. NULS base58 addresses do not start with 0x.
 */
export const lowercaseHex = (name: string, column: PgColumn): ReturnType<typeof check> =>
  check(name, sql`${column} !~ '^0x' or ${column} = lower(${column})`);

/** `a implies b` for check constraints. */
export const implies = (a: SQL, b: SQL): SQL => sql`(not (${a}) or (${b}))`;
