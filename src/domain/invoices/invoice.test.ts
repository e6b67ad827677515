import { describe, expect, it } from 'vitest';
import { billableInMonth, invoiceNumber, invoiceTotals, vatRateBasisPoints } from './invoice.ts';

describe('invoice numbers', () => {
  it('numbers invoices and credit notes per year on six digits', () => {
    expect(invoiceNumber('invoice', 2026, 1)).toBe('F-2026-000001');
    expect(invoiceNumber('credit_note', 2027, 123456)).toBe('A-2027-123456');
  });
  it('refuses a number below one', () => {
    expect(() => invoiceNumber('invoice', 2026, 0)).toThrow(RangeError);
  });
});

describe('invoice totals', () => {
  it('computes the VAT once on the total, rounded half up, and TTC = HT + VAT', () => {
    // 333,33 + 0,02 = 333,35 € HT; 20 % = 66,67 € (66,670): TTC 400,02 €.
    expect(invoiceTotals([33_333, 2], 2000)).toEqual({
      totalHtCents: 33_335,
      totalVatCents: 6_667,
      totalTtcCents: 40_002,
    });
    // 0,05 € at 10 %: 0,005 € rounds half up to 0,01 €.
    expect(invoiceTotals([5], 1000).totalVatCents).toBe(1);
    // 5,5 %: 100,00 € → 5,50 €.
    expect(invoiceTotals([10_000], vatRateBasisPoints(5.5)).totalVatCents).toBe(550);
  });
  it('gives zeros for no line and refuses negative or fractional cents', () => {
    expect(invoiceTotals([], 2000)).toEqual({
      totalHtCents: 0,
      totalVatCents: 0,
      totalTtcCents: 0,
    });
    expect(() => invoiceTotals([-1], 2000)).toThrow(RangeError);
    expect(() => invoiceTotals([1.5], 2000)).toThrow(RangeError);
  });
  it('reads a rate in percent as basis points', () => {
    expect(vatRateBasisPoints(20)).toBe(2000);
    expect(vatRateBasisPoints(0)).toBe(0);
    expect(() => vatRateBasisPoints(101)).toThrow(RangeError);
  });
});

describe('billable month', () => {
  const PARIS = 'Europe/Paris';
  it('takes the local end date: 31 Dec 23:30 in Paris is December, not January', () => {
    const end = Date.parse('2026-12-31T22:30:00Z'); // 23:30 in Paris
    expect(billableInMonth(end, '2026-12', PARIS)).toBe(true);
    expect(billableInMonth(Date.parse('2026-12-31T23:30:00Z'), '2026-12', PARIS)).toBe(false);
  });
  it('keeps earlier months not yet billed, never later ones', () => {
    expect(billableInMonth(Date.parse('2026-10-10T10:00:00Z'), '2026-11', PARIS)).toBe(true);
    expect(billableInMonth(Date.parse('2026-12-01T10:00:00Z'), '2026-11', PARIS)).toBe(false);
  });
});

describe('due date', () => {
  it('is 30 days after the issue, across months and years', async () => {
    const { dueDateOf } = await import('./invoice.ts');
    expect(dueDateOf('2026-12-01')).toBe('2026-12-31');
    expect(dueDateOf('2026-12-15')).toBe('2027-01-14');
    expect(dueDateOf('2028-02-01')).toBe('2028-03-02');
  });
});
