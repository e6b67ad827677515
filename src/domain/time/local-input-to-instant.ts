import { utcOffsetMs } from '../pay/local-time.ts';

const MS_PER_DAY = 86_400_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * The UTC instant (epoch ms) of a wall-clock time typed in an `<input type="datetime-local">`
 * (`2025-03-10T08:00`), read in `timeZone` whatever the device's own zone. Null when the value
 * is empty or not a real date and time (`2025-02-30T08:00`).
 *
 * Around a change of offset it behaves like Temporal's `compatible` disambiguation: a time
 * that happens twice (autumn, 02:30 in Paris) is the first one, and a time that does not exist
 * (spring, 02:30 in Paris) is moved forward by the gap (03:30), as a person setting a clock
 * would expect.
 *
 * Assumes at most one offset change within a day of the time, which holds for every zone in use.
 */
export function localInputToEpochMs(value: string, timeZone: string): number | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over to 2 March: such a value was never a real date.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }

  // The offsets in force a day before and a day after bracket every possible answer.
  const before = utcOffsetMs(wall - MS_PER_DAY, timeZone);
  const after = utcOffsetMs(wall + MS_PER_DAY, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + utcOffsetMs(instant, timeZone) === wall,
  );
  // Twice (overlap): the earlier instant. Never (gap): read with the offset before the change.
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/**
 * {@link localInputToEpochMs} as the ISO-8601 string the API expects
 * (`2025-03-10T07:00:00.000Z`), or null.
 */
export function localInputToInstant(value: string, timeZone: string): string | null {
  const ms = localInputToEpochMs(value, timeZone);
  return ms === null ? null : new Date(ms).toISOString();
}
