import type { CredentialDocument } from '../../../contract/credentials.ts';
import { isExpired } from '../../../domain/credentials/documents.ts';
import { displayName } from '../users/present.ts';
import type { DocumentMeta } from './repo.ts';

/** The URL of a document's bytes (owner and administrator only). */
export const documentFileUrl = (id: string) => `/api/documents/${id}/file`;

/** A document as its owner and the administrator see it; `today` is the local date. */
export function presentDocument(row: DocumentMeta, today: string): CredentialDocument {
  return {
    id: row.id,
    user_id: row.userId,
    kind: row.kind,
    file_name: row.fileName,
    content_type: row.contentType,
    size: row.size,
    expires_on: row.expiresOn,
    expired: isExpired(row.expiresOn, today),
    status: row.status,
    reason: row.reason,
    reviewed_by: row.reviewer ? displayName(row.reviewer) : null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    uploaded_at: row.uploadedAt.toISOString(),
    file_url: documentFileUrl(row.id),
  };
}
