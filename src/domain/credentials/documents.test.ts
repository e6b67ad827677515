import { describe, expect, it } from 'vitest';
import {
  addDays,
  credentialsState,
  expiryReminderAt,
  expiryReminderDue,
  frenchDate,
  isExpired,
  safeFileName,
  sniffDocumentType,
} from './documents.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffDocumentType', () => {
  it('reads PDF, JPEG and PNG from their first bytes', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
  });

  it('refuses anything else, however it is named', () => {
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('<html>%PDF-'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffDocumentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });
});

describe('expiry', () => {
  it('counts the expiry date as the last valid day', () => {
    expect(isExpired('2026-03-12', '2026-03-12')).toBe(false);
    expect(isExpired('2026-03-12', '2026-03-13')).toBe(true);
    expect(isExpired(null, '2099-01-01')).toBe(false);
  });

  it('needs one verified document that has not expired', () => {
    const today = '2026-03-12';
    expect(credentialsState([], today)).toBe('missing');
    expect(credentialsState([{ status: 'pending', expiresOn: null }], today)).toBe('missing');
    expect(credentialsState([{ status: 'refused', expiresOn: null }], today)).toBe('missing');
    expect(credentialsState([{ status: 'verified', expiresOn: '2026-03-11' }], today)).toBe(
      'expired',
    );
    expect(
      credentialsState(
        [
          { status: 'verified', expiresOn: '2026-03-11' },
          { status: 'verified', expiresOn: '2026-03-12' },
        ],
        today,
      ),
    ).toBe('verified');
    expect(credentialsState([{ status: 'verified', expiresOn: null }], today)).toBe('verified');
    // A pending document does not count, even unexpired.
    expect(
      credentialsState(
        [
          { status: 'verified', expiresOn: '2026-01-01' },
          { status: 'pending', expiresOn: '2030-01-01' },
        ],
        today,
      ),
    ).toBe('expired');
  });
});

describe('expiry reminder', () => {
  it('is 30 days before the expiry date, at 09:00 in Paris', () => {
    expect(addDays('2027-03-12', -30)).toBe('2027-02-10');
    // 10 February 2027, 09:00 in Paris (UTC+1).
    expect(expiryReminderAt('2027-03-12', 'Europe/Paris')).toBe(Date.parse('2027-02-10T08:00:00Z'));
    // Summer time: 1 July 2027, 09:00 in Paris (UTC+2).
    expect(expiryReminderAt('2027-07-31', 'Europe/Paris')).toBe(Date.parse('2027-07-01T07:00:00Z'));
    expect(expiryReminderAt(null, 'Europe/Paris')).toBeNull();
  });

  it('is due once per expiry date, for verified documents not yet expired', () => {
    const doc = { status: 'verified' as const, expiresOn: '2027-03-12', remindedFor: null };
    expect(expiryReminderDue(doc, '2027-02-10')).toBe(true);
    expect(expiryReminderDue({ ...doc, remindedFor: '2027-03-12' }, '2027-02-10')).toBe(false);
    // A renewed date is reminded again.
    expect(expiryReminderDue({ ...doc, remindedFor: '2026-03-12' }, '2027-02-10')).toBe(true);
    expect(expiryReminderDue({ ...doc, status: 'pending' }, '2027-02-10')).toBe(false);
    expect(expiryReminderDue(doc, '2027-03-13')).toBe(false);
    expect(expiryReminderDue({ ...doc, expiresOn: null }, '2027-02-10')).toBe(false);
  });
});

describe('formatting', () => {
  it('writes French dates', () => {
    expect(frenchDate('2027-03-12')).toBe('12/03/2027');
  });

  it('keeps file names safe for a header', () => {
    expect(safeFileName('diplôme infirmier.pdf')).toBe('diplôme infirmier.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\carte.png')).toBe('carte.png');
    expect(safeFileName('a"b;\r\nc.pdf')).toBe('abc.pdf');
    expect(safeFileName('..')).toBe('document');
    expect(safeFileName('')).toBe('document');
    expect(safeFileName('x'.repeat(300))).toHaveLength(120);
  });
});
