import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BillingMonthList, BillingMonthParams, BillingQuery } from '../../../contract/billing.ts';
import { forbidden } from '../../errors.ts';
import { statementCsv } from './csv.ts';
import { billingFr } from './fr.ts';
import { billingMonth, billingMonths, billingScope } from './service.ts';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', async (request) => {
    const { role } = request.user;
    if (role !== 'institution' && role !== 'admin') throw forbidden(billingFr.forbidden);
  });

  app.get(
    '/billing/months',
    { schema: { querystring: BillingQuery, response: { 200: BillingMonthList } } },
    async (request) =>
      billingMonths(app, await billingScope(app, request.user, request.query.institution_id)),
  );

  app.get(
    '/billing/months/:month.csv',
    { schema: { params: BillingMonthParams, querystring: BillingQuery } },
    async (request, reply) => {
      const { month } = request.params;
      const scope = await billingScope(app, request.user, request.query.institution_id);
      const csv = statementCsv(await billingMonth(app, scope, month), app.timezone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${billingFr.csvFilename(month)}"`)
        .send(csv);
    },
  );
};
