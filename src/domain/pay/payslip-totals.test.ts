import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { COMMISSION_RATE_PERCENT, payslipTotals } from './payslip-totals.ts';

const HOUR = 3_600_000;

describe('payslipTotals', () => {
  it('takes a 7 % commission', () => {
    expect(COMMISSION_RATE_PERCENT).toBe(7);
  });

  it('rounds the commission half up: 1 234,50 € → 86,415 € → 86,42 €, net 1 148,08 €', () => {
    expect(payslipTotals([123_450], [8 * HOUR])).toEqual({
      totalMs: 8 * HOUR,
      totalHours: 8,
      grossCents: 123_450,
      commissionCents: 8_642,
      netCents: 114_808,
    });
  });

  it('sums missions', () => {
    expect(payslipTotals([20_000, 24_900, 1_500], [8 * HOUR, 8 * HOUR, HOUR / 2])).toEqual({
      totalMs: 16.5 * HOUR,
      totalHours: 16.5,
      grossCents: 46_400,
      commissionCents: 3_248,
      netCents: 43_152,
    });
  });

  it('is all zeros for no mission', () => {
    expect(payslipTotals([], [])).toEqual({
      totalMs: 0,
      totalHours: 0,
      grossCents: 0,
      commissionCents: 0,
      netCents: 0,
    });
  });

  it('refuses mismatched lists and fractional cents', () => {
    expect(() => payslipTotals([100], [])).toThrow(RangeError);
    expect(() => payslipTotals([100.5], [HOUR])).toThrow(RangeError);
  });

  it('keeps net + commission = gross, with the commission within half a cent of 7 %', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 60 }),
        (amounts) => {
          const t = payslipTotals(
            amounts,
            amounts.map(() => HOUR),
          );
          return (
            t.netCents + t.commissionCents === t.grossCents &&
            Math.abs(100 * t.commissionCents - COMMISSION_RATE_PERCENT * t.grossCents) <= 50
          );
        },
      ),
    );
  });
});
