import { describe, expect, it } from 'vitest';
import {
  autoValidationDue,
  plannedWork,
  reminderAudience,
  reminderDueAt,
  type ReminderState,
  type ScheduleState,
} from './reminders.ts';

const MIN = 60_000;
const H = 60 * MIN;
/** Monday 24 November 2025, 07:00 in Paris. */
const START = Date.parse('2025-11-24T06:00:00Z');
const END = START + 8 * H;
const iso = (ms: number) => new Date(ms).toISOString();

const assigned: ScheduleState = {
  status: 'assigned',
  assignedTo: 'nurse-1',
  dateStart: START,
  dateEnd: START + 8 * H,
  endedAt: null,
  validation: null,
  hoursFlag: null,
};

const due = (state: ScheduleState, now: number) =>
  plannedWork(state, now).map((w) => [w.kind, iso(w.dueAt), iso(w.basis)]);

describe('plannedWork', () => {
  it('plans both reminders and the alert of an assigned or accepted mission, from its start', () => {
    const expected = [
      ['start_12h', '2025-11-23T18:00:00.000Z', iso(START)],
      ['start_1h', '2025-11-24T05:00:00.000Z', iso(START)],
      ['late_start', '2025-11-24T06:15:00.000Z', iso(START)],
    ];
    expect(due(assigned, START - 2 * 24 * H)).toEqual(expected);
    expect(due({ ...assigned, status: 'accepted' }, START - 2 * 24 * H)).toEqual(expected);
  });

  it('leaves out work due more than a minute ago: assigned 5 h before, no 12 h reminder', () => {
    expect(due(assigned, START - 5 * H).map(([kind]) => kind)).toEqual(['start_1h', 'late_start']);
    // Within the minute: still planned (it runs at once).
    expect(due(assigned, START - 12 * H + 59_000).map(([kind]) => kind)).toEqual([
      'start_12h',
      'start_1h',
      'late_start',
    ]);
    expect(due(assigned, START - 12 * H + 61_000).map(([kind]) => kind)).toEqual([
      'start_1h',
      'late_start',
    ]);
  });

  it('keeps the late-start alert until the planned end, to run at once when its time has passed', () => {
    // Assigned (or moved, or planned after an outage) 20 minutes after its start: the alert runs now.
    const now = START + 20 * MIN;
    const work = plannedWork(assigned, now);
    expect(work.map((w) => [w.kind, iso(w.dueAt), iso(w.runAt)])).toEqual([
      ['late_start', '2025-11-24T06:15:00.000Z', iso(now)],
    ]);
    expect(
      due({ ...assigned, status: 'open', assignedTo: null }, now).map(([kind]) => kind),
    ).toEqual(['late_start']);
    expect(due(assigned, START + 8 * H).map(([kind]) => kind)).toEqual(['late_start']);
    // Past its planned end, nothing is left to say.
    expect(due(assigned, START + 8 * H + 1)).toEqual([]);
  });

  it('plans only the alert of an open mission', () => {
    expect(due({ ...assigned, status: 'open', assignedTo: null }, START - 24 * H)).toEqual([
      ['late_start', '2025-11-24T06:15:00.000Z', iso(START)],
    ]);
  });

  it('plans nothing for a pending, started, cancelled or unassigned mission', () => {
    for (const status of ['pending', 'in_progress', 'cancelled'] as const) {
      expect(due({ ...assigned, status }, START - 24 * H)).toEqual([]);
    }
    expect(due({ ...assigned, assignedTo: null }, START - 24 * H)).toEqual([]);
  });

  it('plans the automatic validation of completed hours still awaiting, 72 h after the end', () => {
    const completed: ScheduleState = {
      ...assigned,
      status: 'completed',
      endedAt: END,
      validation: 'awaiting',
    };
    expect(due(completed, END + MIN)).toEqual([
      ['auto_validation', iso(END + 72 * H + 1), iso(END)],
    ]);
    expect(due({ ...completed, validation: 'validated' }, END + MIN)).toEqual([]);
    expect(due({ ...completed, validation: 'contested' }, END + MIN)).toEqual([]);
    // A late end waits for the establishment: nothing validates it by time.
    expect(due({ ...completed, hoursFlag: 'late_end' }, END + MIN)).toEqual([]);
    expect(due(completed, END + 73 * H)).toEqual([]);
  });
});

