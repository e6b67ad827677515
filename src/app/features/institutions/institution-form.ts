import type { TarificationOut, TariffKey } from '../../../contract/common.ts';
import type { Institution, InstitutionUpdateBody } from '../../../contract/institutions.ts';

// Spelled out rather than imported: a value import from src/contract would pull zod into the bundle.
export const TARIFF_KEYS = [
  'weekday_rate',
  'weekend_rate',
  'night_week_rate',
  'night_weekend_rate',
  'travel_fee',
] as const satisfies readonly TariffKey[];

/** A tariff input as read from the form: its text, and whether the browser rejected the text. */
export interface TariffField {
  value: string;
  /** `validity.badInput`: a number input holding something that is not a number. */
  badInput?: boolean;
}

/**
 * One tariff input to the number sent (spec §5: parsed as a number, non-numeric becomes 0).
 * An EMPTY input stays null (« Non définie »): turning an undefined rate into 0 €/h on every
 * save would pay missions at 0 € instead of blocking them (PRODUCT §5).
 */
export function parseTariffField(field: TariffField): number | null {
  if (field.badInput) return 0;
  const text = field.value.trim();
  if (text === '') return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : 0;
}

export interface InstitutionFormFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  tariffs: Record<TariffKey, TariffField>;
}

/** The body of PUT /institutions/{id}: every field, the five tariffs as numbers or null. */
export function buildInstitutionUpdate(fields: InstitutionFormFields): InstitutionUpdateBody {
  const tarification = {} as TarificationOut;
  for (const key of TARIFF_KEYS) tarification[key] = parseTariffField(fields.tariffs[key]);
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    address: fields.address.trim(),
    tarification,
  };
}

/** The text an input starts with: « 28.5 » for 28,50 €, empty when not defined. */
export function tariffInputValue(value: number | null): string {
  return value === null ? '' : String(value);
}

/** PRODUCT §3: the admin edits any establishment, an establishment only itself. */
export function canEditInstitution(
  viewer: { id: string; role: string },
  institution: Pick<Institution, 'id'>,
): boolean {
  return viewer.role === 'admin' || (viewer.role === 'institution' && viewer.id === institution.id);
}
