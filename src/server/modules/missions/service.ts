import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  type ActualsBody,
  type ApproveBody,
  type ContestBody,
  type CreatePrestationBody,
  type MissionListQuery,
  type PageQuery,
  type Position,
  type Prestation,
  type SignalKind,
  type ValidationListQuery,
} from '../../../contract/missions.ts';
import { cancellationCompensationCents } from '../../../domain/contracts/cancellation.ts';
import { distanceOrNull } from '../../../domain/geo/distance.ts';
import { plannedMinutes } from '../../../domain/missions/durations.ts';
import { AUTO_VALIDATION_MS, lateEndGap } from '../../../domain/missions/hours.ts';
import { missionLengthProblem } from '../../../domain/staffing/eligibility.ts';
import type { MissionAction, MissionState } from '../../../domain/missions/transition.ts';
import type { Db } from '../../db/client.ts';
import { contractFollows } from '../contracts/service.ts';
import { decodeCursor, encodeCursor, isTimestampKey } from '../../db/search.ts';
import {
  HttpError,
  ValidationError,
  conflict,
  forbidden,
  notFound,
  unprocessable,
} from '../../errors.ts';
import {
  runEffects,
  storeEffects,
  withTransaction,
  type AfterCommit,
  type Effects,
  type Write,
} from '../../plugins/effects.ts';
import { firstAnswer, recordAnswer, type Answer } from '../idempotency/service.ts';
import { takeInvoicingTurn } from '../invoices/repo.ts';
import { creditInvoicedMission } from '../invoices/service.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { staffingFr } from '../staffing/fr.ts';
import { adminIds } from '../staffing/repo.ts';
import { newMissionRequestNotes } from '../notifications/admin-notes.ts';
import {
  assertMissionRates,
  assertRates,
  checkEligibility,
  overrideDetails,
  staffedOf,
  type Staffed,
} from '../staffing/rules.ts';
import { displayName, locationOf } from '../users/present.ts';
import { institutionOf } from '../institutions/acting-for.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { eurosFr, hoursSpan, missionLinks, missionsFr as fr } from './fr.ts';
import { presentMission, servedUntilEnd } from './present.ts';
import {
  findMissionView,
  insertMission,
  insertMissionEvent,
  listMissions,
  listToValidate,
  lockMissionView,
  tapApply,
  tapContext,
  type FullMissionView,
  type MissionFilter,
  type MissionRow,
  type MissionSearch,
  type NewMissionRow,
  type TapWrite,
  type TapContext,
  type TapWritten,
} from './repo.ts';
import { changeMission, columnsOf, decide, stateOf, type Step } from './state.ts';
import type { AuditAction } from '../../../contract/audit.ts';

type Page = z.output<typeof PageQuery>;
type ValidationQuery = z.output<typeof ValidationListQuery>;
type ListQuery = z.output<typeof MissionListQuery>;

const pageOf = (page: Page) => ({
  limit: page.limit ?? DEFAULT_PAGE_SIZE,
  offset: page.offset ?? 0,
});

