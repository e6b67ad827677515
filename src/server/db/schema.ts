/**
 * The one database schema, for PGlite and PostgreSQL alike.
 * Money is stored in integer cents, instants as timestamptz (UTC).
 * After editing, run `npm run db:generate` to write a migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The five tariff keys, in cents (per hour, travel fee per mission). Null means « Non définie ». */
const tariffColumns = () => ({
  weekdayRateCents: integer('weekday_rate_cents'),
  weekendRateCents: integer('weekend_rate_cents'),
  nightWeekRateCents: integer('night_week_rate_cents'),
  nightWeekendRateCents: integer('night_weekend_rate_cents'),
  travelFeeCents: integer('travel_fee_cents'),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Establishment name for role institution; null for people. */
    name: text('name'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    role: text('role', { enum: ['admin', 'nurse', 'caregiver', 'institution'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    profilePhoto: text('profile_photo'),
    /** Bumped on logout, rejection and role change: tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    ...tariffColumns(),
    /** An establishment's place (WGS 84 degrees), to measure how far from it a tap was made. */
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    /** A professional's consent to her phone's position being read at accept, start and end. */
    sharePosition: boolean('share_position').notNull().default(false),
    /** Her choice of channels besides the app itself: Web Push and e-mail (both on by default). */
    notifyPush: boolean('notify_push').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    /** The secret of her private calendar feed (`/api/calendar/{token}.ics`); a new one retires it. */
    calendarToken: text('calendar_token'),
    calendarTokenCreatedAt: instant('calendar_token_created_at'),
    /** A nurse's RPPS number (11 digits, valid key), and when and by which administrator it was checked. */
    rpps: text('rpps'),
    rppsVerifiedAt: instant('rpps_verified_at'),
    rppsVerifiedBy: text('rpps_verified_by').references((): AnyPgColumn => users.id),
    /** An establishment's SIRET (14 digits, valid Luhn key), the buyer's id on its invoices. */
    siret: text('siret'),
    /**
     * The establishment this account acts for (role institution): its own id for the account
     * that registered it (its owner), the owner's id for a member it invited; null otherwise.
     * Read through `institutionOf` (modules/institutions/acting-for.ts), never directly.
     */
    institutionId: text('institution_id').references((): AnyPgColumn => users.id),
    /** An establishment's general brief (« Consignes »): access, whom to ask for, parking. */
    brief: text('brief').notNull().default(''),
    /** Set when the account was erased: the row stays (missions, payslips), its personal data gone. */
    deletedAt: instant('deleted_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_calendar_token_idx').on(t.calendarToken),
    index('users_role_status_idx').on(t.role, t.status),
    index('users_institution_idx').on(t.institutionId),
  ],
);

/** Failed logins, counted per account and per address over a sliding window. */
/**
 * Counters of the abuse limits (sign-in failures, reset e-mails, registrations), one row per
 * key (`pair:<email>|<ip>`, `account:<email>`, `address:<ip>`, `device:<hash>`,
 * `reset:<email>`, `register:<ip>`…) and fixed window: an attempt is reserved by one upsert
 * that increments the row (or starts a new window), so concurrent attempts, on any instance,
 * are counted one after the other (docs/decisions.md « Sign-in limits »).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/**
 * Device tokens (OWASP « device cookies »): given at each successful sign-in, kept by the
 * browser as the HttpOnly cookie `releve_device`; only their SHA-256 is stored. A sign-in that
 * presents a valid one of its account is counted apart from the failures of others.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull(),
  },
  (t) => [index('sign_in_devices_user_idx').on(t.userId)],
);

export const missions = pgTable(
  'missions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    dateStart: instant('date_start').notNull(),
    dateEnd: instant('date_end').notNull(),
    dureeMinutes: integer('duree_minutes').notNull(),
    institutionId: text('institution_id').references(() => users.id),
    assignedTo: text('assigned_to').references(() => users.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['pending', 'open', 'assigned', 'accepted', 'in_progress', 'completed', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    /** « Profil recherché »: who may take it. */
    requiredRole: text('required_role', { enum: ['nurse', 'caregiver', 'any'] })
      .notNull()
      .default('any'),
    /** Why the administrator assigned it despite a planning rule (also in the audit log). */
    overrideReason: text('override_reason'),
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
    actualDuration: integer('actual_duration'),
    paid: boolean('paid').notNull().default(false),
    payslipId: text('payslip_id'),
    /** Tariffs copied from the establishment at assignment: later edits do not change pay. */
    ...tariffColumns(),
    tariffsCopiedAt: instant('tariffs_copied_at'),
    cancelledAt: instant('cancelled_at'),
    /**
     * What a late cancellation by the establishment or the administrator owes the professional
     * (cents; null when the mission was not cancelled or owed nothing), paid on her next payslip.
     */
    compensationCents: integer('compensation_cents'),
    /** The payslip that paid the compensation (null until then). */
    compensationPayslipId: text('compensation_payslip_id'),
    /**
     * Where the phone was at the start and at the end (only with the professional's consent),
     * and how far that was from the establishment's location at that moment, in metres. The
     * distance is computed once, at the tap: a later move of the establishment rewrites no
     * history. The accept's position is kept in the audit log only.
     */
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    startAccuracy: doublePrecision('start_accuracy'),
    startDistanceM: integer('start_distance_m'),
    endLat: doublePrecision('end_lat'),
    endLng: doublePrecision('end_lng'),
    endAccuracy: doublePrecision('end_accuracy'),
    endDistanceM: integer('end_distance_m'),
    /**
     * The establishment's sign-off of the hours, null until completed. `awaiting` counts as
     * validated once the end is 72 h old: that is read, never written (no job to run).
     */
    validation: text('validation', { enum: ['awaiting', 'validated', 'contested'] }),
    validatedAt: instant('validated_at'),
    /** Who signed off (the establishment or an administrator); null when none did. */
    validatedBy: text('validated_by').references(() => users.id),
    /** A contest's reason and the times the establishment proposed, kept once settled. */
    contestReason: text('contest_reason'),
    proposedStartedAt: instant('proposed_started_at'),
    proposedEndedAt: instant('proposed_ended_at'),
    /**
     * `late_end` when the professional's end makes the mission last more than planned + 4 h, or
     * more than 12 h (`isLateEnd`): her declaration is kept, but the hours are never validated
     * by time and never paid until the establishment signs them off or contests them, or the
     * administrator corrects them (each clears it). Null otherwise.
     */
    hoursFlag: text('hours_flag', { enum: ['late_end'] }),
    /**
     * Until when an open mission is offered to its establishment's favourites only (« Mes
     * soignants »); null when it was offered to everyone at once. Read against the clock on
     * every request, so every instance agrees; a job widens the notifications at that instant.
     */
    favoritesUntil: instant('favorites_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /**
     * The id (xid8, as a number) of the transaction that last wrote the row, set by the
     * `missions_track_change` trigger on every insert and update, whatever the code path: the
     * delta sync (`GET /sync/missions`) serves the rows written since a snapshot's xmin.
     */
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
    /** The mission's own brief, shown with the establishment's general one. */
    brief: text('brief').notNull().default(''),
    /**
     * Door codes and the like: served to the assignee only from 24 h before the start until
     * the end, by `GET /prestations/{id}/brief` alone (never in a mission's JSON).
     */
    briefPrivate: text('brief_private').notNull().default(''),
    /**
     * When the mission was first given to a professional (the first event that made it
     * `assigned` or `accepted`), kept by the `mission_events_filled` trigger for the
     * statistics' time to fill; null while it never was.
     */
    filledAt: instant('filled_at'),
  },
  (t) => [
    index('missions_assigned_start_idx').on(t.assignedTo, t.dateStart),
    // The delta sync: one professional's missions written since a cursor.
    index('missions_assigned_change_idx').on(t.assignedTo, t.changeXid),
    // The dashboard's « services terminés »: counted from the index alone.
    index('missions_assigned_status_idx').on(t.assignedTo, t.status),
    index('missions_institution_start_idx').on(t.institutionId, t.dateStart),
    index('missions_status_start_idx').on(t.status, t.dateStart),
    // The admin's full list, newest planned start first.
    index('missions_start_idx').on(t.dateStart),
    // « Heures à valider »: an establishment's missions awaiting or contested, oldest end first,
    // and its dashboard counter.
    index('missions_institution_validation_idx').on(t.institutionId, t.validation, t.endedAt),
    // The administrator's list of every establishment, and the contested counter.
    index('missions_validation_ended_idx').on(t.validation, t.endedAt),
    // The platform's monthly statistics read every mission of the range from the index alone.
  ],
);

/**
 * « This mission left this user's list », written by the `missions_track_change` trigger when
 * a mission's assignee changes (exchange, reassignment, withdrawal) or an assigned mission is
 * deleted: the delta sync tells her phone to drop it. `change_xid` is the writing transaction.
 */
export const missionDepartures = pgTable(
  'mission_departures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    missionId: text('mission_id').notNull(),
    changeXid: bigint('change_xid', { mode: 'number' }).notNull(),
  },
  (t) => [index('mission_departures_user_change_idx').on(t.userId, t.changeXid)],
);

/** Audit log of every change of state or time on a mission. */
export const missionEvents = pgTable(
  'mission_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: text('mission_id')
      .notNull()
      .references(() => missions.id),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Server time of the change. */
    at: instant('at').notNull().defaultNow(),
    /** Time on the device when the user tapped, for offline signalling. */
    deviceAt: instant('device_at'),
    clientActionId: text('client_action_id'),
    details: jsonb('details'),
  },
  (t) => [index('mission_events_mission_idx').on(t.missionId, t.id)],
);

/** First answer to an idempotent request, per user and key, kept across restarts. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', {
      enum: ['approval', 'rejection', 'message', 'schedule', 'exchange', 'payslip', 'mission'],
    }).notNull(),
    message: text('message').notNull(),
    /** In-app path the notification concerns, opened on click. */
    link: text('link'),
    /** Set when the notification is also sent by e-mail (to those who keep e-mail on): its subject. */
    mailSubject: text('mail_subject'),
    readStatus: boolean('read_status').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    readAt: instant('read_at'),
    /** The sender's own id for the message (outbox replay): unique per sender. */
    clientMessageId: text('client_message_id'),
  },
  (t) => [
    index('messages_from_to_idx').on(t.fromUserId, t.toUserId, t.createdAt),
    index('messages_to_read_idx').on(t.toUserId, t.readAt),
    uniqueIndex('messages_sender_client_id_idx').on(t.fromUserId, t.clientMessageId),
  ],
);

