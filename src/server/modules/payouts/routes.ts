import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { createPayout, listPayouts, markPayoutSent, payoutSepaFile } from './service.ts';

export function payoutsHandlers(
  app: FastifyInstance,
): HandlersFor<'listPayouts' | 'createPayout' | 'payoutSepaFile' | 'markPayoutSent'> {
  return {
    listPayouts: async () => listPayouts(app),
    createPayout: async (request) => createPayout(app, request.user, request.body),
    payoutSepaFile: async (request, reply) => {
      const { xml, fileName } = await payoutSepaFile(app, request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
    markPayoutSent: async (request) => markPayoutSent(app, request.user, request.params.id),
  };
}
