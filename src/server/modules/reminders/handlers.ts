import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { autoValidationAt } from '../../../domain/missions/hours.ts';
import {
  autoValidationDue,
  reminderAudience,
  type ReminderKind,
} from '../../../domain/missions/reminders.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { nameOf } from '../missions/present.ts';
import { findMissionView, lockMission, type FullMissionView } from '../missions/repo.ts';
import { missionLinks } from '../missions/fr.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { dayWord, remindersFr as fr, wallTime } from './fr.ts';
import { recordSentReminders, wasNotifiedSince, type NewSentReminder } from './repo.ts';

/** What a reminder or alert job carries (see ScheduledData). */
const ReminderData = z.object({
  missionId: z.string().min(1),
  kind: z.enum(['start_12h', 'start_1h', 'late_start']),
  basis: z.iso.datetime(),
});

const ValidationData = z.object({
  missionId: z.string().min(1),
  kind: z.literal('auto_validation'),
  basis: z.iso.datetime(),
});

/** The notifications of one reminder or alert, by recipient. */
function reminderNotes(
  kind: ReminderKind,
  view: FullMissionView,
  audience: 'assignee' | 'unclaimed',
  now: number,
  timeZone: string,
): NewNotification[] {
  const m = view.mission;
  const start = m.dateStart.getTime();
  const time = wallTime(start, timeZone);
  const institution = m.institutionId === null ? null : nameOf(view.institution);
  const notes: NewNotification[] = [];
  const toInstitution = (message: string, mailSubject: string) => {
    if (m.institutionId === null) return;
    notes.push({
      userId: m.institutionId,
      type: 'mission',
      message,
      link: missionLinks.institution,
      missionId: m.id,
      mailSubject,
    });
  };
  if (audience === 'unclaimed') {
    toInstitution(fr.unclaimed(m.name, time), fr.unclaimedSubject);
    return notes;
  }
  const assignee = m.assignedTo;
  if (assignee === null) return notes;
  const toAssignee = (message: string, mailSubject: string) =>
    notes.push({
      userId: assignee,
      type: 'mission',
      message,
      link: missionLinks.professional,
      missionId: m.id,
      mailSubject,
    });
  switch (kind) {
    case 'start_12h': {
      const day = dayWord(start, now, timeZone);
      toAssignee(fr.start12h(m.name, day, time, institution), fr.start12hSubject(day, time));
      break;
    }
    case 'start_1h':
      toAssignee(fr.start1h(m.name, time, institution), fr.start1hSubject(time));
      break;
    case 'late_start':
      toAssignee(fr.late(m.name, time), fr.lateSubject);
      toInstitution(
        fr.lateToInstitution(nameOf(view.assignee) ?? '', m.name, time),
        fr.lateSubject,
      );
      break;
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown reminder: ${String(unknown)}`);
    }
  }
  return notes;
}

/**
 * A reminder (12 h, 1 h) or the late-start alert: the mission is read afresh and locked (a
 * reassignment waits, or is seen); nothing is said when it no longer matches what the job was
 * planned for. The sent_reminders rows are the guard: only the users whose row is inserted now
 * are notified, in the same transaction.
 */
export async function runReminder(app: FastifyInstance, raw: Record<string, unknown>) {
  const data = ReminderData.parse(raw);
  const now = app.now();
  const plannedStart = Date.parse(data.basis);
  await withTransaction(app, now, async (tx) => {
    const mission = await lockMission(tx, data.missionId);
    if (!mission) return { result: undefined };
    const audience = reminderAudience(
      data.kind,
      {
        status: mission.status,
        assignedTo: mission.assignedTo,
        dateStart: mission.dateStart.getTime(),
        dateEnd: mission.dateEnd.getTime(),
        startedAt: mission.startedAt?.getTime() ?? null,
      },
      plannedStart,
      now.getTime(),
    );
    if (audience === 'none') return { result: undefined };
    const view = await findMissionView(tx, mission.id);
    if (!view) return { result: undefined };
    const notes = reminderNotes(data.kind, view, audience, now.getTime(), app.timezone);
    const rows: NewSentReminder[] = notes.map((note) => ({
      missionId: mission.id,
      kind: data.kind,
      dueAt: mission.dateStart,
      userId: note.userId,
      sentAt: now,
    }));
    const fresh = new Set(await recordSentReminders(tx, rows));
    return {
      result: undefined,
      effects: { notify: notes.filter((note) => fresh.has(note.userId)) },
    };
  });
}

/**
 * 72 h after the end, hours still awaiting their sign-off count as validated (read from the
 * clock by every reader, never written: see effectiveValidation). The professional is told so,
 * once: under the mission's lock, a notification already there since the due instant means
 * another run told her.
 */
export async function runAutoValidation(app: FastifyInstance, raw: Record<string, unknown>) {
  const data = ValidationData.parse(raw);
  const now = app.now();
  const plannedEnd = Date.parse(data.basis);
  await withTransaction(app, now, async (tx) => {
    const mission = await lockMission(tx, data.missionId);
    if (!mission || mission.assignedTo === null) return { result: undefined };
    const due = autoValidationDue(
      {
        status: mission.status,
        endedAt: mission.endedAt?.getTime() ?? null,
        validation: mission.validation,
        hoursFlag: mission.hoursFlag,
        assignedTo: mission.assignedTo,
      },
      plannedEnd,
      now.getTime(),
    );
    if (!due) return { result: undefined };
    const message = fr.autoValidated(mission.name);
    const since = new Date(autoValidationAt(plannedEnd));
    if (await wasNotifiedSince(tx, mission.assignedTo, message, since)) {
      return { result: undefined };
    }
    return {
      result: undefined,
      effects: {
        notify: [
          {
            userId: mission.assignedTo,
            type: 'mission',
            message,
            link: missionLinks.professional,
            missionId: mission.id,
            mailSubject: fr.autoValidatedSubject,
          },
        ],
        // Her lists now serve the hours validated.
        answersChanged: [mission.assignedTo, mission.institutionId],
      },
    };
  });
}
