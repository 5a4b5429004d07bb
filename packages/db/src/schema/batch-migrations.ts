import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, blockNumber, chain, createdAt, id, implies, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { contractStandard } from './contracts';
import { collections } from './collections';

export const tokenIdType = pgEnum('token_id_type', ['consecutive', 'non_consecutive']);
/** Spec: reviewed in 3-5 working days, and migrated only after approval. */
export const batchMigrationStatus = pgEnum('batch_migration_status', ['pending', 'approved', 'rejected', 'done', 'importing', 'failed']);
/** How the applicant showed control of the contract (docs/decisions/048-batch-migration-control-and-review.md). */
export const migrationControlKind = pgEnum('migration_control_kind', ['owner', 'deployer']);
export const migrationTokenStatus = pgEnum('migration_token_status', ['pending', 'imported', 'failed']);

/**
 * A request to import the NFTs of an existing contract into a collection: either a consecutive
 * token id range, or an explicit list of token ids (as decimal strings, since they are uint256).
 */
export const batchMigrations = pgTable(
  'batch_migrations',
  {
    id: id(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    requesterAccountId: ref('requester_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chain: chain().notNull(),
    sourceContractAddress: address('source_contract_address').notNull(),
    tokenIdType: tokenIdType('token_id_type').notNull(),
    rangeStart: uint256('range_start'),
    rangeEnd: uint256('range_end'),
    tokenIds: jsonb('token_ids').$type<string[]>(),
    status: batchMigrationStatus('status').notNull().default('pending'),
    /** Tokens placed in the collection (the progress "imported"). */
    migratedCount: integer('migrated_count').notNull().default(0),
    /** Tokens the request covers (range size or list length). */
    tokenCount: integer('token_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    contact: text('contact'),
    controlKind: migrationControlKind('control_kind').notNull().default('owner'),
    deployerAddress: address('deployer_address'),
    deployerSignature: text('deployer_signature'),
    /** deployer proof: the creation transaction's sender matched (true), did not (never stored), or could not be read (null). */
    deployerVerified: boolean('deployer_verified'),
    // Facts read from the chain when the request was made (shown to the operators).
    standard: contractStandard('standard'),
    contractName: varchar('contract_name', { length: 200 }),
    contractSymbol: varchar('contract_symbol', { length: 64 }),
    contractOwner: address('contract_owner'),
    totalSupply: uint256('total_supply'),
    deploymentBlock: blockNumber('deployment_block'),
    /**
     * After a reorganisation reopened imported tokens, the height the chain's cursor must reach again (the orphaned branch's
     * indexed tip) before a reopened token still missing is called "not minted": until then the new branch may mint it.
     */
    reorgHoldBlock: blockNumber('reorg_hold_block'),
    importStartedAt: at('import_started_at'),
    importFinishedAt: at('import_finished_at'),
    failureReason: text('failure_reason'),
    /** The operator's reason (required on rejection, shown to the applicant). */
    reviewNote: text('review_note'),
    reviewedByAccountId: ref('reviewed_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('batch_migrations_status_idx').on(t.status, t.createdAt),
    index('batch_migrations_collection_idx').on(t.collectionId),
    check(
      'batch_migrations_consecutive_range',
      implies(
        sql`${t.tokenIdType} = 'consecutive'`,
        sql`${t.rangeStart} is not null and ${t.rangeEnd} is not null and ${t.rangeStart} >= 0 and ${t.rangeStart} <= ${t.rangeEnd}`,
      ),
    ),
    check(
      'batch_migrations_token_list',
      implies(
        sql`${t.tokenIdType} = 'non_consecutive'`,
        sql`${t.tokenIds} is not null and jsonb_typeof(${t.tokenIds}) = 'array' and jsonb_array_length(${t.tokenIds}) > 0`,
      ),
    ),
    lowercaseHex('batch_migrations_source_lowercase', t.sourceContractAddress),
    index('batch_migrations_requester_idx').on(t.requesterAccountId, t.createdAt),
  ],
);

/**
 * The tokens of an approved request, one row each, written when the import starts: the import places them in the
 * collection in batches and marks each imported or failed with its error, so a restart continues where it stopped
 * and a repeat changes nothing (docs/decisions/049-per-contract-backfill-and-import.md).
 */
export const batchMigrationTokens = pgTable(
  'batch_migration_tokens',
  {
    id: id(),
    migrationId: ref('migration_id')
      .notNull()
      .references(() => batchMigrations.id, { onDelete: 'cascade' }),
    tokenId: uint256('token_id').notNull(),
    status: migrationTokenStatus('status').notNull().default('pending'),
    error: text('error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('batch_migration_tokens_key').on(t.migrationId, t.tokenId),
    index('batch_migration_tokens_status_idx').on(t.migrationId, t.status),
  ],
);

/**
 * A contract whose history the indexer reads again from `from_block` although the chain's cursor has passed it
 * (docs/decisions/049-per-contract-backfill-and-import.md). `cursor_block` is the last block applied, moved in the
 * same transaction as the rows; the main follower leaves the contract out until `done`, then follows it as usual.
 */
export const contractBackfills = pgTable(
  'contract_backfills',
  {
    id: id(),
    chain: chain().notNull(),
    contractAddress: address('contract_address').notNull(),
    fromBlock: blockNumber('from_block').notNull(),
    cursorBlock: blockNumber('cursor_block'),
    done: boolean('done').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('contract_backfills_chain_address_key').on(t.chain, t.contractAddress),
    lowercaseHex('contract_backfills_address_lowercase', t.contractAddress),
    check('contract_backfills_cursor', sql`${t.cursorBlock} is null or ${t.cursorBlock} >= ${t.fromBlock} - 1`),
  ],
);
