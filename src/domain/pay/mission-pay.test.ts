import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { payForMission, rateForBand } from './mission-pay.ts';
import type { MissionPayResult, MissionTariffs } from './mission-pay.ts';
import { PAY_BANDS } from './split-into-bands.ts';

const PARIS = 'Europe/Paris';
const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;
const HOUR = 3_600_000;

// 25,00 € weekday day, 30,00 € weekend day, 28,00 € weekday night, 35,00 € weekend night.
const TARIFFS: MissionTariffs = {
  weekdayRateCents: 2_500,
  weekendRateCents: 3_000,
  nightWeekRateCents: 2_800,
  nightWeekendRateCents: 3_500,
  travelFeeCents: null,
};

const pay = (start: string, end: string, tariffs: MissionTariffs = TARIFFS): MissionPayResult =>
  payForMission(
    { startedAt: at(start), endedAt: at(end), tariffs, establishmentName: 'Clinique des Lilas' },
    PARIS,
  );

const amountOf = (result: MissionPayResult): number => {
  if (!result.ok) throw new Error(result.error.message);
  return result.amountCents;
};

describe('payForMission', () => {
  it('pays a Tuesday day shift at the weekday rate: 8 h × 25,00 € = 200,00 €', () => {
    expect(pay('2026-03-10T08:00:00+01:00', '2026-03-10T16:00:00+01:00')).toEqual({
      ok: true,
      amountCents: 20_000,
      travelFeeCents: 0,
      bands: [{ band: 'weekday_day', ms: 8 * HOUR, rateCents: 2_500, amountCents: 20_000 }],
      totalMs: 8 * HOUR,
    });
  });

  it('pays Friday 20:00 → Saturday 04:00 band by band: 25 + 84 + 140 = 249,00 €', () => {
    expect(pay('2026-03-06T20:00:00+01:00', '2026-03-07T04:00:00+01:00')).toEqual({
      ok: true,
      amountCents: 24_900,
      travelFeeCents: 0,
      bands: [
        { band: 'weekday_day', ms: 1 * HOUR, rateCents: 2_500, amountCents: 2_500 },
        { band: 'weekday_night', ms: 3 * HOUR, rateCents: 2_800, amountCents: 8_400 },
        { band: 'weekend_night', ms: 4 * HOUR, rateCents: 3_500, amountCents: 14_000 },
      ],
      totalMs: 8 * HOUR,
    });
  });

  it('pays 8 real hours for the spring-forward night 28 → 29 March 2026: 280,00 €', () => {
    const result = pay('2026-03-28T21:00:00+01:00', '2026-03-29T06:00:00+02:00');
    expect(result).toMatchObject({ ok: true, amountCents: 28_000, totalMs: 8 * HOUR });
  });

  it('pays 10 real hours for the autumn night 24 → 25 October 2026: 350,00 €', () => {
    const result = pay('2026-10-24T21:00:00+02:00', '2026-10-25T06:00:00+01:00');
    expect(result).toMatchObject({ ok: true, amountCents: 35_000, totalMs: 10 * HOUR });
  });

  describe('public holidays are paid at the weekend rates', () => {
    it('14 July 2026 (a Tuesday), 08:00–16:00: 8 h × 30,00 € = 240,00 €', () => {
      expect(amountOf(pay('2026-07-14T08:00:00+02:00', '2026-07-14T16:00:00+02:00'))).toBe(24_000);
    });

    it('the night 13 → 14 July: 3 h × 28,00 € + 6 h × 35,00 € = 294,00 €', () => {
      expect(amountOf(pay('2026-07-13T21:00:00+02:00', '2026-07-14T06:00:00+02:00'))).toBe(29_400);
    });

    it('Easter Monday 6 April 2026, 07:00–19:00: 12 h × 30,00 € = 360,00 €', () => {
      expect(amountOf(pay('2026-04-06T07:00:00+02:00', '2026-04-06T19:00:00+02:00'))).toBe(36_000);
      // The Tuesday after is an ordinary weekday: 12 h × 25,00 €.
      expect(amountOf(pay('2026-04-07T07:00:00+02:00', '2026-04-07T19:00:00+02:00'))).toBe(30_000);
    });

    it('Ascension 14 May 2026, 08:00–14:00: 6 h × 30,00 € = 180,00 €', () => {
      expect(amountOf(pay('2026-05-14T08:00:00+02:00', '2026-05-14T14:00:00+02:00'))).toBe(18_000);
    });

    it('Whit Monday 25 May 2026, 20:00–22:00: 30,00 € + 35,00 € = 65,00 €', () => {
      expect(amountOf(pay('2026-05-25T20:00:00+02:00', '2026-05-25T22:00:00+02:00'))).toBe(6_500);
    });
  });

  it('splits minutes straddling 06:00: 30 min × 28,00 € + 30 min × 25,00 € = 26,50 €', () => {
    expect(amountOf(pay('2026-03-10T05:30:00+01:00', '2026-03-10T06:30:00+01:00'))).toBe(2_650);
  });

  it('splits minutes straddling 21:00: 15 min × 25,00 € + 15 min × 28,00 € = 13,25 €', () => {
    expect(amountOf(pay('2026-03-10T20:45:00+01:00', '2026-03-10T21:15:00+01:00'))).toBe(1_325);
  });

  it('fails when a needed rate is not defined, naming the establishment and the band', () => {
    const result = pay('2026-03-06T20:00:00+01:00', '2026-03-07T04:00:00+01:00', {
      ...TARIFFS,
      nightWeekendRateCents: null,
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'missing_rate',
        band: 'weekend_night',
        message:
          "Le tarif « nuit week-end » de l'établissement Clinique des Lilas n'est pas défini.",
      },
    });
  });

  it('names the first missing band in band order', () => {
    const result = pay('2026-03-06T20:00:00+01:00', '2026-03-07T04:00:00+01:00', {
      ...TARIFFS,
      nightWeekRateCents: null,
      nightWeekendRateCents: null,
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        band: 'weekday_night',
        message:
          "Le tarif « nuit semaine » de l'établissement Clinique des Lilas n'est pas défini.",
      },
    });
  });

  it('does not need the rate of a band with no time in it', () => {
    const onlyWeekday: MissionTariffs = {
      weekdayRateCents: 2_500,
      weekendRateCents: null,
      nightWeekRateCents: null,
      nightWeekendRateCents: null,
      travelFeeCents: null,
    };
    // Ends exactly at 21:00: the night band has no time.
    expect(
      amountOf(pay('2026-03-10T13:00:00+01:00', '2026-03-10T21:00:00+01:00', onlyWeekday)),
    ).toBe(20_000);
  });

  it('adds the travel fee once; a null travel fee is 0 €', () => {
    const result = pay('2026-03-10T08:00:00+01:00', '2026-03-10T16:00:00+01:00', {
      ...TARIFFS,
      travelFeeCents: 1_500,
    });
    expect(result).toMatchObject({ ok: true, amountCents: 21_500, travelFeeCents: 1_500 });
    expect(pay('2026-03-10T08:00:00+01:00', '2026-03-10T16:00:00+01:00')).toMatchObject({
      amountCents: 20_000,
      travelFeeCents: 0,
    });
  });

  it('pays only the travel fee for a mission of no time', () => {
    expect(
      pay('2026-03-10T08:00:00+01:00', '2026-03-10T08:00:00+01:00', {
        ...TARIFFS,
        travelFeeCents: 1_500,
      }),
    ).toEqual({ ok: true, amountCents: 1_500, travelFeeCents: 1_500, bands: [], totalMs: 0 });
  });

  describe('rounding', () => {
    it('rounds to the nearest cent: 25,00 €/h × 7 min = 2,9166… € → 2,92 €', () => {
      expect(amountOf(pay('2026-03-10T10:00:00+01:00', '2026-03-10T10:07:00+01:00'))).toBe(292);
    });

    it('rounds an exact half cent up: 25,50 €/h × 1 min = 0,425 € → 0,43 €', () => {
      const tariffs = { ...TARIFFS, weekdayRateCents: 2_550 };
      expect(amountOf(pay('2026-03-10T10:00:00+01:00', '2026-03-10T10:01:00+01:00', tariffs))).toBe(
        43,
      );
      // 2 h 1 min × 25,50 € = 51,425 € → 51,43 €
      expect(amountOf(pay('2026-03-10T10:00:00+01:00', '2026-03-10T12:01:00+01:00', tariffs))).toBe(
        5_143,
      );
    });

    it('rounds once, on the sum of the bands, and apportions it between them', () => {
      // 1,50 €/h: 1 min of night (2,5 c) + 1 min of day (2,5 c) = 5 c, not 3 c + 3 c.
      const result = pay('2026-03-10T05:59:00+01:00', '2026-03-10T06:01:00+01:00', {
        ...TARIFFS,
        weekdayRateCents: 150,
        nightWeekRateCents: 150,
      });
      expect(result).toEqual({
        ok: true,
        amountCents: 5,
        travelFeeCents: 0,
        bands: [
          { band: 'weekday_day', ms: MINUTE, rateCents: 150, amountCents: 3 },
          { band: 'weekday_night', ms: MINUTE, rateCents: 150, amountCents: 2 },
        ],
        totalMs: 2 * MINUTE,
      });
    });
  });

  it('fails with a French message when the mission ends before it starts', () => {
    expect(pay('2026-03-10T10:00:00+01:00', '2026-03-10T09:00:00+01:00')).toEqual({
      ok: false,
      error: { code: 'invalid_interval', message: 'La fin de la prestation précède son début.' },
    });
  });

  it('refuses a negative or fractional rate', () => {
    expect(() =>
      pay('2026-03-10T08:00:00+01:00', '2026-03-10T16:00:00+01:00', {
        ...TARIFFS,
        weekdayRateCents: 25.5,
      }),
    ).toThrow(RangeError);
    expect(() =>
      pay('2026-03-10T08:00:00+01:00', '2026-03-10T16:00:00+01:00', {
        ...TARIFFS,
        travelFeeCents: -1,
      }),
    ).toThrow(RangeError);
  });

  it('maps every band to its own tariff key', () => {
    expect(PAY_BANDS.map((band) => rateForBand(TARIFFS, band))).toEqual([
      2_500, 2_800, 3_000, 3_500,
    ]);
  });

  const rate = fc.integer({ min: 0, max: 20_000 });
  const tariffsArb = fc.record({
    weekdayRateCents: rate,
    weekendRateCents: rate,
    nightWeekRateCents: rate,
    nightWeekendRateCents: rate,
    travelFeeCents: fc.option(fc.integer({ min: 0, max: 10_000 })),
  });
  const start = fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2028-01-01T00:00:00Z') });
  const mission = fc
    .tuple(
      start,
      fc.integer({ min: 0, max: 24 * HOUR }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([s, length, cut]) => ({ s, e: s + length, m: s + Math.floor(length * cut) }));

  it('changes by at most one cent when a mission is cut in two (travel fee counted once)', () => {
    fc.assert(
      fc.property(mission, tariffsArb, ({ s, m, e }, tariffs) => {
        const price = (a: number, b: number) => {
          const result = payForMission(
            { startedAt: a, endedAt: b, tariffs, establishmentName: 'X' },
            PARIS,
          );
          if (!result.ok) throw new Error(result.error.message);
          return result.amountCents - result.travelFeeCents;
        };
        return Math.abs(price(s, e) - (price(s, m) + price(m, e))) <= 1;
      }),
    );
  });

  it('has band amounts that add up to the work amount, each within a cent of exact', () => {
    fc.assert(
      fc.property(mission, tariffsArb, ({ s, e }, tariffs) => {
        const result = payForMission(
          { startedAt: s, endedAt: e, tariffs, establishmentName: 'X' },
          PARIS,
        );
        if (!result.ok) return false;
        const sum = result.bands.reduce((total, b) => total + b.amountCents, 0);
        const close = result.bands.every(
          (b) => Math.abs(b.amountCents - (b.rateCents * b.ms) / HOUR) < 1,
        );
        const ms = result.bands.reduce((total, b) => total + b.ms, 0);
        return sum === result.amountCents - result.travelFeeCents && close && ms === e - s;
      }),
    );
  });

  it('prices 2 000 missions of 8–12 h in well under a second', () => {
    const begin = performance.now();
    for (let i = 0; i < 2_000; i++) {
      const s = at('2026-01-01T00:00:00Z') + i * 4 * HOUR + (i % 60) * MINUTE;
      amountOf(
        payForMission(
          {
            startedAt: s,
            endedAt: s + (8 + (i % 5)) * HOUR,
            tariffs: TARIFFS,
            establishmentName: 'X',
          },
          PARIS,
        ),
      );
    }
    expect(performance.now() - begin).toBeLessThan(1_000);
  });
});
