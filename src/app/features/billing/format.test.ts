import { describe, expect, it } from 'vitest';
import { formatEuros, formatHours, formatMissionTime, formatMonth } from './format.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('billing formatting', () => {
  it('names a month in French, capitalised', () => {
    expect(formatMonth('2025-11')).toBe('Novembre 2025');
    expect(formatMonth('2026-01')).toBe('Janvier 2026');
    expect(formatMonth('nope')).toBe('nope');
  });

  it('shows euros and hours as on payslips', () => {
    expect(plain(formatEuros(1170.5))).toBe('1 170,50 €');
    expect(plain(formatHours(12))).toBe('12,0 h');
  });

  it('shows when a mission ran, in Paris', () => {
    expect(plain(formatMissionTime('2025-11-18T06:00:00Z', '2025-11-18T18:00:00Z'))).toBe(
      '18/11/2025, 07:00 – 19:00',
    );
    expect(plain(formatMissionTime('2025-11-18T20:00:00Z', '2025-11-19T06:00:00Z'))).toBe(
      '18/11/2025 21:00 – 19/11/2025 07:00',
    );
  });
});
