import { describe, expect, it } from 'vitest';
import { endsNextDay, formatScheduleDate, formatSlotHours, formatTimeOfDay } from './format.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('schedule formatting', () => {
  it('shows the date as a long French date, without shifting the day', () => {
    expect(formatScheduleDate('2025-11-22')).toBe('samedi 22 novembre 2025');
    expect(formatScheduleDate('2026-01-01')).toBe('jeudi 1 janvier 2026');
  });

  it('shows wall times and whether the slot ends the next day', () => {
    expect(formatTimeOfDay('08:00')).toBe('08:00');
    expect(formatTimeOfDay('21:30:00')).toBe('21:30');
    expect(endsNextDay('21:00', '07:00')).toBe(true);
    expect(endsNextDay('08:00', '16:00')).toBe(false);
  });

  it('shows slot hours in French, to the minute', () => {
    expect(plain(formatSlotHours(8))).toBe('8 h 00');
    expect(plain(formatSlotHours(7.5))).toBe('7 h 30');
    expect(plain(formatSlotHours(2 + 20 / 60))).toBe('2 h 20');
  });
});
