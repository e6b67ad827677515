/**
 * Payout batches (`/payouts`): the payslips paid together by one SEPA credit transfer file
 * (pain.001.001.09). Amounts in euros, computed in cents.
 */
import { Id } from './common.ts';
import { z } from './z.ts';

/** The most payslips one request may name (a month of a large team, with room to spare). */
export const PAYOUT_MAX_PAYSLIPS = 1000;

/** `POST /payouts`: the payslips to pay; without `payslip_ids`, every payslip not yet in a batch. */
export const PayoutCreateBody = z
  .object({
    payslip_ids: z
      .array(Id, { error: 'payslip_ids doit être une liste d’identifiants de fiches de paie.' })
      .min(1, 'Choisissez au moins une fiche de paie.')
      .max(PAYOUT_MAX_PAYSLIPS, `Un virement compte au plus ${PAYOUT_MAX_PAYSLIPS} fiches de paie.`)
      .optional(),
  })
  // No body at all (Fastify reads null) is the same as {}: every payslip in no batch.
  .nullish()
  .transform((body) => body ?? {});
export type PayoutCreateBody = z.input<typeof PayoutCreateBody>;

/** A payslip asked for and left out of the batch, and why (French). */
export const PayoutLeftOut = z.object({ payslip_id: z.string(), reason: z.string() });
export type PayoutLeftOut = z.infer<typeof PayoutLeftOut>;

/** One transfer of a batch: the payslip, whom it pays and how much (net). */
export const PayoutItem = z.object({
  payslip_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  /** Euros: the payslip's net amount. */
  amount: z.number(),
  /** The account it is paid to, masked as everywhere (the file holds it in full). */
  iban_masked: z.string(),
});
export type PayoutItem = z.infer<typeof PayoutItem>;

export const Payout = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Transfers in the batch, and their sum in euros. */
  count: z.number().int(),
  total: z.number(),
  status: z.enum(['prepared', 'sent']),
  /** When an administrator marked the file sent to the bank; null while prepared. */
  sent_at: z.string().nullable(),
  left_out: z.array(PayoutLeftOut),
  items: z.array(PayoutItem),
  /** The SEPA credit transfer file (`/api/payouts/{id}/sepa.xml`). */
  sepa_url: z.string(),
});
export type Payout = z.infer<typeof Payout>;
export const PayoutList = z.array(Payout);

/** The pain.001.001.09 XML document, documented as such in the published API. */
export const SepaXml = z
  .string()
  .describe('Virement SEPA (ISO 20022 pain.001.001.09), encodé en UTF-8.');
