import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type {
  AdminAuditEntry,
  AdminCollection,
  AdminHiddenBody,
  AdminHiddenItem,
  AdminNft,
  AdminReport,
  AdminReportStatus,
  AdminResolveReportBody,
  NftKey,
  NftModeration,
  Page,
} from '@nft/api-contract';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage } from '../../http/page';
import { loadMedia, type MediaLookup } from '../media/media.repository';
import { holdsToken } from '../nfts/nft-holder.repository';
import { listAdminActions, recordAdminAction, type AdminActor } from './audit-log';
import {
  findCollectionForUpdate,
  findNftForUpdate,
  findNftModeration,
  findReport,
  hasOtherOpenReport,
  listHiddenCollections,
  listHiddenNfts,
  listReports,
  lockReport,
  searchCollections,
  updateCollectionModeration,
  updateNftModeration,
  updateReport,
  type AdminCollectionRow,
  type AdminNftRow,
  type AdminReportRow,
} from './admin-moderation.repository';
import type { FloorRefresher } from '../orders/floor-refresh';

type PageQuery = { cursor?: string | undefined; limit: number };

export type AdminModerationService = ReturnType<typeof createAdminModerationService>;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toCollection(row: AdminCollectionRow): AdminCollection {
  return {
    id: row.id,
    chain: row.chain,
    name: row.name,
    contractAddress: row.contractAddress,
    creatorAddress: row.creatorAddress,
    itemCount: row.itemCount,
    verified: row.verified,
    hidden: row.hidden,
    hiddenReason: row.hiddenReason,
    hiddenAt: iso(row.hiddenAt),
    deleted: row.deletedAt !== null,
  };
}

function toNft(row: AdminNftRow, media: MediaLookup): AdminNft {
  const image = media(row.imageMediaId);
  return {
    id: row.id,
    chain: row.chain,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    name: row.name,
    imageUrl: image ? (image.thumbnailUrl ?? image.url) : null,
    collectionId: row.collectionId,
    collectionName: row.collectionName,
    hidden: row.hidden,
    hiddenReason: row.hiddenReason,
    hiddenAt: iso(row.hiddenAt),
  };
}

function toReport(row: AdminReportRow, media: MediaLookup): AdminReport {
  const { report } = row;
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    originalLink: report.originalLink,
    extraInfo: report.extraInfo,
    reporterAddress: report.reporterAddress,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: iso(report.resolvedAt),
    resolvedByAddress: report.resolvedByAddress,
    resolutionNote: report.resolutionNote,
    nft: toNft(row.nft, media),
  };
}

// Lists are keyed by row id, newest first; the cursor names the list so one list's cursor is refused by another.
const after = (cursor: string | undefined, sort: string) => (cursor === undefined ? undefined : decodeCursor(cursor, sort, 'bigint', true));
const position = (row: { id: number }) => ({ value: null, id: row.id });

/** The facts of a moderation change that the audit log keeps. */
const collectionFacts = (row: AdminCollectionRow) => ({ verified: row.verified, hidden: row.hidden, hiddenReason: row.hiddenReason });
const nftFacts = (row: AdminNftRow) => ({ hidden: row.hidden, hiddenReason: row.hiddenReason });

/**
 * The operator console's moderation (docs/product.md "Operator console", docs/decisions/036-operators-and-audit-log.md).
 * Every change and its audit entry commit in one transaction, with the changed row locked, so two operators acting on
 * the same row at once are serialised and each audit entry's `before` is the state the change really replaced.
 */
