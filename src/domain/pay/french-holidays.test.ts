import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { easterSunday, frenchPublicHolidays, isFrenchPublicHoliday } from './french-holidays.ts';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('easterSunday', () => {
  it.each([
    [1818, 3, 22],
    [1943, 4, 25],
    [2000, 4, 23],
    [2008, 3, 23],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
    [2285, 3, 22],
  ])('Easter %i is on %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const { month, day } = easterSunday(year);
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        const inRange = (month === 3 && day >= 22) || (month === 4 && day <= 25);
        return inRange && date.getUTCDay() === 0;
      }),
    );
  });
});

describe('frenchPublicHolidays', () => {
  it('lists the eleven holidays of 2026', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-08',
      '2026-05-14', // Ascension
      '2026-05-25', // Whit Monday
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('moves the Easter holidays with Easter (2024: Easter on 31 March)', () => {
    const holidays = frenchPublicHolidays(2024);
    expect(holidays).toContain('2024-04-01');
    expect(holidays).toContain('2024-05-09');
    expect(holidays).toContain('2024-05-20');
  });

  it('has ten dates when Ascension falls on 1 May (2008)', () => {
    const holidays = frenchPublicHolidays(2008);
    expect(holidays).toHaveLength(10);
    expect(holidays).toContain('2008-05-01');
  });

  it('always has sorted distinct dates with Easter Monday, Ascension and Whit Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const holidays = frenchPublicHolidays(year);
        const pad = (n: number) => String(n).padStart(2, '0');
        const easter = easterSunday(year);
        const plus = (days: number) => {
          const date = new Date(Date.UTC(2000, easter.month - 1, easter.day + days));
          return `${year}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
        };
        const [monday, ascension, whitMonday] = [plus(1), plus(39), plus(50)];
        // Ascension can fall on 1 or 8 May; then the year has ten holiday dates, not eleven.
        const expectedLength = /-05-0[18]$/.test(ascension) ? 10 : 11;
        expect(holidays).toEqual([...new Set(holidays)].sort());
        expect(holidays).toHaveLength(expectedLength);
        expect(holidays).toEqual(expect.arrayContaining([monday, ascension, whitMonday]));
        expect([monday, ascension, whitMonday].map(weekday)).toEqual([1, 4, 1]);
      }),
    );
  });
});

describe('isFrenchPublicHoliday', () => {
  it('knows fixed and movable holidays', () => {
    expect(isFrenchPublicHoliday('2026-07-14')).toBe(true);
    expect(isFrenchPublicHoliday('2026-04-06')).toBe(true);
    expect(isFrenchPublicHoliday('2026-05-14')).toBe(true);
    expect(isFrenchPublicHoliday('2027-01-01')).toBe(true);
  });

  it('does not count Easter Sunday, Good Friday or 26 December', () => {
    expect(isFrenchPublicHoliday('2026-04-05')).toBe(false);
    expect(isFrenchPublicHoliday('2026-04-03')).toBe(false);
    expect(isFrenchPublicHoliday('2026-12-26')).toBe(false);
    expect(isFrenchPublicHoliday('2026-07-13')).toBe(false);
  });

  it('refuses a malformed date', () => {
    expect(() => isFrenchPublicHoliday('14/07/2026')).toThrow(RangeError);
  });
});
