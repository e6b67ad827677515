import { fr } from './fr.ts';

const MS_PER_MINUTE = 60_000;

/** How an actual duration compares with the planned one; `minutes` is always ≥ 0. */
export interface Punctuality {
  kind: 'late' | 'early' | 'on_time';
  minutes: number;
}

/**
 * Planned duration (`dureeMinutes`) in whole minutes between the planned start
 * and end (epoch ms), rounded to the nearest minute (29 s → 0, 30 s → 1).
 */
export function plannedMinutes(startMs: number, endMs: number): number {
  return Math.round((endMs - startMs) / MS_PER_MINUTE);
}

/**
 * Actual duration (`actual_duration`) in whole minutes between the signalled
 * start and end (epoch ms), rounded like `plannedMinutes`.
 */
export function actualMinutes(startedAtMs: number, endedAtMs: number): number {
  return Math.round((endedAtMs - startedAtMs) / MS_PER_MINUTE);
}

/**
 * Checks a planned window before a mission is created. Returns null when valid,
 * else the French reason: the specification's message when the end is not
 * after the start, and a second one when the window rounds to 0 minutes
 * (under 30 s), so that a stored `dureeMinutes` is always positive.
 */
export function validatePlannedWindow(startMs: number, endMs: number): null | string {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return fr.invalid.badTime;
  if (endMs <= startMs) return fr.plannedWindow.endNotAfterStart;
  if (plannedMinutes(startMs, endMs) < 1) return fr.plannedWindow.tooShort;
  return null;
}

/**
 * Punctuality from the actual and planned durations in minutes: actual −
 * planned positive is late, negative is early, zero is on time. The returned
 * minutes are absolute.
 */
export function punctuality(actual: number, planned: number): Punctuality {
  const difference = actual - planned;
  if (difference > 0) return { kind: 'late', minutes: difference };
  if (difference < 0) return { kind: 'early', minutes: -difference };
  return { kind: 'on_time', minutes: 0 };
}

/**
 * Formats minutes as hours and zero-padded minutes: 425 → « 7 h 05 », 45 →
 * « 0 h 45 ». A negative duration is shown by its absolute value; fractional
 * minutes are rounded; a non-finite value shows « — » rather than « NaN h NaN ».
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return fr.duration.unknown;
  const total = Math.round(Math.abs(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return fr.duration.format(hours, String(rest).padStart(2, '0'));
}

/** The punctuality line of a mission card: « Retard de 0 h 15 », « Terminée 1 h 02 avant l'heure prévue », « À l'heure ». */
export function punctualityLabel(p: Punctuality): string {
  switch (p.kind) {
    case 'late':
      return fr.duration.late(formatDuration(p.minutes));
    case 'early':
      return fr.duration.early(formatDuration(p.minutes));
    case 'on_time':
      return fr.duration.onTime;
    default: {
      const unknown: never = p.kind;
      throw new Error(`Unknown punctuality: ${String(unknown)}`);
    }
  }
}
