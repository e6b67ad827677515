import type { ScheduleCreateBody } from '../../../contract/schedules.ts';
import { scheduleTotal } from '../../../domain/pay/schedule-total.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
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

export type ScheduleFormCheck =
  { ok: true; body: ScheduleCreateBody } | { ok: false; errors: string[] };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An amount typed in a number input (a French comma is accepted); NaN when not a number. */
function amount(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/**
 * « Nouvel horaire » before any call (docs/product-rules.md §8): date, service type, start and end times and the
 * base tariff are required; the travel cost defaults to 0; an empty establishment is sent as
 * null. Tariffs travel as numbers.
 */
export function checkScheduleForm(values: ScheduleFormValues): ScheduleFormCheck {
  const errors: string[] = [];
  const serviceType = values.service_type.trim();
  if (!values.date) errors.push(fr.missingDate);
  if (!serviceType) errors.push(fr.missingServiceType);
  if (!values.time_start) errors.push(fr.missingTimeStart);
  if (!values.time_end) errors.push(fr.missingTimeEnd);
  if (values.time_start && values.time_start === values.time_end) errors.push(fr.sameTimes);

  const tarif = amount(values.tarif_base);
  if (values.tarif_base.trim() === '') errors.push(fr.missingTarif);
  else if (!Number.isFinite(tarif) || tarif < 0) errors.push(fr.badTarif);
  const deplacement = values.deplacement_cost.trim() === '' ? 0 : amount(values.deplacement_cost);
  if (!Number.isFinite(deplacement) || deplacement < 0) errors.push(fr.badDeplacement);

  if (errors.length > 0) return { ok: false, errors };
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
