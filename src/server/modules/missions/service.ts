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
import type { MissionAction, MissionState } from '../../../domain/missions/transition.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, notFound, unprocessable } from '../../errors.ts';
import { runIdempotent, type Answer } from '../idempotency/service.ts';
import { insertNotifications, type NewNotification } from '../notifications/repo.ts';
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
  updateMissionFrom,
  type MissionFilter,
  type MissionRow,
  type MissionView,
  type NewMissionEvent,
  type NewMissionRow,
} from './repo.ts';
import { decide, stateOf } from './state.ts';

type Page = z.output<typeof PageQuery>;

const pageOf = (page: Page) => ({
  limit: page.limit ?? DEFAULT_PAGE_SIZE,
  offset: page.offset ?? 0,
});

const isProfessional = (user: Pick<UserRow, 'role'>) =>
  user.role === 'nurse' || user.role === 'caregiver';

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

interface Change {
  actor: UserRow;
  action: string;
  now: Date;
  /** The columns the state machine decided; `updatedAt` is `now`. */
  set: Partial<NewMissionRow>;
  /** What the audit log keeps besides the two states, read from the updated row. */
  details?: (updated: MissionRow) => NewMissionEvent['details'];
  deviceAt?: Date | null;
  clientActionId?: string | null;
}

/**
 * Writes a decided change to the locked mission, only if it is still in the state it was
 * read in (else 409), and records it in the audit log at the same instant.
 */
async function applyChange(tx: Db, mission: MissionRow, change: Change): Promise<MissionRow> {
  const updated = await updateMissionFrom(tx, mission.id, mission.status, {
    ...change.set,
    updatedAt: change.now,
  });
  if (!updated) throw conflict(fr.changedMeanwhile);
  await insertMissionEvent(tx, {
    missionId: mission.id,
    actorId: change.actor.id,
    action: change.action,
    fromStatus: mission.status,
    toStatus: updated.status,
    at: change.now,
    deviceAt: change.deviceAt,
    clientActionId: change.clientActionId,
    details: change.details?.(updated),
  });
  return updated;
}

/**
 * After a mission changed (committed): its assignee's list and counters and its
 * establishment's counters are read again; `also` names a previous assignee.
 */
function touched(
  app: FastifyInstance,
  mission: Pick<MissionRow, 'assignedTo' | 'institutionId'>,
  also?: string | null,
) {
  app.cache.changed([mission.assignedTo, mission.institutionId, also]);
}

const toDate = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms));

/** The five tariffs of the establishment, frozen onto the mission at assignment (PRODUCT §5). */
function tariffSnapshot(institution: UserRow | undefined, now: Date) {
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

async function approvedProfessional(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.status !== 'approved' || !isProfessional(user)) {
    throw unprocessable(fr.assigneeNotProfessional);
  }
  return user;
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

async function viewOf(db: Db, id: string): Promise<MissionView> {
  const view = await findMissionView(db, id);
  if (!view) throw new Error(`mission ${id} vanished inside its transaction`);
  return view;
}

// ——— Lists ———

/**
 * `GET /prestations`: the admin sees every mission, an establishment its own, a professional
 * only those assigned to her (PRODUCT §3: never another's).
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
 * given (through the state machine's approve), else `pending`. Establishment: always
 * `pending`, for itself; assignee and establishment fields it sends are ignored.
 */
export async function createMission(app: FastifyInstance, user: UserRow, body: CreateBody) {
  const now = app.now();
  // The contract has already refused a bad window with the domain's validatePlannedWindow.
  const startMs = Date.parse(body.dateStart);
  const endMs = Date.parse(body.dateEnd);
  const isAdmin = user.role === 'admin';

  const { view, notes } = await app.db.transaction(async (tx) => {
    const institution = isAdmin
      ? body.etablissement_id === null
        ? undefined
        : await approvedInstitution(tx, body.etablissement_id)
      : user;
    const assigneeId = isAdmin ? body.assigned_to : null;
    const assignee = assigneeId === null ? undefined : await approvedProfessional(tx, assigneeId);

    const draft: NewMissionRow = {
      id: randomUUID(),
      name: body.name,
      description: body.description,
      dateStart: new Date(startMs),
      dateEnd: new Date(endMs),
      dureeMinutes: plannedMinutes(startMs, endMs),
      institutionId: institution?.id ?? null,
      assignedTo: null,
      createdBy: user.id,
      status: 'pending',
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
      details: { institution_id: mission.institutionId, assigned_to: mission.assignedTo },
    });
    const stored = assignee
      ? await insertNotifications(tx, assignmentNotes(mission, assignee, institution, user), now)
      : [];
    return { view: await viewOf(tx, mission.id), notes: stored };
  });
  touched(app, view.mission);
  app.notifier.publish(notes);
  return {
    message: isAdmin ? fr.createdByAdmin : fr.submittedByInstitution,
    prestation: presentMission(view),
  };
}

