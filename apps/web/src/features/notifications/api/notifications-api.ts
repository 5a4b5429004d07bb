import type { notificationPageSchema, unreadNotificationsSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** One page of the signed-in caller's notifications (GET /v1/notifications), newest first. */
export function getNotifications(cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '20' });
  if (cursor) query.set('cursor', cursor);
  return api.get(`/notifications?${query}`, answer<typeof notificationPageSchema>(), { signal });
}

/** How many are unread (GET /v1/notifications/unread): the bell's count. */
export function getUnreadNotifications(signal?: AbortSignal) {
  return api.get('/notifications/unread', answer<typeof unreadNotificationsSchema>(), { signal });
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
