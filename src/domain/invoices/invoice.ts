import { localDate } from '../pay/local-time.ts';
import { roundHalfUp } from '../pay/round-half-up.ts';

/** Basis points in one percent: a VAT rate is kept as an integer (20 % = 2000, 5,5 % = 550). */
export const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_PER_UNIT = 10_000;

/** Invoices F-2026-000001, credit notes A-2026-000001: six digits, numbered per year. */
export const INVOICE_NUMBER_DIGITS = 6;
export const INVOICE_PREFIX = { invoice: 'F', credit_note: 'A' } as const;
export type InvoiceType = keyof typeof INVOICE_PREFIX;

/** UNTDID 1001 document type codes in the Factur-X XML: commercial invoice, credit note. */
export const INVOICE_TYPE_CODE = { invoice: '380', credit_note: '381' } as const;

/** « F-2026-000042 » */
export function invoiceNumber(type: InvoiceType, year: number, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`invoiceNumber: ${seq}`);
  return `${INVOICE_PREFIX[type]}-${year}-${String(seq).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** A VAT rate in percent (at most two decimals) as basis points. */
export function vatRateBasisPoints(percent: number): number {
  const bp = Math.round(percent * BASIS_POINTS_PER_PERCENT);
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > 100 * BASIS_POINTS_PER_PERCENT) {
    throw new RangeError(`vatRateBasisPoints: ${percent}`);
  }
  return bp;
}

export interface InvoiceTotals {
  /** Σ line amounts, in cents. */
  readonly totalHtCents: number;
  /** round-half-up(total HT × rate), once on the total, in cents. */
  readonly totalVatCents: number;
  /** HT + VAT exactly. */
  readonly totalTtcCents: number;
}

/**
 * The totals of an invoice from its lines' amounts (integer cents) and one VAT rate: the VAT
 * is computed once on the sum (EN 16931 BR-CO-17: VAT = taxable amount × rate, rounded to
 * two decimals), so that `total_ttc = total_ht + total_vat` to the cent.
 */
export function invoiceTotals(lineCents: readonly number[], vatRateBp: number): InvoiceTotals {
  let totalHtCents = 0;
  for (const cents of lineCents) {
    if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`invoiceTotals: ${cents}`);
    totalHtCents += cents;
  }
  const totalVatCents = roundHalfUp(totalHtCents * vatRateBp, BASIS_POINTS_PER_UNIT);
  return { totalHtCents, totalVatCents, totalTtcCents: totalHtCents + totalVatCents };
}

/**
 * Whether a mission that ended at `endedAt` is billable in the invoicing run of `month`
 * (`YYYY-MM`): its local end date (in `timeZone`) falls in that month or before it. A
 * mission left behind (validated late, or corrected after its invoice and credited) goes on
 * the next invoice instead of never being billed.
 */
export function billableInMonth(endedAt: number, month: string, timeZone: string): boolean {
  return localDate(endedAt, timeZone).slice(0, 7) <= month;
}

/** The local date of an instant: a line's date is its mission's end. */
export function lineDate(endedAt: number, timeZone: string): string {
  return localDate(endedAt, timeZone);
}

/** An invoice is due this many days after its issue (Code de commerce L441-10: at most 60). */
export const PAYMENT_TERM_DAYS = 30;

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The due date of an invoice issued on `issueDate`. */
export function dueDateOf(issueDate: string): string {
  return addDays(issueDate, PAYMENT_TERM_DAYS);
}
