import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import type { HandlersFor } from '../../http/register-routes.ts';
import { payslipsFr } from './fr.ts';
import { presentPayslip } from './present.ts';
import { findPayslip, listPayslips } from './repo.ts';
import { generatePayslip } from './service.ts';

export function payslipsHandlers(
  app: FastifyInstance,
): HandlersFor<'listPayslips' | 'getPayslip' | 'generatePayslip'> {
  return {
    listPayslips: async (request) => {
      const { user } = request;
      const rows = await listPayslips(app.db, user.role === 'admin' ? undefined : user.id);
      return rows.map(presentPayslip);
    },
    getPayslip: async (request) => {
      const row = await findPayslip(app.db, request.params.id);
      // Someone else's payslip is answered like a missing one.
      if (!row || (request.user.role !== 'admin' && row.payslip.userId !== request.user.id)) {
        throw notFound(payslipsFr.notFound);
      }
      return presentPayslip(row);
    },
    generatePayslip: async (request) => {
      const generated = await generatePayslip(app, request.user, request.query);
      return {
        message: payslipsFr.generated,
        payslip: presentPayslip(generated),
        waiting: generated.waiting,
      };
    },
  };
}
