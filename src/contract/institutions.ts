import { Email } from './auth.ts';
import { OptionalSiret } from './identifiers.ts';
import {
  HourlyRate,
  Latitude,
  Longitude,
  Role,
  TarificationOut,
  TravelFee,
  UserStatus,
} from './common.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { z } from './z.ts';

/** A place, in decimal degrees (WGS 84). */
export const Location = z.object(
  {
    lat: Latitude,
    lng: Longitude,
  },
  { error: 'La position doit être un objet {lat, lng}.' },
);
export type Location = z.infer<typeof Location>;

/** An establishment as the directory (/institutions) and its own profile (/profile) show it. */
export const Institution = z.object({
  id: z.string(),
  /** The establishment's name. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  role: Role,
  status: UserStatus,
  created_at: z.string(),
  /** Euros (per hour; travel fee per mission), null when « Non définie ». */
  tarification: TarificationOut,
  /** Where the establishment is, to measure how far from it a mission was started and ended. */
  location: Location.nullable(),
  /** Its SIRET (14 digits), the buyer's identifier on its invoices; null when not given. */
  siret: z.string().nullable(),
});
export type Institution = z.infer<typeof Institution>;
export const InstitutionList = z.array(Institution);

const tariff = HourlyRate.nullable();

/**
 * The « Modifier » form: every field is sent, the five tariffs as numbers (null clears a rate,
 * which then shows « Non définie » and blocks the pay of missions needing it).
 */
export const InstitutionUpdateBody = z.object({
  name: z
    .string({ error: "Le nom de l'établissement est obligatoire." })
    .trim()
    .min(1, "Le nom de l'établissement est obligatoire.")
    .max(200, "Le nom de l'établissement est trop long.")
    .regex(SINGLE_LINE, singleLineMessage("Le nom de l'établissement")),
  email: Email,
  phone: z
    .string({ error: 'Le téléphone est obligatoire.' })
    .trim()
    .regex(/^\+?[0-9 .()-]{6,25}$/, "Le numéro de téléphone n'est pas valide."),
  address: z
    .string({ error: "L'adresse est obligatoire." })
    .trim()
    .min(1, "L'adresse est obligatoire.")
    .max(300, "L'adresse est trop longue (300 caractères au plus).")
    .regex(SINGLE_LINE, singleLineMessage("L'adresse")),
  tarification: z.object(
    {
      weekday_rate: tariff,
      weekend_rate: tariff,
      night_week_rate: tariff,
      night_weekend_rate: tariff,
      travel_fee: TravelFee.nullable(),
    },
    { error: 'Les tarifs sont obligatoires.' },
  ),
  /** Absent: unchanged; null: cleared. */
  location: Location.nullable().optional(),
  /** 14 digits with a valid Luhn key. Absent: unchanged; null or empty: removed. */
  siret: OptionalSiret,
});
export type InstitutionUpdateBody = z.infer<typeof InstitutionUpdateBody>;
