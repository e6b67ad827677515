import { localDate, localWallTime } from '../pay/local-time.ts';
import { formatDuration } from './durations.ts';
import { fr } from './fr.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// ——— Start window ———

/** A start may be signalled from this long before the planned start, not earlier. */
export const START_WINDOW_MS = 60 * MINUTE_MS;

/** The first instant a start is accepted for a mission planned to start at `dateStart`. */
export function earliestStart(dateStart: number): number {
  return dateStart - START_WINDOW_MS;
}

/** Whether a start tapped at `at` falls before the window opens. */
export function startsTooEarly(dateStart: number, at: number): boolean {
  return at < earliestStart(dateStart);
}

/**
 * « 20:00 » when the window opens on the local day of `at`, else « mardi 25 novembre à 20:00 »
 * (a nurse tapping two days ahead must not read today's 20:00).
 */
export function windowOpening(dateStart: number, at: number, timeZone: string): string {
  const opens = earliestStart(dateStart);
  const time = localWallTime(opens, timeZone);
  if (localDate(opens, timeZone) === localDate(at, timeZone)) return time;
  return fr.startWindow.onDay(localDayLabel(opens, timeZone), time);
}

/** The server's 409 and the offline refusal: « Vous pourrez commencer à partir de 20:00. » */
export function startTooEarlyDetail(dateStart: number, at: number, timeZone: string): string {
  return fr.startWindow.refused(windowOpening(dateStart, at, timeZone));
}

/** The disabled start button: « Possible à partir de 20:00 ». */
export function startPossibleFromLabel(dateStart: number, now: number, timeZone: string): string {
  return fr.startWindow.button(windowOpening(dateStart, now, timeZone));
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** « mardi 25 novembre » in `timeZone`. */
function localDayLabel(epochMs: number, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(epochMs);
}

// ——— Safe « Terminer » ———

/** An end tapped further than this from the planned end asks for confirmation first. */
export const END_CONFIRM_MARGIN_MS = 15 * MINUTE_MS;

/** Whether an end tapped at `at` is more than 15 minutes away from the planned end. */
export function endNeedsConfirmation(dateEnd: number, at: number): boolean {
  return Math.abs(at - dateEnd) > END_CONFIRM_MARGIN_MS;
}

/** « Terminer maintenant ? 2 h 11 sur 7 h 00 prévues » */
export function endConfirmationQuestion(
  startedAt: number,
  at: number,
  plannedMinutes: number,
): string {
  const worked = Math.round((at - startedAt) / MINUTE_MS);
  return fr.endConfirmation(formatDuration(worked), formatDuration(plannedMinutes));
}

/** After a card moves, no action button takes a tap for this long (a finger still on its way). */
export const TAP_GUARD_MS = 1000;

// ——— Sign-off ———

/** The establishment's sign-off of a completed mission's hours. */
export const VALIDATION_STATES = ['awaiting', 'validated', 'contested'] as const;
export type Validation = (typeof VALIDATION_STATES)[number];

/** An `awaiting` mission counts as validated once its end is this old. */
export const AUTO_VALIDATION_MS = 72 * HOUR_MS;

/** When an awaiting mission that ended at `endedAt` counts as validated. */
export function autoValidationAt(endedAt: number): number {
  return endedAt + AUTO_VALIDATION_MS;
}

/**
 * The sign-off as it stands at `now`: the stored one, except that an `awaiting` mission whose
 * end is more than 72 h old counts as validated. Null for a mission that is not completed.
 */
export function effectiveValidation(
  stored: Validation | null,
  endedAt: number | null,
  now: number,
): Validation | null {
  if (stored === 'awaiting' && endedAt !== null && now - endedAt > AUTO_VALIDATION_MS) {
    return 'validated';
  }
  return stored;
}

/** Whether the stored `awaiting` has turned into a validation by the passing of 72 h. */
export function isAutoValidated(
  stored: Validation | null,
  endedAt: number | null,
  now: number,
): boolean {
  return stored === 'awaiting' && effectiveValidation(stored, endedAt, now) === 'validated';
}

/** The label of a sign-off state: « À valider », « Validée », « Contestée ». */
export function validationLabel(validation: Validation): string {
  return fr.validation[validation];
}

/** A contest's reason: between these bounds once trimmed. */
export const CONTEST_REASON_MIN = 5;
export const CONTEST_REASON_MAX = 1000;
