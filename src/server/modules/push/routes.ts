import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushPublicKey,
  PushSubscribeResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
} from '../../../contract/push.ts';
import { pushFr } from './fr.ts';
import { deleteOwnSubscription, upsertSubscription } from './repo.ts';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/push/public-key', { schema: { response: { 200: PushPublicKey } } }, async () => ({
    public_key: app.push.publicKey,
  }));

  app.post(
    '/push/subscriptions',
    { schema: { body: PushSubscriptionBody, response: { 201: PushSubscribeResponse } } },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await upsertSubscription(
        app.db,
        { userId: request.user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth },
        app.now(),
      );
      return reply.status(201).send({ message: pushFr.subscribed });
    },
  );

  app.delete(
    '/push/subscriptions',
    { schema: { body: PushUnsubscribeBody, response: { 200: PushUnsubscribeResponse } } },
    async (request) => ({
      message: pushFr.unsubscribed,
      deleted: await deleteOwnSubscription(app.db, request.user.id, request.body.endpoint),
    }),
  );
};
