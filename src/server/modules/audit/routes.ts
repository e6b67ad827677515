import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { paged } from '../../http/paged.ts';
import { auditPage } from './service.ts';

export function auditHandlers(app: FastifyInstance): HandlersFor<'listAudit'> {
  return {
    listAudit: async (request, reply) => paged(reply, await auditPage(app.db, request.query)),
  };
}