/** Whether `user` may know that this mission exists: otherwise it is « introuvable ». */
function canSee(user: UserRow, mission: MissionRow): boolean {
  switch (user.role) {
    case 'admin':
      return true;
    case 'institution':
      return mission.institutionId === institutionOf(user);
    case 'nurse':
    case 'caregiver':
      return mission.assignedTo === user.id;
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role: ${String(unknown)}`);
    }
  }
}

/** Locks a mission the caller may see: otherwise it is « introuvable ». */
async function lockVisible(tx: Db, user: UserRow, id: string): Promise<FullMissionView> {
  const locked = await lockMissionView(tx, id);
  if (!locked || !canSee(user, locked.mission)) throw notFound(fr.notFound);
  return locked;
}

/** An action on one mission, and the notifications it leaves once applied. */
export type Act<P> = Step<P> & {
  notify?: (updated: MissionRow, prepared: P) => NewNotification[];
  /**
   * The decision kept in the platform's audit log (`audit_log`: hours, overrides), by the
   * acting user; the mission's own event log (`mission_events`) records every action anyway.
   */
  auditLine?: (updated: MissionRow) => MissionAudit | undefined;
};

/** A mission's line of the audit log; its actor is the act's, its object the mission. */
interface MissionAudit {
  action: AuditAction;
  detail?: Record<string, unknown>;
}

const missionAuditLine = (actor: UserRow, missionId: string, audit: MissionAudit) => ({
  actorId: actor.id,
  action: audit.action,
  objectType: 'mission',
  objectId: missionId,
  ...(audit.detail ? { detail: audit.detail } : {}),
});

/** The audit line of an assignment that set working-time rules aside, if it did. */
function overrideAudit(staffed: Staffed | undefined, assigneeId: string): MissionAudit | undefined {
  if (!staffed || staffed.overrideReason === null) return undefined;
  return {
    action: 'mission.override',
    detail: { assigned_to: assigneeId, ...overrideDetails(staffed) },
  };
}

/**
 * Lock → decide → update → audit → effects: the path of every action on a mission the caller
 * may see. `step` names the action from the locked row; {@link changeMission} applies it.
 * Answers the mission as now shown, with whose answers change and who is told; a mission that
 * was or becomes open (« À pourvoir ») is announced to the open list's watchers.
 */
export async function act<P = undefined>(
  tx: Db,
  user: UserRow,
  id: string,
  step: (mission: MissionRow) => Act<P>,
): Promise<Write<FullMissionView>> {
  const locked = await lockVisible(tx, user, id);
  return actOn(tx, locked.mission, step, locked);
}

/** {@link act} on a mission the caller has already locked (and may act on). */
export async function actOn<P = undefined>(
  tx: Db,
  mission: MissionRow,
  step: (mission: MissionRow) => Act<P>,
  locked?: FullMissionView,
): Promise<Write<FullMissionView>> {
  const action = step(mission);
  const { updated, prepared, changed } = await changeMission(tx, mission, action);
  const audit = action.auditLine?.(updated);
  return {
    result:
      locked && sameNames(mission, updated)
        ? { ...locked, mission: updated }
        : await viewOf(tx, mission.id),
    effects: {
      answersChanged: changed,
      audit: audit ? [missionAuditLine(action.actor, mission.id, audit)] : [],
      notify: action.notify?.(updated, prepared) ?? [],
      missions: [updated],
      ...openListChange(mission, updated),
    },
  };
}

/** `mission_changed` when an open mission came or went. */
function openListChange(before: MissionRow, after: MissionRow) {
  return before.status === 'open' || after.status === 'open'
    ? { missionChanged: [{ id: after.id, status: after.status }] }
    : {};
}

/** The five tariffs of the establishment, frozen onto the mission at assignment (docs/product-rules.md §4). */
export function tariffSnapshot(institution: UserRow | undefined, now: Date) {
  if (!institution) return {};
  return {
    weekdayRateCents: institution.weekdayRateCents,
    weekendRateCents: institution.weekendRateCents,
    nightWeekRateCents: institution.nightWeekRateCents,
    nightWeekendRateCents: institution.nightWeekendRateCents,
    travelFeeCents: institution.travelFeeCents,
    tariffsCopiedAt: now,
  };
}

async function approvedInstitution(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (
    !user ||
    user.status !== 'approved' ||
    user.role !== 'institution' ||
    institutionOf(user) !== user.id
  ) {
    throw unprocessable(fr.institutionNotApproved);
  }
  return user;
}

/** Notifications of an assignment: the professional, and the establishment when it is not the actor. */
function assignmentNotes(
  mission: MissionRow,
  assignee: UserRow,
  institution: UserRow | undefined,
  actor: UserRow,
): NewNotification[] {
  const notes: NewNotification[] = [
    {
      userId: assignee.id,
      type: 'mission',
      message: fr.notify.assignedToYou(mission.name, institution ? displayName(institution) : null),
      link: missionLinks.professional,
      missionId: mission.id,
      mailSubject: fr.mail.assignedToYou(mission.name),
    },
  ];
  if (institution && institution.id !== institutionOf(actor)) {
    notes.push({
      userId: institution.id,
      type: 'mission',
      message: fr.notify.assignedTo(mission.name, displayName(assignee)),
      link: missionLinks.institution,
      missionId: mission.id,
    });
  }
  return notes;
}

/**
 * Whether the view read with the lock still shows `after`: same assignee, establishment and
 * planned start (the names joined and the list's key), whatever else the action changed.
 */
function sameNames(before: MissionRow, after: MissionRow): boolean {
  return (
    before.assignedTo === after.assignedTo &&
    before.institutionId === after.institutionId &&
    before.dateStart.getTime() === after.dateStart.getTime()
  );
}

async function viewOf(db: Db, id: string): Promise<FullMissionView> {
  const view = await findMissionView(db, id);
  if (!view) throw new Error(`mission ${id} vanished inside its transaction`);
  return view;
}

// ——— Lists ———

/** A page of a list and the cursor of the next one (undefined on the last page). */
export interface ListPage<T> {
  items: T[];
  next: string | undefined;
}

/**
 * `GET /prestations` with filters and keyset pages: the caller's own scope (docs/product-rules.md §1) (everything for the
 * admin, its missions for an establishment, hers for a professional), narrowed by the query's
 * filters, newest planned start first; `cursor` continues after the (date_start, id) it holds.
 * Without the new parameters, the same array as before.
 */
export function searchVisible(app: FastifyInstance, user: UserRow, query: ListQuery) {
  const filter: MissionFilter =
    user.role === 'admin'
      ? { kind: 'all' }
      : user.role === 'institution'
        ? { kind: 'institution', institutionId: institutionOf(user) ?? user.id }
        : { kind: 'assigned_to', userId: user.id };
  return search(app, filter, query);
}

/** The establishment's own missions, with the same filters and pages. */
export const searchOfInstitution = (app: FastifyInstance, user: UserRow, query: ListQuery) =>
  search(app, { kind: 'institution', institutionId: institutionOf(user) ?? user.id }, query);

async function search(
  app: FastifyInstance,
  filter: MissionFilter,
  query: ListQuery,
): Promise<ListPage<Prestation>> {
  const sort = query.sort ?? '-date_start';
  let after: { startKey: string; id: string; past?: boolean } | undefined;
  // `soonest` parts the list at the instant of its first page, carried by the cursor, so that
  // a mission ending between two pages is neither shown twice nor skipped.
  let pivot = sort === 'soonest' ? app.now() : undefined;
  if (query.cursor !== undefined) {
    if (sort === 'soonest') {
      const key = decodeCursor(query.cursor, ['string', 'string', 'number', 'number']);
      if (!key || !isTimestampKey(key[0]) || !Number.isSafeInteger(key[3]))
        throw unprocessable(fr.badCursor);
      after = { startKey: key[0] as string, id: key[1] as string, past: key[2] === 1 };
      pivot = new Date(key[3] as number);
    } else {
      const key = decodeCursor(query.cursor, ['string', 'string']);
      if (!key || !isTimestampKey(key[0])) throw unprocessable(fr.badCursor);
      after = { startKey: key[0] as string, id: key[1] as string };
    }
  }
  const criteria: MissionSearch = {
    status: query.status,
    institutionId: query.etablissement_id,
    assignedTo: query.assigned_to,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    q: query.q,
    sort,
    pivot,
  };
  const { limit, offset } = pageOf(query);
  // One more than asked tells whether a next page exists.
  const rows = await listMissions(app.db, filter, { limit: limit + 1, offset, after }, criteria);
  const now = app.now();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const next =
    rows.length > limit && last && query.offset === undefined
      ? encodeCursor(
          sort === 'soonest' && pivot
            ? [
                last.startKey,
                last.mission.id,
                last.mission.dateEnd.getTime() <= pivot.getTime() ? 1 : 0,
                pivot.getTime(),
              ]
            : [last.startKey, last.mission.id],
        )
      : undefined;
  return { items: items.map((view) => presentMission(view, now)), next };
}

export const listAssignedTo = (app: FastifyInstance, user: UserRow, page: Page) =>
  list(app, { kind: 'assigned_to', userId: user.id }, page);

/**
 * `GET /prestations/me`'s page as JSON assembled by the database, with the instant from which
 * it must not be served any more (see `servedUntil`): the same bytes as `listAssignedTo`
 * serialized, at a fraction of the cost on a cache miss.
 */
export async function assignedToJson(app: FastifyInstance, user: UserRow, page: Page) {
  const list = await app.missionFragments.assigned(app.db, user.id, pageOf(page), app.now());
  return { json: list.json, expiresAt: servedUntilEnd(list.earliestAwaitingEnd) };
}

export const listPending = (app: FastifyInstance, page: Page) =>
  list(app, { kind: 'status', status: 'pending' }, page);

/**
 * `GET /prestations/validation` (« Heures à valider »): completed missions whose hours await the
 * establishment's sign-off or are contested, oldest end first (the nearest to being validated
 * by the passing of 72 h). An establishment gets its own, the administrator everyone's. An
 * `awaiting` mission ended more than 72 h ago counts as validated: it is not listed.
 */
export async function missionsToValidate(
  app: FastifyInstance,
  user: UserRow,
  query: ValidationQuery,
): Promise<Prestation[]> {
  const now = app.now();
  const rows = await listToValidate(
    app.db,
    {
      institutionId: user.role === 'admin' ? undefined : (institutionOf(user) ?? user.id),
      state: query.state,
      endedSince: new Date(now.getTime() - AUTO_VALIDATION_MS),
    },
    pageOf(query),
  );
  return rows.map((row) => presentMission(row, now));
}

/** `GET /prestations/{id}`: one mission the caller may see. */
export async function findVisible(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const view = await findMissionView(app.db, id);
  if (!view || !canSee(user, view.mission)) throw notFound(fr.notFound);
  return presentMission(view, app.now());
}

async function list(
  app: FastifyInstance,
  filter: MissionFilter,
  page: Page,
): Promise<Prestation[]> {
  const now = app.now();
  return (await listMissions(app.db, filter, pageOf(page))).map((view) =>
    presentMission(view, now),
  );
}

// ——— Creation and approval (admin, establishment) ———

type CreateBody = z.output<typeof CreatePrestationBody>;

/**
 * Creates a mission. Admin: for the chosen establishment, `assigned` when an assignee is
 * given (through the state machine's approve, once the rates and her eligibility are checked
 * under the lock of her row; `force` overrides eligibility), else `pending`. Establishment:
 * always `pending`, for itself; assignee and establishment fields it sends are ignored, `force`
 * is refused. A mission longer than 12 h is refused whoever creates it.
 */
/**
 * The checks of a creation body made before any write: `force` is the administrator's, an
 * establishment asks for work to come, a mission lasts at most 12 h. `at` locates the body in
 * the request (`['body']`, or `['body', 'missions', i]` in a batch).
 */
function precheckCreate(
  user: UserRow,
  body: CreateBody,
  now: Date,
  at: (string | number)[],
  inBatch: boolean,
): void {
  const startMs = Date.parse(body.dateStart);
  const endMs = Date.parse(body.dateEnd);
  const isAdmin = user.role === 'admin';
  // Only the administrator overrides the planning rules: anyone else sending `force` is refused.
  if (body.force !== undefined && !isAdmin) throw forbidden(staffingFr.overrideAdminOnly);
  // An establishment asks for work to come. The administrator may record work already done (a
  // regularisation), which the professional then signals or the administrator corrects.
  if (!isAdmin && startMs <= now.getTime()) {
    throw new ValidationError([{ loc: [...at, 'dateStart'], msg: fr.startInPast, type: 'future' }]);
  }
  const tooLong = missionLengthProblem(startMs, endMs);
  if (tooLong !== null) {
    if (!inBatch) throw unprocessable(tooLong);
    throw new ValidationError([{ loc: [...at, 'dateEnd'], msg: tooLong, type: 'value_error' }]);
  }
}

/** One mission created in `tx` (checked by {@link precheckCreate}), and what it changes. */
async function insertCreated(
  app: FastifyInstance,
  tx: Db,
  user: UserRow,
  body: CreateBody,
  now: Date,
): Promise<{ mission: MissionRow; effects: Effects; assigned: boolean }> {
  const startMs = Date.parse(body.dateStart);
  const endMs = Date.parse(body.dateEnd);
  const isAdmin = user.role === 'admin';
  const institution = isAdmin
    ? body.etablissement_id === null
      ? undefined
      : await approvedInstitution(tx, body.etablissement_id)
    : // A member creates it for her establishment: its row holds the tariffs.
      await approvedInstitution(tx, institutionOf(user) ?? user.id);
  const assigneeId = isAdmin ? body.assigned_to : null;
  const id = randomUUID();
  let staffed: Staffed | undefined;
  if (assigneeId !== null) {
    assertRates(startMs, endMs, institution, app.timezone);
    staffed = await checkEligibility(
      tx,
      assigneeId,
      staffedOf({
        id,
        name: body.name,
        institutionId: institution?.id ?? null,
        requiredRole: body.required_role,
        dateStart: new Date(startMs),
        dateEnd: new Date(endMs),
      }),
      app.timezone,
      { notProfessional: fr.assigneeNotProfessional, override: body },
    );
  }
  const assignee = staffed?.person;

  const draft: NewMissionRow = {
    id,
    name: body.name,
    description: body.description,
    dateStart: new Date(startMs),
    dateEnd: new Date(endMs),
    dureeMinutes: plannedMinutes(startMs, endMs),
    institutionId: institution?.id ?? null,
    assignedTo: null,
    createdBy: user.id,
    status: 'pending',
    requiredRole: body.required_role,
    overrideReason: staffed?.overrideReason ?? null,
    createdAt: now,
    updatedAt: now,
  };
  if (assignee) {
    const pending: MissionState = {
      status: 'pending',
      assignedTo: null,
      institutionId: draft.institutionId ?? null,
      startedAt: null,
      endedAt: null,
      dateStart: startMs,
      dateEnd: endMs,
      paid: false,
      validation: null,
    };
    const decision = decide(
      pending,
      { kind: 'approve', assignee: assignee.id },
      user,
      now,
      app.timezone,
    );
    Object.assign(draft, {
      status: decision.next.status,
      assignedTo: decision.next.assignedTo,
      ...tariffSnapshot(institution, now),
    });
  }
  const mission = await insertMission(tx, draft);
  await insertMissionEvent(tx, {
    missionId: mission.id,
    actorId: user.id,
    action: 'create',
    fromStatus: null,
    toStatus: mission.status,
    at: now,
    details: {
      institution_id: mission.institutionId,
      assigned_to: mission.assignedTo,
      required_role: mission.requiredRole,
      ...(staffed ? overrideDetails(staffed) : {}),
    },
  });
  const override = overrideAudit(staffed, mission.assignedTo ?? '');
  return {
    mission,
    assigned: !!assignee,
    effects: {
      answersChanged: [mission.assignedTo, mission.institutionId],
      audit: override ? [missionAuditLine(user, mission.id, override)] : [],
      missions: [mission],
      notify: assignee ? assignmentNotes(mission, assignee, institution, user) : [],
    },
  };
}

export async function createMission(app: FastifyInstance, user: UserRow, body: CreateBody) {
  const now = app.now();
  // The contract has already refused a bad window with the domain's validatePlannedWindow.
  precheckCreate(user, body, now, ['body'], false);
  const view = await withTransaction(app, now, async (tx) => {
    const { mission, effects, assigned } = await insertCreated(app, tx, user, body, now);
    return {
      result: await viewOf(tx, mission.id),
      effects: {
        ...effects,
        notify:
          assigned || user.role === 'admin'
            ? effects.notify
            : // An establishment's request: every administrator is told (« /approbations »).
              await newMissionRequestNotes(tx, mission.name, user),
      },
    };
  });
  return {
    message: user.role === 'admin' ? fr.createdByAdmin : fr.submittedByInstitution,
    prestation: presentMission(view, now),
  };
}

/**
 * `POST /prestations/batch`: up to 100 creation bodies in one transaction, each under the rules
 * of `POST /prestations` (its establishment, its rates and the assignee's eligibility, later
 * items seeing the earlier ones). All are created or none: the first refused item answers a 422
 * located at its index (`['body', 'missions', i, …]`). An establishment's batch tells the
 * administrators once.
 */
export async function createMissions(
  app: FastifyInstance,
  user: UserRow,
  bodies: readonly CreateBody[],
) {
  const now = app.now();
  bodies.forEach((body, i) => precheckCreate(user, body, now, ['body', 'missions', i], true));
  const views = await withTransaction(app, now, async (tx) => {
    const created: MissionRow[] = [];
    const all: Effects[] = [];
    for (const [i, body] of bodies.entries()) {
      try {
        const one = await insertCreated(app, tx, user, body, now);
        created.push(one.mission);
        all.push(one.effects);
      } catch (err) {
        // Located at the item; a refusal of the caller herself (403) stays one.
        if (err instanceof HttpError && err.statusCode !== 403) {
          throw new ValidationError([
            { loc: ['body', 'missions', i], msg: err.detail, type: 'value_error' },
          ]);
        }
        throw err;
      }
    }
    const first = created[0];
    const requestNotes =
      user.role === 'admin' || first === undefined
        ? []
        : await newMissionRequestNotes(
            tx,
            created.length === 1 ? first.name : fr.batchLabel(first.name, created.length),
            user,
          );
    const result: FullMissionView[] = [];
    for (const mission of created) result.push(await viewOf(tx, mission.id));
    return {
      result,
      effects: {
        answersChanged: all.flatMap((e) => e.answersChanged ?? []),
        audit: all.flatMap((e) => e.audit ?? []),
        missions: all.flatMap((e) => e.missions ?? []),
        notify: [...all.flatMap((e) => e.notify ?? []), ...requestNotes],
      },
    };
  });
  return {
    message: fr.batchCreated(views.length),
    prestations: views.map((view) => presentMission(view, now)),
  };
}

/** Who an approval assigns the mission to, read once the state machine agreed. */
interface Assignment {
  assignee: UserRow;
  institution: UserRow | undefined;
}

/**
 * Admin assigns a pending or open mission to an approved professional (the state machine's
 * approve) and copies the tariffs: the establishment's rates must cover the planned times, and
 * she must be eligible (decided under the lock of her row) unless the admin forces it.
 */
export async function approveMission(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: z.output<typeof ApproveBody>,
): Promise<Prestation> {
  const now = app.now();
  const assigneeId = body.assigned_to ?? '';
  // Read by the audit details once `prepare` has decided.
  let staffed: Staffed | undefined;
  const view = await withTransaction(app, now, (tx) =>
    act<Assignment>(tx, admin, id, (mission) => ({
      actor: admin,
      action: { kind: 'approve', assignee: assigneeId },
      now,
      timeZone: app.timezone,
      prepare: async () => {
        const institution = await assertMissionRates(tx, mission, app.timezone);
        staffed = await checkEligibility(tx, assigneeId, staffedOf(mission), app.timezone, {
          notProfessional: fr.assigneeNotProfessional,
          override: body,
        });
        return {
          assignee: staffed.person,
          institution,
          set: { ...tariffSnapshot(institution, now), overrideReason: staffed.overrideReason },
        };
      },
      details: (updated) => ({
        assigned_to: updated.assignedTo,
        ...(staffed ? overrideDetails(staffed) : {}),
      }),
      notify: (updated, { assignee, institution }) =>
        assignmentNotes(updated, assignee, institution, admin),
      auditLine: () => overrideAudit(staffed, assigneeId),
    })),
  );
  return presentMission(view, now);
}

// ——— Signals of the assignee: accept, start, end ———

export interface Signal {
  missionId: string;
  kind: SignalKind;
  /** Device time of the tap, ISO-8601; the server time when absent. */
  at?: string | undefined;
  /** Idempotency key (`client_action_id` or the Idempotency-Key header). */
  key?: string | undefined;
  /** Where the phone was at the tap, as the device read it (kept only with her consent). */
  position?: Position | null | undefined;
}

/**
 * Applies accept / start / end for the single endpoints and the offline batch alike, and
 * returns the HTTP answer. With a key, the first answer (success or refusal) is recorded
 * with the change and replayed for the same key, also after a restart.
 */
export async function signal(app: FastifyInstance, user: UserRow, s: Signal): Promise<Answer> {
  const outcome = await app.db.transaction((tx) => signalIn(app, tx, user, s));
  runEffects(app, outcome.effects);
  return outcome.answer;
}

/**
 * {@link signal} inside the caller's transaction (its own work in a savepoint), answering what
 * to run once that transaction has committed: the offline outbox applies a phone's whole batch
 * in one transaction this way, then runs every tap's effects after its commit.
 */
export async function signalIn(
  app: FastifyInstance,
  tx: Db,
  user: UserRow,
  s: Signal,
): Promise<{ answer: Answer; effects: AfterCommit }> {
  const now = app.now();
  const key =
    s.key === undefined
      ? undefined
      : { userId: user.id, key: s.key, scope: `${s.kind}:${s.missionId}` };
  // One round trip: the key's lock and first answer, or the mission locked for update.
  const context = await tapContext(tx, user.id, s.key, s.missionId);
  if (context.seen) {
    if (!key) throw new Error('tap_context answered a key it was not given');
    const answer = firstAnswer(context.seen, key);
    return { answer, effects: replayedEffects(answer) };
  }
  let written: { tap: TapWritten; write: TapWrite; updated: MissionRow; mission: MissionRow };
  try {
    written = await decideTap(tx, user, context, s, now, app.timezone, key);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // A refusal writes nothing but its answer, kept for the key like a success.
    const answer = { statusCode: error.statusCode, body: { detail: error.detail } };
    if (key) await recordAnswer(tx, key, answer, now);
    return { answer, effects: {} };
  }
  const { tap, write, updated, mission } = written;
  // The contract and the scheduled work follow the mission in the same transaction.
  const lockedTerms =
    tap.contract === undefined ? undefined : new Map([[updated.id, tap.contract]]);
  const parties = new Map(
    [context.assignee, context.institution].flatMap((person) =>
      person ? [[person.id, person] as const] : [],
    ),
  );
  const after = await storeEffects(app, tx, { missions: [updated], lockedTerms, parties }, now);
  return {
    answer: { statusCode: 200, body: write.answer },
    effects: {
      ...after,
      answersChanged: [...write.changed, ...tap.members],
      notified: tap.notified,
      withDevices: tap.devices,
      ...openListChange(mission, updated),
    },
  };
}

/**
 * The state machine's decision on the locked mission, written in one round trip (`tap_apply`):
 * the columns, the event, the notifications and the key's answer. Throws the refusal (an
 * HttpError) before anything is written.
 */
async function decideTap(
  tx: Db,
  user: UserRow,
  { mission, assignee, institution }: Extract<TapContext, { seen?: undefined }>,
  s: Signal,
  now: Date,
  timeZone: string,
  key: TapWrite['key'],
) {
  if (!mission || !canSee(user, mission)) throw notFound(fr.notFound);
  const step = signalStep(tx, user, mission, s, now, timeZone);
  const decision = decide(stateOf(mission), step.action, user, now, timeZone);
  const { set: placed, ...prepared } = await step.prepare(decision);
  const set: Partial<NewMissionRow> = { ...columnsOf(decision.changes), ...placed, updatedAt: now };
  // What the update writes: the notifications and the event's details are read from it.
  const updated: MissionRow = { ...mission, ...set } as MissionRow;
  const write: TapWrite = {
    missionId: mission.id,
    fromStatus: mission.status,
    set,
    event: {
      actorId: user.id,
      action: step.action.kind,
      deviceAt: step.deviceAt ?? null,
      clientActionId: step.clientActionId ?? null,
      details: step.details?.(updated, decision) ?? null,
    },
    notify: step.notify(updated, prepared),
    changed: [mission.assignedTo, updated.assignedTo, mission.institutionId].filter(
      (id): id is string => !!id,
    ),
    key,
    // The answer, written here from the row as the update leaves it (the triggers only fill
    // columns it does not show).
    answer: presentMission({ mission: updated, assignee, institution }, now),
    contract: contractFollows(updated),
    now,
  };
  const tap = await tapApply(tx, write);
  if (!tap) throw conflict(fr.changedMeanwhile);
  return { tap, write, updated, mission };
}

/**
 * A replayed success wrote nothing now; its mission's users are dropped again all the same,
 * in case the first call's announcement has not reached this instance yet.
 */
function replayedEffects(answer: Answer): AfterCommit {
  if (answer.statusCode !== 200) return {};
  const mission = answer.body as Prestation;
  return { answersChanged: [mission.assigned_to, mission.etablissement_id] };
}

/**
 * The position of a tap that may be kept: only when the professional has allowed it in her
 * profile. Otherwise it is dropped without a word, not refused: the tap (her hours) must go
 * through whatever the device sent, and an outbox filled before she withdrew her consent, or an
 * older app, must not make the server keep what she no longer allows.
 */
function keptPosition(user: UserRow, position: Position | null | undefined): Position | null {
  return user.sharePosition && position ? position : null;
}

/**
 * The columns a kept position fills: where the phone was at the start (the end) and its
 * distance to the establishment, measured now, once, against where the establishment is now.
 */
function placedColumns(
  kind: SignalKind,
  position: Position,
  distanceM: number | null,
): Partial<NewMissionRow> {
  switch (kind) {
    case 'start':
      return {
        startLat: position.lat,
        startLng: position.lng,
        startAccuracy: position.accuracy,
        startDistanceM: distanceM,
      };
    case 'end':
      return {
        endLat: position.lat,
        endLng: position.lng,
        endAccuracy: position.accuracy,
        endDistanceM: distanceM,
      };
    case 'accept':
      // The accept's position is only kept in the audit log: nothing shows it.
      return {};
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown signal: ${String(unknown)}`);
    }
  }
}

