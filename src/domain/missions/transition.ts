import { checkDeviceTime, DEVICE_TIME_MAX_FUTURE_MS } from './device-time.ts';
import { actualMinutes, plannedMinutes } from './durations.ts';
import { fr } from './fr.ts';
import {
  CONTEST_REASON_MIN,
  effectiveValidation,
  hoursFlagOfEnd,
  isAutoValidated,
  type HoursFlag,
  startsTooEarly,
  startTooEarlyDetail,
  type Validation,
} from './hours.ts';
import type { MissionStatus } from './mission-status.ts';

const HOUR_MS = 3_600_000;

/** The business time zone when the caller names none (the server's default `APP_TIMEZONE`). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Europe/Paris';

/**
 * The assignee may withdraw from a mission, putting it back « À pourvoir », only while its
 * planned start is more than this far ahead (strictly); closer, she proposes an exchange.
 */
export const WITHDRAW_MIN_NOTICE_MS = 48 * HOUR_MS;

/** Roles as the domain knows them; « établissement de santé » is `institution`. */
export type ActorRole = 'admin' | 'nurse' | 'caregiver' | 'institution';

/** Who asks for a change. */
export interface Actor {
  id: string;
  role: ActorRole;
  /**
   * The establishment an establishment's account acts for (its owner's id; a member's is her
   * establishment's); its own id when absent. What it did is still recorded under `id`.
   */
  actingFor?: string | null;
}

/** The part of a mission the state machine reads and writes. Instants are epoch ms. */
export interface MissionState {
  status: MissionStatus;
  assignedTo: string | null;
  institutionId: string | null;
  startedAt: number | null;
  endedAt: number | null;
  dateStart: number;
  dateEnd: number;
  /** On a payslip: its actual times are frozen. */
  paid: boolean;
  /**
   * The establishment's sign-off as stored (null until completed); `awaiting` counts as
   * validated once the end is 72 h old (`effectiveValidation`).
   */
  validation: Validation | null;
  /**
   * Why the declared hours wait for the establishment whatever the time passed (`late_end`: an
   * end tapped far too late); absent or null: none. Set by the end, cleared by a sign-off, a
   * contest or a correction.
   */
  hoursFlag?: HoursFlag | null;
}

/**
 * What someone asks to do to a mission. `at` is the time of the tap on the
 * device (epoch ms), which may be well before the server sees it when offline.
 */
export type MissionAction =
  /** Admin assigns a pending or open mission. */
  | { kind: 'approve'; assignee: string }
  /** Admin publishes a pending mission « À pourvoir »: open, still assigned to nobody. */
  | { kind: 'publish' }
  /**
   * A professional takes an open mission: it becomes hers, accepted. `at`, the tap on the
   * device, is only checked. Who may take it (role, rest, limits) is `eligibility`'s rule.
   */
  | { kind: 'claim'; at?: number }
  /**
   * The assignee gives an assigned or accepted mission back (« À pourvoir ») while its start
   * is more than `WITHDRAW_MIN_NOTICE_MS` after `now`, her clock.
   */
  | { kind: 'withdraw'; now: number }
  /** The assignee accepts; `at` is only checked and kept for the audit log. */
  | { kind: 'accept'; at?: number }
  | { kind: 'start'; at: number }
  | { kind: 'end'; at: number }
  /** Admin, or the mission's own institution, before the start. */
  | { kind: 'cancel' }
  /**
   * The establishment (or the admin) signs off the hours of a completed mission. On a contested
   * mission only the admin may: that settles the contest, keeping the nurse's times.
   */
  | { kind: 'validate' }
  /** The establishment contests the hours of a completed mission, proposing its own times. */
  | { kind: 'contest'; startedAt: number; endedAt: number; reason: string }
  /** Admin fixes the actual times of a started mission not yet paid; on a completed one, validates. */
  | { kind: 'correct'; startedAt: number; endedAt: number | null }
  /**
   * An accepted exchange hands the mission to its recipient `to`, who is the
   * actor. `from`, the proposer, when given must still be the assignee: two
   * exchanges proposed for one mission cannot both succeed.
   */
  | { kind: 'reassign'; to: string; from?: string };

