/**
 * Great-circle distance between two positions, by the haversine formula on a sphere of the
 * Earth's mean radius. A phone's own accuracy is tens of metres, so the sphere's error (under
 * 0.5 %) does not matter for « Début à 90 m de l'établissement ».
 */

/** A point on Earth, in decimal degrees (WGS 84, as the browser's Geolocation API gives it). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius used by the haversine formula, in metres. */
export const EARTH_RADIUS_M = 6_371_000;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between `a` and `b`, rounded to the metre. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding may push h a hair above 1 for antipodal points.
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * From this distance on, a tap is shown highlighted to the establishment and the administrator:
 * a phone indoors is often 50–150 m off, so 500 m means the nurse was probably not there.
 */
export const FAR_FROM_PLACE_M = 500;

/** The distance of a tap to the place, or null when either position is unknown. */
export function distanceOrNull(
  tap: LatLng | null | undefined,
  place: LatLng | null | undefined,
): number | null {
  return tap && place ? distanceMetres(tap, place) : null;
}