/** How far from its establishment a kept position was (null: unknown), and who hears of a late end. */
interface Placed {
  distanceM: number | null;
  /** The administrators, read only when the end is flagged late. */
  admins: string[];
  institution: UserRow | undefined;
}

/** The assignee's accept, start or end of the locked `mission`, and whom it tells. */
function signalStep(
  tx: Db,
  user: UserRow,
  mission: MissionRow,
  s: Signal,
  now: Date,
  timeZone: string,
): Step<Placed> & { notify: NonNullable<Act<Placed>['notify']> } {
  const atMs = s.at === undefined ? undefined : Date.parse(s.at);
  const tapped = atMs ?? now.getTime();
  const action: MissionAction =
    s.kind === 'accept'
      ? { kind: 'accept', ...(atMs === undefined ? {} : { at: atMs }) }
      : { kind: s.kind, at: tapped };
  const position = keptPosition(user, s.position);
  // Measured by `prepare` once the state machine has agreed, read by the audit details.
  let distanceM: number | null = null;
  return {
    actor: user,
    action,
    now,
    timeZone,
    deviceAt: atMs === undefined ? null : new Date(atMs),
    clientActionId: s.key ?? null,
    prepare: async (decision) => {
      const late = decision.changes.hoursFlag === 'late_end';
      const institution =
        (position !== null || late) && mission.institutionId !== null
          ? await findUserById(tx, mission.institutionId)
          : undefined;
      const admins = late ? await adminIds(tx) : [];
      if (position === null) return { distanceM, admins, institution };
      distanceM = distanceOrNull(position, locationOf(institution));
      return { distanceM, admins, institution, set: placedColumns(s.kind, position, distanceM) };
    },
    details: (_updated, { changes }) => ({
      ...(changes.startedAt === undefined
        ? {}
        : { started_at: new Date(changes.startedAt).toISOString() }),
      ...(changes.endedAt === undefined
        ? {}
        : { ended_at: new Date(changes.endedAt).toISOString() }),
      ...(changes.actualDuration === undefined ? {} : { actual_duration: changes.actualDuration }),
      ...(atMs === undefined ? {} : { device_at: new Date(atMs).toISOString() }),
      ...(position === null
        ? {}
        : {
            position: { lat: position.lat, lng: position.lng },
            accuracy_m: position.accuracy,
            distance_m: distanceM,
          }),
    }),
    notify: (updated, { admins, institution }) => {
      const person = displayName(user);
      if (s.kind === 'end' && updated.hoursFlag === 'late_end') {
        return lateEndNotes(updated, person, institution, admins, timeZone);
      }
      if (mission.institutionId === null) return [];
      const message =
        s.kind === 'accept'
          ? fr.notify.accepted(person, mission.name)
          : s.kind === 'start'
            ? fr.notify.started(person, mission.name)
            : fr.notify.ended(person, mission.name);
      return [
        {
          userId: mission.institutionId,
          type: 'mission',
          message,
          link: missionLinks.institution,
          missionId: mission.id,
        },
      ];
    },
  };
}

