import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appTimeZone, resetAppTimeZoneForTests, setAppTimeZone } from '../ui/time-zone.ts';
import { loadAppConfig } from './app-config.ts';

let answer: () => Promise<Response>;
const urls: string[] = [];

beforeEach(() => {
  urls.length = 0;
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return answer();
  });
  resetAppTimeZoneForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppTimeZoneForTests();
});

describe('loadAppConfig', () => {
  it('takes the business time zone from GET /api/config', async () => {
    answer = () => Promise.resolve(Response.json({ timezone: 'Asia/Tokyo' }));
    await loadAppConfig();
    expect(urls).toEqual(['/api/config']);
    expect(appTimeZone()).toBe('Asia/Tokyo');
  });

  it('keeps the known zone when offline, and never rejects', async () => {
    setAppTimeZone('America/Cayenne');
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadAppConfig()).resolves.toBeUndefined();
    expect(appTimeZone()).toBe('America/Cayenne');
  });

  it('keeps the known zone when the answer is not a zone', async () => {
    answer = () => Promise.resolve(Response.json({ timezone: 'Atlantis/Deep' }));
    await loadAppConfig();
    expect(appTimeZone()).toBe('Europe/Paris');
  });
});
