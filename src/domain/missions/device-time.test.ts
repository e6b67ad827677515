import { describe, expect, it } from 'vitest';
import {
  checkDeviceTime,
  DEVICE_TIME_MAX_AGE_MS,
  DEVICE_TIME_MAX_FUTURE_MS,
} from './device-time.ts';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe('checkDeviceTime', () => {
  it('has the product bounds: 5 minutes ahead, 7 days back', () => {
    expect(DEVICE_TIME_MAX_FUTURE_MS).toBe(300_000);
    expect(DEVICE_TIME_MAX_AGE_MS).toBe(604_800_000);
  });

  it('accepts the present and anything in between', () => {
    expect(checkDeviceTime(NOW, NOW)).toBeNull();
    expect(checkDeviceTime(NOW - 3 * 24 * 3_600_000, NOW)).toBeNull();
    expect(checkDeviceTime(NOW + 60_000, NOW)).toBeNull();
  });

  it('accepts exactly 5 minutes ahead and refuses one millisecond more', () => {
    expect(checkDeviceTime(NOW + DEVICE_TIME_MAX_FUTURE_MS, NOW)).toBeNull();
    expect(checkDeviceTime(NOW + DEVICE_TIME_MAX_FUTURE_MS + 1, NOW)).toBe(
      "L'heure indiquée est dans le futur.",
    );
  });

  it('accepts exactly 7 days old and refuses one millisecond more', () => {
    expect(checkDeviceTime(NOW - DEVICE_TIME_MAX_AGE_MS, NOW)).toBeNull();
    expect(checkDeviceTime(NOW - DEVICE_TIME_MAX_AGE_MS - 1, NOW)).toBe(
      "L'heure indiquée date de plus de 7 jours.",
    );
  });

  it('refuses a time that is not a number', () => {
    expect(checkDeviceTime(Number.NaN, NOW)).toBe('Date et heure invalides.');
  });
});
