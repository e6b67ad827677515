import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PAY_BANDS, bandAt, splitIntoBands } from './split-into-bands.ts';
import type { BandDurations } from './split-into-bands.ts';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const HOUR = 3_600_000;

const bands = (partial: Partial<BandDurations>): BandDurations => ({
  weekday_day: 0,
  weekday_night: 0,
  weekend_day: 0,
  weekend_night: 0,
  ...partial,
});

describe('bandAt', () => {
  it('classifies by the local date and time of the instant itself', () => {
    expect(bandAt(at('2026-03-06T23:00:00+01:00'), PARIS)).toBe('weekday_night'); // Friday 23:00
    expect(bandAt(at('2026-03-07T01:00:00+01:00'), PARIS)).toBe('weekend_night'); // Saturday 01:00
    expect(bandAt(at('2026-03-07T12:00:00+01:00'), PARIS)).toBe('weekend_day');
    expect(bandAt(at('2026-03-09T05:59:59+01:00'), PARIS)).toBe('weekday_night'); // Monday 05:59:59
    expect(bandAt(at('2026-03-09T06:00:00+01:00'), PARIS)).toBe('weekday_day'); // Monday 06:00
    expect(bandAt(at('2026-03-09T20:59:59+01:00'), PARIS)).toBe('weekday_day');
    expect(bandAt(at('2026-03-09T21:00:00+01:00'), PARIS)).toBe('weekday_night');
  });

  it('treats a public holiday as a weekend day', () => {
    expect(bandAt(at('2026-07-14T10:00:00+02:00'), PARIS)).toBe('weekend_day');
    expect(bandAt(at('2026-07-14T22:00:00+02:00'), PARIS)).toBe('weekend_night');
    expect(bandAt(at('2026-07-15T01:00:00+02:00'), PARIS)).toBe('weekday_night');
  });
});

