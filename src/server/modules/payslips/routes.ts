import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common.ts';
import {
  Payslip,
  PayslipGenerateQuery,
  PayslipGenerated,
  PayslipList,
} from '../../../contract/payslips.ts';
import { notFound } from '../../errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { payslipsFr } from './fr.ts';
import { presentPayslip } from './present.ts';
import { findPayslip, listPayslips } from './repo.ts';
import { generatePayslip } from './service.ts';

export const payslipsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/payslips', { schema: { response: { 200: PayslipList } } }, async (request) => {
    const { user } = request;
    const rows = await listPayslips(app.db, user.role === 'admin' ? undefined : user.id);
    return rows.map(presentPayslip);
  });

  app.get(
    '/payslips/:id',
    { schema: { params: IdParams, response: { 200: Payslip } } },
    async (request) => {
      const row = await findPayslip(app.db, request.params.id);
      // Someone else's payslip is answered like a missing one.
      if (!row || (request.user.role !== 'admin' && row.payslip.userId !== request.user.id)) {
        throw notFound(payslipsFr.notFound);
      }
      return presentPayslip(row);
    },
  );

  app.post(
    '/payslips/generate',
    {
      preValidation: requireRole('admin'),
      schema: { querystring: PayslipGenerateQuery, response: { 201: PayslipGenerated } },
    },
    async (request, reply) => {
      const payslip = await generatePayslip(app, request.user, request.query);
      return reply
        .status(201)
        .send({ message: payslipsFr.generated, payslip: presentPayslip(payslip) });
    },
  );
};
