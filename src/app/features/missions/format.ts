import { zonedDateTimeFormat } from '../../ui/time-zone.ts';

const longDateTime = zonedDateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const shortDateTime = zonedDateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const inDays = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'always' });

/** « lundi 10 mars 2025 à 08:00 », or « — » for a missing or unreadable instant. */
export function formatDateTime(iso: string | null): string {
  if (iso === null) return '—';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? longDateTime.format(ms) : '—';
}

/** « 10/03/2025 08:00 », for tables. */
export function formatShortDateTime(iso: string | null): string {
  if (iso === null) return '—';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? shortDateTime.format(ms) : '—';
}

/** « 3 jours » as Intl words it (« dans 3 jours » without its « dans »). */
export function formatDays(days: number): string {
  return inDays.format(days, 'day').replace(/^dans\s+/, '');
}

const weekdayDay = zonedDateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });
const clock = zonedDateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
// `2025-12-10`: the calendar day of an instant in the business time zone, to compare days.
const calendarDayOf = zonedDateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function dayNumber(ms: number): number {
  return Date.parse(`${calendarDayOf.format(ms)}T00:00:00Z`) / 86_400_000;
}

export interface MissionWhen {
  /** « Mardi 10 décembre ». */
  day: string;
  /** « 21:00 – 07:00 ». */
  range: string;
  /** When the end falls on another day: « le lendemain », « fin vendredi 12 décembre ». */
  endNote: string | null;
  /** The range and its note: « 21:00 – 07:00 le lendemain ». */
  hours: string;
}

/**
 * When a mission takes place, as a nurse in a hurry reads it: its day (« Mardi 10 décembre »)
 * and its hours (« 07:00 – 15:00 »; a night « 21:00 – 07:00 le lendemain »; longer, the end's
 * day is named). Both in the business time zone. Null when a time is unreadable.
 */
export function missionWhen(startIso: string, endIso: string): MissionWhen | null {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  const day = weekdayDay.format(start);
  const days = dayNumber(end) - dayNumber(start);
  const range = `${clock.format(start)} – ${clock.format(end)}`;
  const endNote = days === 0 ? null : days === 1 ? 'le lendemain' : `fin ${weekdayDay.format(end)}`;
  return {
    day: day.charAt(0).toLocaleUpperCase('fr-FR') + day.slice(1),
    range,
    endNote,
    hours: endNote ? `${range} ${endNote}` : range,
  };
}