/**
 * An end far too late (`hours_flag` late_end): the establishment is asked to confirm or correct
 * the hours, and every administrator is told, since nothing pays them until one of them acts.
 */
function lateEndNotes(
  mission: MissionRow,
  person: string,
  institution: UserRow | undefined,
  admins: string[],
  timeZone: string,
): NewNotification[] {
  if (mission.startedAt === null || mission.endedAt === null) return [];
  const gap = lateEndGap(mission.startedAt.getTime(), mission.endedAt.getTime());
  const span = hoursSpan(mission.startedAt, mission.endedAt, timeZone);
  const notes: NewNotification[] = [];
  if (mission.institutionId !== null) {
    notes.push({
      userId: mission.institutionId,
      type: 'mission',
      message: fr.notify.endedLate(person, mission.name, gap, span),
      link: missionLinks.validation,
      missionId: mission.id,
    });
  }
  const establishment = institution ? displayName(institution) : '—';
  for (const adminId of admins) {
    notes.push({
      userId: adminId,
      type: 'mission',
      message: fr.notify.endedLateToAdmin(person, mission.name, establishment, gap),
      link: missionLinks.validation,
      missionId: mission.id,
    });
  }
  return notes;
}

// ——— Cancellation and correction ———

/**
 * Admin or the owning establishment cancels a mission that has not started; the assignee is
 * told. An `assigned` or `accepted` mission cancelled less than 48 h before its start owes her a
 * compensation (docs/product-rules.md, « Cancellation terms »), kept on the mission and told.
 */
