import fp from 'fastify-plugin';
import type { NotificationRow } from '../modules/notifications/repo.ts';

export type NotificationListener = (row: NotificationRow) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Fan-out of stored notifications to live channels (socket room, Web Push), and to the
     * cache of their users' counters. Call `publish` after the transaction that stored them
     * has committed.
     */
    notifier: {
      listen: (listener: NotificationListener) => void;
      publish: (rows: NotificationRow[]) => void;
    };
  }
}

export const notifierPlugin = fp(async (app) => {
  const listeners: NotificationListener[] = [];
  app.decorate('notifier', {
    listen: (listener: NotificationListener) => {
      listeners.push(listener);
    },
    publish: (rows: NotificationRow[]) => {
      // Their unread counter has changed.
      app.cache.changed(rows.map((row) => row.userId));
      for (const row of rows) {
        for (const listener of listeners) {
          // A failing channel (push service down) must never fail the request that notified.
          Promise.resolve()
            .then(() => listener(row))
            .catch((err: unknown) => app.log.warn({ err }, 'notification channel failed'));
        }
      }
    },
  });
});