/** Admin assigns a pending mission to an approved professional and copies the tariffs. */
export async function approveMission(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: z.output<typeof ApproveBody>,
): Promise<Prestation> {
  const now = app.now();
  const { view, notes, before } = await app.db.transaction(async (tx) => {
    const mission = await lockVisible(tx, admin, id);
    decide(stateOf(mission), { kind: 'approve', assignee: body.assigned_to ?? '' }, admin, now);
    const assignee = await approvedProfessional(tx, body.assigned_to ?? '');
    const institution =
      mission.institutionId === null ? undefined : await findUserById(tx, mission.institutionId);
    const updated = await applyChange(tx, mission, {
      actor: admin,
      action: 'approve',
      now,
      set: { status: 'assigned', assignedTo: assignee.id, ...tariffSnapshot(institution, now) },
      details: () => ({ assigned_to: assignee.id }),
    });
    const stored = await insertNotifications(
      tx,
      assignmentNotes(updated, assignee, institution, admin),
      now,
    );
    return { view: await viewOf(tx, id), notes: stored, before: mission.assignedTo };
  });
  touched(app, view.mission, before);
  app.notifier.publish(notes);
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
  const outcome = await runIdempotent(app.db, key, now, async (tx) => {
    try {
      // A savepoint: a refusal keeps nothing of the attempt, only the recorded answer.
      const { view, notes } = await tx.transaction((attempt) => applySignal(attempt, user, s, now));
      return { answer: { statusCode: 200, body: presentMission(view) }, effects: notes };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return {
        answer: { statusCode: error.statusCode, body: { detail: error.detail } },
        effects: [],
      };
    }
  });
  if (outcome.answer.statusCode === 200) {
    const mission = outcome.answer.body as Prestation;
    touched(app, { assignedTo: mission.assigned_to, institutionId: mission.etablissement_id });
  }
  if (outcome.effects) app.notifier.publish(outcome.effects);
  return outcome.answer;
}

async function applySignal(tx: Db, user: UserRow, s: Signal, now: Date) {
  const mission = await lockVisible(tx, user, s.missionId);
  const atMs = s.at === undefined ? undefined : Date.parse(s.at);
  const tapped = atMs ?? now.getTime();
  const action: MissionAction =
    s.kind === 'accept'
      ? { kind: 'accept', ...(atMs === undefined ? {} : { at: atMs }) }
      : { kind: s.kind, at: tapped };
  const { next, changes } = decide(stateOf(mission), action, user, now);

  await applyChange(tx, mission, {
    actor: user,
    action: s.kind,
    now,
    set: {
      status: next.status,
      startedAt: toDate(changes.startedAt),
      endedAt: toDate(changes.endedAt),
      actualDuration: changes.actualDuration,
    },
    deviceAt: atMs === undefined ? null : new Date(atMs),
    clientActionId: s.key ?? null,
    details: () => ({
      ...(changes.startedAt === undefined
        ? {}
        : { started_at: new Date(changes.startedAt).toISOString() }),
      ...(changes.endedAt === undefined
        ? {}
        : { ended_at: new Date(changes.endedAt).toISOString() }),
      ...(changes.actualDuration === undefined ? {} : { actual_duration: changes.actualDuration }),
    }),
  });

  const notes: NewNotification[] = [];
  if (mission.institutionId !== null) {
    const person = displayName(user);
    const message =
      s.kind === 'accept'
        ? fr.notify.accepted(person, mission.name)
        : s.kind === 'start'
          ? fr.notify.started(person, mission.name)
          : fr.notify.ended(person, mission.name);
    notes.push({
      userId: mission.institutionId,
      type: 'mission',
      message,
      link: missionLinks.institution,
    });
  }
  const stored = await insertNotifications(tx, notes, now);
  return { view: await viewOf(tx, mission.id), notes: stored };
}

// ——— Cancellation and correction ———

/** Admin or the owning establishment cancels a mission that has not started; the assignee is told. */
export async function cancelMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const now = app.now();
  const { view, notes, before } = await app.db.transaction(async (tx) => {
    const mission = await lockVisible(tx, user, id);
    const { next, changes } = decide(stateOf(mission), { kind: 'cancel' }, user, now);
    await applyChange(tx, mission, {
      actor: user,
      action: 'cancel',
      now,
      set: { status: next.status, cancelledAt: toDate(changes.cancelledAt) },
    });
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
    return {
      view: await viewOf(tx, id),
      notes: await insertNotifications(tx, items, now),
      before: mission.assignedTo,
    };
  });
  touched(app, view.mission, before);
  app.notifier.publish(notes);
  return presentMission(view);
}

/**
 * Admin correction of the actual times (PRODUCT §4): recomputes actual_duration; refused on a
 * paid mission. The previous and new times are kept in the audit log.
 */
export async function correctActuals(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: z.output<typeof ActualsBody>,
): Promise<Prestation> {
  const now = app.now();
  const view = await app.db.transaction(async (tx) => {
    const mission = await lockVisible(tx, admin, id);
    const startedAt = Date.parse(body.started_at);
    const endedAt =
      body.ended_at === null || body.ended_at === undefined ? null : Date.parse(body.ended_at);
    const { changes } = decide(
      stateOf(mission),
      { kind: 'correct', startedAt, endedAt },
      admin,
      now,
    );
    await applyChange(tx, mission, {
      actor: admin,
      action: 'correct',
      now,
      set: {
        startedAt: toDate(changes.startedAt),
        endedAt: toDate(changes.endedAt),
        actualDuration: changes.actualDuration,
      },
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
    });
    return viewOf(tx, id);
  });
  touched(app, view.mission);
  return presentMission(view);
}
