/**
 * After the mission (docs/product-rules.md « After the mission »): private ratings both ways,
 * the brief (« Consignes ») and the monthly statistics.
 */
import { BillingMonth } from './billing.ts';
import { Id } from './common.ts';
import { z } from './z.ts';

// ——— Ratings ———

/** `PUT /prestations/{id}/rating`: 1 to 5 stars and an optional private comment. */
export const RatingBody = z.object({
  stars: z
    .number({ error: 'La note doit être un nombre entier de 1 à 5.' })
    .int('La note doit être un nombre entier de 1 à 5.')
    .min(1, 'La note doit être un nombre entier de 1 à 5.')
    .max(5, 'La note doit être un nombre entier de 1 à 5.'),
  comment: z
    .string({ error: 'Le commentaire doit être un texte.' })
    .trim()
    .max(1000, 'Le commentaire est trop long (1 000 caractères au plus).')
    .nullish()
    .transform((v) => v ?? ''),
});
export type RatingBody = z.infer<typeof RatingBody>;

/** The caller's own rating of one mission (the rater sees what she wrote). */
export const MyMissionRating = z.object({
  prestation_id: z.string(),
  /** `institution`: the establishment rated the professional; `professional`: the reverse. */
  side: z.enum(['institution', 'professional']),
  stars: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when it may still be changed (7 days after it was first given). */
  editable_until: z.string(),
});
export type MyMissionRating = z.infer<typeof MyMissionRating>;

/** `GET /prestations/{id}/rating`: whether the caller may rate it now, and her rating if any. */
export const MissionRatingState = z.object({
  can_rate: z.boolean(),
  rating: MyMissionRating.nullable(),
});
export type MissionRatingState = z.infer<typeof MissionRatingState>;

/** A person's average and count: all she sees of her ratings. Null before the first. */
export const RatingSummary = z.object({
  /** Mean of the stars, one decimal. */
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;
export const MyRating = z.object({ average: z.number().nullable(), count: z.number().int() });
export type MyRating = z.infer<typeof MyRating>;

/** `GET /ratings` (administrator): every rating, comments included. */
export const RatingsQuery = z.object({ user_id: Id.optional() });
export const AdminRating = MyMissionRating.omit({ editable_until: true }).extend({
  rater_id: z.string(),
  rater_name: z.string().nullable(),
  rated_id: z.string(),
  rated_name: z.string().nullable(),
});
export type AdminRating = z.infer<typeof AdminRating>;
export const AdminRatingList = z.array(AdminRating);

// ——— Brief ———

const briefText = (label: string) =>
  z
    .string({ error: `${label} doivent être un texte.` })
    .trim()
    .max(2000, `${label} sont trop longues (2 000 caractères au plus).`)
    .nullish()
    .transform((v) => v ?? '');

/** `PUT /institutions/{id}/brief`: the establishment's general brief. */
export const InstitutionBriefBody = z.object({ brief: briefText('Les consignes') });
export const InstitutionBrief = z.object({ institution_id: z.string(), brief: z.string() });
export type InstitutionBrief = z.infer<typeof InstitutionBrief>;

/** `PUT /prestations/{id}/brief`: the mission's own brief and its private part (codes). */
export const MissionBriefBody = z.object({
  brief: briefText('Les consignes'),
  brief_private: briefText('Les consignes confidentielles'),
});
export type MissionBriefBody = z.infer<typeof MissionBriefBody>;

/**
 * `GET /prestations/{id}/brief`: what a professional needs to get through the door. The
 * private part reaches the assignee only from 24 h before the start until the end (null
 * otherwise); the establishment and the administrator always read it.
 */
export const MissionBrief = z.object({
  prestation_id: z.string(),
  /** The establishment's general brief. */
  general: z.string(),
  brief: z.string(),
  brief_private: z.string().nullable(),
  /** When the assignee may read the private part: from start − 24 h until the end. */
  private_from: z.string(),
  private_until: z.string(),
});
export type MissionBrief = z.infer<typeof MissionBrief>;

// ——— Statistics ———

/** `?from=YYYY-MM&to=YYYY-MM`, local months (inclusive), at most 36. */
export const StatsQuery = z
  .object({ from: BillingMonth, to: BillingMonth })
  .refine((q) => q.from <= q.to, {
    message: 'Le mois de début doit précéder le mois de fin.',
    path: ['to'],
  })
  .refine((q) => monthsBetween(q.from, q.to) <= 36, {
    message: 'Trente-six mois au plus.',
    path: ['to'],
  });
export type StatsQuery = z.infer<typeof StatsQuery>;

/** Number of months from `from` to `to` inclusive (`YYYY-MM`). */
export function monthsBetween(from: string, to: string): number {
  const n = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return n(to) - n(from) + 1;
}

/** One local month of an establishment's (or the platform's) missions. */
export const StatsMonth = z.object({
  month: z.string(),
  /** Missions planned to start that month (cancelled ones included). */
  created: z.number().int(),
  /** Those given to a professional and not cancelled. */
  filled: z.number().int(),
  /** filled / created, 0..1 (four decimals); null when none was created. */
  fill_rate: z.number().nullable(),
  /** Median minutes from creation to the first assignment; null when none was filled. */
  median_fill_minutes: z.number().nullable(),
  /** Real hours worked on completed missions (two decimals). */
  hours: z.number(),
  /** Euros invoiced for them (standing invoice lines, compensations included). */
  amount: z.number(),
});
export type StatsMonth = z.infer<typeof StatsMonth>;
export const InstitutionStats = z.object({
  institution_id: z.string(),
  months: z.array(StatsMonth),
});
export type InstitutionStats = z.infer<typeof InstitutionStats>;
export const PlatformStatsMonth = StatsMonth.extend({
  /** The platform's commission, euros: round-half-up(7 % × amount). */
  commission: z.number(),
});
export type PlatformStatsMonth = z.infer<typeof PlatformStatsMonth>;
export const PlatformStats = z.object({ months: z.array(PlatformStatsMonth) });
export type PlatformStats = z.infer<typeof PlatformStats>;
