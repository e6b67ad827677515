import { localDate } from '../../../domain/pay/local-time.ts';
import { appTimeZone, zonedDateTimeFormat } from '../../ui/time-zone.ts';

const clock = zonedDateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const longDay = zonedDateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = zonedDateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });

/** The hh:mm of a message (docs/product-rules.md §8), « 09:05 ». */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}

/** The local date `YYYY-MM-DD` of an instant, in the business time zone. */
export function dayOf(iso: string): string {
  return localDate(Date.parse(iso), appTimeZone());
}

function previousDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** A day separator of the thread: « Aujourd'hui », « Hier », else « lundi 3 mars 2025 ». */
export function formatDayHeading(
  iso: string,
  now: number,
  words: { today: string; yesterday: string },
): string {
  const day = dayOf(iso);
  const today = localDate(now, appTimeZone());
  if (day === today) return words.today;
  if (day === previousDay(today)) return words.yesterday;
  return longDay.format(new Date(iso));
}

/** The time of a conversation's last message in the list: hh:mm today, else « 3 mars ». */
export function formatListTime(iso: string, now: number): string {
  return dayOf(iso) === localDate(now, appTimeZone())
    ? formatClock(iso)
    : shortDay.format(new Date(iso));
}