export const teams = pgTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  referentUserId: text('referent_user_id').references(() => users.id),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
  ],
);

export const exchanges = pgTable(
  'exchanges',
  {
    id: text('id').primaryKey(),
    prestationId: text('prestation_id')
      .notNull()
      .references(() => missions.id),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: instant('created_at').notNull().defaultNow(),
    respondedAt: instant('responded_at'),
  },
  (t) => [index('exchanges_from_idx').on(t.fromUserId), index('exchanges_to_idx').on(t.toUserId)],
);

export const schedules = pgTable(
  'schedules',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    institutionId: text('institution_id').references(() => users.id),
    /** Local calendar date YYYY-MM-DD and local times HH:MM in APP_TIMEZONE. */
    date: date('date', { mode: 'string' }).notNull(),
    timeStart: text('time_start').notNull(),
    timeEnd: text('time_end').notNull(),
    serviceType: text('service_type').notNull(),
    tarifBaseCents: integer('tarif_base_cents').notNull(),
    deplacementCostCents: integer('deplacement_cost_cents').notNull().default(0),
    status: text('status', { enum: ['available', 'booked', 'completed', 'cancelled'] })
      .notNull()
      .default('available'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('schedules_user_date_idx').on(t.userId, t.date),
    index('schedules_institution_date_idx').on(t.institutionId, t.date),
  ],
);

