import type { Database } from '@nft/db';
import { notificationDays, unreadCountLimit, type NotificationPage, type UnreadNotifications } from '@nft/api-contract';
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor';
import { loadMedia } from '../media/media.repository';
import { findActivityByIds } from '../activity/activity.repository';
import { toActivity } from '../activity/activity.service';
import { countNotifications, findNotifications, findReadAt, markRead } from './notifications.repository';

/** Whose notifications: the signed-in account's id (its read marker) and address (the events). */
export type Reader = { accountId: number; address: string };

export type NotificationsService = {
  page(reader: Reader, query: { limit: number; cursor?: string }): Promise<NotificationPage>;
  unread(reader: Reader): Promise<UnreadNotifications>;
  markRead(reader: Reader): Promise<UnreadNotifications>;
};

const sortName = 'notifications';
const day = 86_400_000;

export function createNotificationsService({
  db,
  publicUrl,
  now = () => new Date(),
}: {
  db: Database;
  publicUrl: string;
  now?: () => Date;
}): NotificationsService {
  const windowStart = () => new Date(now().getTime() - notificationDays * day);
  // Unread: newer than the last read, within the window.
  const unreadSince = (readAt: Date | null) => (readAt && readAt > windowStart() ? readAt : windowStart());
  async function unread({ accountId, address }: Reader): Promise<UnreadNotifications> {
    const readAt = await findReadAt(db, accountId);
    const count = await countNotifications(db, address, unreadSince(readAt), unreadCountLimit);
    return { unread: count, readAt: readAt?.toISOString() ?? null };
  }
  return {
    async page(reader, { limit, cursor }) {
      const after = cursor === undefined ? undefined : decodeCursor(cursor, sortName, 'timestamp', false);
      const refs = await findNotifications(db, reader.address, windowStart(), after, limit + 1);
      const shown = refs.slice(0, limit);
      const events = new Map(
        (
          await findActivityByIds(
            db,
            shown.map((ref) => ref.id),
          )
        ).map((row) => [row.id, row]),
      );
      const media = await loadMedia(
        db,
        [...events.values()].map((row) => row.imageMediaId),
        publicUrl,
      );
      const counts = await unread(reader);
      const readAt = counts.readAt === null ? null : new Date(counts.readAt);
      // An event rolled back by a reorganisation between the two reads is left out; the cursor still follows the page.
      const items = shown.flatMap((ref) => {
        const event = events.get(ref.id);
        if (!event) return [];
        return [{ kind: ref.kind, unread: readAt === null || event.occurredAt > readAt, activity: toActivity(event, media) }];
      });
      const last = shown.at(-1);
      const nextCursor = refs.length > limit && last ? encodeCursor(sortName, { value: last.position, id: last.id }) : null;
      const page = { items, nextCursor };
      return { ...page, ...counts };
    },
    unread,
    async markRead(reader) {
      const readAt = await markRead(db, reader.accountId, now());
      return { unread: 0, readAt: readAt.toISOString() };
    },
  };
}
