import { validatePlannedWindow } from '../domain/missions/durations.ts';
import {
  CONTEST_REASON_MAX,
  CONTEST_REASON_MIN,
  HOURS_FLAGS,
  VALIDATION_STATES,
} from '../domain/missions/hours.ts';
import { MISSION_STATUSES } from '../domain/missions/mission-status.ts';
import { Id, Instant, Latitude, Longitude } from './common.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  OVERRIDE_REASON_MAX,
  OVERRIDE_REASON_MIN,
  OVERRIDE_REASON_TOO_LONG,
  OVERRIDE_REASON_TOO_SHORT,
  REQUIRED_ROLES,
} from './limits.ts';
import { SINGLE_LINE, singleLineMessage } from './text.ts';
import { z } from './z.ts';

export const MissionStatus = z.enum(MISSION_STATUSES, { error: 'Statut de prestation invalide.' });

/** Who a mission is for (« Profil recherché »): a nurse, a caregiver, or either (`any`). */
export const RequiredRole = z.enum(REQUIRED_ROLES, {
  error: "Le profil recherché doit être 'nurse', 'caregiver' ou 'any'.",
});
export type RequiredRole = z.infer<typeof RequiredRole>;

/** The 422 of `force: true` sent without a reason. */
export const OVERRIDE_REASON_REQUIRED =
  'Indiquez la raison du passage outre (5 caractères au moins).';

/**
 * The admin's override of the eligibility rules, in the body of create (with an assignee) and
 * approve: `force: true` with a reason of at least 5 characters, kept in the audit log and shown
 * on the mission (`override_reason`). Sent by anyone else, `force` is refused (403).
 */
export const OverrideFields = {
  force: z.boolean({ error: 'force doit valoir true ou false.' }).optional(),
  override_reason: z
    .string({ error: 'La raison du passage outre doit être un texte.' })
    .trim()
    .min(OVERRIDE_REASON_MIN, OVERRIDE_REASON_TOO_SHORT)
    .max(OVERRIDE_REASON_MAX, OVERRIDE_REASON_TOO_LONG)
    .optional(),
};

/** `force: true` needs `override_reason`. */
function requireOverrideReason(
  body: { force?: boolean | undefined; override_reason?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.force === true && body.override_reason === undefined) {
    ctx.addIssue({ code: 'custom', path: ['override_reason'], message: OVERRIDE_REASON_REQUIRED });
  }
}

/** The establishment's sign-off of a completed mission's hours. */
export const Validation = z.enum(VALIDATION_STATES, {
  error: "L'état de validation doit être 'awaiting', 'validated' ou 'contested'.",
});
export type Validation = z.infer<typeof Validation>;

/**
 * Where the phone was at a tap, as the Geolocation API reads it (decimal degrees WGS 84,
 * accuracy in metres). Read only at a tap, only with the professional's consent.
 */
export const Position = z.object(
  {
    lat: Latitude,
    lng: Longitude,
    accuracy: z
      .number({ error: 'La précision doit être un nombre de mètres.' })
      .min(0, 'La précision ne peut pas être négative.')
      .max(100_000, 'La précision est trop grande (100 km au plus).'),
  },
  { error: 'La position doit être un objet {lat, lng, accuracy}.' },
);
export type Position = z.infer<typeof Position>;

/** The establishment of a mission as the « Mes prestations » card shows it. */
export const Etablissement = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
});

