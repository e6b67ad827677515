import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentSchedule } from './present.ts';
import { listSchedules } from './repo.ts';
import { createSchedule, deleteSchedule, scheduleScopeOf, updateSchedule } from './service.ts';

export function schedulesHandlers(
  app: FastifyInstance,
): HandlersFor<'listSchedules' | 'createSchedule' | 'updateSchedule' | 'deleteSchedule'> {
  return {
    listSchedules: async (request) =>
      (await listSchedules(app.db, scheduleScopeOf(request.user))).map(presentSchedule),
    // Availability is declared by the professional (the contract lets only nurses and
    // caregivers call it): neither an establishment nor the admin creates it on her behalf.
    createSchedule: async (request) =>
      presentSchedule(await createSchedule(app, request.user, request.body)),
    updateSchedule: async (request) =>
      presentSchedule(await updateSchedule(app, request.user, request.params.id, request.body)),
    deleteSchedule: async (request, reply) => {
      await deleteSchedule(app, request.user, request.params.id);
      return reply.code(204).send();
    },
  };
}
