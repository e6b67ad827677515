import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { createTeam, editTeam, removeTeam, teamsFor } from './service.ts';

export function teamsHandlers(
  app: FastifyInstance,
): HandlersFor<'listTeams' | 'createTeam' | 'updateTeam' | 'deleteTeam'> {
  return {
    listTeams: async (request) => teamsFor(app, request.user),
    createTeam: async (request) => createTeam(app, request.body),
    updateTeam: async (request) => editTeam(app, request.params.id, request.body),
    deleteTeam: async (request) => removeTeam(app, request.params.id),
  };
}
