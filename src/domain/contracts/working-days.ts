import { isFrenchPublicHoliday } from '../pay/french-holidays.ts';
import { localDateTime, utcOffsetMs } from '../pay/local-time.ts';

/** A contract still unsigned this many working days after it was drawn up alerts the administrator. */
export const UNSIGNED_ALERT_WORKING_DAYS = 2;

/** Whether a local date `YYYY-MM-DD` is a working day: not a Saturday, a Sunday or a French public holiday. */
export function isWorkingDay(localDate: string): boolean {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isFrenchPublicHoliday(localDate);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant `days` working days after `epochMs`, at the same local wall time in `timeZone`:
 * each following local date counts when it is a working day (Saturday, Sunday and French public
 * holidays do not). Drawn up on a Friday at 10:00, two working days later is the Tuesday at
 * 10:00; on a Saturday, also the Tuesday. A wall time that does not exist that day (the spring
 * change) is read with the offset in force just before it.
 */
export function addWorkingDays(epochMs: number, days: number, timeZone: string): number {
  const local = localDateTime(epochMs, timeZone);
  let cursor = Date.UTC(local.year, local.month - 1, local.day);
  let left = days;
  while (left > 0) {
    cursor += 86_400_000;
    const date = new Date(cursor);
    const iso = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    if (isWorkingDay(iso)) left -= 1;
  }
  const wall = cursor + ((local.hour * 60 + local.minute) * 60 + local.second) * 1000;
  // The wall clock read as UTC, then moved by the offset in force there (twice: the offset
  // itself depends on the instant).
  const guess = wall - utcOffsetMs(wall, timeZone);
  return wall - utcOffsetMs(guess, timeZone) + (epochMs % 1000);
}
