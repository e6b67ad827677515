import { describe, expect, it, vi } from 'vitest';
import { fr } from './fr.ts';
import { LOCATE_TIMEOUT_MS, readLocation } from './read-location.ts';

/** A Geolocation that answers once, as the browser would. */
function geolocationAnswering(
  answer: { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number },
) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if ('coords' in answer) success(answer as unknown as GeolocationPosition);
      else failure?.(answer as unknown as GeolocationPositionError);
    },
  );
  return {
    getCurrentPosition,
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

describe('readLocation', () => {
  it('reads the position once, precisely, without a cached one', async () => {
    const geo = geolocationAnswering({
      coords: { latitude: 45.76, longitude: 4.83, accuracy: 30 },
    });
    expect(await readLocation(geo, true)).toEqual({
      ok: true,
      location: { lat: 45.76, lng: 4.83 },
    });
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geo.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: LOCATE_TIMEOUT_MS,
      maximumAge: 0,
    });
    expect(geo.watchPosition).not.toHaveBeenCalled();
  });

  it('says each refusal in French, with a way out', async () => {
    expect(await readLocation(geolocationAnswering({ code: 1 }), true)).toEqual({
      ok: false,
      message: fr.location.denied,
    });
    expect(await readLocation(geolocationAnswering({ code: 2 }), true)).toEqual({
      ok: false,
      message: fr.location.unavailable,
    });
    expect(await readLocation(geolocationAnswering({ code: 3 }), true)).toEqual({
      ok: false,
      message: fr.location.timeout,
    });
  });

  it('refuses a position too imprecise to measure distances from', async () => {
    const geo = geolocationAnswering({ coords: { latitude: 45, longitude: 4, accuracy: 2100 } });
    const reading = await readLocation(geo, true);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toBe(fr.location.imprecise('2,1\u202fkm'));
  });

  it('does not ask without the API or outside https', async () => {
    expect(await readLocation(undefined, true)).toEqual({
      ok: false,
      message: fr.location.unsupported,
    });
    const geo = geolocationAnswering({ code: 1 });
    expect(await readLocation(geo, false)).toEqual({ ok: false, message: fr.location.insecure });
    expect(geo.getCurrentPosition).not.toHaveBeenCalled();
  });
});
