import { queryOptions } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { apiQuery } from '../../../api/queries.ts';

export interface HoursToValidate {
  /** Waiting for the establishment's answer, the oldest end first (the first to validate itself). */
  awaiting: Prestation[];
  /** Waiting for the administrator, the oldest contest first. */
  contested: Prestation[];
}

const byEnd = (a: Prestation, b: Prestation) =>
  (a.ended_at ?? a.dateEnd).localeCompare(b.ended_at ?? b.dateEnd);

/** Splits the list by state; anything else (validated meanwhile) is left out. */
export function splitHours(list: readonly Prestation[]): HoursToValidate {
  const awaiting = list.filter((m) => m.validation === 'awaiting').sort(byEnd);
  const contested = list.filter((m) => m.validation === 'contested').sort(byEnd);
  return { awaiting, contested };
}

/**
 * GET /prestations/validation: the establishment's completed missions whose hours await its
 * answer or are contested; every establishment's for the administrator.
 */
export function hoursToValidateQueryOptions() {
  return queryOptions({ ...apiQuery('missionsToValidate'), select: splitHours });
}

/** The cache entry the optimistic « Valider » edits. */
export const hoursToValidateKey = apiQuery('missionsToValidate').queryKey;
