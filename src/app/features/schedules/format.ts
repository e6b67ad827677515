import { formatDuration } from '../../../domain/missions/durations.ts';
import { calendarDay } from '../../ui/format.ts';

// A schedule's date is a local calendar date: formatted as a UTC day so no zone can shift it.
const fullDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' });
const timeOfDay = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'UTC' });

/** « 7 h 30 », « 8 h 00 »: a slot's length, to the minute, in the app's one duration format. */
export function formatSlotHours(value: number): string {
  return formatDuration(value * 60);
}

/** « samedi 22 novembre 2025 » for `2025-11-22`. */
export function formatScheduleDate(localDate: string): string {
  const date = calendarDay(localDate);
  return Number.isNaN(date.getTime()) ? localDate : fullDate.format(date);
}

/** A wall time `HH:MM` (or `HH:MM:SS`) as French reads it: « 08:00 ». */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  return timeOfDay.format(new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))));
}

/** A slot whose end is not after its start ends the next day (21:00 → 07:00). */
export function endsNextDay(timeStart: string, timeEnd: string): boolean {
  return timeEnd.slice(0, 5) <= timeStart.slice(0, 5);
}
