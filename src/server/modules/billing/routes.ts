import type { FastifyInstance } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { statementCsv } from './csv.ts';
import { billingFr } from './fr.ts';
import { billingMonth, billingMonths, billingScope } from './service.ts';

export function billingHandlers(
  app: FastifyInstance,
): HandlersFor<'billingMonths' | 'billingMonthCsv'> {
  return {
    billingMonths: async (request) =>
      billingMonths(app, await billingScope(app, request.user, request.query.institution_id)),
    billingMonthCsv: async (request, reply) => {
      const { month } = request.params;
      const scope = await billingScope(app, request.user, request.query.institution_id);
      const csv = statementCsv(await billingMonth(app, scope, month), app.timezone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${billingFr.csvFilename(month)}"`)
        .send(csv);
    },
  };
}
