import type { Location } from '../../../contract/institutions.ts';
import { FAR_FROM_PLACE_M } from '../../../domain/geo/distance.ts';
import { formatDistance } from '../../ui/sign-off.ts';
import { fr } from './fr.ts';

/**
 * The place's own error must not flag a tap on its own: half the distance from which a tap is
 * highlighted (250 m). A computer placed by its Wi-Fi does far better; one placed by its
 * internet address does not, and is asked to type the coordinates instead.
 */
export const MAX_PLACE_ACCURACY_M = FAR_FROM_PLACE_M / 2;

/** How long the browser may look for the position before « trop de temps ». */
export const LOCATE_TIMEOUT_MS = 20_000;

export type LocationReading = { ok: true; location: Location } | { ok: false; message: string };

/** The browser's refusal, said in French with a way out (typing the coordinates). */
export function positionErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return fr.location.denied;
    case 2:
      return fr.location.unavailable;
    case 3:
      return fr.location.timeout;
    default:
      return fr.location.unavailable;
  }
}

/**
 * One reading of where this device is, for « Utiliser ma position »: a single
 * `getCurrentPosition`, never a watch. Resolves with the place or the French reason it could
 * not be had (no API, not https, refused, unavailable, too slow, too imprecise).
 */
export function readLocation(
  geolocation: Geolocation | undefined,
  secureContext: boolean,
): Promise<LocationReading> {
  if (!secureContext) return Promise.resolve({ ok: false, message: fr.location.insecure });
  if (geolocation === undefined) {
    return Promise.resolve({ ok: false, message: fr.location.unsupported });
  }
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (coords.accuracy > MAX_PLACE_ACCURACY_M) {
          resolve({
            ok: false,
            message: fr.location.imprecise(formatDistance(Math.round(coords.accuracy))),
          });
          return;
        }
        resolve({ ok: true, location: { lat: coords.latitude, lng: coords.longitude } });
      },
      (error) => resolve({ ok: false, message: positionErrorMessage(error.code) }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
