import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  capitalised,
  formatEuros,
  formatHours,
  formatInstantDate,
  formatInstantDateTime,
  formatMonth,
  formatRate,
} from './format.ts';

/** Intl separates French thousands and units with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('euros and hours', () => {
  it('shows euros with two decimals and French separators', () => {
    expect(plain(formatEuros(1234.56))).toBe('1 234,56 €');
    expect(plain(formatEuros(0))).toBe('0,00 €');
    expect(plain(formatEuros(12.5))).toBe('12,50 €');
    expect(plain(formatEuros(1170.5))).toBe('1 170,50 €');
    expect(plain(formatEuros(1243))).toBe('1 243,00 €');
    // Intl uses narrow no-break spaces: compare with them normalised.
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('shows an hourly rate in €/h', () => {
    expect(plain(formatRate(28.5))).toBe('28,50 €/h');
  });

  it('shows hours with one decimal (docs/product-rules.md §8)', () => {
    expect(plain(formatHours(37.5))).toBe('37,5 h');
    expect(plain(formatHours(12))).toBe('12,0 h');
    expect(plain(formatHours(7.25))).toBe('7,3 h');
    expect(plain(formatHours(1234.04))).toBe('1 234,0 h');
  });
});

describe('months and days', () => {
  it('names the month of a YYYY-MM label', () => {
    expect(formatMonth('2025-03')).toBe('mars 2025');
    expect(formatMonth('2025-12')).toBe('décembre 2025');
    expect(formatMonth('bientôt')).toBe('bientôt');
  });

  it('capitalises a label', () => {
    expect(capitalised('jour semaine')).toBe('Jour semaine');
    expect(capitalised('')).toBe('');
  });

  it('reads a local calendar date as that day at UTC midnight', () => {
    expect(calendarDay('2025-11-22').toISOString()).toBe('2025-11-22T00:00:00.000Z');
    expect(Number.isNaN(calendarDay('not a date').getTime())).toBe(true);
  });
});

describe('instants, in Paris', () => {
  it('gives the day in Paris', () => {
    expect(formatInstantDate('2025-11-21T14:00:00Z')).toBe('21 novembre 2025');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatInstantDate('2025-12-31T23:30:00Z')).toBe('1 janvier 2026');
  });

  it('gives the day and the time in Paris', () => {
    expect(plain(formatInstantDateTime('2025-03-01T13:05:00Z'))).toBe('1 mars 2025 à 14:05');
  });

  it('shows an unreadable instant as received', () => {
    expect(formatInstantDate('bientôt')).toBe('bientôt');
    expect(formatInstantDateTime('bientôt')).toBe('bientôt');
  });
});
