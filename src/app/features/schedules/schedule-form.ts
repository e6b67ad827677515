import type { ScheduleCreateBody } from '../../../contract/schedules.ts';
import { scheduleTotal } from '../../../domain/pay/schedule-total.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
import { parseEuros } from '../../../domain/money/parse-euros.ts';
import { fr } from './fr.ts';

export interface ScheduleFormValues {
  date: string;
  service_type: string;
  time_start: string;
  time_end: string;
  tarif_base: string;
  deplacement_cost: string;
  /** '' when no establishment is named. */
  institution_id: string;
}

/** What is wrong, under each field (the inputs are named after the body keys). */
export type ScheduleFormErrors = Partial<Record<keyof ScheduleFormValues, string>>;

export type ScheduleFormCheck =
  { ok: true; body: ScheduleCreateBody } | { ok: false; errors: ScheduleFormErrors };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An amount as typed (« 39,5 » or « 39.5 », `parseEuros`); NaN when not a number. */
function amount(text: string): number {
  return parseEuros(text) ?? Number.NaN;
}

/**
 * « Nouvel horaire » before any call (docs/product-rules.md §8): date, service type, start and end times and the
 * base tariff are required; the travel cost defaults to 0; an empty establishment is sent as
 * null. Tariffs travel as numbers.
 */
export function checkScheduleForm(values: ScheduleFormValues): ScheduleFormCheck {
  const errors: ScheduleFormErrors = {};
  const serviceType = values.service_type.trim();
  if (!values.date) errors.date = fr.missingDate;
  if (!serviceType) errors.service_type = fr.missingServiceType;
  if (!values.time_start) errors.time_start = fr.missingTimeStart;
  if (!values.time_end) errors.time_end = fr.missingTimeEnd;
  else if (values.time_start === values.time_end) errors.time_end = fr.sameTimes;

  const tarif = amount(values.tarif_base);
  if (values.tarif_base.trim() === '') errors.tarif_base = fr.missingTarif;
  else if (!Number.isFinite(tarif) || tarif < 0) errors.tarif_base = fr.badTarif;
  const deplacement = values.deplacement_cost.trim() === '' ? 0 : amount(values.deplacement_cost);
  if (!Number.isFinite(deplacement) || deplacement < 0) errors.deplacement_cost = fr.badDeplacement;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      date: values.date,
      service_type: serviceType,
      time_start: values.time_start,
      time_end: values.time_end,
      tarif_base: tarif,
      deplacement_cost: deplacement,
      institution_id: values.institution_id || null,
    },
  };
}

/**
 * The total the dialog shows while typing, in euros, or null until the times and the tariff
 * make one: the same rule as the server (`scheduleTotal`), so the card will show the same.
 */
export function estimateTotal(
  values: Pick<ScheduleFormValues, 'time_start' | 'time_end' | 'tarif_base' | 'deplacement_cost'>,
): number | null {
  if (!TIME.test(values.time_start) || !TIME.test(values.time_end)) return null;
  if (values.time_start === values.time_end) return null;
  const tarif = amount(values.tarif_base);
  const deplacement = values.deplacement_cost.trim() === '' ? 0 : amount(values.deplacement_cost);
  if (values.tarif_base.trim() === '' || !Number.isFinite(tarif) || tarif < 0) return null;
  if (!Number.isFinite(deplacement) || deplacement < 0) return null;
  const total = scheduleTotal({
    tarifBaseCents: eurosToCents(tarif),
    deplacementCostCents: eurosToCents(deplacement),
    timeStart: values.time_start,
    timeEnd: values.time_end,
  });
  return total.totalCents / 100;
}
