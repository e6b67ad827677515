import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  type ActualsBody,
  type ApproveBody,
  type CreatePrestationBody,
  type PageQuery,
  type Prestation,
  type SignalKind,
} from '../../../contract/missions.ts';
import { plannedMinutes } from '../../../domain/missions/durations.ts';
import { missionLengthProblem } from '../../../domain/staffing/eligibility.ts';
import type { MissionAction, MissionState } from '../../../domain/missions/transition.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, forbidden, notFound, unprocessable } from '../../errors.ts';
import {
  runEffects,
  storeEffects,
  withTransaction,
  type AfterCommit,
  type Write,
} from '../../plugins/effects.ts';
import { runIdempotent, type Answer } from '../idempotency/service.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { staffingFr } from '../staffing/fr.ts';
import {
  assertMissionRates,
  assertRates,
  checkEligibility,
  overrideDetails,
  staffedOf,
  type Staffed,
} from '../staffing/rules.ts';
import { displayName } from '../users/present.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { missionLinks, missionsFr as fr } from './fr.ts';
import { presentMission } from './present.ts';
import {
  findMissionView,
  insertMission,
  insertMissionEvent,
  listMissions,
  lockMission,
  type FullMissionView,
  type MissionFilter,
  type MissionRow,
  type NewMissionRow,
} from './repo.ts';
import { changeMission, decide, type Step } from './state.ts';

type Page = z.output<typeof PageQuery>;

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
      return mission.institutionId === user.id;
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
async function lockVisible(tx: Db, user: UserRow, id: string): Promise<MissionRow> {
  const mission = await lockMission(tx, id);
  if (!mission || !canSee(user, mission)) throw notFound(fr.notFound);
  return mission;
}

/** An action on one mission, and the notifications it leaves once applied. */
export type Act<P> = Step<P> & {
  notify?: (updated: MissionRow, prepared: P) => NewNotification[];
};

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
  return actOn(tx, await lockVisible(tx, user, id), step);
}

/** {@link act} on a mission the caller has already locked (and may act on). */
export async function actOn<P = undefined>(
  tx: Db,
  mission: MissionRow,
  step: (mission: MissionRow) => Act<P>,
): Promise<Write<FullMissionView>> {
  const action = step(mission);
  const { updated, prepared, changed } = await changeMission(tx, mission, action);
  return {
    result: await viewOf(tx, mission.id),
    effects: {
      changed,
      notify: action.notify?.(updated, prepared) ?? [],
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
  if (!user || user.status !== 'approved' || user.role !== 'institution') {
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
    },
  ];
  if (institution && institution.id !== actor.id) {
    notes.push({
      userId: institution.id,
      type: 'mission',
      message: fr.notify.assignedTo(mission.name, displayName(assignee)),
      link: missionLinks.institution,
    });
  }
  return notes;
}

async function viewOf(db: Db, id: string): Promise<FullMissionView> {
  const view = await findMissionView(db, id);
  if (!view) throw new Error(`mission ${id} vanished inside its transaction`);
  return view;
}

// ——— Lists ———

/**
 * `GET /prestations`: the admin sees every mission, an establishment its own, a professional
 * only those assigned to her (docs/product-rules.md §1: never another's).
 */
export function listVisible(app: FastifyInstance, user: UserRow, page: Page) {
  const filter: MissionFilter =
    user.role === 'admin'
      ? { kind: 'all' }
      : user.role === 'institution'
        ? { kind: 'institution', institutionId: user.id }
        : { kind: 'assigned_to', userId: user.id };
  return list(app.db, filter, page);
}

export const listAssignedTo = (app: FastifyInstance, user: UserRow, page: Page) =>
  list(app.db, { kind: 'assigned_to', userId: user.id }, page);

export const listOfInstitution = (app: FastifyInstance, user: UserRow, page: Page) =>
  list(app.db, { kind: 'institution', institutionId: user.id }, page);

export const listPending = (app: FastifyInstance, page: Page) =>
  list(app.db, { kind: 'status', status: 'pending' }, page);

/** `GET /prestations/{id}`: one mission the caller may see. */
export async function findVisible(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const view = await findMissionView(app.db, id);
  if (!view || !canSee(user, view.mission)) throw notFound(fr.notFound);
  return presentMission(view);
}

async function list(db: Db, filter: MissionFilter, page: Page): Promise<Prestation[]> {
  return (await listMissions(db, filter, pageOf(page))).map(presentMission);
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
export async function createMission(app: FastifyInstance, user: UserRow, body: CreateBody) {
  const now = app.now();
  // The contract has already refused a bad window with the domain's validatePlannedWindow.
  const startMs = Date.parse(body.dateStart);
  const endMs = Date.parse(body.dateEnd);
  const isAdmin = user.role === 'admin';
  // Only the administrator overrides the planning rules: anyone else sending `force` is refused.
  if (body.force !== undefined && !isAdmin) throw forbidden(staffingFr.overrideAdminOnly);
  const tooLong = missionLengthProblem(startMs, endMs);
  if (tooLong !== null) throw unprocessable(tooLong);

  const view = await withTransaction(app, now, async (tx) => {
    const institution = isAdmin
      ? body.etablissement_id === null
        ? undefined
        : await approvedInstitution(tx, body.etablissement_id)
      : user;
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
      };
      const decision = decide(pending, { kind: 'approve', assignee: assignee.id }, user, now);
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
    return {
      result: await viewOf(tx, mission.id),
      effects: {
        changed: [mission.assignedTo, mission.institutionId],
        notify: assignee ? assignmentNotes(mission, assignee, institution, user) : [],
      },
    };
  });
  return {
    message: isAdmin ? fr.createdByAdmin : fr.submittedByInstitution,
    prestation: presentMission(view),
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
    })),
  );
  return presentMission(view);
}

