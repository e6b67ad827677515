import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { missionDelta } from './delta.ts';
import { syncActions } from './service.ts';

export function syncHandlers(app: FastifyInstance): HandlersFor<'syncActions' | 'syncMissions'> {
  return {
    syncActions: async (request) => syncActions(app, request.user, request.body),
    // Sent as the JSON text the database assembled (no serialization by the schema).
    syncMissions: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await missionDelta(app, request.user, request.query.since)),
  };
}
