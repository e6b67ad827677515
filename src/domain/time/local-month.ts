import { localDateTime, utcOffsetMs } from '../pay/local-time.ts';

/** A calendar month in a time zone, as the half-open UTC interval `[startMs, endMs)`. */
export interface LocalMonth {
  /** `YYYY-MM` */
  readonly label: string;
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** The first instant of the month's first local day. */
  readonly startMs: number;
  /** The first instant of the next month. */
  readonly endMs: number;
}

/**
 * The UTC instant at which local midnight starts `year-month-day` in `timeZone`.
 * Assumes the offset does not change within a few hours of that midnight, which holds in
 * Europe/Paris (changes at 02:00 and 03:00).
 */
export function localMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  // First guess with the offset at the wall clock read as UTC, then correct with the offset
  // in force at the guess: two passes settle it on either side of a change.
  const guess = wall - utcOffsetMs(wall, timeZone);
  return wall - utcOffsetMs(guess, timeZone);
}

/**
 * The local calendar month, in `timeZone`, containing the instant `epochMs`: what
 * « this month » means for the administrator in Paris, whatever the server's own zone.
 */
export function localMonthOf(epochMs: number, timeZone: string): LocalMonth {
  const { year, month } = localDateTime(epochMs, timeZone);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return {
    label: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`,
    year,
    month,
    startMs: localMidnight(year, month, 1, timeZone),
    endMs: localMidnight(nextYear, nextMonth, 1, timeZone),
  };
}
