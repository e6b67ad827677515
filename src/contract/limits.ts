/**
 * Numbers and lists the app and the server must agree on, in a module without zod: the app
 * imports them as values without pulling the schemas into its bundle, and nobody retypes them.
 * The schemas of the contract are built from them.
 */

/** A password has at least this many characters. */
export const PASSWORD_MIN = 12;

/** A message is trimmed and holds 1 to this many characters. */
export const MESSAGE_MAX = 5000;
/** At most this many latest messages are served across a user's conversations. */
export const CONVERSATION_MESSAGES_CAP = 200;

/** Mission lists serve this many rows unless `?limit` says otherwise, and never more than the max. */
export const DEFAULT_PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 1000;

/** A team has at most this many members. */
export const TEAM_MEMBERS_MAX = 200;

/** The five tariffs of an establishment, in display order (hourly rates, then the travel fee). */
export const TARIFF_KEYS = [
  'weekday_rate',
  'weekend_rate',
  'night_week_rate',
  'night_weekend_rate',
  'travel_fee',
] as const;
export type TariffKey = (typeof TARIFF_KEYS)[number];

/** Who a mission is for (« Profil recherché »): a nurse, a caregiver, or either. */
export const REQUIRED_ROLES = ['nurse', 'caregiver', 'any'] as const;
export type RequiredRoleName = (typeof REQUIRED_ROLES)[number];

/** The administrator's override reason: its bounds and the sentences refusing it. */
export const OVERRIDE_REASON_MIN = 5;
export const OVERRIDE_REASON_MAX = 500;
export const OVERRIDE_REASON_TOO_SHORT = `La raison du passage outre doit compter au moins ${OVERRIDE_REASON_MIN} caractères.`;
export const OVERRIDE_REASON_TOO_LONG = `La raison du passage outre est trop longue (${OVERRIDE_REASON_MAX} caractères au plus).`;

/** A profile photo sent to the server weighs at most this many bytes (5 Mo). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A profile photo is kept, and resized in the browser, within this many pixels a side. */
export const PHOTO_MAX_SIDE = 512;
/** The image types a profile photo may be sent as. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A password reset link works once, within this many minutes. */
export const PASSWORD_RESET_MINUTES = 60;

/**
 * The years a date, an instant or a month may name (1970 to 2999): every one of them has a
 * month before and after it that the server and PostgreSQL can compute with (`9999-12`'s next
 * month is year 10000, which neither can), and no mission, document or payslip lies outside.
 */
export const YEAR_MIN = 1970;
export const YEAR_MAX = 2999;
export const YEAR_OUT_OF_RANGE = `Date hors de la plage acceptée (années ${YEAR_MIN} à ${YEAR_MAX}).`;

/**
 * Money typed by a person (issue 27): an hourly rate is at most HOURLY_RATE_MAX €/h and a
 * travel fee at most TRAVEL_FEE_MAX € (the server refuses more); above HOURLY_RATE_CONFIRM €/h
 * the browser asks « est-ce bien le montant voulu ? » before sending.
 */
export const HOURLY_RATE_MAX = 500;
export const HOURLY_RATE_CONFIRM = 200;
export const TRAVEL_FEE_MAX = 500;
