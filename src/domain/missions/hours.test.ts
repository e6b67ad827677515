import { describe, expect, it } from 'vitest';
import {
  AUTO_VALIDATION_MS,
  autoValidationAt,
  earliestStart,
  effectiveValidation,
  endConfirmationQuestion,
  endNeedsConfirmation,
  isAutoValidated,
  isLateEnd,
  LATE_END_MAX_WORKED_MS,
  LATE_END_OVER_PLANNED_MS,
  lateEndLabel,
  startPossibleFromLabel,
  startsTooEarly,
  startTooEarlyDetail,
  validationLabel,
} from './hours.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PARIS = 'Europe/Paris';
// Tuesday 25 November 2025, 21:00 in Paris (UTC+1).
const PLANNED_START = Date.UTC(2025, 10, 25, 20, 0, 0);

describe('start window', () => {
  it('opens 60 minutes before the planned start', () => {
    expect(earliestStart(PLANNED_START)).toBe(PLANNED_START - HOUR);
    expect(startsTooEarly(PLANNED_START, PLANNED_START - HOUR)).toBe(false);
    expect(startsTooEarly(PLANNED_START, PLANNED_START - HOUR - 1)).toBe(true);
    expect(startsTooEarly(PLANNED_START, PLANNED_START + 3 * HOUR)).toBe(false);
  });

  it('words the refusal and the button with the local time the same day', () => {
    const at = PLANNED_START - 5 * HOUR;
    expect(startTooEarlyDetail(PLANNED_START, at, PARIS)).toBe(
      'Vous pourrez commencer à partir de 20:00.',
    );
    expect(startPossibleFromLabel(PLANNED_START, at, PARIS)).toBe('Possible à partir de 20:00');
  });

  it('names the day when the window opens on another local day', () => {
    const twoDaysBefore = PLANNED_START - 48 * HOUR;
    expect(startTooEarlyDetail(PLANNED_START, twoDaysBefore, PARIS)).toBe(
      'Vous pourrez commencer à partir de mardi 25 novembre à 20:00.',
    );
    expect(startPossibleFromLabel(PLANNED_START, twoDaysBefore, PARIS)).toBe(
      'Possible à partir de mardi 25 novembre à 20:00',
    );
  });

  it('reads the day in the business time zone, not in UTC', () => {
    // Planned 00:30 Paris on 26 Nov (23:30 UTC on the 25th): the window opens 23:30 Paris on the
    // 25th; asked at 22:00 Paris on the 25th, it is the same local day.
    const start = Date.UTC(2025, 10, 25, 23, 30, 0);
    expect(startPossibleFromLabel(start, Date.UTC(2025, 10, 25, 21, 0, 0), PARIS)).toBe(
      'Possible à partir de 23:30',
    );
  });
});

describe('safe end', () => {
  const plannedEnd = PLANNED_START + 7 * HOUR;

  it('asks when the end is more than 15 minutes from the planned end, either way', () => {
    expect(endNeedsConfirmation(plannedEnd, plannedEnd - 15 * MINUTE)).toBe(false);
    expect(endNeedsConfirmation(plannedEnd, plannedEnd + 15 * MINUTE)).toBe(false);
    expect(endNeedsConfirmation(plannedEnd, plannedEnd - 15 * MINUTE - 1)).toBe(true);
    expect(endNeedsConfirmation(plannedEnd, plannedEnd + 15 * MINUTE + 1)).toBe(true);
  });

  it('shows the time worked against the planned duration', () => {
    expect(
      endConfirmationQuestion(PLANNED_START, PLANNED_START + 2 * HOUR + 11 * MINUTE, 420),
    ).toBe('Terminer maintenant ? 2 h 11 sur 7 h 00 prévues');
  });
});

describe('sign-off over time', () => {
  const ended = Date.UTC(2025, 10, 26, 4, 0, 0);

  it('an awaiting mission counts as validated once its end is more than 72 h old', () => {
    expect(autoValidationAt(ended)).toBe(ended + AUTO_VALIDATION_MS);
    expect(effectiveValidation('awaiting', ended, ended + 72 * HOUR, null)).toBe('awaiting');
    expect(effectiveValidation('awaiting', ended, ended + 72 * HOUR + 1, null)).toBe('validated');
    expect(isAutoValidated('awaiting', ended, ended + 72 * HOUR + 1, null)).toBe(true);
    expect(isAutoValidated('awaiting', ended, ended + HOUR, null)).toBe(false);
  });

  it('a contest never times out, and a validation stays one', () => {
    expect(effectiveValidation('contested', ended, ended + 1000 * HOUR, null)).toBe('contested');
    expect(effectiveValidation('validated', ended, ended, null)).toBe('validated');
    expect(isAutoValidated('validated', ended, ended + 1000 * HOUR, null)).toBe(false);
  });

  it('flagged hours are never validated by time, however old', () => {
    expect(effectiveValidation('awaiting', ended, ended + 1000 * HOUR, 'late_end')).toBe(
      'awaiting',
    );
    expect(isAutoValidated('awaiting', ended, ended + 1000 * HOUR, 'late_end')).toBe(false);
  });

  it('a mission not completed has no sign-off', () => {
    expect(effectiveValidation(null, null, ended, null)).toBeNull();
  });

  it('labels each state in French', () => {
    expect(validationLabel('awaiting')).toBe('À valider');
    expect(validationLabel('validated')).toBe('Validée');
    expect(validationLabel('contested')).toBe('Contestée');
  });
});

describe('late end', () => {
  const started = Date.UTC(2025, 10, 26, 6, 0, 0);

  it('holds at planned + 4 h and 12 h, and flags the next millisecond', () => {
    expect(LATE_END_OVER_PLANNED_MS).toBe(4 * HOUR);
    expect(LATE_END_MAX_WORKED_MS).toBe(12 * HOUR);
    // A 4-hour mission: the bound is 8 h.
    expect(isLateEnd(started, started + 8 * HOUR, 240)).toBe(false);
    expect(isLateEnd(started, started + 8 * HOUR + 1, 240)).toBe(true);
    // A 10-hour mission: 14 h would be within planned + 4 h, but more than 12 h is flagged.
    expect(isLateEnd(started, started + 12 * HOUR, 600)).toBe(false);
    expect(isLateEnd(started, started + 12 * HOUR + 1, 600)).toBe(true);
    // An early or punctual end is never flagged.
    expect(isLateEnd(started, started + HOUR, 240)).toBe(false);
  });

  it('flags the forgotten « Terminer » of the probe: a 4-hour mission ended six days later', () => {
    expect(isLateEnd(started, started + 144 * HOUR - MINUTE, 240)).toBe(true);
  });

  it('words the real gap between the declared start and end', () => {
    expect(lateEndLabel(started, started + 144 * HOUR - MINUTE)).toBe(
      'Fin déclarée 5 jours et 23 h après le début\u202f: à confirmer',
    );
    expect(lateEndLabel(started, started + 144 * HOUR)).toBe(
      'Fin déclarée 6 jours après le début\u202f: à confirmer',
    );
    expect(lateEndLabel(started, started + 27 * HOUR + 40 * MINUTE)).toBe(
      'Fin déclarée 1 jour et 3 h après le début\u202f: à confirmer',
    );
    expect(lateEndLabel(started, started + 13 * HOUR + 5 * MINUTE)).toBe(
      'Fin déclarée 13 h 05 après le début\u202f: à confirmer',
    );
  });
});
