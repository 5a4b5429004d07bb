import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { adminAuditLog, type Database } from '@nft/db';

/** The operator acting, from the session of a route guarded by `app.requireAdmin`. */
export type AdminActor = { accountId: number; address: string };

export type AdminAction = {
  actor: AdminActor;
  /** A stable verb, e.g. 'collection.verify', 'report.resolve', 'home_event.update'. */
  action: string;
  /** The kind of row changed, e.g. 'collection', 'nft', 'report', 'home_event'. */
  targetType: string;
  targetId: string | number;
  /** The row's relevant fields before and after the change; null when created or removed. */
  before: unknown;
  after: unknown;
};

/**
 * Records an operator action (docs/decisions/036-operators-and-audit-log.md). Call it with the transaction that makes
 * the change, so the change and its record commit or roll back together.
 */
export async function recordAdminAction(tx: Pick<Database, 'insert'>, entry: AdminAction): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorAccountId: entry.actor.accountId,
    actorAddress: entry.actor.address,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

// Dates become ISO strings and bigints decimal strings, so every value survives jsonb.
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

export type AuditLogRow = typeof adminAuditLog.$inferSelect;

/**
 * The audit log newest first, `limit` rows after the row `beforeId` (ids grow with time, so the primary key is the
 * keyset and no microsecond timestamps travel in cursors); optionally one target's history.
 */
export async function listAdminActions(
  db: Database,
  options: { limit: number; beforeId?: number; targetType?: string; targetId?: string },
): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [];
  if (options.beforeId !== undefined) conditions.push(lt(adminAuditLog.id, options.beforeId));
  if (options.targetType) conditions.push(eq(adminAuditLog.targetType, options.targetType));
  if (options.targetId) conditions.push(eq(adminAuditLog.targetId, options.targetId));
  return db
    .select()
    .from(adminAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(options.limit);
}
