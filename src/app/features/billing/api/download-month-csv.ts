import { API_TIMEOUT_MS, ApiError } from '../../../api/client.ts';
import { readToken } from '../../../api/token-storage.ts';
import { fileNameFromDisposition } from '../content-disposition.ts';
import { fr } from '../fr.ts';

/**
 * GET /billing/months/{month}.csv with the bearer token (a plain link could not send it), as a
 * file to save under the server's name. Throws an ApiError like `apiFetch`.
 */
export async function downloadMonthCsv(month: string): Promise<{ blob: Blob; fileName: string }> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/billing/months/${encodeURIComponent(month)}.csv`, {
      headers,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(0, undefined, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
    throw new ApiError(response.status, body?.detail);
  }
  return {
    blob: await response.blob(),
    fileName:
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      fr.csvFallbackName(month),
  };
}
