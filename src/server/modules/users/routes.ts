import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common.ts';
import { Directory, UserDecisionResponse, UserList } from '../../../contract/users.ts';
import { requireRole } from '../../plugins/auth.ts';
import { presentDirectoryEntry, presentUser } from './present.ts';
import { listApprovedUsers, listUsers } from './repo.ts';
import { decideUser } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users',
    { preHandler: requireRole('admin'), schema: { response: { 200: UserList } } },
    async () => (await listUsers(app.db)).map(presentUser),
  );

  app.get('/users/directory', { schema: { response: { 200: Directory } } }, async () =>
    (await listApprovedUsers(app.db)).map(presentDirectoryEntry),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/users/:id/${decision}`,
      {
        preHandler: requireRole('admin'),
        schema: { params: IdParams, response: { 200: UserDecisionResponse } },
      },
      async (request) => decideUser(app, request.params.id, decision),
    );
  }
};
