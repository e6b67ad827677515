import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { contractPdf, currentContract, listContracts, signContract } from './service.ts';

export function contractsHandlers(
  app: FastifyInstance,
): HandlersFor<'getContract' | 'signContract' | 'listContracts' | 'contractPdf'> {
  return {
    getContract: (request) => currentContract(app, request.user, request.params.id),
    signContract: (request) =>
      signContract(app, request.user, request.params.id, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    listContracts: (request) => listContracts(app, request.user, request.query),
    contractPdf: {
      // A PDF's streams are already compressed.
      compress: false,
      handler: async (request, reply) => {
        const pdf = await contractPdf(app, request.user, request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${pdf.filename}"`)
          .header('cache-control', 'private, no-cache')
          .send(pdf.bytes);
      },
    },
  };
}
