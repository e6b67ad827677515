import { Id, LocalDate } from './common.ts';
import { z } from './z.ts';

/** Inclusive local dates in the app's time zone; at most one year long. */
export const PayslipGenerateQuery = z
  .object({
    user_id: Id,
    period_start: LocalDate,
    period_end: LocalDate,
  })
  .superRefine((q, ctx) => {
    // A field already refused has its own issue (and no next year to compute).
    if (
      !LocalDate.safeParse(q.period_start).success ||
      !LocalDate.safeParse(q.period_end).success
    ) {
      return;
    }
    if (q.period_end < q.period_start) {
      ctx.addIssue({
        code: 'custom',
        path: ['period_end'],
        message: 'La fin de la période doit être postérieure ou égale à son début.',
      });
    } else if (q.period_end >= sameDateNextYear(q.period_start)) {
      ctx.addIssue({
        code: 'custom',
        path: ['period_end'],
        message: 'La période ne peut pas dépasser un an.',
      });
    }
  });
export type PayslipGenerateQuery = z.infer<typeof PayslipGenerateQuery>;

/** `YYYY-MM-DD` one year later (29 February → 1 March). */
function sameDateNextYear(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

export const PayBand = z.enum(['weekday_day', 'weekday_night', 'weekend_day', 'weekend_night']);

export const PayslipBandLine = z.object({
  band: PayBand,
  /** « jour semaine », « nuit week-end »… */
  label: z.string(),
  hours: z.number(),
  /** Euros per hour. */
  rate: z.number(),
  amount: z.number(),
});

/** One completed mission on a payslip, as priced when the payslip was generated. */
export const PayslipServiceLine = z.object({
  prestation_id: z.string(),
  /** Local start date `YYYY-MM-DD`. */
  date: z.string(),
  /** The mission's name. */
  service_type: z.string(),
  /** Real elapsed hours, unrounded. */
  hours: z.number(),
  /** Euros, travel fee included. */
  amount: z.number(),
  etablissement_name: z.string().nullable(),
  bands: z.array(PayslipBandLine),
  travel_fee: z.number(),
  /**
   * `compensation`: a late cancellation's « Indemnité d'annulation » (no hours, no bands; `date`
   * is the cancellation's local date). Absent on the lines of worked missions.
   */
  kind: z.literal('compensation').optional(),
});
export type PayslipServiceLine = z.infer<typeof PayslipServiceLine>;

export const Payslip = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  /** Hours, to the minute. */
  total_hours: z.number(),
  gross_amount: z.number(),
  commission_amount: z.number(),
  net_amount: z.number(),
  /** Percent. */
  commission_rate: z.number(),
  services_list: z.array(PayslipServiceLine),
  created_at: z.string(),
  /**
   * When the payout batch holding it was marked sent to the bank; null until then (generating
   * a payslip does not pay it).
   */
  paid_at: z.string().nullable(),
  /** The payout batch it is in (one at most), or null. */
  payout_id: z.string().nullable(),
});
export type Payslip = z.infer<typeof Payslip>;
export const PayslipList = z.array(Payslip);

/** A completed mission of the period left off the payslip: its hours are not validated yet. */
export const WaitingMission = z.object({
  prestation_id: z.string(),
  name: z.string(),
  /** Local start date `YYYY-MM-DD`. */
  date: z.string(),
  etablissement_name: z.string().nullable(),
  validation: z.enum(['awaiting', 'contested']),
});
export type WaitingMission = z.infer<typeof WaitingMission>;

/**
 * The generated payslip, and the period's completed missions it had to leave out because their
 * hours are still awaiting the establishment's sign-off or contested (they go on a later one).
 */
export const PayslipGenerated = z.object({
  message: z.string(),
  payslip: Payslip,
  waiting: z.array(WaitingMission),
});
