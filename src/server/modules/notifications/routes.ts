import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common.ts';
import {
  ClearNotificationsResponse,
  Notification,
  NotificationList,
  UnreadCount,
} from '../../../contract/notifications.ts';
import { notFound } from '../../errors.ts';
import { notificationsFr } from './fr.ts';
import { presentNotification } from './present.ts';
import {
  countUnreadNotifications,
  deleteReadNotifications,
  listNotificationsOf,
  markNotificationRead,
} from './repo.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/notifications', { schema: { response: { 200: NotificationList } } }, async (request) =>
    (await listNotificationsOf(app.db, request.user.id)).map(presentNotification),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: UnreadCount } } },
    async (request) => ({ count: await countUnreadNotifications(app.db, request.user.id) }),
  );

  app.put(
    '/notifications/:id/read',
    { schema: { params: IdParams, response: { 200: Notification } } },
    async (request) => {
      const row = await markNotificationRead(app.db, request.user.id, request.params.id);
      // Someone else's notification answers like a missing one.
      if (!row) throw notFound(notificationsFr.notFound);
      // Her unread counter.
      app.cache.changed([request.user.id]);
      return presentNotification(row);
    },
  );

  app.delete(
    '/notifications',
    { schema: { response: { 200: ClearNotificationsResponse } } },
    async (request) => {
      const deleted = await deleteReadNotifications(app.db, request.user.id);
      app.cache.changed([request.user.id]);
      return { message: notificationsFr.cleared, deleted };
    },
  );
};
