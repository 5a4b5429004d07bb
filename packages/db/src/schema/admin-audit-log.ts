import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, createdAt, id, ref } from './columns';

/**
 * Every operator action (docs/decisions/036-operators-and-audit-log.md): who did what to which row, with the row's
 * state before and after. Written in the same transaction as the change, never updated or deleted by the app.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    // Kept when the account is removed; the address still names the actor.
    actorAccountId: ref('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    actorAddress: address('actor_address').notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
