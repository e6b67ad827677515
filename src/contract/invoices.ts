/**
 * Invoices to establishments (Factur-X) and their credit notes: what the API serves and
 * accepts. Amounts are euros with two decimals, computed in cents by the server.
 */
import { BillingMonth } from './billing.ts';
import { Id, LocalDate } from './common.ts';
import { z } from './z.ts';

export const InvoiceType = z.enum(['invoice', 'credit_note']);
export type InvoiceType = z.infer<typeof InvoiceType>;

/** One line: a mission (or a cancellation's compensation) with its amount, tax excluded. */
export const InvoiceLine = z.object({
  /** The local date of the mission's end (`YYYY-MM-DD`). */
  date: z.string(),
  prestation_id: z.string(),
  /** What is billed: `mission` (worked hours) or `compensation` (a late cancellation). */
  item: z.enum(['mission', 'compensation']),
  /** The mission's name. */
  label: z.string(),
  /** The professional's name. */
  professional: z.string(),
  /** Real elapsed hours, unrounded. */
  hours: z.number(),
  /** Euros, tax excluded, travel fee included: the mission's pay to the cent. */
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const Invoice = z.object({
  id: z.string(),
  /** `F-2026-000001` (invoice) or `A-2026-000001` (credit note). */
  number: z.string(),
  type: InvoiceType,
  institution_id: z.string(),
  institution_name: z.string(),
  issued_at: z.string(),
  /** `YYYY-MM`: the month invoiced (a credit note: that of the invoice it corrects). */
  period: z.string(),
  lines: z.array(InvoiceLine),
  total_ht: z.number(),
  /** Percent, e.g. 20. */
  vat_rate: z.number(),
  total_vat: z.number(),
  total_ttc: z.number(),
  status: z.enum(['issued', 'paid']),
  /** The day the payment was received (`YYYY-MM-DD`), null until then. */
  paid_at: z.string().nullable(),
  /** A credit note: the invoice it corrects (its id and number); null on an invoice. */
  credits_invoice_id: z.string().nullable(),
  credits_number: z.string().nullable(),
  pdf_url: z.string(),
  xml_url: z.string(),
  /** SHA-256 (hex) of the stored PDF and XML, fixed at issue. */
  pdf_sha256: z.string(),
  xml_sha256: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoiceList = z.array(Invoice);

/** `POST /invoices/issue?month=YYYY-MM` */
export const IssueQuery = z.object({ month: BillingMonth });
export const IssueResult = z.object({ issued: InvoiceList });

/** `PUT /invoices/{id}/paid` */
export const PaidBody = z.object({ paid_on: LocalDate });

/** `GET /invoices/pending?month=YYYY-MM`: admin only, one establishment or all. */
export const PendingQuery = z.object({
  month: BillingMonth,
  institution_id: Id.optional(),
});

/** What the next invoice of an establishment will carry, as of now. */
export const PendingInvoice = z.object({
  month: z.string(),
  institution_id: z.string(),
  institution_name: z.string(),
  /** Validated items not invoiced yet, ended in the month or before. */
  lines: z.array(InvoiceLine),
  total_ht: z.number(),
  /** Completed missions of the month whose hours are still awaiting sign-off or contested. */
  waiting_count: z.number().int(),
  /** Missions that cannot be priced (a rate is missing), with the reason. */
  unpriced: z.array(z.object({ prestation_id: z.string(), label: z.string(), detail: z.string() })),
});
export type PendingInvoice = z.infer<typeof PendingInvoice>;
export const PendingInvoiceList = z.array(PendingInvoice);

/** The stored PDF (Factur-X) or XML (CII) of an invoice. */
export const InvoicePdfBytes = z.string().describe('La facture PDF/A-3 (Factur-X).');
export const InvoiceXmlText = z.string().describe('La facture au format CII (EN 16931).');
