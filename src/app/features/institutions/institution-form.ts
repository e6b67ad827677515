import type { TarificationOut, TariffKey } from '../../../contract/common.ts';
import type { Institution, InstitutionUpdateBody } from '../../../contract/institutions.ts';
import { parseEuros } from '../../../domain/money/parse-euros.ts';
import { TARIFF_KEYS } from '../../ui/tariffs.ts';

/** A tariff input as read from the form: its text. */
export interface TariffField {
  value: string;
}

/**
 * One tariff input to the number sent: « 39,5 » and « 39.5 » are 39,50 € (`parseEuros`); an
 * EMPTY input stays null (« Non définie »: turning an undefined rate into 0 €/h on every save
 * would pay missions at 0 € instead of blocking them, docs/product-rules.md §4); anything that
 * is not a number stays NaN, which the contract's schema refuses under the field — never 0,
 * never a guess (docs/decisions.md « Money inputs »).
 */
export function parseTariffField(field: TariffField): number | null {
  return parseEuros(field.value);
}

export interface InstitutionFormFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  tariffs: Record<TariffKey, TariffField>;
  /** As typed; empty removes it. Absent: unchanged. */
  siret?: string;
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
    ...(fields.siret === undefined ? {} : { siret: fields.siret.trim() }),
  };
}

/** docs/product-rules.md §1: the admin edits any establishment, an establishment only itself. */
export function canEditInstitution(
  viewer: { id: string; role: string; institution_id?: string | null | undefined },
  institution: Pick<Institution, 'id'>,
): boolean {
  return (
    viewer.role === 'admin' ||
    (viewer.role === 'institution' && (viewer.institution_id ?? viewer.id) === institution.id)
  );
}

/** « 732 829 320 00074 »: the SIREN in three groups, then the establishment's five digits. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret)
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : siret;
}
