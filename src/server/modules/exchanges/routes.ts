import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common.ts';
import {
  CreateExchangeBody,
  ExchangeList,
  ExchangeResponse,
  RespondQuery,
} from '../../../contract/exchanges.ts';
import { exchangesOf, proposeExchange, respondToExchange } from './service.ts';

export const exchangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/exchanges', { schema: { response: { 200: ExchangeList } } }, async (request) =>
    exchangesOf(app, request.user),
  );

  app.post(
    '/exchanges',
    { schema: { body: CreateExchangeBody, response: { 201: ExchangeResponse } } },
    async (request, reply) =>
      reply.status(201).send(await proposeExchange(app, request.user, request.body)),
  );

  app.put(
    '/exchanges/:id/respond',
    {
      schema: { params: IdParams, querystring: RespondQuery, response: { 200: ExchangeResponse } },
    },
    async (request) =>
      respondToExchange(app, request.user, request.params.id, request.query.accept),
  );
};