export async function cancelMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const now = app.now();
  const view = await withTransaction(app, now, (tx) =>
    act<{ compensationCents: number }>(tx, user, id, (mission) => ({
      actor: user,
      action: { kind: 'cancel' },
      now,
      timeZone: app.timezone,
      prepare: async () => {
        const compensationCents = cancellationCompensationCents(
          {
            status: mission.status,
            dateStart: mission.dateStart.getTime(),
            dateEnd: mission.dateEnd.getTime(),
            tariffs: mission,
          },
          now.getTime(),
          app.timezone,
        );
        return {
          compensationCents,
          set: { compensationCents: compensationCents > 0 ? compensationCents : null },
        };
      },
      details: (updated) =>
        updated.compensationCents === null ? {} : { compensation_cents: updated.compensationCents },
      notify: (_updated, { compensationCents }) => {
        const items: NewNotification[] = [];
        if (mission.assignedTo !== null) {
          items.push({
            userId: mission.assignedTo,
            type: 'mission',
            message:
              compensationCents > 0
                ? fr.notify.cancelledCompensated(mission.name, eurosFr(compensationCents))
                : fr.notify.cancelled(mission.name),
            link: missionLinks.professional,
            missionId: mission.id,
          });
        }
        if (mission.institutionId !== null && mission.institutionId !== institutionOf(user)) {
          items.push({
            userId: mission.institutionId,
            type: 'mission',
            message: fr.notify.cancelledByAdmin(mission.name),
            link: missionLinks.institution,
            missionId: mission.id,
          });
        }
        return items;
      },
    })),
  );
  return presentMission(view, now);
}