// ——— Signals of the assignee: accept, start, end ———

export interface Signal {
  missionId: string;
  kind: SignalKind;
  /** Device time of the tap, ISO-8601; the server time when absent. */
  at?: string | undefined;
  /** Idempotency key (`client_action_id` or the Idempotency-Key header). */
  key?: string | undefined;
}

/**
 * Applies accept / start / end for the single endpoints and the offline batch alike, and
 * returns the HTTP answer. With a key, the first answer (success or refusal) is recorded
 * with the change and replayed for the same key, also after a restart.
 */
export async function signal(app: FastifyInstance, user: UserRow, s: Signal): Promise<Answer> {
  const now = app.now();
  const key =
    s.key === undefined
      ? undefined
      : { userId: user.id, key: s.key, scope: `${s.kind}:${s.missionId}` };
  const outcome = await runIdempotent<AfterCommit>(app.db, key, now, async (tx) => {
    try {
      // A savepoint: a refusal keeps nothing of the attempt, only the recorded answer.
      const { view, effects } = await tx.transaction(async (attempt) => {
        const write = await act(attempt, user, s.missionId, (mission) =>
          signalStep(user, mission, s, now),
        );
        return { view: write.result, effects: await storeEffects(attempt, write.effects, now) };
      });
      return { answer: { statusCode: 200, body: presentMission(view) }, effects };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return {
        answer: { statusCode: error.statusCode, body: { detail: error.detail } },
        effects: {},
      };
    }
  });
  runEffects(app, outcome.effects ?? replayedEffects(outcome.answer));
  return outcome.answer;
}

/**
 * A replayed success wrote nothing now; its mission's users are dropped again all the same,
 * in case the first call's announcement has not reached this instance yet.
 */
function replayedEffects(answer: Answer): AfterCommit {
  if (answer.statusCode !== 200) return {};
  const mission = answer.body as Prestation;
  return { changed: [mission.assigned_to, mission.etablissement_id] };
}

/** The assignee's accept, start or end of the locked `mission`, and whom it tells. */
function signalStep(user: UserRow, mission: MissionRow, s: Signal, now: Date): Act<undefined> {
  const atMs = s.at === undefined ? undefined : Date.parse(s.at);
  const tapped = atMs ?? now.getTime();
  const action: MissionAction =
    s.kind === 'accept'
      ? { kind: 'accept', ...(atMs === undefined ? {} : { at: atMs }) }
      : { kind: s.kind, at: tapped };
  return {
    actor: user,
    action,
    now,
    deviceAt: atMs === undefined ? null : new Date(atMs),
    clientActionId: s.key ?? null,
    details: (_updated, { changes }) => ({
      ...(changes.startedAt === undefined
        ? {}
        : { started_at: new Date(changes.startedAt).toISOString() }),
      ...(changes.endedAt === undefined
        ? {}
        : { ended_at: new Date(changes.endedAt).toISOString() }),
      ...(changes.actualDuration === undefined ? {} : { actual_duration: changes.actualDuration }),
    }),
    notify: () => {
      if (mission.institutionId === null) return [];
      const person = displayName(user);
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
        },
      ];
    },
  };
}

// ——— Cancellation and correction ———

/** Admin or the owning establishment cancels a mission that has not started; the assignee is told. */
export async function cancelMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const now = app.now();
  const view = await withTransaction(app, now, (tx) =>
    act(tx, user, id, (mission) => ({
      actor: user,
      action: { kind: 'cancel' },
      now,
      notify: () => {
        const items: NewNotification[] = [];
        if (mission.assignedTo !== null) {
          items.push({
            userId: mission.assignedTo,
            type: 'mission',
            message: fr.notify.cancelled(mission.name),
            link: missionLinks.professional,
          });
        }
        if (mission.institutionId !== null && mission.institutionId !== user.id) {
          items.push({
            userId: mission.institutionId,
            type: 'mission',
            message: fr.notify.cancelledByAdmin(mission.name),
            link: missionLinks.institution,
          });
        }
        return items;
      },
    })),
  );
  return presentMission(view);
}

/**
 * Admin correction of the actual times (docs/product-rules.md §2): recomputes actual_duration; refused on a
 * paid mission. The previous and new times are kept in the audit log.
 */
export async function correctActuals(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: z.output<typeof ActualsBody>,
): Promise<Prestation> {
  const now = app.now();
  const startedAt = Date.parse(body.started_at);
  const endedAt =
    body.ended_at === null || body.ended_at === undefined ? null : Date.parse(body.ended_at);
  const view = await withTransaction(app, now, (tx) =>
    act(tx, admin, id, (mission) => ({
      actor: admin,
      action: { kind: 'correct', startedAt, endedAt },
      now,
      details: (updated) => ({
        before: {
          started_at: mission.startedAt?.toISOString() ?? null,
          ended_at: mission.endedAt?.toISOString() ?? null,
          actual_duration: mission.actualDuration,
        },
        after: {
          started_at: updated.startedAt?.toISOString() ?? null,
          ended_at: updated.endedAt?.toISOString() ?? null,
          actual_duration: updated.actualDuration,
        },
      }),
    })),
  );
  return presentMission(view);
}
