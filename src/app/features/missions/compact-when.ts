import { zonedDateTimeFormat } from '../../ui/time-zone.ts';

const shortDay = zonedDateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short' });
const clock = zonedDateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const calendarDayOf = zonedDateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
// A local calendar date (`YYYY-MM-DD`) is formatted as a UTC date: no zone can shift it.
const longCalendarDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const shortCalendarDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function dayNumber(ms: number): number {
  return Date.parse(`${calendarDayOf.format(ms)}T00:00:00Z`) / 86_400_000;
}

/**
 * A mission's time at one glance, in the business time zone: « mar. 25 nov. · 20:00 – 03:00 »
 * (a night ends the next morning: the hours say it). Longer than a night, the end's day is
 * named: « lun. 24 nov. · 08:00 – mer. 26 nov. 18:00 ». Null when a time is unreadable.
 */
export function compactWhen(startIso: string, endIso: string): string | null {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  const days = dayNumber(end) - dayNumber(start);
  const endText = days > 1 ? `${shortDay.format(end)} ${clock.format(end)}` : clock.format(end);
  return `${shortDay.format(start)} · ${clock.format(start)} – ${endText}`;
}

/** « 20:00 – 03:00 »: the hours alone, for the agenda's blocks. */
export function compactHours(startIso: string, endIso: string): string | null {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  return `${clock.format(start)} – ${clock.format(end)}`;
}

/** `2025-11-24` → « Lundi 24 novembre ». */
export function agendaDayLabel(date: string): string {
  const label = longCalendarDay.format(Date.parse(`${date}T12:00:00Z`));
  return label.charAt(0).toLocaleUpperCase('fr-FR') + label.slice(1);
}

/** The week from `monday` to `sunday`: « Semaine du 24 au 30 novembre », across months too. */
export function agendaWeekLabel(monday: string, sunday: string): string {
  const from = Date.parse(`${monday}T12:00:00Z`);
  const to = Date.parse(`${sunday}T12:00:00Z`);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const start = sameMonth ? String(new Date(from).getUTCDate()) : shortCalendarDay.format(from);
  const first = start === '1' ? '1er' : start.replace(/^1 /, '1er ');
  return `Semaine du ${first} au ${shortCalendarDay.format(to).replace(/^1 /, '1er ')}`;
}

/**
 * A link that opens the address on a map (OpenStreetMap's search: no key, no tracking script).
 */
export function mapUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