export const payslips = pgTable(
  'payslips',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    grossCents: integer('gross_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** Lines per mission with their band breakdown, as served. */
    servicesList: jsonb('services_list').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The payout batch it is in (one at most), and when that batch was marked sent: paid. */
    payoutId: text('payout_id').references((): AnyPgColumn => payouts.id),
    paidAt: instant('paid_at'),
  },
  (t) => [
    index('payslips_user_idx').on(t.userId, t.periodStart),
    index('payslips_unbatched_idx')
      .on(t.createdAt)
      .where(sql`payout_id is null`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Raw bytes (bytea): a Buffer on either driver. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A profile photo, resized (512 px a side at most, WebP), kept in the database so that every
 * instance serves it. `version` is random: it is in the photo's URL (`users.profile_photo`),
 * so that the URL changes with the photo and cannot be guessed from the account id.
 */
export const userPhotos = pgTable('user_photos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * The documents a professional uploads to prove her qualification (diploma, professional card,
 * certificate), bytes included, so that every instance serves them; checked by an
 * administrator. `expires_on` is the last valid day in the business time zone.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['diplome', 'carte_professionnelle', 'attestation'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', {
      enum: ['application/pdf', 'image/jpeg', 'image/png'],
    }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    status: text('status', { enum: ['pending', 'verified', 'refused'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    reviewedBy: text('reviewed_by').references(() => users.id),
    reviewedAt: instant('reviewed_at'),
    /** The `expires_on` her expiry reminder was sent for (at most one reminder per date). */
    remindedFor: date('reminded_for', { mode: 'string' }),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (t) => [
    index('documents_user_idx').on(t.userId, t.uploadedAt),
    // The expiry reminders' catch-up: verified documents by expiry date.
    index('documents_status_expires_idx').on(t.status, t.expiresOn),
  ],
);

/**
 * One-time password reset links: only the SHA-256 of the token is kept, so that a copy of the
 * database does not hand out working links. A token works once (`used_at`), before `expires_at`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Reminders and alerts already sent: one row per (mission, kind, planned instant, person), so
 * that a job run twice (two instances, a retry after a crash) notifies once.
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    missionId: text('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['start_12h', 'start_1h', 'late_start'] }).notNull(),
    /** The instant the reminder was for (the mission's planned start then). */
    dueAt: instant('due_at').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.kind, t.dueAt, t.userId] })],
);

