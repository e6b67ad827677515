import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CredentialDocument, DocumentKind } from '../../../../contract/credentials.ts';
import { pathOf } from '../../../../contract/route-table.ts';
import { call } from '../../../api/client.ts';
import { apiErrorOf, readAnswer, urlOf } from '../../../api/http.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';
import { readToken } from '../../../api/token-storage.ts';

/** A file travels longer than a JSON call: a slow phone connection gets a minute. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** GET /users/{id}/documents for her own id: her documents, newest first as served. */
export function useMyDocuments(userId: string) {
  return useQuery(apiQuery('userDocuments', { params: { id: userId } }));
}

export interface DocumentUpload {
  kind: DocumentKind;
  /** Last day of validity, `YYYY-MM-DD`; left out when it does not expire. */
  expires_on?: string;
  file: File;
}

/**
 * POST /users/me/documents as multipart/form-data (`kind`, `expires_on`, then `file`), so not
 * through the JSON client: the browser writes the boundary itself. The same error mapping
 * (`ApiError` with the server's French detail: 413, 415, 422).
 */
export async function uploadDocument(upload: DocumentUpload): Promise<CredentialDocument> {
  const body = new FormData();
  body.set('kind', upload.kind);
  if (upload.expires_on) body.set('expires_on', upload.expires_on);
  body.set('file', upload.file, upload.file.name);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(urlOf(pathOf('uploadMyDocument')), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (cause) {
    throw apiErrorOf({ kind: 'network', cause });
  }
  const outcome = await readAnswer(response);
  if (outcome.kind === 'http' && outcome.status === 201) return outcome.body as CredentialDocument;
  throw apiErrorOf(outcome);
}

/** Her documents and her account (`credentials_verified`) are read again after a change. */
const AFTER_CHANGE = ['userDocuments', 'me'] as const;

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => invalidateCalls(queryClient, AFTER_CHANGE),
  });
}

/** DELETE /documents/{id}: one of her own documents. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteMyDocument', { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, AFTER_CHANGE),
  });
}
