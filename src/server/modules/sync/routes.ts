import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { applyBatch } from './service.ts';

export function syncHandlers(app: FastifyInstance): HandlersFor<'syncActions'> {
  return {
    syncActions: async (request) => ({
      results: await applyBatch(app, request.user, request.body.actions),
    }),
  };
}
