import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  formatHours,
  formatInstantDate,
  formatLocalDate,
  formatPercent,
  formatPeriod,
  formatRate,
  formatShortDate,
} from './format.ts';

/** Intl separates French thousands and units with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('payslip formatting', () => {
  it('shows euros with two decimals and French separators', () => {
    expect(plain(formatEuros(1234.56))).toBe('1 234,56 €');
    expect(plain(formatEuros(0))).toBe('0,00 €');
    expect(plain(formatEuros(12.5))).toBe('12,50 €');
    expect(plain(formatRate(28.5))).toBe('28,50 €/h');
  });

  it('shows hours with one decimal (spec §9)', () => {
    expect(plain(formatHours(37.5))).toBe('37,5 h');
    expect(plain(formatHours(12))).toBe('12,0 h');
    expect(plain(formatHours(7.25))).toBe('7,3 h');
    expect(plain(formatHours(1234.04))).toBe('1 234,0 h');
  });

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

  it('formats an instant in Paris', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatInstantDate('2025-12-31T23:30:00Z')).toBe('1 janvier 2026');
  });
});
