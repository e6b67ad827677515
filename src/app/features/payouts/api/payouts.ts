import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutCreateBody } from '../../../../contract/payouts.ts';
import { call, callRaw } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';
import { attachmentOf } from '../../../ui/content-disposition.ts';
import { fr } from '../fr.ts';

/** GET /payouts: every batch, newest first (administrator). */
export const payoutsQueryOptions = () => apiQuery('listPayouts');

/** GET /payslips (administrator: everyone's): those in no batch are the ones to pay. */
export const payslipsQueryOptions = () => apiQuery('listPayslips');

/** After a batch is made or sent: the batches and the payslips (their batch, their payment). */
function useRefreshMoney() {
  const client = useQueryClient();
  return () => invalidateCalls(client, ['listPayouts', 'listPayslips']);
}

/** POST /payouts: a batch of the payslips in no batch (or those named). */
export function useCreatePayout() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (body: PayoutCreateBody) => call('createPayout', { body }),
    onSettled: refresh,
  });
}

/** PUT /payouts/{id}/sent: the file went to the bank; its payslips are paid. */
export function useMarkPayoutSent() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: string) => call('markPayoutSent', { params: { id } }),
    onSettled: refresh,
  });
}

/**
 * GET /payouts/{id}/sepa.xml with the bearer token (a plain link could not send it), as a file
 * to save under the server's name. Throws an ApiError (409 without the platform's IBAN).
 */
export async function downloadSepaFile(id: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await callRaw('payoutSepaFile', {
    params: { id },
    headers: { Accept: 'application/xml' },
  });
  return attachmentOf(response, fr.fileFallback(id));
}
