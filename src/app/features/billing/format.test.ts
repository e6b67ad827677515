import { describe, expect, it } from 'vitest';
import { formatMissionTime, formatMonthHeading } from './format.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('billing formatting', () => {
  it('names a month in French, capitalised', () => {
    expect(formatMonthHeading('2025-11')).toBe('Novembre 2025');
    expect(formatMonthHeading('2026-01')).toBe('Janvier 2026');
    expect(formatMonthHeading('nope')).toBe('nope');
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