/** A mission (prestation) as every list and action serves it (field names of docs/product-rules.md §8). */
export const Prestation = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Planned start and end, ISO-8601 instants. */
  dateStart: z.string(),
  dateEnd: z.string(),
  /** Planned duration in whole minutes, computed by the server. */
  dureeMinutes: z.number().int(),
  assigned_to: z.string().nullable(),
  assigned_name: z.string().nullable(),
  etablissement_id: z.string().nullable(),
  etablissement: Etablissement.nullable(),
  etablissement_name: z.string().nullable(),
  status: MissionStatus,
  /** « Profil recherché »: who may take it. */
  required_role: RequiredRole,
  /** Why the administrator assigned it despite a planning rule; null without an override. */
  override_reason: z.string().nullable(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Actual duration in whole minutes, once ended. */
  actual_duration: z.number().int().nullable(),
  /** On a payslip. */
  paid: z.boolean(),
  /**
   * Metres between the phone at the start (the end) and the establishment's location; null
   * without a position at that tap or without a location.
   */
  start_distance_m: z.number().int().nullable(),
  end_distance_m: z.number().int().nullable(),
  /**
   * The establishment's sign-off, null until completed. An `awaiting` mission whose end is more
   * than 72 h old is served as `validated` (with `validated_at` = end + 72 h, `validated_by`
   * null: validated automatically).
   */
  validation: Validation.nullable(),
  validated_at: z.string().nullable(),
  /** Who signed off; null for the automatic validation. */
  validated_by: z.string().nullable(),
  /** The contest, kept once settled: its reason and the times the establishment proposed. */
  contest_reason: z.string().nullable(),
  proposed_started_at: z.string().nullable(),
  proposed_ended_at: z.string().nullable(),
  /**
   * `late_end`: the professional's end makes the mission last more than planned + 4 h, or more
   * than 12 h. Her times are kept as declared, but the hours are never validated by time and
   * never paid until the establishment signs them off or contests them (or the administrator
   * corrects them), which clears it. Null otherwise.
   */
  hours_flag: z.enum(HOURS_FLAGS).nullable(),
  /**
   * Until when an open mission is offered to its establishment's favourites only (« Mes
   * soignants »); null when it is offered to every eligible professional. Served on open
   * missions only.
   */
  favorites_until: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When it was cancelled (null otherwise). */
  cancelled_at: z.string().nullable(),
  /**
   * What its late cancellation owes the professional, in euros (50 % of the planned pay under
   * 48 h before the start, 100 % under 24 h); null when nothing is owed.
   */
  compensation: z.number().nullable(),
});
export type Prestation = z.infer<typeof Prestation>;
export const PrestationList = z.array(Prestation);

/**
 * Optional paging of every mission list; the answer stays a JSON array.
 * Without `limit`, at most {@link DEFAULT_PAGE_SIZE} missions are served.
 */
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };
export const PageQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit doit être un nombre entier.' })
    .int('limit doit être un nombre entier.')
    .min(1, 'limit doit être au moins 1.')
    .max(MAX_PAGE_SIZE, `limit vaut au plus ${MAX_PAGE_SIZE}.`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset doit être un nombre entier.' })
    .int('offset doit être un nombre entier.')
    .min(0, 'offset ne peut pas être négatif.')
    .optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** An opaque list cursor, as a list handed it out in its `X-Next-Cursor` header. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const ListCursor = z
  .string({ error: 'Le curseur de page est invalide.' })
  .min(1, 'Le curseur de page est invalide.')
  .max(300, 'Le curseur de page est invalide.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Le curseur de page est invalide.');

/** Words searched case- and accent-insensitively (`q`). */
export const SearchText = z
  .string({ error: 'La recherche doit être un texte.' })
  .trim()
  .min(1, 'La recherche ne peut pas être vide.')
  .max(100, 'La recherche fait au plus 100 caractères.')
  .regex(SINGLE_LINE, singleLineMessage('La recherche'));

/**
 * Filters and keyset pages of the mission lists (`GET /prestations`, the establishment's own).
 * The answer stays a JSON array; the next page's cursor comes in `X-Next-Cursor` (absent on the
 * last page). Planned start in [`from`, `to`[. Without any of these, the answer is unchanged.
 */
export const MissionListQuery = PageQuery.extend({
  status: MissionStatus.optional(),
  etablissement_id: Id.optional(),
  assigned_to: Id.optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  q: SearchText.optional(),
  cursor: ListCursor.optional(),
  /**
   * The order: `-date_start` (latest planned start first, the default), `date_start` (earliest
   * first), `soonest` (missions not over yet, soonest start first, then those over, latest
   * first). A cursor continues the order it was given in.
   */
  sort: z
    .enum(['soonest', 'date_start', '-date_start'], {
      error: 'Tri inconnu : soonest, date_start ou -date_start.',
    })
    .optional(),
}).refine((query) => query.cursor === undefined || query.offset === undefined, {
  message: 'cursor et offset ne vont pas ensemble.',
  path: ['cursor'],
});
export type MissionListQuery = z.infer<typeof MissionListQuery>;

/** An optional id as forms send it: null or '' when nothing was chosen. */
const OptionalId = z
  .union([Id, z.literal('')])
  .nullish()
  .transform((v) => v || null);

/**
 * `POST /prestations`. Institutions send name, description and dates; the admin also sends
 * `assigned_to` and `etablissement_id` (null when empty). `dureeMinutes` is computed by the
 * server from the dates: a value sent by the client is accepted and ignored.
 */
export const CreatePrestationBody = z
  .object({
    name: z
      .string({ error: 'Le nom de la prestation est obligatoire.' })
      .trim()
      .min(1, 'Le nom de la prestation est obligatoire.')
      .max(200, 'Le nom de la prestation est trop long (200 caractères au plus).')
      .regex(SINGLE_LINE, singleLineMessage('Le nom de la prestation')),
    description: z
      .string({ error: 'La description doit être un texte.' })
      .trim()
      .max(5000, 'La description est trop longue (5 000 caractères au plus).')
      .nullish()
      .transform((v) => v ?? ''),
    dateStart: Instant,
    dateEnd: Instant,
    assigned_to: OptionalId,
    etablissement_id: OptionalId,
    dureeMinutes: z.number({ error: 'dureeMinutes doit être un nombre.' }).nullish(),
    /** « Profil recherché »; `any` when absent. */
    required_role: RequiredRole.optional().transform((v) => v ?? 'any'),
    ...OverrideFields,
  })
  .superRefine((body, ctx) => {
    const problem = validatePlannedWindow(Date.parse(body.dateStart), Date.parse(body.dateEnd));
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: problem });
    requireOverrideReason(body, ctx);
  });
