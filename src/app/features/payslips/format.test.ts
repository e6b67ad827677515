import { describe, expect, it } from 'vitest';
import { formatLocalPeriod as formatPeriod } from '../../ui/format.ts';
import { formatLocalDate, formatPercent, formatShortDate } from './format.ts';

/** Intl separates French thousands and units with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('payslip formatting', () => {
  it('shows the commission rate as a French percentage', () => {
    expect(plain(formatPercent(7))).toBe('7 %');
  });

  it('formats calendar dates without any time-zone shift', () => {
    expect(formatLocalDate('2025-11-01')).toBe('1 novembre 2025');
    expect(formatLocalDate('2025-12-31')).toBe('31 décembre 2025');
    expect(formatShortDate('2025-03-09')).toBe('09/03/2025');
    expect(formatLocalDate('not a date')).toBe('not a date');
  });

  it('formats a period as an Intl range', () => {
    expect(plain(formatPeriod('2025-11-01', '2025-11-30'))).toBe('1–30 novembre 2025');
    expect(plain(formatPeriod('2025-10-27', '2025-11-30'))).toBe('27 octobre – 30 novembre 2025');
    expect(plain(formatPeriod('2025-11-18', '2025-11-18'))).toBe('18 novembre 2025');
  });
});
