import { describe, it, expect } from 'vitest';
import {
  localDate,
  localDateTime,
  localWallTime,
  localWeekday,
  nextWallClockBoundary,
  utcOffsetMs,
} from './local-time.ts';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const BOUNDARIES = [6 * 60, 21 * 60];

describe('local date, time and weekday', () => {
  it('reads an instant in Paris local time', () => {
    // 23:30 UTC on Saturday 28 March 2026 is already Sunday 00:30 in Paris (UTC+1).
    const t = at('2026-03-28T23:30:00Z');
    expect(localDate(t, PARIS)).toBe('2026-03-29');
    expect(localWallTime(t, PARIS)).toBe('00:30');
    expect(localWeekday(t, PARIS)).toBe(0);
    expect(localDateTime(t, PARIS)).toEqual({
      date: '2026-03-29',
      year: 2026,
      month: 3,
      day: 29,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 0,
    });
  });

  it('shows midnight as 00, not 24', () => {
    expect(localWallTime(at('2026-07-13T22:00:00Z'), PARIS)).toBe('00:00');
  });

  it('knows the Paris offsets', () => {
    expect(utcOffsetMs(at('2026-01-15T12:00:00Z'), PARIS)).toBe(HOUR);
    expect(utcOffsetMs(at('2026-07-15T12:00:00Z'), PARIS)).toBe(2 * HOUR);
    expect(utcOffsetMs(at('2026-03-29T00:59:59.999Z'), PARIS)).toBe(HOUR);
    expect(utcOffsetMs(at('2026-03-29T01:00:00Z'), PARIS)).toBe(2 * HOUR);
    expect(utcOffsetMs(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('refuses an unknown time zone', () => {
    expect(() => localDate(0, 'Europe/Nowhere')).toThrow(RangeError);
  });
});

describe('nextWallClockBoundary', () => {
  it('stops at 06:00, 21:00 and midnight on an ordinary day', () => {
    let t = at('2026-03-10T04:00:00Z'); // 05:00 Paris
    const stops: string[] = [];
    for (let i = 0; i < 4; i++) {
      t = nextWallClockBoundary(t, PARIS, BOUNDARIES);
      stops.push(new Date(t).toISOString());
    }
    expect(stops).toEqual([
      '2026-03-10T05:00:00.000Z', // 06:00
      '2026-03-10T20:00:00.000Z', // 21:00
      '2026-03-10T23:00:00.000Z', // midnight
      '2026-03-11T05:00:00.000Z', // 06:00
    ]);
  });

  it('is strictly after the instant, even on a boundary', () => {
    const sixAm = at('2026-03-10T05:00:00Z');
    expect(nextWallClockBoundary(sixAm, PARIS, BOUNDARIES)).toBe(at('2026-03-10T20:00:00Z'));
    expect(nextWallClockBoundary(sixAm - 1, PARIS, BOUNDARIES)).toBe(sixAm);
  });

  it('stops at the spring change, then at 06:00 summer time', () => {
    const midnight = at('2026-03-28T23:00:00Z'); // Sunday 29 March 00:00, UTC+1
    const change = nextWallClockBoundary(midnight, PARIS, BOUNDARIES);
    expect(change).toBe(at('2026-03-29T01:00:00Z')); // 02:00 UTC+1 becomes 03:00 UTC+2
    expect(nextWallClockBoundary(change, PARIS, BOUNDARIES)).toBe(at('2026-03-29T04:00:00Z'));
  });

  it('stops at the autumn change, then at 06:00 winter time', () => {
    const midnight = at('2026-10-24T22:00:00Z'); // Sunday 25 October 00:00, UTC+2
    const change = nextWallClockBoundary(midnight, PARIS, BOUNDARIES);
    expect(change).toBe(at('2026-10-25T01:00:00Z')); // 03:00 UTC+2 becomes 02:00 UTC+1
    expect(nextWallClockBoundary(change, PARIS, BOUNDARIES)).toBe(at('2026-10-25T05:00:00Z'));
  });

  it('follows a zone that springs forward at midnight (Santiago)', () => {
    // Saturday 5 September 2026 22:00 UTC−4; at 24:00 the clock jumps to Sunday 01:00 UTC−3.
    const t = at('2026-09-06T02:00:00Z');
    const midnight = nextWallClockBoundary(t, 'America/Santiago', BOUNDARIES);
    expect(midnight).toBe(at('2026-09-06T04:00:00Z'));
    expect(localWallTime(midnight, 'America/Santiago')).toBe('01:00');
    expect(nextWallClockBoundary(midnight, 'America/Santiago', BOUNDARIES)).toBe(
      at('2026-09-06T09:00:00Z'),
    );
  });

  it('follows a zone that falls back at midnight (Santiago)', () => {
    // Saturday 4 April 2026 22:00 UTC−3; at 24:00 the clock goes back to Saturday 23:00 UTC−4.
    const t = at('2026-04-05T01:00:00Z');
    const change = nextWallClockBoundary(t, 'America/Santiago', BOUNDARIES);
    expect(change).toBe(at('2026-04-05T03:00:00Z'));
    expect(localDateTime(change, 'America/Santiago')).toMatchObject({
      date: '2026-04-04',
      hour: 23,
    });
    expect(nextWallClockBoundary(change, 'America/Santiago', BOUNDARIES)).toBe(
      at('2026-04-05T04:00:00Z'),
    );
  });
});
