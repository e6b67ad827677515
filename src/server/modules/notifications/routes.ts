import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentNotification } from './present.ts';
import { countUnreadNotifications, listNotificationsOf } from './repo.ts';
import { clearRead, markAllRead, markRead } from './service.ts';

export function notificationsHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'listNotifications'
  | 'unreadCount'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'clearReadNotifications'
> {
  return {
    listNotifications: async (request) =>
      (await listNotificationsOf(app.db, request.user.id)).map(presentNotification),
    unreadCount: async (request) => ({
      count: await countUnreadNotifications(app.db, request.user.id),
    }),
    markNotificationRead: async (request) => markRead(app, request.user, request.params.id),
    markAllNotificationsRead: async (request) => markAllRead(app, request.user),
    clearReadNotifications: async (request) => clearRead(app, request.user),
  };
}
