import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { exchangesOf, proposeExchange, respondToExchange } from './service.ts';

export function exchangesHandlers(
  app: FastifyInstance,
): HandlersFor<'listExchanges' | 'proposeExchange' | 'respondExchange'> {
  return {
    listExchanges: async (request) => exchangesOf(app, request.user),
    proposeExchange: async (request) => proposeExchange(app, request.user, request.body),
    respondExchange: async (request) =>
      respondToExchange(app, request.user, request.params.id, request.query.accept),
  };
}
