import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { syncActions } from './service.ts';

export function syncHandlers(app: FastifyInstance): HandlersFor<'syncActions'> {
  return {
    syncActions: async (request) => syncActions(app, request.user, request.body),
  };
}
