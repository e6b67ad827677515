import { describe, it, expect } from 'vitest';
import { scheduleTotal } from './schedule-total.ts';

describe('scheduleTotal', () => {
  it('prices a day slot: 8 h × 25,00 € + 15,00 € = 215,00 €', () => {
    expect(
      scheduleTotal({
        tarifBaseCents: 2_500,
        deplacementCostCents: 1_500,
        timeStart: '08:00',
        timeEnd: '16:00',
      }),
    ).toEqual({ minutes: 480, baseCents: 20_000, deplacementCents: 1_500, totalCents: 21_500 });
  });

  it('crosses midnight when the end is before the start: 21:00 → 07:00 is 10 h', () => {
    expect(
      scheduleTotal({
        tarifBaseCents: 2_500,
        deplacementCostCents: null,
        timeStart: '21:00',
        timeEnd: '07:00',
      }),
    ).toEqual({ minutes: 600, baseCents: 25_000, deplacementCents: 0, totalCents: 25_000 });
  });

  it('rounds the base half up to the cent', () => {
    const slot = (tarifBaseCents: number, timeEnd: string) =>
      scheduleTotal({ tarifBaseCents, deplacementCostCents: 0, timeStart: '08:00', timeEnd });
    // 25,50 €/h × 1 min = 0,425 € → 0,43 €
    expect(slot(2_550, '08:01').baseCents).toBe(43);
    // 25,00 €/h × 7 min = 2,9166… € → 2,92 €
    expect(slot(2_500, '08:07').baseCents).toBe(292);
  });

  it('accepts the seconds Postgres prints for a time', () => {
    expect(
      scheduleTotal({
        tarifBaseCents: 2_000,
        deplacementCostCents: 0,
        timeStart: '06:30:00',
        timeEnd: '14:00:00',
      }),
    ).toMatchObject({ minutes: 450, baseCents: 15_000 });
  });

  it('gives 0 minutes when the end equals the start', () => {
    expect(
      scheduleTotal({
        tarifBaseCents: 2_000,
        deplacementCostCents: 500,
        timeStart: '08:00',
        timeEnd: '08:00',
      }),
    ).toEqual({ minutes: 0, baseCents: 0, deplacementCents: 500, totalCents: 500 });
  });

  it('refuses malformed times and amounts', () => {
    const base = { tarifBaseCents: 2_000, deplacementCostCents: 0, timeStart: '08:00' };
    expect(() => scheduleTotal({ ...base, timeEnd: '24:00' })).toThrow(RangeError);
    expect(() => scheduleTotal({ ...base, timeEnd: '8:00' })).toThrow(RangeError);
    expect(() => scheduleTotal({ ...base, timeEnd: '08:00:30' })).toThrow(RangeError);
    expect(() => scheduleTotal({ ...base, timeEnd: '09:00', tarifBaseCents: -1 })).toThrow(
      RangeError,
    );
  });
});