describe('splitIntoBands', () => {
  it('puts a Tuesday day shift in one band', () => {
    expect(
      splitIntoBands(at('2026-03-10T08:00:00+01:00'), at('2026-03-10T16:00:00+01:00'), PARIS),
    ).toEqual(bands({ weekday_day: 8 * HOUR }));
  });

  it('splits Friday 20:00 → Saturday 04:00 into 1 h, 3 h and 4 h', () => {
    expect(
      splitIntoBands(at('2026-03-06T20:00:00+01:00'), at('2026-03-07T04:00:00+01:00'), PARIS),
    ).toEqual(bands({ weekday_day: 1 * HOUR, weekday_night: 3 * HOUR, weekend_night: 4 * HOUR }));
  });

  it('counts 8 h of real time for 21:00 → 06:00 across the spring change', () => {
    // Saturday 28 March 2026 21:00 UTC+1 → Sunday 29 March 06:00 UTC+2: 9 h of wall clock, 8 h worked.
    expect(
      splitIntoBands(at('2026-03-28T21:00:00+01:00'), at('2026-03-29T06:00:00+02:00'), PARIS),
    ).toEqual(bands({ weekend_night: 8 * HOUR }));
  });

  it('counts 10 h of real time for 21:00 → 06:00 across the autumn change', () => {
    // Saturday 24 October 2026 21:00 UTC+2 → Sunday 25 October 06:00 UTC+1.
    expect(
      splitIntoBands(at('2026-10-24T21:00:00+02:00'), at('2026-10-25T06:00:00+01:00'), PARIS),
    ).toEqual(bands({ weekend_night: 10 * HOUR }));
  });

  it('splits the night before 14 July at midnight', () => {
    expect(
      splitIntoBands(at('2026-07-13T21:00:00+02:00'), at('2026-07-14T06:00:00+02:00'), PARIS),
    ).toEqual(bands({ weekday_night: 3 * HOUR, weekend_night: 6 * HOUR }));
  });

  it('splits minutes straddling 06:00 and 21:00', () => {
    expect(
      splitIntoBands(at('2026-03-10T05:30:00+01:00'), at('2026-03-10T06:30:00+01:00'), PARIS),
    ).toEqual(bands({ weekday_night: 30 * MINUTE, weekday_day: 30 * MINUTE }));
    expect(
      splitIntoBands(at('2026-03-10T20:45:00+01:00'), at('2026-03-10T21:15:00+01:00'), PARIS),
    ).toEqual(bands({ weekday_day: 15 * MINUTE, weekday_night: 15 * MINUTE }));
  });

  it('keeps milliseconds', () => {
    const sixAm = at('2026-03-10T06:00:00+01:00');
    expect(splitIntoBands(sixAm - 1, sixAm + 2, PARIS)).toEqual(
      bands({ weekday_night: 1, weekday_day: 2 }),
    );
  });

  it('returns zeros for an empty interval and refuses a reversed one', () => {
    const t = at('2026-03-10T08:00:00+01:00');
    expect(splitIntoBands(t, t, PARIS)).toEqual(bands({}));
    expect(() => splitIntoBands(t, t - 1, PARIS)).toThrow(RangeError);
    expect(() => splitIntoBands(t + 0.5, t + 1, PARIS)).toThrow(RangeError);
  });

  it('counts real time in a zone that changes at midnight (Santiago)', () => {
    // Saturday 22:00 UTC−4 → Sunday 02:00 UTC−3 across the jump 24:00 → 01:00: 3 h.
    expect(
      splitIntoBands(
        at('2026-09-05T22:00:00-04:00'),
        at('2026-09-06T02:00:00-03:00'),
        'America/Santiago',
      ),
    ).toEqual(bands({ weekend_night: 3 * HOUR }));
    // Saturday 20:00 UTC−3 → Sunday 02:00 UTC−4 across 24:00 → 23:00: 1 h day, 6 h night.
    expect(
      splitIntoBands(
        at('2026-04-04T20:00:00-03:00'),
        at('2026-04-05T02:00:00-04:00'),
        'America/Santiago',
      ),
    ).toEqual(bands({ weekend_day: 1 * HOUR, weekend_night: 6 * HOUR }));
  });

  const ZONES = [
    PARIS,
    'America/Santiago',
    'Australia/Lord_Howe', // 30-minute DST
    'Asia/Kolkata',
    'America/New_York',
    'UTC',
  ];

  it('sums to end − start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('1990-01-01T00:00:00Z'), max: at('2060-01-01T00:00:00Z') }),
        fc.integer({ min: 0, max: 72 * HOUR }),
        fc.constantFrom(...ZONES),
        (start, length, zone) => {
          const d = splitIntoBands(start, start + length, zone);
          return PAY_BANDS.reduce((sum, band) => sum + d[band], 0) === length;
        },
      ),
    );
  });

  // A slow but obviously right reference: classify every minute on its own.
  const minuteByMinute = (start: number, end: number, zone: string): BandDurations => {
    const d = bands({});
    for (let t = start; t < end; t += MINUTE) d[bandAt(t, zone)] += MINUTE;
    return d;
  };

  // Around the 2026 changes in each zone, so that the interesting cases are drawn often.
  const AROUND = [
    at('2026-03-29T01:00:00Z'),
    at('2026-10-25T01:00:00Z'),
    at('2026-09-06T04:00:00Z'),
    at('2026-04-05T03:00:00Z'),
    at('2026-04-04T15:00:00Z'),
    at('2026-10-03T15:30:00Z'),
    at('2026-03-08T07:00:00Z'),
    at('2026-07-13T22:00:00Z'),
  ];

  it('agrees with a minute-by-minute classification', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AROUND),
        fc.integer({ min: -30 * 60, max: 6 * 60 }),
        fc.integer({ min: 0, max: 30 * 60 }),
        fc.constantFrom(...ZONES),
        (around, offsetMinutes, lengthMinutes, zone) => {
          const start = around + offsetMinutes * MINUTE;
          const end = start + lengthMinutes * MINUTE;
          expect(splitIntoBands(start, end, zone)).toEqual(minuteByMinute(start, end, zone));
        },
      ),
      { numRuns: 60 },
    );
  });
});
