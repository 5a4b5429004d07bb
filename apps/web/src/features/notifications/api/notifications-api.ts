import type { notificationPageSchema, unreadNotificationsSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** One page of the signed-in caller's notifications (GET /v1/notifications), newest first. */
export function getNotifications(cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '20' });
  if (cursor) query.set('cursor', cursor);
  return api.get(`/notifications?${query}`, answer<typeof notificationPageSchema>(), { signal });
}

/**
 * How many are unread (GET /v1/notifications/unread): the bell's count. A background read: the bell refreshes it on a
 * timer and on live events, and a session that ended meanwhile must not start a wallet prompt nobody asked for (the
 * next action the viewer takes announces it).
 */
export function getUnreadNotifications(signal?: AbortSignal) {
  return api.get('/notifications/unread', answer<typeof unreadNotificationsSchema>(), { signal, background: true });
}

/** Marks every notification up to now read (POST /v1/notifications/read). */
export function markNotificationsRead() {
  return api.post('/notifications/read', {}, answer<typeof unreadNotificationsSchema>());
}

/**
 * One set of queries per signed-in address, so another account never sees the previous one's. Under `notifications`:
 * a live event marks them all stale (features/live-updates/model/stale-keys.ts).
 */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  unread: (address: string) => ['notifications', address.toLowerCase(), 'unread'] as const,
  list: (address: string) => ['notifications', address.toLowerCase(), 'list'] as const,
};
