import { isFrenchPublicHoliday } from './french-holidays.ts';
import { localDateTime, nextWallClockBoundary } from './local-time.ts';
import type { LocalDateTime } from './local-time.ts';

/** The four pay bands: day or night, on a weekday or on a weekend/public holiday. */
export type PayBand = 'weekday_day' | 'weekday_night' | 'weekend_day' | 'weekend_night';

/** Every band, in the order they are reported. */
export const PAY_BANDS: readonly PayBand[] = [
  'weekday_day',
  'weekday_night',
  'weekend_day',
  'weekend_night',
];

/** Milliseconds of real elapsed time in each band. */
export type BandDurations = Record<PayBand, number>;

/** Night starts at 21:00 local time (French default night period 21:00–06:00). */
export const NIGHT_START_MINUTES = 21 * 60;
/** Night ends at 06:00 local time. */
export const NIGHT_END_MINUTES = 6 * 60;

const BAND_BOUNDARIES = [NIGHT_END_MINUTES, NIGHT_START_MINUTES] as const;

/**
 * The band of one local instant. Night: local time in [21:00, 06:00).
 * Weekend: the instant's own local date is a Saturday, a Sunday or a French
 * public holiday, so Friday 23:00 is a weekday night and Saturday 01:00 a
 * weekend night.
 */
export function bandOfLocal(local: LocalDateTime): PayBand {
  const minutes = local.hour * 60 + local.minute;
  const night = minutes >= NIGHT_START_MINUTES || minutes < NIGHT_END_MINUTES;
  const weekend = local.weekday === 0 || local.weekday === 6 || isFrenchPublicHoliday(local.date);
  if (weekend) return night ? 'weekend_night' : 'weekend_day';
  return night ? 'weekday_night' : 'weekday_day';
}

/** The band of the UTC instant `epochMs` classified in `timeZone`. */
export function bandAt(epochMs: number, timeZone: string): PayBand {
  return bandOfLocal(localDateTime(epochMs, timeZone));
}

/**
 * Splits `[startMs, endMs)` (UTC epoch milliseconds) into the real elapsed
 * milliseconds spent in each band, classified in `timeZone` local time.
 * The four durations always sum to `endMs − startMs`; across a DST change
 * they count real time, not wall-clock time.
 *
 * Throws a RangeError unless both are safe integers with `startMs <= endMs`.
 */
export function splitIntoBands(startMs: number, endMs: number, timeZone: string): BandDurations {
  if (!Number.isSafeInteger(startMs) || !Number.isSafeInteger(endMs) || endMs < startMs) {
    throw new RangeError(`splitIntoBands: invalid interval [${startMs}, ${endMs})`);
  }
  const durations: BandDurations = {
    weekday_day: 0,
    weekday_night: 0,
    weekend_day: 0,
    weekend_night: 0,
  };
  // Walk piece by piece; the band cannot change inside a piece.
  let at = startMs;
  while (at < endMs) {
    const next = Math.min(endMs, nextWallClockBoundary(at, timeZone, BAND_BOUNDARIES));
    durations[bandAt(at, timeZone)] += next - at;
    at = next;
  }
  return durations;
}
