import { z } from './z.ts';
import {
  HOURLY_RATE_MAX,
  TARIFF_KEYS,
  TRAVEL_FEE_MAX,
  YEAR_MAX,
  YEAR_MIN,
  YEAR_OUT_OF_RANGE,
  type TariffKey,
} from './limits.ts';
import { ROLES } from './route-table.ts';

/** Ids are opaque strings; clients must not parse them. */
export const Id = z.string().min(1, 'Identifiant manquant.').max(64, 'Identifiant trop long.');
export const IdParams = z.object({ id: Id });

export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
/** Every error answer: a French sentence, or for a validation failure (422) the list of issues. */
export const ErrorBody = z.object({ detail: z.union([z.string(), z.array(ValidationIssue)]) });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Message = z.object({ message: z.string() });

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
export const UserStatus = z.enum(['pending', 'approved', 'rejected']);
export type UserStatus = z.infer<typeof UserStatus>;

/**
 * An amount in euros as typed by a person: ≥ 0, at most `max`, two decimals. Stored in cents.
 * The message above `max` is written when it is needed: a module that formats a number in French
 * as it loads makes the browser load its French number data then, before the first screen (about
 * 20 ms on « Mes prestations » opened offline).
 */
function euros(max: number, tooHigh: () => string) {
  return z
    .number({ error: 'Montant invalide : un nombre est attendu.' })
    .min(0, 'Le montant ne peut pas être négatif.')
    .max(max, { error: tooHigh })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      message: 'Le montant a au plus deux décimales.',
    });
}
const euroText = (n: number) => n.toLocaleString('fr-FR');

/** Any amount in euros as typed by a person (at most 100 000 €). */
export const Euros = euros(100_000, () => 'Montant trop élevé.');
/** An hourly rate (€/h): at most HOURLY_RATE_MAX. */
export const HourlyRate = euros(
  HOURLY_RATE_MAX,
  () => `Un tarif horaire ne dépasse pas ${euroText(HOURLY_RATE_MAX)} €/h.`,
);
/** A travel fee (€ per mission or slot): at most TRAVEL_FEE_MAX. */
export const TravelFee = euros(
  TRAVEL_FEE_MAX,
  () => `Des frais de déplacement ne dépassent pas ${euroText(TRAVEL_FEE_MAX)} €.`,
);

export const Tarification = z.object({
  weekday_rate: HourlyRate.nullable().optional(),
  weekend_rate: HourlyRate.nullable().optional(),
  night_week_rate: HourlyRate.nullable().optional(),
  night_weekend_rate: HourlyRate.nullable().optional(),
  travel_fee: TravelFee.nullable().optional(),
});
export type Tarification = z.infer<typeof Tarification>;
export { TARIFF_KEYS, type TariffKey };

/** Tariffs as served: euros with two decimals, null when not defined. */
export const TarificationOut = z.object({
  weekday_rate: z.number().nullable(),
  weekend_rate: z.number().nullable(),
  night_week_rate: z.number().nullable(),
  night_weekend_rate: z.number().nullable(),
  travel_fee: z.number().nullable(),
});
export type TarificationOut = z.infer<typeof TarificationOut>;

/** Whether an ISO date, instant or month (`YYYY-…`) names a year from YEAR_MIN to YEAR_MAX. */
export const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

/** Instants travel as ISO-8601 strings with an offset. */
export const Instant = z.iso
  .datetime({
    offset: true,
    error: 'Date et heure invalides (ISO 8601 attendu).',
  })
  .refine(yearInRange, YEAR_OUT_OF_RANGE);
/** A calendar date YYYY-MM-DD (a real one: no 31 April), within the accepted years. */
export const LocalDate = z.iso
  .date({ error: 'Date invalide (AAAA-MM-JJ attendu).' })
  .refine(yearInRange, YEAR_OUT_OF_RANGE);

/** Decimal degrees (WGS 84), as the browser's Geolocation API gives them. */
export const Latitude = z
  .number({ error: 'La latitude doit être un nombre.' })
  .min(-90, 'La latitude est comprise entre -90 et 90.')
  .max(90, 'La latitude est comprise entre -90 et 90.');
export const Longitude = z
  .number({ error: 'La longitude doit être un nombre.' })
  .min(-180, 'La longitude est comprise entre -180 et 180.')
  .max(180, 'La longitude est comprise entre -180 et 180.');
