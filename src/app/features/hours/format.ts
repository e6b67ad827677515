import type { Prestation } from '../../../contract/missions.ts';
import { actualMinutes, formatDuration } from '../../../domain/missions/durations.ts';
import { autoValidationAt } from '../../../domain/missions/hours.ts';
import { localDate, localWallTime } from '../../../domain/pay/local-time.ts';
import { appTimeZone, zonedDateTimeFormat } from '../../ui/time-zone.ts';
import { fr } from './fr.ts';

const weekdayDay = zonedDateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });
const dayMonth = zonedDateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit' });
const longDateTime = zonedDateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const parse = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/** « Mardi 10 décembre »: the planned start's day, which heads a mission's hours. */
export function missionDay(mission: Pick<Prestation, 'dateStart'>): string {
  const start = parse(mission.dateStart);
  if (start === null) return '—';
  const day = weekdayDay.format(start);
  return day.charAt(0).toLocaleUpperCase('fr-FR') + day.slice(1);
}

/**
 * « 08:00 » on the day of `dayOf` (the planned start), « 11/12 07:00 » on another day: a night
 * mission's end, or a start declared the day before, must not read as the same day's hour.
 * « — » when unknown.
 */
export function timeOnDay(iso: string | null, dayOf: string): string {
  const at = parse(iso);
  if (at === null) return '—';
  const zone = appTimeZone();
  const time = localWallTime(at, zone);
  const reference = parse(dayOf);
  if (reference !== null && localDate(reference, zone) === localDate(at, zone)) return time;
  return `${dayMonth.format(at)} ${time}`;
}

/** Whole minutes between two instants, null when either is unknown. */
export function minutesBetween(startIso: string | null, endIso: string | null): number | null {
  const start = parse(startIso);
  const end = parse(endIso);
  return start === null || end === null ? null : actualMinutes(start, end);
}

/** « 7 h 08 », or « — ». */
export function durationText(minutes: number | null): string {
  return minutes === null ? '—' : formatDuration(minutes);
}

/**
 * How the declared duration differs from the plan: « +0 h 12 » (and its spoken form), null
 * when equal or unknown.
 */
export function durationGap(
  actual: number | null,
  planned: number,
): { text: string; label: string } | null {
  if (actual === null || actual === planned) return null;
  const sign = actual > planned ? '+' : '−';
  const duration = formatDuration(actual - planned);
  return { text: fr.gap(sign, duration), label: fr.gapLabel(sign, duration) };
}

/** « Sans réponse, validées automatiquement le jeudi 12 décembre à 15:12. », null without an end. */
export function autoValidationNote(mission: Pick<Prestation, 'ended_at'>): string | null {
  const end = parse(mission.ended_at);
  return end === null ? null : fr.autoOn(longDateTime.format(autoValidationAt(end)));
}