/**
 * Admin correction of the actual times (docs/product-rules.md §2): recomputes actual_duration; refused on a
 * paid mission. The previous and new times are kept in the audit log. On a completed mission it
 * validates the hours; on a contested one it settles the contest, and the professional and the
 * establishment are told the outcome.
 */
export async function correctActuals(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: z.output<typeof ActualsBody>,
): Promise<Prestation> {
  const now = app.now();
  const tz = app.timezone;
  const startedAt = Date.parse(body.started_at);
  const endedAt =
    body.ended_at === null || body.ended_at === undefined ? null : Date.parse(body.ended_at);
  const view = await withTransaction(app, now, async (tx) => {
    // Invoicing's turn first (the lock order): an invoiced mission whose hours change
    // gets its credit note in this transaction.
    await takeInvoicingTurn(tx);
    let before: MissionRow | undefined;
    const write = await act<Parties>(tx, admin, id, (mission) => {
      before = mission;
      return {
        actor: admin,
        action: { kind: 'correct', startedAt, endedAt },
        now,
        timeZone: tz,
        // Only a settled contest is announced, naming the professional.
        prepare: async () =>
          mission.validation === 'contested'
            ? partiesOf(tx, mission)
            : { assignee: undefined, institution: undefined },
        details: (updated) => ({
          before: {
            started_at: mission.startedAt?.toISOString() ?? null,
            ended_at: mission.endedAt?.toISOString() ?? null,
            actual_duration: mission.actualDuration,
            validation: mission.validation,
          },
          after: {
            started_at: updated.startedAt?.toISOString() ?? null,
            ended_at: updated.endedAt?.toISOString() ?? null,
            actual_duration: updated.actualDuration,
            validation: updated.validation,
          },
          ...(mission.validation === 'contested'
            ? { settled: settlementOf(mission, updated) }
            : {}),
        }),
        notify: (updated, parties) =>
          mission.validation === 'contested' ? settlementNotes(mission, updated, parties, tz) : [],
        auditLine: (updated) => ({
          action: 'hours.corrected',
          detail: {
            before: {
              started_at: mission.startedAt?.toISOString() ?? null,
              ended_at: mission.endedAt?.toISOString() ?? null,
            },
            after: {
              started_at: updated.startedAt?.toISOString() ?? null,
              ended_at: updated.endedAt?.toISOString() ?? null,
            },
          },
        }),
      };
    });
    if (
      before &&
      (before.startedAt?.getTime() !== startedAt || (before.endedAt?.getTime() ?? null) !== endedAt)
    ) {
      await creditInvoicedMission(app, tx, id, admin, now);
    }
    return write;
  });
  return presentMission(view, now);
}

