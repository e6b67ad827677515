/**
 * When a mission's scheduled work is due, and whether a job planned for it still has
 * something to do when it runs (docs/product-rules.md, « Reminders and calendar »). Pure:
 * instants are epoch milliseconds, the server reads them from the database.
 */
import { autoValidationAt, validatedByTime, type HoursFlag, type Validation } from './hours.ts';
import type { MissionStatus } from './mission-status.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The reminders and the alert, as `sent_reminders.kind` names them. */
export type ReminderKind = 'start_12h' | 'start_1h' | 'late_start';

/** Every scheduled piece of work a mission may need. */
export type ScheduledKind = ReminderKind | 'auto_validation';

/** How long before (negative) or after the planned start each reminder is due. */
export const REMINDER_OFFSET_MS: Record<ReminderKind, number> = {
  start_12h: -12 * HOUR_MS,
  start_1h: -HOUR_MS,
  late_start: 15 * MINUTE_MS,
};

/**
 * A reminder already this late when it is planned is not planned: a mission assigned 5 h
 * before its start gets no 12 h reminder (the assignment told her). The late-start alert is
 * not concerned: it is planned as long as the mission has not reached its planned end (see
 * {@link plannedWork}).
 */
export const PLANNING_GRACE_MS = MINUTE_MS;

/** When the reminder `kind` of a mission planned to start at `start` is due. */
export function reminderDueAt(kind: ReminderKind, start: number): number {
  return start + REMINDER_OFFSET_MS[kind];
}

/** The part of a mission its scheduled work depends on. */
export interface ScheduleState {
  status: MissionStatus;
  assignedTo: string | null;
  dateStart: number;
  dateEnd: number;
  endedAt: number | null;
  validation: Validation | null;
  /** Flagged hours (a late end) are never validated by time: no automatic validation. */
  hoursFlag: HoursFlag | null;
}

/** One piece of work a mission needs: what, when, and the instant it was computed from. */
export interface PlannedWork {
  kind: ScheduledKind;
  /** When it is due by the rules (it names the job: planned again, it is the same job). */
  dueAt: number;
  /** When to run it: `dueAt`, or at once when that has passed (a late-start alert). */
  runAt: number;
  /** The planned start (reminders, alert) or the end (automatic validation) it was made for. */
  basis: number;
}

const assigned = (m: ScheduleState) =>
  (m.status === 'assigned' || m.status === 'accepted') && m.assignedTo !== null;

/**
 * The work a mission needs in the state it was just written in, as seen at `now`: the two
 * reminders and the late-start alert of an assigned or accepted one, the alert of an open one
 * (nobody took it), the automatic validation of completed hours awaiting their sign-off.
 * Reminders and the validation due more than {@link PLANNING_GRACE_MS} ago are left out; the
 * late-start alert is kept until the mission's planned end and then runs at once: a mission
 * assigned (or moved, or planned again after an outage) when its start is already 15 minutes
 * past and nobody has started it is exactly what the alert is for.
 */
export function plannedWork(mission: ScheduleState, now: number): PlannedWork[] {
  const work: Omit<PlannedWork, 'runAt'>[] = [];
  const start = mission.dateStart;
  if (assigned(mission)) {
    for (const kind of ['start_12h', 'start_1h', 'late_start'] as const) {
      work.push({ kind, dueAt: reminderDueAt(kind, start), basis: start });
    }
  } else if (mission.status === 'open') {
    work.push({ kind: 'late_start', dueAt: reminderDueAt('late_start', start), basis: start });
  } else if (
    mission.status === 'completed' &&
    mission.validation === 'awaiting' &&
    mission.hoursFlag === null &&
    mission.endedAt !== null
  ) {
    // Served validated from the millisecond after end + 72 h (see effectiveValidation).
    work.push({
      kind: 'auto_validation',
      dueAt: autoValidationAt(mission.endedAt) + 1,
      basis: mission.endedAt,
    });
  }
  return work
    .filter((w) =>
      w.kind === 'late_start' ? now <= mission.dateEnd : w.dueAt >= now - PLANNING_GRACE_MS,
    )
    .map((w) => ({ ...w, runAt: Math.max(w.dueAt, now) }));
}

/** The part of a mission a reminder's relevance depends on. */
export interface ReminderState {
  status: MissionStatus;
  assignedTo: string | null;
  dateStart: number;
  dateEnd: number;
  startedAt: number | null;
}

/** After this instant a reminder planned for a start at `start` (ending at `end`) is stale. */
export function reminderStaleAfter(kind: ReminderKind, start: number, end: number): number {
  switch (kind) {
    case 'start_12h':
      return reminderDueAt('start_1h', start);
    case 'start_1h':
      return start;
    case 'late_start':
      return end;
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown reminder: ${String(unknown)}`);
    }
  }
}

/** Who a reminder job, run now, is for. */
export type ReminderAudience =
  /** The assignee (12 h, 1 h), or the assignee and the establishment (late start). */
  | 'assignee'
  /** Only the establishment: the open mission nobody took has not started. */
  | 'unclaimed'
  /** Nobody: the mission changed since the job was planned, or it is too late to say it. */
  | 'none';

/**
 * Whether a reminder job planned for a start at `plannedStart` still has something to say
 * about the mission as it now stands, at `now`, and to whom. Nothing when the mission was
 * moved (another start), cancelled, started, completed, taken back to the open list (for the
 * reminders), or when the reminder is stale (the 12 h one once the 1 h one is due, the 1 h one
 * once the mission should have started, the alert once it should have ended).
 */
export function reminderAudience(
  kind: ReminderKind,
  mission: ReminderState,
  plannedStart: number,
  now: number,
): ReminderAudience {
  if (mission.dateStart !== plannedStart) return 'none';
  if (now > reminderStaleAfter(kind, mission.dateStart, mission.dateEnd)) return 'none';
  if (mission.startedAt !== null) return 'none';
  const isAssigned =
    (mission.status === 'assigned' || mission.status === 'accepted') && mission.assignedTo !== null;
  if (isAssigned) return 'assignee';
  if (kind === 'late_start' && mission.status === 'open') return 'unclaimed';
  return 'none';
}

/** The part of a mission the automatic validation depends on. */
export interface ValidationState {
  status: MissionStatus;
  endedAt: number | null;
  validation: Validation | null;
  hoursFlag: HoursFlag | null;
  assignedTo: string | null;
}

/**
 * Whether the automatic validation planned from an end at `plannedEnd` is still to be told at
 * `now`: the mission is still completed, its hours still awaiting and validated by time (72 h
 * passed, not flagged), its end unchanged (a correction of the actual times plans anew).
 */
export function autoValidationDue(
  mission: ValidationState,
  plannedEnd: number,
  now: number,
): boolean {
  return (
    mission.status === 'completed' &&
    mission.assignedTo !== null &&
    mission.endedAt === plannedEnd &&
    validatedByTime(mission.validation, mission.endedAt, now, mission.hoursFlag)
  );
}
