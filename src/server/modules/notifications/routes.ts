import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { HandlersFor } from '../../http/register-routes.ts';
import { notificationsFr } from './fr.ts';
import { presentNotification } from './present.ts';
import {
  countUnreadNotifications,
  deleteReadNotifications,
  listNotificationsOf,
  markNotificationRead,
} from './repo.ts';

export function notificationsHandlers(
  app: FastifyInstance,
): HandlersFor<
  'listNotifications' | 'unreadCount' | 'markNotificationRead' | 'clearReadNotifications'
> {
  return {
    listNotifications: async (request) =>
      (await listNotificationsOf(app.db, request.user.id)).map(presentNotification),
    unreadCount: async (request) => ({
      count: await countUnreadNotifications(app.db, request.user.id),
    }),
    markNotificationRead: async (request) => {
      const row = await markNotificationRead(app.db, request.user.id, request.params.id);
      // Someone else's notification answers like a missing one.
      if (!row) throw notFound(notificationsFr.notFound);
      // Her unread counter.
      app.cache.changed([request.user.id]);
      return presentNotification(row);
    },
    clearReadNotifications: async (request) => {
      const deleted = await deleteReadNotifications(app.db, request.user.id);
      app.cache.changed([request.user.id]);
      return { message: notificationsFr.cleared, deleted };
    },
  };
}
