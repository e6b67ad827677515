import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatInstantDateTime } from './format.ts';
import {
  DEFAULT_TIME_ZONE,
  TIME_ZONE_KEY,
  appTimeZone,
  resetAppTimeZoneForTests,
  setAppTimeZone,
  zonedDateTimeFormat,
} from './time-zone.ts';

let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  resetAppTimeZoneForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppTimeZoneForTests();
});

describe('the business time zone', () => {
  it('is Paris before the server said anything', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Paris');
    expect(appTimeZone()).toBe('Europe/Paris');
  });

  it('takes the server’s zone and keeps it for the next (offline) start', () => {
    expect(setAppTimeZone('America/Cayenne')).toBe(true);
    expect(appTimeZone()).toBe('America/Cayenne');
    expect(stored.get(TIME_ZONE_KEY)).toBe('America/Cayenne');
    resetAppTimeZoneForTests();
    expect(appTimeZone()).toBe('America/Cayenne');
  });

  it('ignores a name Intl does not know, stored or received', () => {
    stored.set(TIME_ZONE_KEY, 'Mars/Olympus');
    expect(appTimeZone()).toBe('Europe/Paris');
    expect(setAppTimeZone('Nowhere/Else')).toBe(false);
    expect(setAppTimeZone(42)).toBe(false);
    expect(appTimeZone()).toBe('Europe/Paris');
  });

  it('is the default where there is no storage (the service worker)', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', undefined);
    resetAppTimeZoneForTests();
    expect(appTimeZone()).toBe('Europe/Paris');
  });
});

describe('zonedDateTimeFormat', () => {
  const instant = Date.UTC(2025, 2, 12, 13, 5); // 14:05 in Paris, 10:05 in Cayenne

  it('formats in the zone of the moment, even when made before the zone was known', () => {
    const clock = zonedDateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
    expect(clock.format(instant)).toBe('14:05');
    setAppTimeZone('America/Cayenne');
    expect(clock.format(instant)).toBe('10:05');
    expect(clock.formatRange(instant, instant + 3_600_000)).toMatch(/^10:05\s*–\s*11:05$/);
  });

  it('is what the shared formats use', () => {
    expect(formatInstantDateTime('2025-03-12T13:05:00Z')).toBe('12 mars 2025 à 14:05');
    setAppTimeZone('America/Cayenne');
    expect(formatInstantDateTime('2025-03-12T13:05:00Z')).toBe('12 mars 2025 à 10:05');
  });
});
