import { payForMission } from '../pay/mission-pay.ts';
import type { MissionTariffs } from '../pay/mission-pay.ts';
import { fr } from './fr.ts';

/** The four hourly rates of an establishment, in cents per hour; `null` means not defined. */
export interface HourlyRates {
  readonly weekdayRateCents: number | null;
  readonly weekendRateCents: number | null;
  readonly nightWeekRateCents: number | null;
  readonly nightWeekendRateCents: number | null;
}

/**
 * Whether a mission planned over `[start, end)` could be paid, checked before anyone is given
 * it: null when every pay band its planned times fall into has a rate, else the 422 sentence.
 *
 * The decision is the payslip's own (`payForMission`): a band the mission spends time in
 * needs its rate, a band with no time does not, and the first missing band in `PAY_BANDS`
 * order is named, with the payslip's wording: « Le tarif « nuit semaine » de l'établissement
 * Centre hospitalier de Vienne n'est pas défini. ». Without an establishment (`tariffs` or
 * `institutionName` null): « Cette mission n'a pas d'établissement : impossible de calculer
 * sa rémunération. ».
 *
 * Times that are not an interval of whole milliseconds (end before start) are not a rate
 * problem: null, the creation rules refuse them.
 */
export function missingRate(
  start: number,
  end: number,
  tariffs: HourlyRates | null,
  institutionName: string | null,
  timeZone: string,
): string | null {
  if (tariffs === null) return fr.noEstablishment;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  const result = payForMission(
    {
      startedAt: start,
      endedAt: end,
      tariffs: { ...tariffs, travelFeeCents: null },
      establishmentName: institutionName ?? '',
    },
    timeZone,
  );
  if (result.ok || result.error.code !== 'missing_rate') return null;
  return institutionName === null ? fr.noEstablishment : result.error.message;
}

/**
 * What a mission planned over `[start, end)` would pay, in cents: the payslip's pricing
 * (`payForMission`) over the planned times, travel fee included. Shown to professionals
 * before they claim a mission, whose rates `missingRate` has checked; a band whose rate is
 * nevertheless undefined counts 0 €, and an end before the start prices 0.
 */
export function estimatedPayCents(
  start: number,
  end: number,
  tariffs: MissionTariffs,
  timeZone: string,
): number {
  const result = payForMission(
    {
      startedAt: start,
      endedAt: end,
      tariffs: {
        weekdayRateCents: tariffs.weekdayRateCents ?? 0,
        weekendRateCents: tariffs.weekendRateCents ?? 0,
        nightWeekRateCents: tariffs.nightWeekRateCents ?? 0,
        nightWeekendRateCents: tariffs.nightWeekendRateCents ?? 0,
        travelFeeCents: tariffs.travelFeeCents,
      },
      establishmentName: '',
    },
    timeZone,
  );
  return result.ok ? result.amountCents : 0;
}

export type { MissionTariffs } from '../pay/mission-pay.ts';
