import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { missionDelta } from './delta.ts';
import { syncActions } from './service.ts';

export function syncHandlers(app: FastifyInstance): HandlersFor<'syncActions' | 'syncMissions'> {
  return {
    syncActions: async (request) => syncActions(app, request.user, request.body),
    syncMissions: async (request) => missionDelta(app, request.user, request.query.since),
  };
}
