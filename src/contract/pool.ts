/**
 * An establishment's own pool (docs/product-rules.md, « The establishment's team and
 * planning »): its favourite professionals (« Mes soignants »), offered its missions first, and
 * those it has set aside, never offered them. Also the many-missions-at-once body and the
 * publish body's favourites window.
 */
import { CreatePrestationBody, CreatePrestationResponse, Prestation } from './missions.ts';
import { RatingSummary } from './after-mission.ts';
import { Id } from './common.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { z } from './z.ts';

/** `/institutions/{id}/favorites/{userId}` and `/institutions/{id}/blocked/{userId}`. */
export const PoolParams = z.object({ id: Id, userId: Id });

/** One professional of the pool as the establishment sees her. */
export const PoolMember = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['nurse', 'caregiver']),
  /** When she was added. */
  since: z.string(),
});
export type PoolMember = z.infer<typeof PoolMember>;
/** A favourite, with her ratings by establishments (null before the first). */
export const Favorite = PoolMember.extend({ rating: RatingSummary.nullable() });
export type Favorite = z.infer<typeof Favorite>;
export const FavoriteList = z.array(Favorite);

/** A professional set aside, with the establishment's own reason (never shown to her). */
export const BlockedMember = PoolMember.extend({ reason: z.string() });
export type BlockedMember = z.infer<typeof BlockedMember>;
export const BlockedList = z.array(BlockedMember);

/** `PUT /institutions/{id}/blocked/{userId}`: why (kept for the establishment, at most 500 characters). */
export const BlockBody = z.object({
  reason: z
    .string({ error: 'La raison est obligatoire.' })
    .trim()
    .min(1, 'La raison est obligatoire.')
    .max(500, 'La raison fait au plus 500 caractères.')
    .regex(SINGLE_LINE, singleLineMessage('La raison')),
});
export type BlockBody = z.input<typeof BlockBody>;

/** The default favourites window of a publication, in minutes. */
export const DEFAULT_FAVORITES_FIRST_MINUTES = 30;
/** The longest favourites window: a day. */
export const MAX_FAVORITES_FIRST_MINUTES = 1440;

/**
 * `PUT /prestations/{id}/publish`: for `favorites_first_minutes` (default 30, 0 to skip) only
 * the establishment's eligible favourites see it, are told and may claim it. No body at all is
 * the default.
 */
export const PublishBody = z
  .object({
    favorites_first_minutes: z
      .number({ error: 'favorites_first_minutes doit être un nombre entier de minutes.' })
      .int('favorites_first_minutes doit être un nombre entier de minutes.')
      .min(0, 'favorites_first_minutes ne peut pas être négatif.')
      .max(
        MAX_FAVORITES_FIRST_MINUTES,
        `favorites_first_minutes vaut au plus ${MAX_FAVORITES_FIRST_MINUTES} (une journée).`,
      )
      .optional(),
  })
  .nullish()
  .transform((body) => ({
    favorites_first_minutes: body?.favorites_first_minutes ?? DEFAULT_FAVORITES_FIRST_MINUTES,
  }));
export type PublishBody = z.input<typeof PublishBody>;

/** The most missions one batch creates. */
export const MAX_BATCH = 100;

/** `POST /prestations/batch`: all created or none; a 422 locates the item by its index. */
export const BatchBody = z.object({
  missions: z
    .array(CreatePrestationBody, { error: 'missions doit être une liste de prestations.' })
    .min(1, 'Ajoutez au moins une prestation.')
    .max(MAX_BATCH, `Au plus ${MAX_BATCH} prestations à la fois.`),
});
export type BatchBody = z.input<typeof BatchBody>;

export const BatchResponse = z.object({
  message: z.string(),
  prestations: z.array(Prestation),
});
export type BatchResponse = z.infer<typeof BatchResponse>;

export { CreatePrestationResponse };
