import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, Message } from '../../../contract/common.ts';
import { CreateTeamBody, TeamList, TeamResponse, UpdateTeamBody } from '../../../contract/teams.ts';
import { requireRole } from '../../plugins/auth.ts';
import { createTeam, editTeam, removeTeam, teamsFor } from './service.ts';

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/teams', { schema: { response: { 200: TeamList } } }, async (request) =>
    teamsFor(app, request.user),
  );

  app.post(
    '/teams',
    {
      onRequest: requireRole('admin'),
      schema: { body: CreateTeamBody, response: { 201: TeamResponse } },
    },
    async (request, reply) => reply.status(201).send(await createTeam(app, request.body)),
  );

  app.put(
    '/teams/:id',
    {
      onRequest: requireRole('admin'),
      schema: { params: IdParams, body: UpdateTeamBody, response: { 200: TeamResponse } },
    },
    async (request) => editTeam(app, request.params.id, request.body),
  );

  app.delete(
    '/teams/:id',
    { onRequest: requireRole('admin'), schema: { params: IdParams, response: { 200: Message } } },
    async (request) => removeTeam(app, request.params.id),
  );
};