export type MissionActionKind = MissionAction['kind'];

/**
 * The fields an accepted action writes, for the database update and the audit
 * log. `actualDuration` (rounded minutes) accompanies every written end;
 * `cancelledAt` is the `now` of a cancellation.
 */
export interface MissionChanges {
  status?: MissionStatus;
  /** `null`: nobody any more (a withdrawal). */
  assignedTo?: string | null;
  startedAt?: number;
  endedAt?: number;
  actualDuration?: number;
  cancelledAt?: number;
  validation?: Validation;
  /** When and by whom the hours were signed off; null when a contest reopens them. */
  validatedAt?: number | null;
  validatedBy?: string | null;
  contestReason?: string;
  proposedStartedAt?: number;
  proposedEndedAt?: number;
  /** The end sets it (null when the end is plausible); sign-off, contest and correction clear it. */
  hoursFlag?: HoursFlag | null;
}

/** forbidden → 403, conflict → 409, invalid → 422. */
export type TransitionRefusalCode = 'forbidden' | 'conflict' | 'invalid';

export type TransitionResult =
  | { ok: true; next: MissionState; changes: MissionChanges }
  | { ok: false; code: TransitionRefusalCode; detail: string };

/**
 * For each action, the states it may start from (null) and, for every other
 * state, the French reason naming the state the mission is in. Writing the
 * whole table lets the compiler prove that no (action, state) pair is missed.
 */
