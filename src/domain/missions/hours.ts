import { localDate, localWallTime } from '../pay/local-time.ts';
import { STAFFING_LIMITS } from '../staffing/eligibility.ts';
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

// ——— Late end: the server's guard ———

/**
 * An end that makes a mission last more than its planned duration plus this is flagged: a
 * shift that overruns by a few hours (a colleague absent, an emergency) is real work, one that
 * overruns by more is far likelier a « Terminer » tapped hours or days late (docs/decisions.md).
 */
export const LATE_END_OVER_PLANNED_MS = 4 * HOUR_MS;

/**
 * An end that makes a mission last more than this is flagged whatever was planned: the longest
 * a mission may be planned and a professional may work in one day (`STAFFING_LIMITS`), so no
 * mission worked within the rules lasts longer.
 */
export const LATE_END_MAX_WORKED_MS = STAFFING_LIMITS.maxMissionMs;

/** Why a mission's declared hours await the establishment's confirmation; null: none. */
export const HOURS_FLAGS = ['late_end'] as const;
export type HoursFlag = (typeof HOURS_FLAGS)[number];

/**
 * Whether an end tapped at `endedAt` is too late to be taken as worked: the mission would last
 * more than its planned duration (`plannedMinutes`) + 4 h, or more than 12 h. Such an end is
 * kept as declared, flagged `late_end`, never validated by time, and the app asks before
 * sending it.
 */
export function isLateEnd(startedAt: number, endedAt: number, plannedMinutes: number): boolean {
  const worked = endedAt - startedAt;
  return (
    worked > plannedMinutes * MINUTE_MS + LATE_END_OVER_PLANNED_MS ||
    worked > LATE_END_MAX_WORKED_MS
  );
}

/** The flag an end at `endedAt` leaves on a mission started at `startedAt`. */
export function hoursFlagOfEnd(
  startedAt: number,
  endedAt: number,
  plannedMinutes: number,
): HoursFlag | null {
  return isLateEnd(startedAt, endedAt, plannedMinutes) ? 'late_end' : null;
}

/**
 * « Fin déclarée 6 jours après le début : à confirmer », the gap between the declared start
 * and end written from its real length: hours and minutes under a day (« 13 h 05 »), else
 * whole days and the hours left (« 1 jour et 3 h »).
 */
export function lateEndLabel(startedAt: number, endedAt: number): string {
  return fr.lateEnd.label(lateEndGap(startedAt, endedAt));
}

/** The gap of {@link lateEndLabel} alone: « 6 jours », « 1 jour et 3 h », « 13 h 05 ». */
export function lateEndGap(startedAt: number, endedAt: number): string {
  const minutes = Math.round((endedAt - startedAt) / MINUTE_MS);
  if (minutes < 24 * 60) return formatDuration(minutes);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes - days * 24 * 60) / 60);
  return fr.lateEnd.days(days, hours);
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
 * Whether hours are validated by time at `now`: still `awaiting` their sign-off, ended more
 * than 72 h ago, and not flagged (a flagged end waits for the establishment, however long).
 * The one rule every reader of a sign-off applies; the database's copy is the SQL function
 * `hours_validated_by_time` (migration 0014).
 */
export function validatedByTime(
  stored: Validation | null,
  endedAt: number | null,
  now: number,
  hoursFlag: HoursFlag | null,
): boolean {
  return (
    stored === 'awaiting' &&
    endedAt !== null &&
    hoursFlag === null &&
    now - endedAt > AUTO_VALIDATION_MS
  );
}

/**
 * The sign-off as it stands at `now`: the stored one, except that an `awaiting` mission whose
 * end is more than 72 h old counts as validated, unless its hours are flagged. Null for a
 * mission that is not completed.
 */
export function effectiveValidation(
  stored: Validation | null,
  endedAt: number | null,
  now: number,
  hoursFlag: HoursFlag | null,
): Validation | null {
  if (validatedByTime(stored, endedAt, now, hoursFlag)) {
    return 'validated';
  }
  return stored;
}

/** Whether the stored `awaiting` has turned into a validation by the passing of 72 h. */
export function isAutoValidated(
  stored: Validation | null,
  endedAt: number | null,
  now: number,
  hoursFlag: HoursFlag | null,
): boolean {
  return validatedByTime(stored, endedAt, now, hoursFlag);
}

/** The label of a sign-off state: « À valider », « Validée », « Contestée ». */
export function validationLabel(validation: Validation): string {
  return fr.validation[validation];
}

/** A contest's reason: between these bounds once trimmed. */
export const CONTEST_REASON_MIN = 5;
export const CONTEST_REASON_MAX = 1000;
