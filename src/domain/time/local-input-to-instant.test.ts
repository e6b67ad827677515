import { describe, expect, it } from 'vitest';
import { instantToLocalInput } from './instant-to-local-input.ts';
import { localInputToEpochMs, localInputToInstant } from './local-input-to-instant.ts';

const PARIS = 'Europe/Paris';

describe('localInputToInstant', () => {
  it('reads a winter wall time in Paris (UTC+1)', () => {
    expect(localInputToInstant('2025-01-15T08:00', PARIS)).toBe('2025-01-15T07:00:00.000Z');
  });

  it('reads a summer wall time in Paris (UTC+2)', () => {
    expect(localInputToInstant('2025-07-14T22:30', PARIS)).toBe('2025-07-14T20:30:00.000Z');
  });

  it('does not depend on the zone of the machine: another zone gives another instant', () => {
    expect(localInputToInstant('2025-07-14T22:30', 'America/New_York')).toBe(
      '2025-07-15T02:30:00.000Z',
    );
    expect(localInputToInstant('2025-07-14T22:30', 'UTC')).toBe('2025-07-14T22:30:00.000Z');
  });

  it('accepts seconds, as some browsers send them', () => {
    expect(localInputToInstant('2025-01-15T08:00:30', PARIS)).toBe('2025-01-15T07:00:30.000Z');
  });

  it('keeps the local date across midnight and the new year', () => {
    expect(localInputToInstant('2025-01-01T00:30', PARIS)).toBe('2024-12-31T23:30:00.000Z');
  });

  it('moves a time skipped by the spring change forward by the gap (02:30 → 03:30)', () => {
    // 30 March 2025: 02:00 CET becomes 03:00 CEST.
    expect(localInputToInstant('2025-03-30T02:30', PARIS)).toBe('2025-03-30T01:30:00.000Z');
    expect(localInputToInstant('2025-03-30T01:59', PARIS)).toBe('2025-03-30T00:59:00.000Z');
    expect(localInputToInstant('2025-03-30T03:00', PARIS)).toBe('2025-03-30T01:00:00.000Z');
  });

  it('takes the first of a time that happens twice in autumn', () => {
    // 26 October 2025: 03:00 CEST becomes 02:00 CET; 02:30 happens at 00:30Z and 01:30Z.
    expect(localInputToInstant('2025-10-26T02:30', PARIS)).toBe('2025-10-26T00:30:00.000Z');
    expect(localInputToInstant('2025-10-26T03:00', PARIS)).toBe('2025-10-26T02:00:00.000Z');
  });

  it('refuses empty, malformed and impossible values', () => {
    for (const value of [
      '',
      '2025-01-15',
      '15/01/2025 08:00',
      '2025-02-30T08:00',
      '2025-01-15T24:00',
    ]) {
      expect(localInputToEpochMs(value, PARIS)).toBeNull();
    }
  });
});

describe('instantToLocalInput', () => {
  it('shows an instant on the Paris wall clock, to the minute', () => {
    expect(instantToLocalInput(Date.parse('2025-01-15T07:00:59Z'), PARIS)).toBe('2025-01-15T08:00');
    expect(instantToLocalInput(Date.parse('2025-07-14T20:30:00Z'), PARIS)).toBe('2025-07-14T22:30');
  });

  it('round-trips every 45 minutes of a year, except the hour skipped in spring', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let t = start; t < start + 366 * 86_400_000; t += 45 * 60_000) {
      const input = instantToLocalInput(t, PARIS);
      const back = localInputToEpochMs(input, PARIS);
      // In the autumn overlap the second occurrence reads back as the first, one hour earlier.
      expect([t, t - 3_600_000]).toContain(back);
      expect(instantToLocalInput(back ?? Number.NaN, PARIS)).toBe(input);
    }
  });
});
