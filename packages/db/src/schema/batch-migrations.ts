import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, chain, createdAt, id, implies, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { collections } from './collections';

export const tokenIdType = pgEnum('token_id_type', ['consecutive', 'non_consecutive']);
/** Spec: reviewed in 3-5 working days, and migrated only after approval. */
export const batchMigrationStatus = pgEnum('batch_migration_status', ['pending', 'approved', 'rejected', 'done']);

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
    migratedCount: integer('migrated_count').notNull().default(0),
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
  ],
);
