import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentInstitution } from './present.ts';
import { listInstitutions } from './repo.ts';
import { establishmentOf, inviteMember, membersOf, removeMemberOf } from './members.ts';
import { editInstitution } from './service.ts';

export function institutionsHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'listInstitutions'
  | 'myInstitution'
  | 'updateInstitution'
  | 'inviteMember'
  | 'listMembers'
  | 'removeMember'
> {
  return {
    // The admin also sees pending and rejected establishments; everyone else only approved ones.
    listInstitutions: async (request) =>
      (await listInstitutions(app.db, request.user.role === 'admin')).map(presentInstitution),
    // A member sees her establishment's row (its name, address and tariffs), not her own.
    myInstitution: async (request) => presentInstitution(await establishmentOf(app, request.user)),
    updateInstitution: async (request) =>
      presentInstitution(await editInstitution(app, request.user, request.params.id, request.body)),
    inviteMember: async (request) =>
      inviteMember(app, request.user, request.params.id, request.body),
    listMembers: async (request) => membersOf(app, request.user, request.params.id),
    removeMember: async (request, reply) => {
      await removeMemberOf(app, request.user, request.params.id, request.params.user_id);
      return reply.code(204).send();
    },
  };
}