// ——— Sign-off of the hours: validate, contest ———

/** The people a sign-off concerns, named in its notifications. */
interface Parties {
  assignee: UserRow | undefined;
  institution: UserRow | undefined;
}

async function partiesOf(tx: Db, mission: MissionRow): Promise<Parties> {
  const assignee =
    mission.assignedTo === null ? undefined : await findUserById(tx, mission.assignedTo);
  const institution =
    mission.institutionId === null ? undefined : await findUserById(tx, mission.institutionId);
  return { assignee, institution };
}

/** How a contest ended: the professional's times kept, or corrected by the administrator. */
function settlementOf(before: MissionRow, after: MissionRow): 'kept' | 'corrected' {
  return before.startedAt?.getTime() === after.startedAt?.getTime() &&
    before.endedAt?.getTime() === after.endedAt?.getTime()
    ? 'kept'
    : 'corrected';
}

/** The outcome of a settled contest, to the professional and to the establishment. */
function settlementNotes(
  before: MissionRow,
  after: MissionRow,
  { assignee }: Parties,
  timeZone: string,
): NewNotification[] {
  if (after.startedAt === null || after.endedAt === null) return [];
  const span = hoursSpan(after.startedAt, after.endedAt, timeZone);
  const kept = settlementOf(before, after) === 'kept';
  const person = assignee ? displayName(assignee) : '';
  const notes: NewNotification[] = [];
  if (after.assignedTo !== null) {
    notes.push({
      userId: after.assignedTo,
      type: 'mission',
      message: kept
        ? fr.notify.settledKept(after.name, span)
        : fr.notify.settledCorrected(after.name, span),
      link: missionLinks.professional,
      missionId: after.id,
    });
  }
  if (after.institutionId !== null) {
    notes.push({
      userId: after.institutionId,
      type: 'mission',
      message: kept
        ? fr.notify.settledKeptToInstitution(after.name, person, span)
        : fr.notify.settledCorrectedToInstitution(after.name, person, span),
      link: missionLinks.institution,
      missionId: after.id,
    });
  }
  return notes;
}