export type CreatePrestationBody = z.input<typeof CreatePrestationBody>;

export const CreatePrestationResponse = z.object({ message: z.string(), prestation: Prestation });

/**
 * `PUT /prestations/{id}/approve` (admin), on a pending or open mission. A missing assignee is
 * refused with the spec's sentence; `force` and `override_reason` override the planning rules.
 */
export const ApproveBody = z
  .object({
    assigned_to: OptionalId,
    status: z.literal('assigned', { error: "Le statut demandé doit être 'assigned'." }).optional(),
    ...OverrideFields,
  })
  .superRefine(requireOverrideReason);
export type ApproveBody = z.input<typeof ApproveBody>;

/** A client-chosen UUID identifying one tap, so that a replay is recognised. */
export const ClientActionId = z.uuid("L'identifiant d'action doit être un UUID.");

/**
 * Optional body of accept / start / end: `at` is when the nurse tapped (device time), which
 * becomes started_at / ended_at; `client_action_id` makes the call idempotent.
 */
export const SignalBody = z
  .object({
    at: Instant.optional(),
    client_action_id: ClientActionId.optional(),
    /** Where the phone was at the tap (with the professional's consent; else ignored). */
    position: Position.nullish(),
  })
  // No body at all (the specification's client sends none) arrives as null.
  .nullish();
export type SignalBody = z.input<typeof SignalBody>;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The same key as `client_action_id`, as a header (other headers pass through untouched). */
export const SignalHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .trim()
    .min(1, "L'en-tête Idempotency-Key est vide.")
    .max(200, "L'en-tête Idempotency-Key est trop long.")
    .optional(),
});

/** The actions a professional signals on her own mission, online or from the offline outbox. */
export const SignalKind = z.enum(['accept', 'start', 'end'], {
  error: "L'action doit être 'accept', 'start' ou 'end'.",
});
export type SignalKind = z.infer<typeof SignalKind>;

/**
 * `PUT /prestations/{id}/contest` (its establishment): the times it believes right and why.
 * The administrator settles with `PATCH …/actuals` or `PUT …/validate`.
 */
export const ContestBody = z
  .object({
    started_at: Instant,
    ended_at: Instant,
    reason: z
      .string({ error: 'La raison de la contestation est obligatoire.' })
      .trim()
      .min(CONTEST_REASON_MIN, 'Indiquez la raison de la contestation (5 caractères au moins).')
      .max(
        CONTEST_REASON_MAX,
        `La raison de la contestation est trop longue (${CONTEST_REASON_MAX} caractères au plus).`,
      ),
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.ended_at) <= Date.parse(body.started_at)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ended_at'],
        message: 'La fin doit être postérieure au début.',
      });
    }
  });
export type ContestBody = z.input<typeof ContestBody>;

/** `GET /prestations/validation`: which sign-off state to list (both when absent). */
export const ValidationListQuery = PageQuery.extend({
  state: z
    .enum(['awaiting', 'contested'], {
      error: "L'état demandé doit être 'awaiting' ou 'contested'.",
    })
    .optional(),
});

/** `PATCH /prestations/{id}/actuals` (admin): corrected actual times. */
export const ActualsBody = z.object({
  started_at: Instant,
  /** Null (or absent) while the mission is still in progress. */
  ended_at: Instant.nullish(),
});
export type ActualsBody = z.input<typeof ActualsBody>;
