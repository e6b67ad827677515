import type { Prestation } from '../../../contract/missions.ts';
import { formatDuration } from '../../../domain/missions/durations.ts';
import { calendarDaysBetween } from '../../../domain/time/calendar-days.ts';
import { appTimeZone } from '../../ui/time-zone.ts';
import { formatDays } from './format.ts';
import { fr } from './fr.ts';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * « 25 min », « 2 h 15 », « 3 jours »: short enough to read at a glance. From a day on,
 * `days` (calendar days in the business time zone) is what is said, so that two missions of
 * the same Monday read the same; without it, whole days of 24 h.
 */
export function formatDelay(minutes: number, days?: number): string {
  if (minutes < 60) return fr.minutes(minutes);
  if (minutes < DAY_MINUTES) return formatDuration(minutes);
  return formatDays(Math.max(1, days ?? Math.round(minutes / DAY_MINUTES)));
}

/**
 * The line under a mission's title that tells a nurse where she stands in time: « Début dans
 * 2 h 15 », « Début prévu il y a 10 min », « En cours depuis 1 h 05 ». Null for missions that
 * are over (or when a time is unreadable).
 */
export function startLine(
  mission: Pick<Prestation, 'status' | 'dateStart' | 'started_at'>,
  nowMs: number,
  timeZone: string = appTimeZone(),
): string | null {
  switch (mission.status) {
    case 'pending':
    case 'open':
    case 'assigned':
    case 'accepted': {
      const start = Date.parse(mission.dateStart);
      if (!Number.isFinite(start)) return null;
      const minutes = Math.round((start - nowMs) / MINUTE);
      const days = Math.abs(calendarDaysBetween(nowMs, start, timeZone));
      return minutes >= 0
        ? fr.startsIn(formatDelay(minutes, days))
        : fr.startWasDue(formatDelay(-minutes, days));
    }
    case 'in_progress': {
      const started = mission.started_at === null ? Number.NaN : Date.parse(mission.started_at);
      if (!Number.isFinite(started)) return null;
      const minutes = Math.max(0, Math.round((nowMs - started) / MINUTE));
      return fr.inProgressFor(formatDelay(minutes, calendarDaysBetween(started, nowMs, timeZone)));
    }
    case 'completed':
    case 'cancelled':
      return null;
    default: {
      const unknown: never = mission.status;
      throw new Error(`Unknown mission status: ${String(unknown)}`);
    }
  }
}
