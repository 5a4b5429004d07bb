import { isNulsAddress } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import {
  fieldMessage,
  homeSectionSpecs,
  type AdminHomeItem,
  type HomeItemBody,
  type HomeSection,
  type HomeSectionSpec,
} from '@nft/api-contract';
import { recordAdminAction, type AdminActor } from '../admin/audit-log';
import { loadMedia } from '../media/media.repository';
import {
  collectionExists,
  deleteHomeRow,
  findHomeRowForUpdate,
  findOwnUploadIds,
  insertHomeRow,
  listHomeRows,
  lockHomeSection,
  setHomePositions,
  updateHomeRow,
  type HomeRow,
  type HomeValues,
} from './admin-home.repository';
import { isShownAt } from '../home/home-schedule';

export type AdminHomeService = {
  list(section: HomeSection): Promise<AdminHomeItem[]>;
  create(actor: AdminActor, section: HomeSection, body: HomeItemBody): Promise<AdminHomeItem>;
  update(actor: AdminActor, section: HomeSection, id: number, body: HomeItemBody): Promise<AdminHomeItem>;
  remove(actor: AdminActor, section: HomeSection, id: number): Promise<void>;
  reorder(actor: AdminActor, section: HomeSection, ids: readonly number[]): Promise<AdminHomeItem[]>;
};

type Issue = { path: string; code: string; message: string };

const invalid = (issues: Issue[]) => new AppError('validation_failed', undefined, { details: { in: 'body', issues } });

const evmAddress = /^0x[0-9a-fA-F]{40}$/;

/** The audit log's target type of a section's rows (docs/decisions/036-operators-and-audit-log.md: 'home_event' ...). */
const targetType = (section: HomeSection) => `home_${section}`;

