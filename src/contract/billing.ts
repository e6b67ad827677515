import { Id, yearInRange } from './common.ts';
import { YEAR_OUT_OF_RANGE } from './limits.ts';
import { z } from './z.ts';

/** Admin only: one establishment's statement; without it, every establishment's. */
export const BillingQuery = z.object({ institution_id: Id.optional() });

/** `YYYY-MM`, a local month in the app's time zone. */
export const BillingMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois invalide (AAAA-MM attendu).')
  .refine(yearInRange, YEAR_OUT_OF_RANGE);
export const BillingMonthParams = z.object({ month: BillingMonth });

/** A completed mission the establishment owes, priced from its tariff snapshot. */
export const BillingMission = z.object({
  prestation_id: z.string(),
  name: z.string(),
  etablissement_name: z.string().nullable(),
  assigned_name: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string(),
  /** Real elapsed hours, unrounded. */
  hours: z.number(),
  /** Euros, travel fee included; null when the mission cannot be priced (see `detail`). */
  amount: z.number().nullable(),
  travel_fee: z.number().nullable(),
  /** Why the amount is missing, in French. */
  detail: z.string().nullable(),
  /** Already on a professional's payslip. */
  paid: z.boolean(),
  /** The establishment's sign-off (`awaiting` is served `validated` 72 h after the end). */
  validation: z.enum(['awaiting', 'validated', 'contested']),
});
export type BillingMission = z.infer<typeof BillingMission>;

/** A late cancellation's compensation the establishment owes its professional. */
export const BillingCompensation = z.object({
  prestation_id: z.string(),
  name: z.string(),
  etablissement_name: z.string().nullable(),
  assigned_name: z.string().nullable(),
  cancelled_at: z.string(),
  /** Euros. */
  amount: z.number(),
});
export type BillingCompensation = z.infer<typeof BillingCompensation>;

/**
 * What an establishment owes for one local month: the mission amounts (the platform's 7 %
 * commission is taken from the professional's pay, not added here).
 */
export const BillingMonthSummary = z.object({
  month: z.string(),
  missions: z.array(BillingMission),
  total_hours: z.number(),
  /** Σ amounts of the missions that could be priced. */
  total_amount: z.number(),
  /** Of `total_amount`: the validated missions' part… */
  validated_amount: z.number(),
  /** …and the part still awaiting sign-off or contested. */
  waiting_amount: z.number(),
  /** Missions listed without an amount. */
  unpriced_count: z.number().int(),
  /**
   * Compensations of late cancellations made this month (by local date); their sum,
   * `compensation_amount`, is part of `total_amount` and of `validated_amount` (owed as such).
   */
  compensations: z.array(BillingCompensation),
  compensation_amount: z.number(),
});
export type BillingMonthSummary = z.infer<typeof BillingMonthSummary>;
export const BillingMonthList = z.array(BillingMonthSummary);

/** A month's statement as CSV (UTF-8, semicolons, French decimals), saved under its file name. */
export const CsvText = z.string();
