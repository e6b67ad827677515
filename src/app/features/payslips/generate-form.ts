import type { PayslipGenerateQuery } from '../../../contract/payslips.ts';
import { fr } from './fr.ts';

export interface GenerateFormValues {
  user_id: string;
  period_start: string;
  period_end: string;
}

/** What is wrong, under each field (the inputs are named after the query keys). */
export type GenerateFormErrors = Partial<Record<keyof GenerateFormValues, string>>;

export type GenerateFormCheck =
  { ok: true; query: PayslipGenerateQuery } | { ok: false; errors: GenerateFormErrors };

/**
 * The « Générer fiche de paie » form before any call: both dates are required (docs/product-rules.md §8), a
 * professional must be chosen, and the end cannot precede the start.
 */
export function checkGenerateForm(values: GenerateFormValues): GenerateFormCheck {
  const errors: GenerateFormErrors = {};
  if (!values.period_start) errors.period_start = fr.missingStart;
  if (!values.period_end) errors.period_end = fr.missingEnd;
  else if (values.period_start && values.period_end < values.period_start) {
    errors.period_end = fr.endBeforeStart;
  }
  if (!values.user_id) errors.user_id = fr.missingProfessional;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, query: { ...values } };
}

/** The first and last days of the month of `today` (`YYYY-MM-DD`): the form's default period. */
export function monthOf(today: string): { start: string; end: string } {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { start: `${prefix}-01`, end: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

interface PayslipPeriod {
  id: string;
  user_id: string;
  period_start: string;
  period_end: string;
  services_list: readonly { prestation_id: string; date: string; service_type: string }[];
}

/** `YYYY-MM-DD` plus one calendar day. */
function nextDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The period the form proposes for a professional (issue 27): from the day after her last
 * payslip's end to the end of that day's month, or to the end of today's month when that is
 * later; the month of `today` when she has none (or her last one ends after today).
 */
export function periodAfterLast(
  payslips: readonly PayslipPeriod[],
  userId: string,
  today: string,
): { start: string; end: string } {
  const ends = payslips.filter((p) => p.user_id === userId).map((p) => p.period_end);
  const last = ends.sort().at(-1);
  if (last === undefined || last >= today) return monthOf(today);
  const start = nextDay(last);
  const end = monthOf(start).end;
  const todayEnd = monthOf(today).end;
  return { start, end: todayEnd > end ? todayEnd : end };
}

/**
 * Her missions of the period that already are on another payslip, by payslip: the form says
 * them, so that a 1–30 November payslip beside a 1–10 November one is not read as a month.
 */
export function alreadyOnPayslips(
  payslips: readonly PayslipPeriod[],
  userId: string,
  start: string,
  end: string,
): { payslip: PayslipPeriod; missions: string[] }[] {
  if (!start || !end || end < start) return [];
  return payslips
    .filter((p) => p.user_id === userId && p.period_start <= end && p.period_end >= start)
    .map((payslip) => ({
      payslip,
      missions: payslip.services_list
        .filter((line) => line.date >= start && line.date <= end)
        .map((line) => line.service_type),
    }))
    .filter((entry) => entry.missions.length > 0)
    .sort((a, b) => a.payslip.period_start.localeCompare(b.payslip.period_start));
}
