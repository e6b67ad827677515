import { Location } from '../../../contract/institutions.ts';
import type { Institution, InstitutionUpdateBody } from '../../../contract/institutions.ts';
import { fr } from './fr.ts';

export interface LocationFields {
  lat: string;
  lng: string;
}

export type LocationErrors = Partial<Record<keyof LocationFields, string>>;

export type LocationCheck =
  { ok: true; location: Location } | { ok: false; errors: LocationErrors };

/**
 * A coordinate as typed: a French comma or a point, spaces tolerated; « 48,8566 » → 48.8566.
 * Empty stays empty (asked for below), and text that is not a number reaches the schema as
 * NaN, which it refuses with its own words.
 */
function readCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (trimmed === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The typed latitude and longitude, checked by the contract's own `Location` schema (the one
 * the server applies), each problem under its field.
 */
export function checkLocationForm(fields: LocationFields): LocationCheck {
  const errors: LocationErrors = {};
  const lat = readCoordinate(fields.lat);
  const lng = readCoordinate(fields.lng);
  if (lat === null) errors.lat = fr.location.latRequired;
  if (lng === null) errors.lng = fr.location.lngRequired;
  const parsed = Location.safeParse({ lat: lat ?? 0, lng: lng ?? 0 });
  if (parsed.success && lat !== null && lng !== null) return { ok: true, location: parsed.data };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'lat' || field === 'lng') && errors[field] === undefined) {
        errors[field] = issue.message;
      }
    }
  }
  return { ok: false, errors };
}

/**
 * PUT /institutions/{id} carries every field: the establishment's own as they are, with the
 * new location (null removes it).
 */
export function buildLocationUpdate(
  institution: Institution,
  location: Location | null,
): InstitutionUpdateBody {
  return {
    name: institution.name,
    email: institution.email,
    phone: institution.phone,
    address: institution.address,
    tarification: { ...institution.tarification },
    location,
  };
}

const coordinate = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 5,
  maximumFractionDigits: 5,
});

/** « 48,85660 N · 2,35220 E »: hemispheres, not a comma, separate them (French decimals use one). */
export function formatLocation(location: Location): string {
  const lat = `${coordinate.format(Math.abs(location.lat))} ${location.lat < 0 ? 'S' : 'N'}`;
  const lng = `${coordinate.format(Math.abs(location.lng))} ${location.lng < 0 ? 'O' : 'E'}`;
  return `${lat} · ${lng}`;
}

/** A map centred on the place, to check it is the right building. */
export function mapLink(location: Location): string {
  const { lat, lng } = location;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}

/** The value a coordinate input starts with: the stored one, with a French decimal comma. */
export function coordinateInput(value: number | undefined): string {
  return value === undefined ? '' : String(value).replace('.', ',');
}
