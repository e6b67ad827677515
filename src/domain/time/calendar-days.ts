import { localDate } from '../pay/local-time.ts';

/**
 * How many calendar days lie between two instants in the business time zone: 3 from any time
 * on a Friday to any time on the Monday after, whatever the hours (and across a change of
 * summer time). Negative when `toMs` is on an earlier day. Two missions of the same Monday are
 * « dans 3 jours » alike from Friday, though one starts at 07:00 and the other at 21:00.
 */
export function calendarDaysBetween(fromMs: number, toMs: number, timeZone: string): number {
  const day = (ms: number) => Date.parse(`${localDate(ms, timeZone)}T00:00:00Z`) / 86_400_000;
  return day(toMs) - day(fromMs);
}
