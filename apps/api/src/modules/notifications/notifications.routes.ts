import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import { notificationDays, notificationPageSchema, notificationQuerySchema, unreadNotificationsSchema } from '@nft/api-contract';
import type { NotificationsService } from './notifications.service';

/** The signed-in account's notifications (docs/product.md "Notifications"). */
export function registerNotificationRoutes(app: FastifyInstance, service: NotificationsService): void {
  const reader = (request: Parameters<typeof sessionOf>[0]) => {
    const { accountId, address } = sessionOf(request);
    return { accountId, address };
  };

  defineRoute(app, {
    method: 'GET',
    url: '/notifications',
    summary: 'Your notifications',
    description: `What others did that concerns the caller in the last ${notificationDays} days, newest first: its listing bought (sold), its offer accepted, its auction settled (auction_sold, auction_won), an offer or a bid on an item it holds, a higher bid on an auction it bid on (outbid), an item sent to it (received). Each names its event as the activity lists do and whether it is unread; the page also answers the unread count. Reading the list marks nothing read: POST /notifications/read does.`,
    tags: ['notifications'],
    auth: true,
    request: { querystring: notificationQuerySchema },
    response: notificationPageSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => service.page(reader(request), request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/notifications/unread',
    summary: 'How many of your notifications are unread',
    description: 'The count the bell shows (up to 100) and when the caller last read its notifications.',
    tags: ['notifications'],
    auth: true,
    response: unreadNotificationsSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => service.unread(reader(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/notifications/read',
    summary: 'Mark your notifications read',
    description: 'Every notification up to now becomes read; later ones are unread.',
    tags: ['notifications'],
    auth: true,
    response: unreadNotificationsSchema,
    errors: ['token_expired'],
    preHandler: app.requireAuth,
    handler: (request) => service.markRead(reader(request)),
  });
}