const REFUSAL_BY_STATE: {
  readonly [K in MissionActionKind]: Readonly<Record<MissionStatus, string | null>>;
} = {
  approve: {
    pending: null,
    open: null,
    assigned: fr.conflict.noLongerPendingAssigned,
    accepted: fr.conflict.noLongerPendingAccepted,
    in_progress: fr.conflict.noLongerPendingInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  publish: {
    pending: null,
    open: fr.conflict.alreadyOpen,
    assigned: fr.conflict.noLongerPendingAssigned,
    accepted: fr.conflict.noLongerPendingAccepted,
    in_progress: fr.conflict.noLongerPendingInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  claim: {
    pending: fr.conflict.notOpenYet,
    open: null,
    assigned: fr.conflict.justTaken,
    accepted: fr.conflict.justTaken,
    in_progress: fr.conflict.justTaken,
    completed: fr.conflict.justTaken,
    cancelled: fr.conflict.cancelled,
  },
  withdraw: {
    pending: fr.conflict.stillPending,
    open: fr.conflict.alreadyOpen,
    assigned: null,
    accepted: null,
    in_progress: fr.conflict.withdrawInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  accept: {
    pending: fr.conflict.stillPending,
    open: fr.conflict.stillOpen,
    assigned: null,
    accepted: fr.conflict.alreadyAccepted,
    in_progress: fr.conflict.alreadyInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  start: {
    pending: fr.conflict.stillPending,
    open: fr.conflict.stillOpen,
    assigned: fr.conflict.mustBeAcceptedFirst,
    accepted: null,
    in_progress: fr.conflict.alreadyInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  end: {
    pending: fr.conflict.stillPending,
    open: fr.conflict.stillOpen,
    assigned: fr.conflict.notAcceptedYet,
    accepted: fr.conflict.notStartedYet,
    in_progress: null,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  cancel: {
    pending: null,
    open: null,
    assigned: null,
    accepted: null,
    in_progress: fr.conflict.cancelInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
  correct: {
    pending: fr.conflict.correctPending,
    open: fr.conflict.correctOpen,
    assigned: fr.conflict.correctAssigned,
    accepted: fr.conflict.correctAccepted,
    in_progress: null,
    completed: null,
    cancelled: fr.conflict.cancelled,
  },
  validate: {
    pending: fr.conflict.notCompletedYet,
    open: fr.conflict.notCompletedYet,
    assigned: fr.conflict.notCompletedYet,
    accepted: fr.conflict.notCompletedYet,
    in_progress: fr.conflict.notCompletedYet,
    completed: null,
    cancelled: fr.conflict.cancelled,
  },
  contest: {
    pending: fr.conflict.notCompletedYet,
    open: fr.conflict.notCompletedYet,
    assigned: fr.conflict.notCompletedYet,
    accepted: fr.conflict.notCompletedYet,
    in_progress: fr.conflict.notCompletedYet,
    completed: null,
    cancelled: fr.conflict.cancelled,
  },
  reassign: {
    pending: fr.conflict.stillPending,
    open: fr.conflict.stillOpen,
    assigned: null,
    accepted: null,
    in_progress: fr.conflict.reassignInProgress,
    completed: fr.conflict.completed,
    cancelled: fr.conflict.cancelled,
  },
};

/**
 * Applies one action to a mission: the single rule book run by the server as
 * the authority and by the browser on its offline copy, so that what a nurse
 * sees offline is what the server will decide.
 *
 * Checks in order: who (forbidden), then the current state (conflict), then
 * the times (invalid). `now` is the clock of whoever runs the rule (server, or
 * device offline); device times `at` must lie within `checkDeviceTime` of it.
 * `timeZone`, the business time zone, only words the start window's refusal.
 * Never mutates `mission`.
 */
export function transition(
  mission: MissionState,
  action: MissionAction,
  actor: Actor,
  now: number,
  timeZone: string = DEFAULT_BUSINESS_TIME_ZONE,
): TransitionResult {
  const notAllowed = forbiddenReason(mission, action, actor);
  if (notAllowed !== null) return refuse('forbidden', notAllowed);

  const wrongState = REFUSAL_BY_STATE[action.kind][mission.status];
  if (wrongState !== null) {
    // Claiming again a mission that is already hers (a repeated tap) is not « just taken ».
    if (wrongState === fr.conflict.justTaken && mission.assignedTo === actor.id) {
      return refuse('conflict', fr.invalid.alreadyYours);
    }
    return refuse('conflict', wrongState);
  }

  switch (action.kind) {
    case 'approve': {
      if (action.assignee.trim() === '') return refuse('invalid', fr.invalid.assigneeRequired);
      return apply(mission, { status: 'assigned', assignedTo: action.assignee });
    }
    case 'publish':
      return apply(mission, { status: 'open' });
    case 'claim': {
      if (action.at !== undefined) {
        const badTime = checkDeviceTime(action.at, now);
        if (badTime !== null) return refuse('invalid', badTime);
      }
      return apply(mission, { status: 'accepted', assignedTo: actor.id });
    }
    case 'withdraw': {
      if (!(mission.dateStart - action.now > WITHDRAW_MIN_NOTICE_MS)) {
        return refuse('conflict', fr.conflict.withdrawTooLate);
      }
      return apply(mission, { status: 'open', assignedTo: null });
    }
    case 'accept': {
      if (action.at !== undefined) {
        const badTime = checkDeviceTime(action.at, now);
        if (badTime !== null) return refuse('invalid', badTime);
      }
      return apply(mission, { status: 'accepted' });
    }
    case 'start': {
      const badTime = checkDeviceTime(action.at, now);
      if (badTime !== null) return refuse('invalid', badTime);
      if (startsTooEarly(mission.dateStart, action.at)) {
        return refuse('conflict', startTooEarlyDetail(mission.dateStart, action.at, timeZone));
      }
      return apply(mission, { status: 'in_progress', startedAt: action.at });
    }
    case 'end': {
      const badTime = checkDeviceTime(action.at, now);
      if (badTime !== null) return refuse('invalid', badTime);
      if (mission.startedAt === null) return refuse('conflict', fr.conflict.startUnknown);
      if (action.at <= mission.startedAt) return refuse('invalid', fr.invalid.endNotAfterStart);
      return apply(mission, {
        status: 'completed',
        endedAt: action.at,
        actualDuration: actualMinutes(mission.startedAt, action.at),
        validation: 'awaiting',
        // Kept as declared, but never validated by time and never paid until the establishment
        // confirms or corrects it.
        hoursFlag: hoursFlagOfEnd(
          mission.startedAt,
          action.at,
          plannedMinutes(mission.dateStart, mission.dateEnd),
        ),
      });
    }
    case 'cancel':
      return apply(mission, { status: 'cancelled', cancelledAt: now });
    case 'correct':
      return correct(mission, action, actor, now);
    case 'validate':
      return validate(mission, actor, now);
    case 'contest':
      return contest(mission, action, now);
    case 'reassign': {
      if (action.from !== undefined && action.from !== mission.assignedTo) {
        return refuse('conflict', fr.conflict.reassignStale);
      }
      if (action.to === mission.assignedTo) return refuse('invalid', fr.invalid.alreadyYours);
      return apply(mission, { status: 'accepted', assignedTo: action.to });
    }
    default: {
      const unknown: never = action;
      throw new Error(`Unknown mission action: ${JSON.stringify(unknown)}`);
    }
  }
}

/** The French reason why `actor` may not perform `action`, or null when they may. */
function forbiddenReason(
  mission: MissionState,
  action: MissionAction,
  actor: Actor,
): string | null {
  switch (action.kind) {
    case 'approve':
      return actor.role === 'admin' ? null : fr.forbidden.approveAdminOnly;
    case 'publish':
      return actor.role === 'admin' ? null : fr.forbidden.publishAdminOnly;
    case 'claim':
      return actor.role === 'nurse' || actor.role === 'caregiver'
        ? null
        : fr.forbidden.claimProfessionalsOnly;
    case 'withdraw':
    case 'accept':
    case 'start':
    case 'end':
      // Only the assignee, not even the admin: the times are the nurse's own testimony.
      return mission.assignedTo !== null && actor.id === mission.assignedTo
        ? null
        : fr.forbidden.notAssignee;
    case 'cancel': {
      return actor.role === 'admin' || ownsMission(mission, actor)
        ? null
        : fr.forbidden.cancelNotAllowed;
    }
    case 'correct':
      return actor.role === 'admin' ? null : fr.forbidden.correctAdminOnly;
    case 'validate':
      return actor.role === 'admin' || ownsMission(mission, actor)
        ? null
        : fr.forbidden.validateNotAllowed;
    case 'contest':
      return ownsMission(mission, actor) ? null : fr.forbidden.contestNotAllowed;
    case 'reassign':
      return actor.id === action.to ? null : fr.forbidden.reassignRecipientOnly;
    default: {
      const unknown: never = action;
      throw new Error(`Unknown mission action: ${JSON.stringify(unknown)}`);
    }
  }
}

/** Whether `actor` is the establishment the mission is for. */
function ownsMission(mission: MissionState, actor: Actor): boolean {
  return (
    actor.role === 'institution' &&
    mission.institutionId !== null &&
    (actor.actingFor ?? actor.id) === mission.institutionId
  );
}

/** Why hours that are already signed off cannot be signed off or contested again, or null. */
function alreadySignedOff(mission: MissionState, now: number): string | null {
  if (mission.paid) return fr.conflict.validatePaid;
  const flag = mission.hoursFlag ?? null;
  const validation = effectiveValidation(mission.validation, mission.endedAt, now, flag);
  if (validation !== 'validated') return null;
  return isAutoValidated(mission.validation, mission.endedAt, now, flag)
    ? fr.conflict.autoValidated
    : fr.conflict.alreadyValidated;
}

/** Sign-off of a completed mission (the state is already known to be completed). */
function validate(mission: MissionState, actor: Actor, now: number): TransitionResult {
  const signedOff = alreadySignedOff(mission, now);
  if (signedOff !== null) return refuse('conflict', signedOff);
  if (mission.validation === 'contested' && actor.role !== 'admin') {
    return refuse('forbidden', fr.forbidden.settleAdminOnly);
  }
  return apply(mission, {
    validation: 'validated',
    validatedAt: now,
    validatedBy: actor.id,
    hoursFlag: null,
  });
}

/** The establishment contests a completed mission's hours with the times it proposes. */
function contest(
  mission: MissionState,
  action: Extract<MissionAction, { kind: 'contest' }>,
  now: number,
): TransitionResult {
  const signedOff = alreadySignedOff(mission, now);
  if (signedOff !== null) return refuse('conflict', signedOff);
  if (mission.validation === 'contested') return refuse('conflict', fr.conflict.alreadyContested);
  const { startedAt, endedAt } = action;
  if (!Number.isFinite(startedAt) || !Number.isFinite(endedAt)) {
    return refuse('invalid', fr.invalid.badTime);
  }
  if (endedAt <= startedAt) return refuse('invalid', fr.invalid.endNotAfterStart);
  if (endedAt - now > DEVICE_TIME_MAX_FUTURE_MS) return refuse('invalid', fr.deviceTime.future);
  const reason = action.reason.trim();
  if (reason.length < CONTEST_REASON_MIN) {
    return refuse('invalid', fr.invalid.contestReasonRequired);
  }
  return apply(mission, {
    validation: 'contested',
    validatedAt: null,
    validatedBy: null,
    contestReason: reason,
    proposedStartedAt: startedAt,
    proposedEndedAt: endedAt,
    // The establishment's correction: the administrator settles it, never the passing of time.
    hoursFlag: null,
  });
}

/**
 * Admin correction of actual times; the state is already known to be in_progress or completed.
 * On a completed mission the correction is the administrator's sign-off: it validates the hours
 * (and so settles a contest).
 */
function correct(
  mission: MissionState,
  action: Extract<MissionAction, { kind: 'correct' }>,
  actor: Actor,
  now: number,
): TransitionResult {
  if (mission.paid) return refuse('conflict', fr.conflict.paid);
  const { startedAt, endedAt } = action;
  if (!Number.isFinite(startedAt) || (endedAt !== null && !Number.isFinite(endedAt))) {
    return refuse('invalid', fr.invalid.badTime);
  }
  if (mission.status === 'completed' && endedAt === null) {
    return refuse('invalid', fr.invalid.endRequiredWhenCompleted);
  }
  // Setting an end would silently complete the mission: the nurse signals that, not the admin.
  if (mission.status === 'in_progress' && endedAt !== null) {
    return refuse('invalid', fr.invalid.noEndWhileInProgress);
  }
  if (endedAt !== null && endedAt <= startedAt) {
    return refuse('invalid', fr.invalid.endNotAfterStart);
  }
  // Old missions may be corrected (no 7-day bound), but not into the future.
  const latest = endedAt ?? startedAt;
  if (latest - now > DEVICE_TIME_MAX_FUTURE_MS) return refuse('invalid', fr.deviceTime.future);

  if (endedAt === null) return apply(mission, { startedAt });
  return apply(mission, {
    startedAt,
    endedAt,
    actualDuration: actualMinutes(startedAt, endedAt),
    validation: 'validated',
    validatedAt: now,
    validatedBy: actor.id,
    hoursFlag: null,
  });
}

function apply(mission: MissionState, changes: MissionChanges): TransitionResult {
  const next: MissionState = { ...mission };
  if (changes.status !== undefined) next.status = changes.status;
  if (changes.assignedTo !== undefined) next.assignedTo = changes.assignedTo;
  if (changes.startedAt !== undefined) next.startedAt = changes.startedAt;
  if (changes.endedAt !== undefined) next.endedAt = changes.endedAt;
  if (changes.validation !== undefined) next.validation = changes.validation;
  if (changes.hoursFlag !== undefined) next.hoursFlag = changes.hoursFlag;
  return { ok: true, next, changes };
}

function refuse(code: TransitionRefusalCode, detail: string): TransitionResult {
  return { ok: false, code, detail };
}
