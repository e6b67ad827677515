import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SyncBody, SyncResponse } from '../../../contract/sync.ts';
import { applyBatch } from './service.ts';

export const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/sync/actions',
    { schema: { body: SyncBody, response: { 200: SyncResponse } } },
    async (request) => ({ results: await applyBatch(app, request.user, request.body.actions) }),
  );
};
