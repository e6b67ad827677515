import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentInstitution } from './present.ts';
import { listInstitutions } from './repo.ts';
import { editInstitution } from './service.ts';

export function institutionsHandlers(
  app: FastifyInstance,
): HandlersFor<'listInstitutions' | 'myInstitution' | 'updateInstitution'> {
  return {
    // The admin also sees pending and rejected establishments; everyone else only approved ones.
    listInstitutions: async (request) =>
      (await listInstitutions(app.db, request.user.role === 'admin')).map(presentInstitution),
    myInstitution: async (request) => presentInstitution(request.user),
    updateInstitution: async (request) =>
      presentInstitution(await editInstitution(app, request.user, request.params.id, request.body)),
  };
}
