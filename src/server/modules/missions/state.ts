import {
  transition,
  type MissionAction,
  type MissionChanges,
  type MissionState,
  type TransitionResult,
} from '../../../domain/missions/transition.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, unprocessable } from '../../errors.ts';
import { institutionOf } from '../institutions/acting-for.ts';
import type { UserRow } from '../users/repo.ts';
import { missionsFr as fr } from './fr.ts';
import {
  insertMissionEvent,
  updateMissionFrom,
  type MissionRow,
  type NewMissionEvent,
  type NewMissionRow,
} from './repo.ts';

/** The part of a stored mission the state machine reads. */
export function stateOf(m: MissionRow): MissionState {
  return {
    status: m.status,
    assignedTo: m.assignedTo,
    institutionId: m.institutionId,
    startedAt: m.startedAt?.getTime() ?? null,
    endedAt: m.endedAt?.getTime() ?? null,
    dateStart: m.dateStart.getTime(),
    dateEnd: m.dateEnd.getTime(),
    paid: m.paid,
    validation: m.validation,
    hoursFlag: m.hoursFlag,
  };
}

/** An accepted action: the state machine's next state and the fields it writes. */
export type Decision = Extract<TransitionResult, { ok: true }>;

/**
 * The state machine's answer, or the HTTP error carrying its French reason. `timeZone` is the
 * business time zone (`APP_TIMEZONE`): the start window's refusal names a local time.
 */
export function decide(
  state: MissionState,
  action: MissionAction,
  user: UserRow,
  now: Date,
  timeZone: string,
): Decision {
  const result: TransitionResult = transition(
    state,
    action,
    { id: user.id, role: user.role, actingFor: institutionOf(user) },
    now.getTime(),
    timeZone,
  );
  if (result.ok) return result;
  switch (result.code) {
    case 'forbidden':
      throw forbidden(result.detail);
    case 'conflict':
      throw conflict(result.detail);
    case 'invalid':
      throw unprocessable(result.detail);
    default: {
      const unknown: never = result.code;
      throw new Error(`Unknown refusal: ${String(unknown)}`);
    }
  }
}

/** An instant of the state machine as a column value: undefined unchanged, null cleared. */
const toDate = (ms: number | null | undefined) =>
  ms === undefined || ms === null ? ms : new Date(ms);

/** The columns of what the state machine decided (only those it changes; null clears). */
export function columnsOf(changes: MissionChanges): Partial<NewMissionRow> {
  const columns: Partial<NewMissionRow> = {
    status: changes.status,
    assignedTo: changes.assignedTo,
    startedAt: toDate(changes.startedAt),
    endedAt: toDate(changes.endedAt),
    actualDuration: changes.actualDuration,
    cancelledAt: toDate(changes.cancelledAt),
    validation: changes.validation,
    validatedAt: toDate(changes.validatedAt),
    validatedBy: changes.validatedBy,
    contestReason: changes.contestReason,
    proposedStartedAt: toDate(changes.proposedStartedAt),
    proposedEndedAt: toDate(changes.proposedEndedAt),
    hoursFlag: changes.hoursFlag,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<NewMissionRow>;
}

/**
 * Run once the state machine has agreed, before anything is written: an action's own checks
 * and reads. `set` is written with the decision (the tariffs copied at assignment); the rest
 * is handed back to the caller.
 */
export type Prepare<P> = (decision: Decision) => Promise<P & { set?: Partial<NewMissionRow> }>;

interface StepBase {
  actor: UserRow;
  action: MissionAction;
  /** Its name in the audit log: the action's kind unless told. */
  audit?: string;
  now: Date;
  /** The business time zone (`app.timezone`), in which the state machine words local times. */
  timeZone: string;
  /** What the audit log keeps besides the two states, read from the updated row. */
  details?: (updated: MissionRow, decision: Decision) => NewMissionEvent['details'];
  deviceAt?: Date | null;
  clientActionId?: string | null;
}

/** One action on a locked mission; `prepare` is required when it hands something back (P). */
export type Step<P = undefined> = StepBase &
  (undefined extends P ? { prepare?: Prepare<P> } : { prepare: Prepare<P> });

export interface Changed<P> {
  updated: MissionRow;
  decision: Decision;
  /** What `prepare` handed back (undefined without it). */
  prepared: P;
  /** Whose cached answers change: the assignee before and after, and the establishment. */
  changed: (string | null)[];
}

/**
 * The one path of every change to a mission's state, its own actions and an accepted
 * exchange alike: the state machine decides on the locked row, what it decided is written
 * only if the mission is still in the state it was read in (else 409), and the audit log
 * records it at the same instant.
 */
export async function changeMission<P = undefined>(
  tx: Db,
  mission: MissionRow,
  step: Step<P>,
): Promise<Changed<P>> {
  const decision = decide(stateOf(mission), step.action, step.actor, step.now, step.timeZone);
  const prepare = step.prepare as Prepare<P> | undefined;
  const prepared = await prepare?.(decision);
  const updated = await updateMissionFrom(tx, mission.id, mission.status, {
    ...columnsOf(decision.changes),
    ...prepared?.set,
    updatedAt: step.now,
  });
  if (!updated) throw conflict(fr.changedMeanwhile);
  await insertMissionEvent(tx, {
    missionId: mission.id,
    actorId: step.actor.id,
    action: step.audit ?? step.action.kind,
    fromStatus: mission.status,
    toStatus: updated.status,
    at: step.now,
    deviceAt: step.deviceAt,
    clientActionId: step.clientActionId,
    details: step.details?.(updated, decision),
  });
  return {
    updated,
    decision,
    // Without `prepare`, P is undefined (see Step).
    prepared: prepared as P,
    changed: [mission.assignedTo, updated.assignedTo, mission.institutionId],
  };
}
