import type { Prestation } from '../../contract/missions.ts';

/**
 * How long a finished mission stays on the device after its planned end: « Mes prestations »
 * keeps the missions to come and those of the last 30 days; older history is read from the
 * server on demand (online only).
 */
export const KEPT_HISTORY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest planned end (epoch ms) a finished mission kept on the device may have. */
export function historyHorizon(now: number): number {
  return now - KEPT_HISTORY_DAYS * DAY_MS;
}

/**
 * Whether the device keeps this mission: anything not finished (to come, in progress), and
 * finished ones (completed, cancelled) whose planned end is within `KEPT_HISTORY_DAYS`.
 */
export function keptOnDevice(
  mission: Pick<Prestation, 'status' | 'dateEnd'>,
  now: number,
): boolean {
  if (mission.status !== 'completed' && mission.status !== 'cancelled') return true;
  const end = Date.parse(mission.dateEnd);
  return Number.isNaN(end) || end >= historyHorizon(now);
}
