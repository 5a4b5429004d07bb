import { z } from 'zod';
import { pageSchema } from '../fields/page';
import { cursorField, limitField } from '../fields/query-fields';
import { activitySchema } from './activity';

/**
 * What someone else did that concerns an account (docs/product.md "Notifications"): its listing bought, its offer
 * accepted, its auction settled (sold, or won), an offer or a bid on an item it holds, a higher bid on an auction it
 * bid on, an item sent to it.
 */
export const notificationKinds = [
  'sold',
  'offer_accepted',
  'auction_sold',
  'auction_won',
  'offer_received',
  'bid_received',
  'outbid',
  'received',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How far back notifications reach (days): older events stay in the account's activity tab. */
export const notificationDays = 30;

/** The most unread notifications counted: the bell shows "99+" beyond. */
export const unreadCountLimit = 100;

export const notificationQuerySchema = z.object({ limit: limitField, cursor: cursorField });

export const notificationSchema = z.object({
  kind: z.enum(notificationKinds),
  unread: z.boolean().describe('Newer than the last time the account read its notifications'),
  activity: activitySchema.describe('The event, as the activity lists show it'),
});

export const unreadNotificationsSchema = z.object({
  unread: z.number().int().describe(`Unread notifications, counted up to ${unreadCountLimit}`),
  readAt: z.string().nullable().describe('ISO 8601: when the account last read its notifications; null if never'),
});

export const notificationPageSchema = pageSchema(notificationSchema).extend(unreadNotificationsSchema.shape);

export type Notification = z.output<typeof notificationSchema>;
export type NotificationPage = z.output<typeof notificationPageSchema>;
export type UnreadNotifications = z.output<typeof unreadNotificationsSchema>;