/**
 * `PUT /prestations/{id}/validate`: the establishment signs off its completed mission's hours,
 * or the administrator does for it. On a contested mission only the administrator may: that
 * settles the contest keeping the professional's times (the state machine's rule). The
 * professional is told; so is the establishment when the administrator signed off for it.
 */
export async function validateMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const now = app.now();
  const tz = app.timezone;
  const view = await withTransaction(app, now, (tx) =>
    act<Parties>(tx, user, id, (mission) => ({
      actor: user,
      action: { kind: 'validate' },
      now,
      timeZone: tz,
      prepare: () => partiesOf(tx, mission),
      auditLine: () => ({
        action: 'hours.validated',
        ...(mission.validation === 'contested' ? { detail: { settled: 'kept' } } : {}),
      }),
      details: (updated) => ({
        validated_at: updated.validatedAt?.toISOString() ?? null,
        validated_by: updated.validatedBy,
        ...(mission.validation === 'contested' ? { settled: 'kept' } : {}),
      }),
      notify: (updated, parties) => {
        if (mission.validation === 'contested') {
          return settlementNotes(mission, updated, parties, tz);
        }
        const notes: NewNotification[] = [];
        if (updated.assignedTo !== null) {
          notes.push({
            userId: updated.assignedTo,
            type: 'mission',
            message: fr.notify.validated(
              updated.name,
              user.role === 'admin' ? fr.byAdmin : displayName(user),
            ),
            link: missionLinks.professional,
            missionId: updated.id,
          });
        }
        if (user.role === 'admin' && updated.institutionId !== null) {
          notes.push({
            userId: updated.institutionId,
            type: 'mission',
            message: fr.notify.validatedByAdmin(
              updated.name,
              parties.assignee ? displayName(parties.assignee) : '',
            ),
            link: missionLinks.institution,
            missionId: updated.id,
          });
        }
        return notes;
      },
    })),
  );
  return presentMission(view, now);
}

/**
 * `PUT /prestations/{id}/contest`: the establishment contests its completed mission's hours
 * while they await its sign-off, proposing the times it believes right, with a reason. The
 * professional's times stay as they are until the administrator settles (`validate` keeps
 * them, `PATCH …/actuals` corrects them). The professional and every administrator are told.
 */
export async function contestMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  body: z.output<typeof ContestBody>,
): Promise<Prestation> {
  const now = app.now();
  const tz = app.timezone;
  const startedAt = Date.parse(body.started_at);
  const endedAt = Date.parse(body.ended_at);
  const view = await withTransaction(app, now, (tx) =>
    act<Parties & { admins: string[] }>(tx, user, id, (mission) => ({
      actor: user,
      action: { kind: 'contest', startedAt, endedAt, reason: body.reason },
      now,
      timeZone: tz,
      prepare: async () => ({ ...(await partiesOf(tx, mission)), admins: await adminIds(tx) }),
      auditLine: (updated) => ({
        action: 'hours.contested',
        detail: {
          proposed_started_at: updated.proposedStartedAt?.toISOString() ?? null,
          proposed_ended_at: updated.proposedEndedAt?.toISOString() ?? null,
        },
      }),
      details: (updated) => ({
        reason: updated.contestReason,
        proposed_started_at: updated.proposedStartedAt?.toISOString() ?? null,
        proposed_ended_at: updated.proposedEndedAt?.toISOString() ?? null,
        started_at: mission.startedAt?.toISOString() ?? null,
        ended_at: mission.endedAt?.toISOString() ?? null,
      }),
      notify: (updated, { assignee, institution, admins }) => {
        const span = hoursSpan(new Date(startedAt), new Date(endedAt), tz);
        const establishment = displayName(institution ?? user);
        const notes: NewNotification[] = [];
        if (updated.assignedTo !== null) {
          notes.push({
            userId: updated.assignedTo,
            type: 'mission',
            message: fr.notify.contested(establishment, updated.name, span),
            link: missionLinks.professional,
            missionId: updated.id,
          });
        }
        const person = assignee ? displayName(assignee) : '';
        for (const adminId of admins) {
          notes.push({
            userId: adminId,
            type: 'mission',
            message: fr.notify.contestedToAdmin(establishment, person, updated.name, span),
            link: missionLinks.validation,
            missionId: updated.id,
          });
        }
        return notes;
      },
    })),
  );
  return presentMission(view, now);
}