/** A row as the audit log keeps it: every column, instants as ISO 8601. */
function snapshot(row: HomeRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

export function createAdminHomeService({ db, publicUrl }: { db: Database; publicUrl: string }): AdminHomeService {
  async function toItems(section: HomeSection, rows: HomeRow[]): Promise<AdminHomeItem[]> {
    const spec: HomeSectionSpec = homeSectionSpecs[section];
    const imageKeys = Object.keys(spec.images);
    const media = await loadMedia(
      db,
      rows.flatMap((row) => imageKeys.map((key) => row[key] as number | null)),
      publicUrl,
    );
    const now = new Date();
    return rows.map((row) => ({
      id: row.id,
      position: row.position,
      visible: row.visible,
      showFrom: row.showFrom?.toISOString() ?? null,
      showUntil: row.showUntil?.toISOString() ?? null,
      live: isShownAt(row, now),
      updatedAt: row.updatedAt.toISOString(),
      fields: Object.fromEntries(Object.keys(spec.fields).map((key) => [key, (row[key] as string | number | null | undefined) ?? null])),
      images: Object.fromEntries(
        imageKeys.map((key) => {
          const id = row[key] as number | null;
          const found = media(id);
          return [key, found && id !== null ? { id, url: found.url, width: found.width, height: found.height } : null];
        }),
      ),
      likeCount: section === 'derivative' ? (row.likeCount as number) : null,
    }));
  }

  /** Checks what needs the database and turns a validated body into column values. */
  async function toValues(actor: AdminActor, section: HomeSection, body: HomeItemBody, current?: HomeRow): Promise<HomeValues> {
    const spec: HomeSectionSpec = homeSectionSpecs[section];
    const issues: Issue[] = [];
    const values: HomeValues = {};
    if (body.visible !== undefined) values.visible = body.visible;
    for (const key of ['showFrom', 'showUntil'] as const) {
      const value = body[key];
      if (value !== undefined) values[key] = value === null ? null : new Date(value);
    }
    for (const [key, field] of Object.entries(spec.fields)) {
      const value = body[key];
      if (value === undefined) continue;
      if (field.kind === 'address' && typeof value === 'string') {
        if (evmAddress.test(value)) values[key] = value.toLowerCase();
        else if (isNulsAddress(value)) values[key] = value;
        else issues.push({ path: `/${key}`, code: 'invalid_address', message: fieldMessage('address') });
      } else if (field.kind === 'collection' && typeof value === 'number') {
        if (value === current?.[key] || (await collectionExists(db, value))) values[key] = value;
        else issues.push({ path: `/${key}`, code: 'invalid_collection', message: fieldMessage('homeCollection') });
      } else values[key] = value as string | number | null;
    }

    // Keeping an image the item already shows needs no ownership check (demo images have no uploader).
    const wanted = Object.keys(spec.images).flatMap((key) => {
      const id = body[key];
      if (id !== undefined) values[key] = id as number | null;
      return typeof id === 'number' && id !== current?.[key] ? [{ key, id }] : [];
    });
    const own = await findOwnUploadIds(
      db,
      actor.accountId,
      wanted.map((entry) => entry.id),
    );
    for (const { key, id } of wanted)
      if (!own.has(id)) issues.push({ path: `/${key}`, code: 'invalid_media', message: fieldMessage('media') });

    const from = values.showFrom !== undefined ? values.showFrom : (current?.showFrom ?? null);
    const until = values.showUntil !== undefined ? values.showUntil : (current?.showUntil ?? null);
    if (from instanceof Date && until instanceof Date && until <= from)
      issues.push({ path: '/showUntil', code: 'schedule_order', message: fieldMessage('scheduleOrder') });

    if (issues.length > 0) throw invalid(issues);
    return values;
  }

  async function oneItem(section: HomeSection, row: HomeRow): Promise<AdminHomeItem> {
    const [item] = await toItems(section, [row]);
    return item!;
  }

  return {
    list: async (section) => toItems(section, await listHomeRows(db, section)),

    async create(actor, section, body) {
      const values = await toValues(actor, section, body);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertHomeRow(tx, section, values);
        await recordAdminAction(tx, {
          actor,
          action: `${targetType(section)}.create`,
          targetType: targetType(section),
          targetId: String(inserted.id),
          before: null,
          after: snapshot(inserted),
        });
        return inserted;
      });
      return oneItem(section, row);
    },

    async update(actor, section, id, body) {
      const row = await db.transaction(async (tx) => {
        const current = await findHomeRowForUpdate(tx, section, id);
        if (!current) throw new AppError('not_found');
        const values = await toValues(actor, section, body, current);
        const updated = await updateHomeRow(tx, section, id, values);
        await recordAdminAction(tx, {
          actor,
          action: `${targetType(section)}.update`,
          targetType: targetType(section),
          targetId: String(id),
          before: snapshot(current),
          after: snapshot(updated),
        });
        return updated;
      });
      return oneItem(section, row);
    },

    async remove(actor, section, id) {
      await db.transaction(async (tx) => {
        const current = await findHomeRowForUpdate(tx, section, id);
        if (!current) throw new AppError('not_found');
        await deleteHomeRow(tx, section, id);
        await recordAdminAction(tx, {
          actor,
          action: `${targetType(section)}.delete`,
          targetType: targetType(section),
          targetId: String(id),
          before: snapshot(current),
          after: null,
        });
      });
    },

    async reorder(actor, section, ids) {
      const rows = await db.transaction(async (tx) => {
        const current = await lockHomeSection(tx, section);
        const known = new Set(current.map((row) => row.id));
        // The whole list or nothing: an order built from a stale list would drop or misplace an item added meanwhile.
        if (ids.length !== known.size || ids.some((id) => !known.has(id)))
          throw invalid([{ path: '/ids', code: 'stale_order', message: fieldMessage('homeOrder') }]);
        await setHomePositions(tx, section, ids);
        await recordAdminAction(tx, {
          actor,
          action: `${targetType(section)}.reorder`,
          targetType: targetType(section),
          targetId: '*',
          before: { ids: current.map((row) => row.id) },
          after: { ids: [...ids] },
        });
        return lockHomeSection(tx, section);
      });
      return toItems(section, rows);
    },
  };
}
