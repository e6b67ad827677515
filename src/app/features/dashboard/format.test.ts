import { describe, expect, it } from 'vitest';
import { formatEuros, formatMonth } from './format.ts';

describe('dashboard formats', () => {
  it('writes euros the French way', () => {
    // Intl uses narrow no-break spaces: compare with them normalised.
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(0).replace(/\s/g, ' ')).toBe('0,00 €');
  });

  it('names the month of a YYYY-MM label', () => {
    expect(formatMonth('2025-03')).toBe('mars 2025');
    expect(formatMonth('2025-12')).toBe('décembre 2025');
    expect(formatMonth('bientôt')).toBe('bientôt');
  });
});
