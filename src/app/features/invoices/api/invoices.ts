import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callRaw } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';
import { attachmentOf } from '../../../ui/content-disposition.ts';

/** The calls whose answers an issue or a payment changes. */
const INVOICE_CALLS = ['listInvoices', 'pendingInvoices', 'getInvoice'] as const;

/** GET /invoices: the establishment's own, every one for the admin (newest first). */
export const invoicesQuery = () => apiQuery('listInvoices');

/** GET /invoices/pending?month=: what the next invoice of the month would carry. */
export const pendingQuery = (month: string) => apiQuery('pendingInvoices', { query: { month } });

/** POST /invoices/issue?month= (admin). */
export function useIssueInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => call('issueInvoices', { query: { month } }),
    onSuccess: () => invalidateCalls(queryClient, INVOICE_CALLS),
  });
}

/** PUT /invoices/{id}/paid (admin). */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paidOn }: { id: string; paidOn: string }) =>
      call('markInvoicePaid', { params: { id }, body: { paid_on: paidOn } }),
    onSuccess: () => invalidateCalls(queryClient, INVOICE_CALLS),
  });
}

/**
 * The stored PDF or XML with the bearer token (a plain link could not send it), as a file to
 * save under the server's name (« F-2026-000001.pdf »).
 */
export async function downloadInvoiceFile(id: string, number: string, kind: 'pdf' | 'xml') {
  const response = await callRaw(kind === 'pdf' ? 'invoicePdf' : 'invoiceXml', {
    params: { id },
    headers: { Accept: kind === 'pdf' ? 'application/pdf' : 'application/xml' },
  });
  return attachmentOf(response, `${number}.${kind}`);
}
