import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { pushFr } from './fr.ts';
import { deleteOwnSubscription, upsertSubscription } from './repo.ts';

export function pushHandlers(
  app: FastifyInstance,
): HandlersFor<'pushPublicKey' | 'subscribePush' | 'unsubscribePush'> {
  return {
    pushPublicKey: async () => ({ public_key: app.push.publicKey }),
    subscribePush: async (request) => {
      const { endpoint, keys } = request.body;
      await upsertSubscription(
        app.db,
        { userId: request.user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth },
        app.now(),
      );
      return { message: pushFr.subscribed };
    },
    unsubscribePush: async (request) => ({
      message: pushFr.unsubscribed,
      deleted: await deleteOwnSubscription(app.db, request.user.id, request.body.endpoint),
    }),
  };
}
