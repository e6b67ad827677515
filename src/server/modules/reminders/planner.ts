import { plannedWork, type ScheduledKind } from '../../../domain/missions/reminders.ts';
import type { JobRequest } from '../../plugins/jobs.ts';
import type { MissionRow } from '../missions/repo.ts';

/** The queues of a mission's scheduled work. */
export const QUEUES = {
  reminder: 'mission-reminder',
  late: 'mission-late',
  autoValidation: 'hours-auto-validation',
  catchUp: 'missions-catch-up',
} as const;

const queueOf = (kind: ScheduledKind) =>
  kind === 'late_start'
    ? QUEUES.late
    : kind === 'auto_validation'
      ? QUEUES.autoValidation
      : QUEUES.reminder;

/**
 * A job's key: the mission, the kind and the due instant. A moved mission gets new jobs; the
 * old ones find the mission changed and do nothing.
 */
export const jobKey = (missionId: string, kind: ScheduledKind, dueAt: Date) =>
  `${missionId}:${kind}:${dueAt.toISOString()}`;

/** What a scheduled job carries: the mission, what to do, and the instant it was planned from. */
export interface ScheduledData {
  missionId: string;
  kind: ScheduledKind;
  /** The planned start (reminders, alert) or the end (automatic validation), ISO. */
  basis: string;
}

/** The jobs a mission needs in the state it was just written in, as seen at `now`. */
export function planMission(mission: MissionRow, now: Date): JobRequest[] {
  return plannedWork(
    {
      status: mission.status,
      assignedTo: mission.assignedTo,
      dateStart: mission.dateStart.getTime(),
      dateEnd: mission.dateEnd.getTime(),
      endedAt: mission.endedAt?.getTime() ?? null,
      validation: mission.validation,
      hoursFlag: mission.hoursFlag,
    },
    now.getTime(),
  ).map((work) => {
    const due = new Date(work.dueAt);
    const data: ScheduledData = {
      missionId: mission.id,
      kind: work.kind,
      basis: new Date(work.basis).toISOString(),
    };
    return {
      queue: queueOf(work.kind),
      key: jobKey(mission.id, work.kind, due),
      data: { ...data },
      at: new Date(work.runAt),
    };
  });
}
