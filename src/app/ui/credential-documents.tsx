/**
 * What the professional's profile and the administrator's users screen share about documents
 * (docs/product-rules.md, credentials): the state of one document in words and colour, its
 * size and dates in French, and its download (the file needs the bearer token: a plain link
 * could not send it).
 */
import type { CredentialDocument } from '../../contract/credentials.ts';
import { DOCUMENT_KIND_LABELS } from '../../contract/credentials.ts';
import { callRaw } from '../api/client.ts';
import { Badge, type BadgeTone } from './badge.tsx';
import { attachmentOf } from './content-disposition.ts';
import { saveFile } from './save-file.ts';
import { appTimeZone } from './time-zone.ts';

export { DOCUMENT_KIND_LABELS };

/** What a document is worth today: its review, unless time has made it expire. */
export type DocumentState = 'pending' | 'verified' | 'refused' | 'expired';

export function documentState(
  document: Pick<CredentialDocument, 'status' | 'expired'>,
): DocumentState {
  if (document.status === 'refused') return 'refused';
  if (document.expired) return 'expired';
  return document.status;
}

export const documentStateLabels: Record<DocumentState, string> = {
  pending: 'En attente',
  verified: 'Vérifié',
  refused: 'Refusé',
  expired: 'Expiré',
};

const documentStateTones: Record<DocumentState, BadgeTone> = {
  pending: 'warning',
  verified: 'success',
  refused: 'danger',
  expired: 'neutral',
};

/** « En attente », « Vérifié », « Refusé » or « Expiré »: the words say it, the colour helps. */
export function DocumentStateBadge({
  document,
}: {
  document: Pick<CredentialDocument, 'status' | 'expired'>;
}) {
  const state = documentState(document);
  return <Badge tone={documentStateTones[state]}>{documentStateLabels[state]}</Badge>;
}

const localDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** `2027-03-12` (a calendar day) → « 12 mars 2027 »; shown as received when unreadable. */
export function formatLocalDay(localDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  if (!match) return localDate;
  return localDay.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** Today's calendar day in the business time zone, `YYYY-MM-DD` (the expiry dates' zone). */
export function todayLocal(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: appTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** « 245 Ko », « 1,2 Mo »: a file's size as a phone shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${decimal.format(bytes / (1024 * 1024))} Mo`;
}

/**
 * GET /documents/{id}/file with the bearer token, saved under the server's name (else the name
 * it had on her device). Throws an ApiError like every call.
 */
export async function downloadDocument(
  document: Pick<CredentialDocument, 'id' | 'file_name' | 'content_type'>,
): Promise<void> {
  const response = await callRaw('documentFile', {
    params: { id: document.id },
    headers: { Accept: document.content_type },
  });
  const { blob, fileName } = await attachmentOf(response, document.file_name);
  saveFile(blob, fileName);
}
