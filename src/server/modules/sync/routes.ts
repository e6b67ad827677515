import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { missionDelta } from './delta.ts';
import { syncActions } from './service.ts';

export function syncHandlers(app: FastifyInstance): HandlersFor<'syncActions' | 'syncMissions'> {
  return {
    // Each result is a tap's answer (the presenter's, a refusal or a recorded one): sent as
    // written, without checking a hundred missions against the schema once more.
    syncActions: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await syncActions(app, request.user, request.body))),
    // Sent as the JSON text the database assembled (no serialization by the schema).
    syncMissions: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await missionDelta(app, request.user, request.query.since)),
  };
}