export function createAdminModerationService({
  db,
  chains,
  publicUrl,
  floors,
}: {
  db: Database;
  chains: ChainRegistry;
  publicUrl: string;
  /** Told the collection of an item hidden or shown again: a hidden listed item is no floor (decision 074). */
  floors?: Pick<FloorRefresher, 'touch'>;
}) {
  const media = (ids: (number | null)[]) => loadMedia(db, ids, publicUrl);

  return {
    async collections(query: PageQuery & { q?: string | undefined }): Promise<Page<AdminCollection>> {
      const rows = await searchCollections(db, query.q, after(query.cursor, 'admin_collections'), query.limit + 1);
      return toPage(rows, query.limit, 'admin_collections', position, toCollection);
    },

    async setVerified(actor: AdminActor, id: number, verified: boolean): Promise<AdminCollection> {
      return db.transaction(async (tx) => {
        const before = await findCollectionForUpdate(tx, id);
        if (!before) throw new AppError('not_found');
        const row = await updateCollectionModeration(tx, id, { verified });
        await recordAdminAction(tx, {
          actor,
          action: verified ? 'collection.verify' : 'collection.unverify',
          targetType: 'collection',
          targetId: id,
          before: collectionFacts(before),
          after: collectionFacts(row),
        });
        return toCollection(row);
      });
    },

    async setCollectionHidden(actor: AdminActor, id: number, body: AdminHiddenBody): Promise<AdminCollection> {
      return db.transaction(async (tx) => {
        const before = await findCollectionForUpdate(tx, id);
        if (!before) throw new AppError('not_found');
        const row = await updateCollectionModeration(tx, id, hiddenPatch(body));
        await recordAdminAction(tx, {
          actor,
          action: body.hidden ? 'collection.hide' : 'collection.unhide',
          targetType: 'collection',
          targetId: id,
          before: collectionFacts(before),
          after: collectionFacts(row),
        });
        return toCollection(row);
      });
    },

    async setNftHidden(actor: AdminActor, id: number, body: AdminHiddenBody): Promise<AdminNft> {
      const row = await db.transaction(async (tx) => {
        const before = await findNftForUpdate(tx, id);
        if (!before) throw new AppError('not_found');
        const changed = await updateNftModeration(tx, id, hiddenPatch(body));
        await recordAdminAction(tx, {
          actor,
          action: body.hidden ? 'nft.hide' : 'nft.unhide',
          targetType: 'nft',
          targetId: id,
          before: nftFacts(before),
          after: nftFacts(changed),
        });
        return changed;
      });
      floors?.touch(row.collectionId);
      return toNft(row, await media([row.imageMediaId]));
    },

    async reports(query: PageQuery & { status: AdminReportStatus | 'all' }): Promise<Page<AdminReport>> {
      const rows = await listReports(db, query.status, after(query.cursor, `admin_reports_${query.status}`), query.limit + 1);
      const lookup = await media(rows.map((row) => row.nft.imageMediaId));
      return toPage(
        rows,
        query.limit,
        `admin_reports_${query.status}`,
        (row) => position(row.report),
        (row) => toReport(row, lookup),
      );
    },

    /** hide: the report is actioned and its NFT hidden with the note as the reason; dismiss: the report closes, the NFT stays. */
    async resolveReport(actor: AdminActor, id: number, body: AdminResolveReportBody): Promise<AdminReport> {
      const hiddenIn = await db.transaction(async (tx) => {
        const report = await lockReport(tx, id);
        if (!report) throw new AppError('not_found');
        if (report.status !== 'open') throw new AppError('report_not_open');
        const resolution = { resolvedAt: new Date(), resolvedByAccountId: actor.accountId, resolutionNote: body.note ?? null };
        // The collection of the item this hides, if it hides one.
        let hidden: number | null = null;
        await updateReport(tx, id, { status: body.action === 'hide' ? 'actioned' : 'dismissed', ...resolution });
        if (body.action === 'hide') {
          const nftBefore = await findNftForUpdate(tx, report.nftId);
          // An NFT already hidden keeps its first reason and time; this report is simply closed by it.
          if (nftBefore && !nftBefore.hidden) {
            hidden = nftBefore.collectionId;
            const nftAfter = await updateNftModeration(tx, report.nftId, { hidden: true, hiddenReason: body.note, hiddenAt: new Date() });
            await recordAdminAction(tx, {
              actor,
              action: 'nft.hide',
              targetType: 'nft',
              targetId: report.nftId,
              before: nftFacts(nftBefore),
              after: { ...nftFacts(nftAfter), reportId: id },
            });
          }
        }
        await recordAdminAction(tx, {
          actor,
          action: body.action === 'hide' ? 'report.resolve_hide' : 'report.dismiss',
          targetType: 'report',
          targetId: id,
          before: { status: report.status, resolutionNote: report.resolutionNote },
          after: { status: body.action === 'hide' ? 'actioned' : 'dismissed', resolutionNote: resolution.resolutionNote },
        });
        return hidden;
      });
      floors?.touch(hiddenIn);
      return this.report(id);
    },

    /** Back to the queue. The NFT stays as it is: un-hiding is its own decision (hidden items). */
    async reopenReport(actor: AdminActor, id: number): Promise<AdminReport> {
      await db.transaction(async (tx) => {
        const report = await lockReport(tx, id);
        if (!report) throw new AppError('not_found');
        if (report.status === 'open') throw new AppError('report_not_resolved');
        // The reporter's newer report on the same NFT already holds the queue's one open place for them.
        if (await hasOtherOpenReport(tx, report)) throw new AppError('conflict');
        await updateReport(tx, id, { status: 'open', resolvedAt: null, resolvedByAccountId: null, resolutionNote: null });
        await recordAdminAction(tx, {
          actor,
          action: 'report.reopen',
          targetType: 'report',
          targetId: id,
          before: { status: report.status, resolutionNote: report.resolutionNote },
          after: { status: 'open', resolutionNote: null },
        });
      });
      return this.report(id);
    },

    async report(id: number): Promise<AdminReport> {
      const row = await findReport(db, id);
      if (!row) throw new AppError('not_found');
      return toReport(row, await media([row.nft.imageMediaId]));
    },

    async hidden(query: PageQuery & { kind: 'nft' | 'collection' }): Promise<Page<AdminHiddenItem>> {
      const sort = `admin_hidden_${query.kind}`;
      if (query.kind === 'collection') {
        const rows = await listHiddenCollections(db, after(query.cursor, sort), query.limit + 1);
        return toPage(rows, query.limit, sort, position, (row) => ({
          kind: 'collection' as const,
          nft: null,
          collection: toCollection(row),
        }));
      }
      const rows = await listHiddenNfts(db, after(query.cursor, sort), query.limit + 1);
      const lookup = await media(rows.map((row) => row.imageMediaId));
      return toPage(rows, query.limit, sort, position, (row) => ({ kind: 'nft' as const, nft: toNft(row, lookup), collection: null }));
    },

    async auditLog(query: PageQuery & { targetType?: string | undefined; targetId?: string | undefined }): Promise<Page<AdminAuditEntry>> {
      const cursor = after(query.cursor, 'admin_audit');
      const rows = await listAdminActions(db, {
        limit: query.limit + 1,
        ...(cursor ? { beforeId: cursor.id } : {}),
        ...(query.targetType ? { targetType: query.targetType } : {}),
        ...(query.targetId ? { targetId: query.targetId } : {}),
      });
      return toPage(rows, query.limit, 'admin_audit', position, (row) => ({
        id: row.id,
        actorAddress: row.actorAddress,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Why an NFT is hidden, for its holder only (docs/product.md "Operator console": the owner is told why on its page).
     * Anyone else, and any NFT not hidden by operators, gets not_found: a hidden NFT stays invisible to the public.
     */
    async moderationForHolder(key: NftKey, address: string): Promise<NftModeration> {
      chains.get(key.chain);
      const row = await findNftModeration(db, key);
      if (!row || !(row.nftHidden || row.collectionHidden === true)) throw new AppError('not_found');
      if (!(await holdsToken(db, key, address))) throw new AppError('not_found');
      return row.nftHidden
        ? { hidden: true, reason: row.nftReason, hiddenAt: iso(row.nftHiddenAt), scope: 'nft' }
        : { hidden: true, reason: row.collectionReason, hiddenAt: iso(row.collectionHiddenAt), scope: 'collection' };
    },
  };
}

/** The moderation columns a hide (with its reason, from now) or an un-hide writes, the same for collections and NFTs. */
function hiddenPatch(body: AdminHiddenBody) {
  return body.hidden
    ? { hidden: true, hiddenReason: body.reason, hiddenAt: new Date() }
    : { hidden: false, hiddenReason: null, hiddenAt: null };
}
