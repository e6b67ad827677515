import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams } from '../../../contract/common.ts';
import {
  ActualsBody,
  ApproveBody,
  CreatePrestationBody,
  CreatePrestationResponse,
  IDEMPOTENCY_HEADER,
  PageQuery,
  Prestation,
  PrestationList,
  SignalBody,
  SignalHeaders,
  SignalKind,
} from '../../../contract/missions.ts';
import { requireRole } from '../../plugins/auth.ts';
import { sendAnswer } from '../../plugins/cache.ts';
import { keyOf } from '../idempotency/service.ts';
import {
  approveMission,
  cancelMission,
  correctActuals,
  createMission,
  findVisible,
  listAssignedTo,
  listOfInstitution,
  listPending,
  listVisible,
  signal,
} from './service.ts';

const list = { querystring: PageQuery, response: { 200: PrestationList } };

export const missionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/prestations', { schema: list }, async (request) =>
    listVisible(app, request.user, request.query),
  );

  // The nurse's hot path: her default page is answered from memory until one of her missions
  // changes (see AppCache), with an ETag so that an unchanged list costs a 304.
  app.get('/prestations/me', { schema: list, compress: false }, async (request, reply) => {
    const { user, query } = request;
    const name = `missions ${query.limit ?? ''} ${query.offset ?? ''}`;
    const answer = await app.cache.answer(user.id, name, () => listAssignedTo(app, user, query));
    return sendAnswer(request, reply, answer);
  });

  app.get(
    '/prestations/pending',
    { preHandler: requireRole('admin'), schema: list },
    async (request) => listPending(app, request.query),
  );

  app.get(
    '/institutions/prestations',
    { preHandler: requireRole('institution'), schema: list },
    async (request) => listOfInstitution(app, request.user, request.query),
  );

  app.get(
    '/prestations/:id',
    { schema: { params: IdParams, response: { 200: Prestation } } },
    async (request) => findVisible(app, request.user, request.params.id),
  );

  app.post(
    '/prestations',
    {
      preHandler: requireRole('admin', 'institution'),
      schema: { body: CreatePrestationBody, response: { 201: CreatePrestationResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await createMission(app, request.user, request.body)),
  );

  app.put(
    '/prestations/:id/approve',
    {
      preHandler: requireRole('admin'),
      schema: { params: IdParams, body: ApproveBody, response: { 200: Prestation } },
    },
    async (request) => approveMission(app, request.user, request.params.id, request.body),
  );

  for (const kind of SignalKind.options) {
    app.put(
      `/prestations/:id/${kind}`,
      {
        schema: {
          params: IdParams,
          headers: SignalHeaders,
          body: SignalBody,
          response: { 200: Prestation, '4xx': ErrorBody },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.headers[IDEMPOTENCY_HEADER], request.body?.client_action_id);
        const answer = await signal(app, request.user, {
          missionId: request.params.id,
          kind,
          at: request.body?.at,
          key,
        });
        // The first answer for this key, refusal or success, exactly as it was given.
        return reply.status(answer.statusCode as 200).send(answer.body as Prestation);
      },
    );
  }

  app.put(
    '/prestations/:id/cancel',
    { schema: { params: IdParams, response: { 200: Prestation } } },
    async (request) => cancelMission(app, request.user, request.params.id),
  );

  app.patch(
    '/prestations/:id/actuals',
    {
      preHandler: requireRole('admin'),
      schema: { params: IdParams, body: ActualsBody, response: { 200: Prestation } },
    },
    async (request) => correctActuals(app, request.user, request.params.id, request.body),
  );
};
