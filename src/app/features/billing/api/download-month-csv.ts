import { callRaw } from '../../../api/client.ts';
import { attachmentOf } from '../../../ui/content-disposition.ts';
import { fr } from '../fr.ts';

/**
 * GET /billing/months/{month}.csv with the bearer token (a plain link could not send it), as a
 * file to save under the server's name. Throws an ApiError like every call.
 */
export async function downloadMonthCsv(month: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await callRaw('billingMonthCsv', {
    params: { month },
    headers: { Accept: 'text/csv' },
  });
  return attachmentOf(response, fr.csvFallbackName(month));
}
