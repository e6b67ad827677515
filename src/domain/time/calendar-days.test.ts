import { describe, expect, it } from 'vitest';
import { calendarDaysBetween } from './calendar-days.ts';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);

describe('calendarDaysBetween', () => {
  it('counts the same Monday alike, whatever the hours', () => {
    // Friday 13 March 2026, 20:00 in Paris; the missions on Monday 16 March at 07:00 and 21:00.
    const now = at('2026-03-13T19:00:00Z');
    expect(calendarDaysBetween(now, at('2026-03-16T06:00:00Z'), PARIS)).toBe(3);
    expect(calendarDaysBetween(now, at('2026-03-16T20:00:00Z'), PARIS)).toBe(3);
  });

  it('reads days in the business time zone, not in UTC', () => {
    // 23:30 in Paris on Friday is 22:30 UTC; 00:30 on Saturday in Paris is still Friday in UTC.
    expect(calendarDaysBetween(at('2026-03-13T22:30:00Z'), at('2026-03-13T23:30:00Z'), PARIS)).toBe(
      1,
    );
    expect(calendarDaysBetween(at('2026-03-13T22:30:00Z'), at('2026-03-13T23:30:00Z'), 'UTC')).toBe(
      0,
    );
  });

  it('holds across the change to summer time', () => {
    // Saturday 28 March 2026 12:00 → Monday 30 March 12:00 in Paris (the clocks go forward on
    // Sunday 29): 47 hours, two days.
    expect(calendarDaysBetween(at('2026-03-28T11:00:00Z'), at('2026-03-30T10:00:00Z'), PARIS)).toBe(
      2,
    );
  });

  it('is 0 the same day and negative for a past day', () => {
    expect(calendarDaysBetween(at('2026-03-13T06:00:00Z'), at('2026-03-13T20:00:00Z'), PARIS)).toBe(
      0,
    );
    expect(calendarDaysBetween(at('2026-03-16T06:00:00Z'), at('2026-03-13T20:00:00Z'), PARIS)).toBe(
      -3,
    );
  });
});
