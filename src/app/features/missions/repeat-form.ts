import { MAX_BATCH } from '../../../contract/pool.ts';
import type { CreatePrestationBody } from '../../../contract/missions.ts';
import { plannedMinutes } from '../../../domain/missions/durations.ts';
import { occurrences } from '../../../domain/time/repeat.ts';
import { fr } from './fr.ts';

/** « Répéter »: not at all, every day, or chosen days of the week. */
export type RepeatMode = 'none' | 'daily' | 'weekdays';

export interface RepeatValues {
  mode: string;
  /** The last date (`YYYY-MM-DD`) a copy may start on. */
  until: string;
  /** ISO days of the week chosen (1 Monday … 7 Sunday), for `weekdays`. */
  weekdays: readonly number[];
}

export type RepeatCheck =
  | { ok: true; bodies: CreatePrestationBody[] | null }
  | { ok: false; errors: { repeat_until?: string; repeat_days?: string } };

/**
 * The bodies of a repeated mission: `body` (already checked by `checkMissionForm`) at its local
 * start and end times on every date of the rule from its start date to `until`, in `timeZone`
 * (a night stays 21:00 → 07:00 on the wall clock across a change of offset). Null bodies when
 * it is not repeated.
 */
export function repeatBodies(
  body: CreatePrestationBody,
  localStart: string,
  localEnd: string,
  repeat: RepeatValues,
  timeZone: string,
): RepeatCheck {
  if (repeat.mode !== 'daily' && repeat.mode !== 'weekdays') return { ok: true, bodies: null };
  const from = localStart.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(repeat.until)) {
    return { ok: false, errors: { repeat_until: fr.repeatUntilRequired } };
  }
  if (repeat.until < from) return { ok: false, errors: { repeat_until: fr.repeatUntilBefore } };
  if (repeat.mode === 'weekdays' && repeat.weekdays.length === 0) {
    return { ok: false, errors: { repeat_days: fr.repeatDaysRequired } };
  }
  const { list, truncated } = occurrences(
    {
      from,
      until: repeat.until,
      startTime: localStart.slice(11, 16),
      endTime: localEnd.slice(11, 16),
      weekdays: repeat.mode === 'weekdays' ? repeat.weekdays : [],
    },
    timeZone,
    MAX_BATCH,
  );
  if (truncated) return { ok: false, errors: { repeat_until: fr.repeatTooMany(MAX_BATCH) } };
  if (list.length === 0) return { ok: false, errors: { repeat_days: fr.repeatNone } };
  return {
    ok: true,
    bodies: list.map((o) => ({
      ...body,
      dateStart: new Date(o.start).toISOString(),
      dateEnd: new Date(o.end).toISOString(),
      ...(body.dureeMinutes === undefined ? {} : { dureeMinutes: plannedMinutes(o.start, o.end) }),
    })),
  };
}