/**
 * The platform's identity (seller of invoices, debtor of transfers): one row, `id` always 1,
 * absent until the administrator saves it (the service answers defaults meanwhile).
 */
export const companySettings = pgTable('company_settings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  siren: text('siren').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  address: text('address').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bic: text('bic').notNull().default(''),
  /** Hundredths of a percent: 2000 is 20 %. */
  vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The audit log: one line per decision on accounts, money or hours, written in the decision's
 * own transaction (a rolled-back decision leaves none). Append-only: a trigger refuses every
 * UPDATE, DELETE and TRUNCATE (migration 0016), and no route writes it but the decisions.
 * `detail` holds ids, states and amounts, never a name or an address, so that an erased
 * account's lines stay as they are with its anonymised row behind `actor_id`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull(),
    /** Who decided; null for the platform itself (a job). */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_object_idx').on(t.objectId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);

// ——— Paying the professionals (issue 25) ———

/**
 * A professional's bank details, apart from her account row so that the full IBAN travels only
 * where it is needed: the answers show it masked, only the payment file in full.
 */
export const bankAccounts = pgTable('bank_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Electronic format: upper case, no spaces, checked (mod 97, SEPA country). */
  iban: text('iban').notNull(),
  holder: text('holder').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** A batch of payslips paid by one SEPA credit transfer file. */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['prepared', 'sent'] })
      .notNull()
      .default('prepared'),
    count: integer('count').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The payslips asked for but left out, with the French reason: `[{payslip_id, reason}]`. */
    leftOut: jsonb('left_out').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull(),
    sentBy: text('sent_by').references(() => users.id),
    sentAt: instant('sent_at'),
  },
  (t) => [index('payouts_created_idx').on(t.createdAt)],
);

/**
 * One transfer of a batch: the payslip (its primary key, so that a payslip is in one batch at
 * most, whatever runs at once), and the creditor's account and amount as they were when the
 * batch was made, so that the file downloaded later pays what was prepared.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    payslipId: text('payslip_id')
      .primaryKey()
      .references(() => payslips.id),
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    iban: text('iban').notNull(),
    holder: text('holder').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('payout_items_payout_idx').on(t.payoutId)],
);

// ——— Invoices to establishments (Factur-X) ———

/**
 * An invoice (`type` 'invoice', number F-YYYY-NNNNNN) or a credit note ('credit_note',
 * A-YYYY-NNNNNN, `credits_invoice_id` the invoice it corrects) to an establishment. Its
 * lines, totals and bytes (the Factur-X PDF and its CII XML) are written once at issue and
 * never changed; only `paid_on` is set later. Amounts in cents, `vat_rate_bp` in basis
 * points (20 % = 2000).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => users.id),
    creditsInvoiceId: text('credits_invoice_id').references((): AnyPgColumn => invoices.id),
    /** `YYYY-MM`: the month issued (a credit note: the month of the invoice it corrects). */
    period: text('period').notNull(),
    issuedAt: instant('issued_at').notNull(),
    issuedBy: text('issued_by')
      .notNull()
      .references(() => users.id),
    totalHtCents: integer('total_ht_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    totalVatCents: integer('total_vat_cents').notNull(),
    totalTtcCents: integer('total_ttc_cents').notNull(),
    /** The seller and the buyer as printed on the invoice (names, ids, addresses). */
    parties: jsonb('parties').notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    xml: bytea('xml').notNull(),
    xmlSha256: text('xml_sha256').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_type_year_seq_idx').on(t.type, t.year, t.seq),
    index('invoices_institution_idx').on(t.institutionId, t.issuedAt),
  ],
);

