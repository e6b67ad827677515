/**
 * The rules of a professional's documents (diploma, professional card, certificate): what a
 * file is from its first bytes, when a document has expired, whether she may claim open
 * missions, and when she is reminded of an expiry. Dates are local dates `YYYY-MM-DD` in the
 * business time zone; the caller says which day it is.
 */
import { localInputToEpochMs } from '../time/local-input-to-instant.ts';

export type DocumentContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * The type of a file read from its first bytes (never from its name or the type the browser
 * announced): PDF (`%PDF-`), JPEG (`FF D8 FF`) or PNG (its 8-byte signature); null otherwise.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'application/pdf';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** `expires_on` is the last valid day: a document has expired from the next day on. */
export function isExpired(expiresOn: string | null, today: string): boolean {
  return expiresOn !== null && expiresOn < today;
}

export interface DocumentState {
  status: 'pending' | 'verified' | 'refused';
  expiresOn: string | null;
}

/**
 * What her documents allow: `verified` with at least one verified document that has not
 * expired; `expired` when she has verified documents but all have expired; `missing` when none
 * was ever verified (none uploaded, pending or refused only).
 */
export type CredentialsState = 'verified' | 'expired' | 'missing';

export function credentialsState(docs: readonly DocumentState[], today: string): CredentialsState {
  const verified = docs.filter((d) => d.status === 'verified');
  if (verified.length === 0) return 'missing';
  return verified.some((d) => !isExpired(d.expiresOn, today)) ? 'verified' : 'expired';
}

/** Days before the expiry date the owner of a verified document is reminded. */
export const EXPIRY_REMINDER_DAYS = 30;
/** The local hour the reminder goes out. */
export const EXPIRY_REMINDER_HOUR = '09:00';

/** `date` moved by `days` (negative: earlier), as a local date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * When the owner of a verified document expiring on `expiresOn` is reminded: 30 days before,
 * at 09:00 in the business time zone (epoch ms). Null when it does not expire.
 */
export function expiryReminderAt(expiresOn: string | null, timeZone: string): number | null {
  if (expiresOn === null) return null;
  return localInputToEpochMs(
    `${addDays(expiresOn, -EXPIRY_REMINDER_DAYS)}T${EXPIRY_REMINDER_HOUR}`,
    timeZone,
  );
}

/**
 * Whether the expiry reminder of a document is still to send on `today`: verified, expiring,
 * not expired yet, and not already reminded for this date.
 */
export function expiryReminderDue(
  doc: DocumentState & { remindedFor: string | null },
  today: string,
): boolean {
  return (
    doc.status === 'verified' &&
    doc.expiresOn !== null &&
    !isExpired(doc.expiresOn, today) &&
    doc.remindedFor !== doc.expiresOn
  );
}

/** « 12/03/2027 » from `2027-03-12`. */
export function frenchDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * A file name safe to put in a Content-Disposition header and to show: no path, no control or
 * quoting characters, at most 120 characters; `document` when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"';<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'document' : cleaned;
}
