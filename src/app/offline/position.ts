import type { Position } from '../../contract/missions.ts';

// One reading of where the phone is, at a tap on accept/start/end, and only when the
// professional has switched on « Partager ma position lors des gestes ». Nothing else in the app
// reads a position: no watch, no reading in the background or between taps.

/** The reading's budget: past it the tap leaves without a position rather than wait. */
export const POSITION_TIMEOUT_MS = 3_000;

/**
 * Always a fresh reading: a position the phone kept from an earlier reading may be the previous
 * tap's (a start a minute ago, somewhere else), and each tap must say where that tap was.
 */
export const POSITION_MAX_AGE_MS = 0;

/**
 * Network and Wi-Fi positioning rather than GPS (`enableHighAccuracy: false`): the distance to
 * the establishment matters from 500 m, which tens of metres of error do not change; inside a
 * building GPS often needs longer than the 3 s budget (and then gives nothing at all), and it
 * drains the battery.
 */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: POSITION_TIMEOUT_MS,
  maximumAge: POSITION_MAX_AGE_MS,
};

/** The part of `navigator.geolocation` read here (tests pass a fake). */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: {
      coords: { latitude: number; longitude: number; accuracy: number };
    }) => void,
    error?: ((error: unknown) => void) | null,
    options?: PositionOptions,
  ): void;
}

/** The browser's geolocation, or null where there is none (insecure origin, old browser). */
export function browserGeolocation(): GeolocationLike | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as { geolocation?: GeolocationLike }).geolocation ?? null;
}

/** The contract's bound on `accuracy` (metres): a coarser reading is worth nothing here. */
const MAX_ACCURACY_M = 100_000;

/**
 * The reading as the contract takes it, or null when it is not one the server would accept: an
 * invalid position would make the server refuse the whole batch, and so hold every tap. Degrees
 * are kept to 6 decimals (about 10 cm), the accuracy to the metre.
 */
export function toPosition(coords: {
  latitude: number;
  longitude: number;
  accuracy: number;
}): Position | null {
  const { latitude, longitude, accuracy } = coords;
  if (![latitude, longitude, accuracy].every(Number.isFinite)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (accuracy < 0 || accuracy > MAX_ACCURACY_M) return null;
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
  return { lat: round6(latitude), lng: round6(longitude), accuracy: Math.round(accuracy) };
}

/**
 * Reads ONE position: the position, or null when refused, unavailable or slower than
 * `POSITION_TIMEOUT_MS`. Never rejects. Our own timer backs the API's `timeout`, which does not
 * count the time the browser's permission prompt stays open.
 */
export function readTapPosition(
  geolocation: GeolocationLike,
  timeoutMs: number = POSITION_TIMEOUT_MS,
): Promise<Position | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (position: Position | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(position);
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        (reading) => settle(toPosition(reading.coords)),
        () => settle(null),
        { ...POSITION_OPTIONS, timeout: timeoutMs },
      );
    } catch {
      settle(null);
    }
  });
}