describe('reminderDueAt', () => {
  it('is 12 h and 1 h before the start, 15 minutes after it', () => {
    expect(iso(reminderDueAt('start_12h', START))).toBe('2025-11-23T18:00:00.000Z');
    expect(iso(reminderDueAt('start_1h', START))).toBe('2025-11-24T05:00:00.000Z');
    expect(iso(reminderDueAt('late_start', START))).toBe('2025-11-24T06:15:00.000Z');
  });
});

describe('reminderAudience', () => {
  const mission: ReminderState = {
    status: 'accepted',
    assignedTo: 'nurse-1',
    dateStart: START,
    dateEnd: END,
    startedAt: null,
  };

  it('reminds the assignee of a mission unchanged since the job was planned', () => {
    expect(reminderAudience('start_12h', mission, START, START - 12 * H)).toBe('assignee');
    expect(reminderAudience('start_1h', mission, START, START - H)).toBe('assignee');
    expect(reminderAudience('late_start', mission, START, START + 15 * MIN)).toBe('assignee');
    expect(
      reminderAudience('late_start', { ...mission, status: 'assigned' }, START, START + 15 * MIN),
    ).toBe('assignee');
  });

  it('says nothing about a moved, cancelled, started or completed mission', () => {
    const at = START - 12 * H;
    expect(reminderAudience('start_12h', { ...mission, dateStart: START + H }, START, at)).toBe(
      'none',
    );
    for (const status of ['cancelled', 'in_progress', 'completed', 'pending'] as const) {
      expect(reminderAudience('start_12h', { ...mission, status }, START, at)).toBe('none');
      expect(reminderAudience('late_start', { ...mission, status }, START, START + 15 * MIN)).toBe(
        'none',
      );
    }
    expect(
      reminderAudience(
        'late_start',
        { ...mission, startedAt: START + 5 * MIN },
        START,
        START + 15 * MIN,
      ),
    ).toBe('none');
  });

  it('reminds nobody of a mission back on the open list, but alerts the establishment', () => {
    const open = { ...mission, status: 'open' as const, assignedTo: null };
    expect(reminderAudience('start_12h', open, START, START - 12 * H)).toBe('none');
    expect(reminderAudience('start_1h', open, START, START - H)).toBe('none');
    expect(reminderAudience('late_start', open, START, START + 15 * MIN)).toBe('unclaimed');
  });

  it('drops stale reminders: 12 h after the 1 h one is due, 1 h after the start, late after the end', () => {
    expect(reminderAudience('start_12h', mission, START, START - H)).toBe('assignee');
    expect(reminderAudience('start_12h', mission, START, START - H + 1)).toBe('none');
    expect(reminderAudience('start_1h', mission, START, START)).toBe('assignee');
    expect(reminderAudience('start_1h', mission, START, START + 1)).toBe('none');
    expect(reminderAudience('late_start', mission, START, END)).toBe('assignee');
    expect(reminderAudience('late_start', mission, START, END + 1)).toBe('none');
  });
});

describe('autoValidationDue', () => {
  const completed = {
    status: 'completed' as const,
    endedAt: END,
    validation: 'awaiting' as const,
    hoursFlag: null,
    assignedTo: 'nurse-1',
  };

  it('is due once the end is more than 72 h old, hours still awaiting', () => {
    expect(autoValidationDue(completed, END, END + 72 * H)).toBe(false);
    expect(autoValidationDue(completed, END, END + 72 * H + 1)).toBe(true);
  });

  it('is not due once signed off, contested, or when the end was corrected', () => {
    const later = END + 72 * H + 1;
    expect(autoValidationDue({ ...completed, validation: 'validated' }, END, later)).toBe(false);
    expect(autoValidationDue({ ...completed, validation: 'contested' }, END, later)).toBe(false);
    expect(autoValidationDue({ ...completed, endedAt: END - MIN }, END, later)).toBe(false);
  });

  it('is never due for flagged hours (a late end), however old', () => {
    const flagged = { ...completed, hoursFlag: 'late_end' as const };
    expect(autoValidationDue(flagged, END, END + 1000 * H)).toBe(false);
  });
});
