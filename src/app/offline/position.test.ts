import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  POSITION_MAX_AGE_MS,
  POSITION_TIMEOUT_MS,
  readTapPosition,
  toPosition,
  type GeolocationLike,
} from './position.ts';

const coords = (latitude: number, longitude: number, accuracy: number) => ({
  coords: { latitude, longitude, accuracy },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readTapPosition', () => {
  it('reads one position, coarse (no GPS), always fresh (never the previous tap’s), within 3 s', async () => {
    const getCurrentPosition = vi.fn<GeolocationLike['getCurrentPosition']>((success) =>
      success(coords(45.764043123, 4.835659456, 35.4)),
    );
    expect(await readTapPosition({ getCurrentPosition })).toEqual({
      lat: 45.764043,
      lng: 4.835659,
      accuracy: 35,
    });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: false,
      timeout: POSITION_TIMEOUT_MS,
      maximumAge: POSITION_MAX_AGE_MS,
    });
    expect(POSITION_TIMEOUT_MS).toBe(3_000);
    expect(POSITION_MAX_AGE_MS).toBe(0);
  });

  it('gives null when refused, when the API throws, or when nothing comes within the budget', async () => {
    expect(
      await readTapPosition({ getCurrentPosition: (_ok, error) => error?.({ code: 1 }) }),
    ).toBeNull();
    expect(
      await readTapPosition({
        getCurrentPosition: () => {
          throw new Error('insecure origin');
        },
      }),
    ).toBeNull();

    // A permission prompt left open: the API's own timeout does not run, ours does.
    vi.useFakeTimers();
    const hanging = readTapPosition({ getCurrentPosition: () => undefined });
    let result: unknown = 'pending';
    void hanging.then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(POSITION_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBeNull();
  });

  it('keeps the first answer only', async () => {
    const position = await readTapPosition({
      getCurrentPosition: (success, error) => {
        success(coords(48.85, 2.35, 20));
        error?.({ code: 3 });
        success(coords(0, 0, 1));
      },
    });
    expect(position).toEqual({ lat: 48.85, lng: 2.35, accuracy: 20 });
  });
});

describe('toPosition', () => {
  it('drops a reading the server would refuse, rather than have it refuse the whole batch', () => {
    expect(toPosition({ latitude: 91, longitude: 2, accuracy: 10 })).toBeNull();
    expect(toPosition({ latitude: 45, longitude: -181, accuracy: 10 })).toBeNull();
    expect(toPosition({ latitude: 45, longitude: 2, accuracy: 150_000 })).toBeNull();
    expect(toPosition({ latitude: Number.NaN, longitude: 2, accuracy: 10 })).toBeNull();
    expect(toPosition({ latitude: -90, longitude: 180, accuracy: 0 })).toEqual({
      lat: -90,
      lng: 180,
      accuracy: 0,
    });
  });
});
