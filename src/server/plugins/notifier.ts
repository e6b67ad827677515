import fp from 'fastify-plugin';
import type { NotificationRow } from '../modules/notifications/repo.ts';

/** What the write that stored the notifications already knew of their users. */
export interface Publication {
  /** Read in the write's transaction: the notified users with devices for Web Push. */
  withDevices?: ReadonlySet<string> | undefined;
}

export type NotificationListener = (
  row: NotificationRow,
  publication: Publication,
) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Fan-out of stored notifications to live channels (socket room, Web Push). `publish` is
     * called by the after-commit runner (`runEffects` in ./effects.ts), which has already
     * dropped the cached counters of the notified users.
     */
    notifier: {
      listen: (listener: NotificationListener) => void;
      publish: (rows: NotificationRow[], publication?: Publication) => void;
    };
  }
}

export const notifierPlugin = fp(async (app) => {
  const listeners: NotificationListener[] = [];
  app.decorate('notifier', {
    listen: (listener: NotificationListener) => {
      listeners.push(listener);
    },
    publish: (rows: NotificationRow[], publication: Publication = {}) => {
      for (const row of rows) {
        for (const listener of listeners) {
          // A failing channel (push service down) must never fail the request that notified.
          Promise.resolve()
            .then(() => listener(row, publication))
            .catch((err: unknown) => app.log.warn({ err }, 'notification channel failed'));
        }
      }
    },
  });
});
