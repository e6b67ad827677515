/**
 * Local calendar fields of UTC instants in an IANA time zone, computed with
 * the platform's `Intl.DateTimeFormat` (no time-zone database of our own).
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** The wall clock and calendar of an instant in a time zone. */
export interface LocalDateTime {
  /** `YYYY-MM-DD` */
  readonly date: string;
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 0 = Sunday … 6 = Saturday, as `Date#getUTCDay`. */
  readonly weekday: number;
}

// Building a DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The local date, wall time (to the second) and weekday of the UTC instant
 * `epochMs` in `timeZone`. Throws a RangeError for an unknown time zone.
 */
export function localDateTime(epochMs: number, timeZone: string): LocalDateTime {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Not an instant: ${epochMs}`);
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      default:
        // Literals (separators) and fields we did not ask for.
        break;
    }
  }
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  const weekday = new Date(wallClockAsUtc(year, month, day, 0, 0, 0)).getUTCDay();
  return { date, year, month, day, hour, minute, second, weekday };
}

/** The local date `YYYY-MM-DD` of the UTC instant `epochMs` in `timeZone`. */
export function localDate(epochMs: number, timeZone: string): string {
  return localDateTime(epochMs, timeZone).date;
}

/** The local wall time `HH:MM` of the UTC instant `epochMs` in `timeZone`. */
export function localWallTime(epochMs: number, timeZone: string): string {
  const local = localDateTime(epochMs, timeZone);
  return `${pad(local.hour, 2)}:${pad(local.minute, 2)}`;
}

/** The local weekday of the UTC instant `epochMs` in `timeZone`: 0 = Sunday … 6 = Saturday. */
export function localWeekday(epochMs: number, timeZone: string): number {
  return localDateTime(epochMs, timeZone).weekday;
}

/**
 * The UTC offset in force at `epochMs` in `timeZone`, in milliseconds
 * (local wall clock = UTC + offset; Paris: 3 600 000 in winter, 7 200 000 in summer).
 */
export function utcOffsetMs(epochMs: number, timeZone: string): number {
  return offsetFrom(localDateTime(epochMs, timeZone), epochMs);
}

/**
 * The first UTC instant strictly after `epochMs` at which, in `timeZone`,
 * the local wall clock reaches midnight or one of `timesOfDayMinutes`
 * (minutes after local midnight, e.g. `[360, 1260]` for 06:00 and 21:00), or
 * the UTC offset changes.
 *
 * Between `epochMs` and the returned instant the local date and the local
 * time's position relative to those times of day stay the same, so anything
 * classified by them is constant there. Offset changes are returned as
 * boundaries of their own because the wall clock jumps there: it may skip a
 * boundary (a zone that springs forward at midnight) or repeat a date (one
 * that falls back at midnight). Elapsed time is real time: in Paris, 21:00 →
 * 06:00 is 8 h across the spring change and 10 h across the autumn one.
 *
 * Assumes at most one offset change between two consecutive boundaries (at
 * most 24 h apart), which holds for every zone in use today.
 */
export function nextWallClockBoundary(
  epochMs: number,
  timeZone: string,
  timesOfDayMinutes: readonly number[],
): number {
  const offset = utcOffsetMs(epochMs, timeZone);
  // The wall clock as if it were a UTC instant: plain arithmetic finds the next time of day.
  const wall = epochMs + offset;
  const dayStart = Math.floor(wall / MS_PER_DAY) * MS_PER_DAY;
  const intoDay = wall - dayStart;
  let next = MS_PER_DAY;
  for (const minutes of timesOfDayMinutes) {
    const at = minutes * MS_PER_MINUTE;
    if (at > intoDay && at < next) next = at;
  }
  const candidate = dayStart + next - offset;
  // Valid only if the offset held all the way there. Checking the last millisecond before the
  // candidate is enough: an offset change exactly at the candidate is a boundary anyway.
  if (utcOffsetMs(candidate - 1, timeZone) === offset) return candidate;
  // Otherwise return the offset change itself: the first instant whose offset differs.
  let lo = epochMs; // offset(lo) === offset
  let hi = candidate - 1; // offset(hi) !== offset
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (utcOffsetMs(mid, timeZone) === offset) lo = mid;
    else hi = mid;
  }
  return hi;
}

function offsetFrom(local: LocalDateTime, epochMs: number): number {
  // The formatter shows whole seconds: compare with the instant truncated to its second.
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return (
    wallClockAsUtc(local.year, local.month, local.day, local.hour, local.minute, local.second) -
    wholeSecond
  );
}

function wallClockAsUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  if (year >= 0 && year < 100) {
    // Date.UTC reads years 0–99 as 1900–1999.
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    date.setUTCHours(hour, minute, second, 0);
    return date.getTime();
  }
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
