import { instantToLocalInput } from './instant-to-local-input.ts';
import { localInputToEpochMs } from './local-input-to-instant.ts';

/**
 * « Répéter » and « Copier la semaine » (docs/product-rules.md, « The establishment's team and
 * planning »): a mission's local times carried onto other dates in the business time zone, so
 * that a night from 21:00 to 07:00 stays 21:00 → 07:00 on the wall clock across a change of
 * offset (its real length then changes by an hour). Pure: dates and zone are passed in.
 */

/** One occurrence: its local date and its instants (epoch ms, end excluded). */
export interface Occurrence {
  date: string;
  start: number;
  end: number;
}

/** What is repeated and how. */
export interface RepeatRule {
  /** The first local date (`YYYY-MM-DD`), included. */
  from: string;
  /** The last local date a mission may start on (`YYYY-MM-DD`), included. */
  until: string;
  /** Local start and end times (`HH:mm`); an end not after the start is on the next day. */
  startTime: string;
  endTime: string;
  /**
   * ISO days of the week (1 Monday … 7 Sunday) the mission starts on; empty: every day.
   */
  weekdays: readonly number[];
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The local date `days` after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO day of the week of a local date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week of a local date. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

const validDate = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
};

/**
 * The occurrences of `rule` in `timeZone`, in date order, at most `max` (more: the list is cut
 * and `truncated` is true). A malformed rule gives none (the form's own checks say why).
 */
export function occurrences(
  rule: RepeatRule,
  timeZone: string,
  max = 100,
): { list: Occurrence[]; truncated: boolean } {
  const list: Occurrence[] = [];
  if (
    !validDate(rule.from) ||
    !validDate(rule.until) ||
    !TIME.test(rule.startTime) ||
    !TIME.test(rule.endTime) ||
    rule.until < rule.from
  ) {
    return { list, truncated: false };
  }
  const overnight = rule.endTime <= rule.startTime;
  for (let date = rule.from; date <= rule.until; date = addDays(date, 1)) {
    if (rule.weekdays.length > 0 && !rule.weekdays.includes(isoWeekday(date))) continue;
    const start = localInputToEpochMs(`${date}T${rule.startTime}`, timeZone);
    const endDate = overnight ? addDays(date, 1) : date;
    const end = localInputToEpochMs(`${endDate}T${rule.endTime}`, timeZone);
    if (start === null || end === null) continue;
    if (list.length === max) return { list, truncated: true };
    list.push({ date, start, end });
  }
  return { list, truncated: false };
}

/**
 * « Copier la semaine »: a mission planned at `[start, end)` carried one week later at the same
 * local times (not 168 hours later: across a change of offset the wall clock is kept).
 */
export function nextWeekSameLocalTimes(
  start: number,
  end: number,
  timeZone: string,
): { start: number; end: number } | null {
  const shift = (at: number) => {
    const value = instantToLocalInput(at, timeZone);
    return localInputToEpochMs(`${addDays(value.slice(0, 10), 7)}${value.slice(10)}`, timeZone);
  };
  const s = shift(start);
  const e = shift(end);
  return s === null || e === null ? null : { start: s, end: e };
}
