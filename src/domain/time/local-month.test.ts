import { describe, expect, it } from 'vitest';
import { localMidnight, localMonthOf } from './local-month.ts';

const PARIS = 'Europe/Paris';
const iso = (ms: number) => new Date(ms).toISOString();

describe('localMonthOf', () => {
  it('gives the Paris month of an instant, in UTC bounds (winter offset +1 h)', () => {
    const m = localMonthOf(Date.parse('2025-01-15T12:00:00Z'), PARIS);
    expect(m.label).toBe('2025-01');
    expect(iso(m.startMs)).toBe('2024-12-31T23:00:00.000Z');
    expect(iso(m.endMs)).toBe('2025-01-31T23:00:00.000Z');
  });

  it('uses the local date, not the UTC one, on the last evening of a month', () => {
    // 31 May 23:30 UTC is already 1 June 01:30 in Paris.
    const m = localMonthOf(Date.parse('2025-05-31T23:30:00Z'), PARIS);
    expect(m.label).toBe('2025-06');
    expect(iso(m.startMs)).toBe('2025-05-31T22:00:00.000Z');
    expect(iso(m.endMs)).toBe('2025-06-30T22:00:00.000Z');
  });

  it('spans a DST change: March starts at +1 h and ends at +2 h', () => {
    const m = localMonthOf(Date.parse('2025-03-30T12:00:00Z'), PARIS);
    expect(iso(m.startMs)).toBe('2025-02-28T23:00:00.000Z');
    expect(iso(m.endMs)).toBe('2025-03-31T22:00:00.000Z');
  });

  it('rolls December over to January of the next year', () => {
    const m = localMonthOf(Date.parse('2025-12-31T22:59:59Z'), PARIS);
    expect(m.label).toBe('2025-12');
    expect(iso(m.endMs)).toBe('2025-12-31T23:00:00.000Z');
    expect(localMonthOf(m.endMs, PARIS).label).toBe('2026-01');
  });

  it('works in a zone west of UTC', () => {
    const m = localMonthOf(Date.parse('2025-07-01T02:00:00Z'), 'America/New_York');
    expect(m.label).toBe('2025-06');
    expect(iso(m.startMs)).toBe('2025-06-01T04:00:00.000Z');
    expect(iso(m.endMs)).toBe('2025-07-01T04:00:00.000Z');
  });
});

describe('localMidnight', () => {
  it('is UTC midnight in UTC', () => {
    expect(iso(localMidnight(2024, 2, 29, 'UTC'))).toBe('2024-02-29T00:00:00.000Z');
  });
});
