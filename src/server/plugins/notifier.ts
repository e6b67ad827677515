import fp from 'fastify-plugin';
import type { NotificationRow } from '../modules/notifications/repo.ts';

export type NotificationListener = (row: NotificationRow) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Fan-out of stored notifications to live channels (socket room, Web Push). `publish` is
     * called by the after-commit runner (`runEffects` in ./effects.ts), which has already
     * dropped the cached counters of the notified users.
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