/**
 * One line of an invoice or credit note: a mission (or, later, a cancellation's
 * compensation) with its amount. `billed` is true while an invoice line stands; a credit note
 * turns it false (the mission is billable again, corrected) and its own lines are never
 * billed. The partial unique index keeps any item on at most one standing invoice line.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    item: text('item', { enum: ['mission', 'compensation'] }).notNull(),
    prestationId: text('prestation_id')
      .notNull()
      .references(() => missions.id),
    /** The local date of the mission's end. */
    date: date('date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    professional: text('professional').notNull(),
    /** Real elapsed milliseconds worked (0 for a compensation). */
    workedMs: bigint('worked_ms', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    billed: boolean('billed').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    uniqueIndex('invoice_lines_billed_idx')
      .on(t.prestationId, t.item)
      .where(sql`${t.billed}`),
    // The monthly statistics' amounts: standing lines by the local date of the mission's end.
    index('invoice_lines_date_idx')
      .on(t.date)
      .where(sql`${t.billed}`),
  ],
);

/** The last number given per document type and year: numbers follow each other with no gap. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    type: text('type', { enum: ['invoice', 'credit_note'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.year] })],
);

/**
 * The contract of a mission (« Contrat de mission »), one version per set of terms: drawn up when
 * the mission gets its professional, voided (kept) and drawn again when its planned times, rates
 * or assignee change. `terms` holds everything the PDF shows; the PDF itself is rendered from
 * them on first read (`pdf`, `sha256`), and, once both parties signed, sealed (`sealed_pdf`).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: text('id').primaryKey(),
    missionId: text('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: ['to_sign', 'signed', 'void'] })
      .notNull()
      .default('to_sign'),
    professionalId: text('professional_id')
      .notNull()
      .references(() => users.id),
    institutionId: text('institution_id')
      .notNull()
      .references(() => users.id),
    terms: jsonb('terms').notNull(),
    /** The PDF to read and sign, and its SHA-256 (hex): null until first read. */
    pdf: bytea('pdf'),
    sha256: text('sha256'),
    /** The final PDF with both signature blocks and the platform's PAdES seal. */
    sealedPdf: bytea('sealed_pdf'),
    professionalSignedAt: instant('professional_signed_at'),
    institutionSignedAt: instant('institution_signed_at'),
    drawnAt: instant('drawn_at').notNull(),
    voidedAt: instant('voided_at'),
    /** When the administrators were told it was still unsigned (the alert is sent once). */
    unsignedAlertedAt: instant('unsigned_alerted_at'),
  },
  (t) => [
    uniqueIndex('contracts_mission_version_idx').on(t.missionId, t.version),
    index('contracts_professional_idx').on(t.professionalId, t.status),
    index('contracts_institution_idx').on(t.institutionId, t.status),
  ],
);

/** Who signed a contract's version, when, from where and what they read (its SHA-256). */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    contractId: text('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    party: text('party', { enum: ['professional', 'institution'] }).notNull(),
    signerId: text('signer_id')
      .notNull()
      .references(() => users.id),
    signedAt: instant('signed_at').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.party] })],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238): one row per account that started the setup. The secret
 * is encrypted at rest (AES-256-GCM, key derived from JWT_SECRET); `enabledAt` is null until a
 * first code confirmed it. `lastStep` is the time step of the last code accepted: a code of that
 * step or an earlier one is refused (no replay inside its window).
 */
export const twoFactor = pgTable('two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: instant('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: instant('created_at').notNull(),
});

/** The ten recovery codes of an account, hashed (SHA-256), each usable once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: instant('used_at'),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in waiting for its second factor: five wrong codes or five minutes end it. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/**
 * Invitations of an establishment's members: a one-time link of seven days. Only the SHA-256 of
 * its token is stored; accepting it creates the member's account and marks the row used.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** The account the acceptance created. */
    userId: text('user_id').references(() => users.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('member_invitations_institution_idx').on(t.institutionId)],
);

/** An establishment's favourite professionals (« Mes soignants »): offered its missions first. */
export const institutionFavorites = pgTable(
  'institution_favorites',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index('institution_favorites_user_idx').on(t.userId),
  ],
);

/**
 * Professionals an establishment has set aside: never assigned, offered, exchanged or shown its
 * missions. The reason is the establishment's own note; she is never told.
 */
export const institutionBlocked = pgTable(
  'institution_blocked',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index('institution_blocked_user_idx').on(t.userId),
  ],
);

/**
 * Private ratings after a mission's hours are validated (docs/product-rules.md « After the
 * mission »): one per side (`institution` rates the professional, `professional` rates the
 * establishment), editable for 7 days after the first.
 */
export const ratings = pgTable(
  'ratings',
  {
    missionId: text('mission_id')
      .notNull()
      .references(() => missions.id),
    side: text('side', { enum: ['institution', 'professional'] }).notNull(),
    raterId: text('rater_id')
      .notNull()
      .references(() => users.id),
    ratedId: text('rated_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.side] }), index('ratings_rated_idx').on(t.ratedId)],
);
