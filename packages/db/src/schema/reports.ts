import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reportReasons } from '@nft/shared';
import { accounts } from './accounts';
import { at, createdAt, id, ref } from './columns';
import { nfts } from './nfts';

/** Spec: copyright infringement, explicit and sensitive content, other. */
export const reportReason = pgEnum('report_reason', reportReasons);
export const reportStatus = pgEnum('report_status', ['open', 'actioned', 'dismissed']);

/** A user's report of an NFT, reviewed by an admin. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    nftId: ref('nft_id')
      .notNull()
      .references(() => nfts.id, { onDelete: 'cascade' }),
    reporterAccountId: ref('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    originalLink: text('original_link'),
    extraInfo: text('extra_info'),
    status: reportStatus('status').notNull().default('open'),
    resolvedByAccountId: ref('resolved_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    // The operator's note when resolving (shown to the owner when the NFT was hidden); cleared on reopen.
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per reporter and NFT, so repeated clicks do not flood the review queue.
    uniqueIndex('reports_open_key')
      .on(t.nftId, t.reporterAccountId)
      .where(sql`status = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt),
  ],
);
