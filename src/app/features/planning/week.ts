import type { Prestation } from '../../../contract/missions.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import { addDays, mondayOf } from '../../../domain/time/repeat.ts';
import { localInputToEpochMs } from '../../../domain/time/local-input-to-instant.ts';

/** How the grid shows a mission: who it still needs, or who has it. */
export type PlanningState = 'unfilled' | 'open' | 'pending' | 'assigned' | 'accepted' | 'done';

/**
 * The grid's reading of a mission at `now`: still without anyone once its start has passed
 * (`unfilled`); waiting for the administrator (`pending`), offered (`open`), given (`assigned`),
 * taken (`accepted`, in progress included), or over (`done`). Cancelled ones are not shown.
 */
export function planningState(mission: Prestation, now: number): PlanningState | null {
  switch (mission.status) {
    case 'cancelled':
      return null;
    case 'pending':
    case 'open':
      return Date.parse(mission.dateStart) <= now ? 'unfilled' : mission.status;
    case 'assigned':
      return 'assigned';
    case 'accepted':
    case 'in_progress':
      return 'accepted';
    case 'completed':
      return 'done';
  }
}

/** Whether a mission still needs someone (nobody has it yet). */
export const needsSomeone = (state: PlanningState | null) =>
  state === 'unfilled' || state === 'open' || state === 'pending';

/** The seven local dates of the week starting on `monday`. */
export const daysOf = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The Monday of the week holding `now`, in `timeZone`. */
export const currentMonday = (now: number, timeZone: string) => mondayOf(localDate(now, timeZone));

/** The instants bounding a week: its Monday 00:00 to the next Monday 00:00, local time. */
export function weekBounds(monday: string, timeZone: string): { from: string; to: string } {
  const from = localInputToEpochMs(`${monday}T00:00`, timeZone) ?? 0;
  const to = localInputToEpochMs(`${addDays(monday, 7)}T00:00`, timeZone) ?? 0;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The week's missions by local start date, soonest first; cancelled ones left out. */
export function byDay(
  missions: readonly Prestation[],
  days: readonly string[],
  timeZone: string,
): Map<string, Prestation[]> {
  const map = new Map(days.map((d) => [d, [] as Prestation[]]));
  const sorted = [...missions].sort((a, b) => Date.parse(a.dateStart) - Date.parse(b.dateStart));
  for (const mission of sorted) {
    if (mission.status === 'cancelled') continue;
    map.get(localDate(Date.parse(mission.dateStart), timeZone))?.push(mission);
  }
  return map;
}
