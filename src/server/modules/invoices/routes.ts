import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HandlersFor } from '../../http/register-routes.ts';
import { contentDisposition } from '../credentials/routes.ts';
import {
  getInvoice,
  invoiceFile,
  issueInvoices,
  listInvoices,
  markInvoicePaid,
  pendingInvoices,
} from './service.ts';

export function invoicesHandlers(
  app: FastifyInstance,
): HandlersFor<
  | 'issueInvoices'
  | 'listInvoices'
  | 'pendingInvoices'
  | 'getInvoice'
  | 'invoicePdf'
  | 'invoiceXml'
  | 'markInvoicePaid'
> {
  const file = (kind: 'pdf' | 'xml') => ({
    // The stored bytes go out as they are: their SHA-256 is the invoice's.
    compress: false as const,
    handler: async (
      request: { user: Parameters<typeof invoiceFile>[1]; params: { id: string } },
      reply: FastifyReply,
    ) => {
      const row = await invoiceFile(app, request.user, request.params.id, kind);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(`${row.number}.${kind}`))
        .type(kind === 'pdf' ? 'application/pdf' : 'application/xml')
        .send(row.bytes);
    },
  });
  return {
    issueInvoices: async (request) => ({
      issued: await issueInvoices(app, request.user, request.query.month),
    }),
    listInvoices: async (request) => listInvoices(app, request.user),
    pendingInvoices: async (request) =>
      pendingInvoices(app, request.user, request.query.month, request.query.institution_id),
    getInvoice: async (request) => getInvoice(app, request.user, request.params.id),
    invoicePdf: file('pdf'),
    invoiceXml: file('xml'),
    markInvoicePaid: async (request) =>
      markInvoicePaid(app, request.user, request.params.id, request.body.paid_on),
  };
}
