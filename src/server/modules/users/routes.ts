import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { presentDirectoryEntry, presentUser } from './present.ts';
import { listApprovedUsers, listUsers } from './repo.ts';
import { decideUser, updateMySettings } from './service.ts';

export function usersHandlers(
  app: FastifyInstance,
): HandlersFor<'listUsers' | 'directory' | 'updateMySettings' | 'approveUser' | 'rejectUser'> {
  return {
    listUsers: async () => (await listUsers(app.db)).map(presentUser),
    directory: async () => (await listApprovedUsers(app.db)).map(presentDirectoryEntry),
    updateMySettings: async (request) =>
      presentUser(await updateMySettings(app, request.user, request.body)),
    approveUser: async (request) => decideUser(app, request.params.id, 'approve'),
    rejectUser: async (request) => decideUser(app, request.params.id, 'reject'),
  };
}
