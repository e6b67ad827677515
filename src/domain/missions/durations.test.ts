import { describe, expect, it } from 'vitest';
import {
  actualMinutes,
  formatDuration,
  plannedMinutes,
  punctuality,
  punctualityLabel,
  validatePlannedWindow,
} from './durations.ts';

const T0 = Date.UTC(2025, 0, 6, 8, 0, 0);
const MINUTE = 60_000;

describe('plannedMinutes and actualMinutes', () => {
  it('count whole minutes', () => {
    expect(plannedMinutes(T0, T0 + 7 * 60 * MINUTE + 5 * MINUTE)).toBe(425);
    expect(actualMinutes(T0, T0 + 45 * MINUTE)).toBe(45);
  });

  it('round to the nearest minute: 29 s → 0, 30 s → 1, 90.5 s → 2', () => {
    for (const minutes of [plannedMinutes, actualMinutes]) {
      expect(minutes(T0, T0 + 29_000)).toBe(0);
      expect(minutes(T0, T0 + 30_000)).toBe(1);
      expect(minutes(T0, T0 + 89_999)).toBe(1);
      expect(minutes(T0, T0 + 90_500)).toBe(2);
    }
  });
});

describe('validatePlannedWindow', () => {
  it('accepts an end after the start', () => {
    expect(validatePlannedWindow(T0, T0 + MINUTE)).toBeNull();
    expect(validatePlannedWindow(T0, T0 + 30_000)).toBeNull();
  });

  it('refuses an end equal to or before the start with the specification text', () => {
    expect(validatePlannedWindow(T0, T0)).toBe('La date de fin doit être après la date de début');
    expect(validatePlannedWindow(T0, T0 - 1)).toBe(
      'La date de fin doit être après la date de début',
    );
  });

  it('refuses a window that rounds to zero minutes', () => {
    expect(validatePlannedWindow(T0, T0 + 29_999)).toBe(
      'La prestation doit durer au moins une minute.',
    );
  });

  it('refuses non-finite dates', () => {
    expect(validatePlannedWindow(Number.NaN, T0)).toBe('Date et heure invalides.');
  });
});

describe('punctuality', () => {
  it('is late when actual exceeds planned', () => {
    expect(punctuality(435, 420)).toEqual({ kind: 'late', minutes: 15 });
  });

  it('is early when actual is shorter, with absolute minutes', () => {
    expect(punctuality(358, 420)).toEqual({ kind: 'early', minutes: 62 });
  });

  it('is on time when equal', () => {
    expect(punctuality(420, 420)).toEqual({ kind: 'on_time', minutes: 0 });
  });
});

describe('formatDuration', () => {
  it.each([
    [425, '7 h 05'],
    [45, '0 h 45'],
    [720, '12 h 00'],
    [0, '0 h 00'],
    [59, '0 h 59'],
    [60, '1 h 00'],
    [1505, '25 h 05'],
    [-62, '1 h 02'],
    [44.6, '0 h 45'],
  ])('%d minutes → « %s »', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('shows a dash rather than NaN', () => {
    expect(formatDuration(Number.NaN)).toBe('—');
  });
});

describe('punctualityLabel', () => {
  it('reads like the mission card', () => {
    expect(punctualityLabel({ kind: 'late', minutes: 15 })).toBe('Retard de 0 h 15');
    expect(punctualityLabel({ kind: 'early', minutes: 62 })).toBe(
      "Terminée 1 h 02 avant l'heure prévue",
    );
    expect(punctualityLabel({ kind: 'on_time', minutes: 0 })).toBe("À l'heure");
  });

  it('composes with punctuality', () => {
    expect(punctualityLabel(punctuality(actualMinutes(T0, T0 + 435 * MINUTE), 420))).toBe(
      'Retard de 0 h 15',
    );
  });
});
