import type { FastifyInstance } from 'fastify';
import { localDate } from '../../../domain/pay/local-time.ts';
import type { HandlersFor } from '../../http/register-routes.ts';
import { eraseAccount, exportAccount } from './service.ts';

export function personalDataHandlers(app: FastifyInstance): HandlersFor<'exportMe' | 'deleteMe'> {
  return {
    exportMe: async (request, reply) => {
      const data = await exportAccount(app, request.user);
      const day = localDate(app.now().getTime(), app.timezone);
      reply
        .header('content-disposition', `attachment; filename="releve-mes-donnees-${day}.json"`)
        .header('cache-control', 'private, no-store');
      return data;
    },
    deleteMe: async (request, reply) => {
      await eraseAccount(app, request.user, request.body);
      return reply.code(204).send();
    },
  };
}
