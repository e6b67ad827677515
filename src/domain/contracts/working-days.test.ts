import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, UNSIGNED_ALERT_WORKING_DAYS } from './working-days.ts';

const TZ = 'Europe/Paris';

describe('working days', () => {
  it('skips weekends and French public holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-11')).toBe(false); // Armistice, a Wednesday
    expect(isWorkingDay('2026-12-25')).toBe(false);
  });

  it('two working days after a Friday 10:00 is the Tuesday 10:00', () => {
    const friday = Date.parse('2026-11-20T09:00:00Z');
    expect(UNSIGNED_ALERT_WORKING_DAYS).toBe(2);
    expect(new Date(addWorkingDays(friday, 2, TZ)).toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('from a Saturday or a Sunday, also the Tuesday', () => {
    const saturday = Date.parse('2026-11-21T15:30:00Z');
    expect(new Date(addWorkingDays(saturday, 2, TZ)).toISOString()).toBe(
      '2026-11-24T15:30:00.000Z',
    );
  });

  it('a public holiday does not count: Tuesday 10 November 2026 → Friday 13', () => {
    // Wednesday 11 November is Armistice day.
    const tuesday = Date.parse('2026-11-10T08:00:00Z');
    expect(new Date(addWorkingDays(tuesday, 2, TZ)).toISOString()).toBe('2026-11-13T08:00:00.000Z');
  });

  it('keeps the local wall time across a change of offset', () => {
    // Friday 23 October 2026 at 10:00 (UTC+2) → Tuesday 27 October at 10:00 (UTC+1).
    const friday = Date.parse('2026-10-23T08:00:00Z');
    expect(new Date(addWorkingDays(friday, 2, TZ)).toISOString()).toBe('2026-10-27T09:00:00.000Z');
  });

  it('over Christmas and New Year', () => {
    // Thursday 24 December 2026 16:00 → Monday 28 (25 is a holiday, then the weekend), Tuesday 29.
    const eve = Date.parse('2026-12-24T15:00:00Z');
    expect(new Date(addWorkingDays(eve, 2, TZ)).toISOString()).toBe('2026-12-29T15:00:00.000Z');
  });
});
