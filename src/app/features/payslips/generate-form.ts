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
