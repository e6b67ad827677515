import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actualMinutes } from './durations.ts';
import { START_WINDOW_MS, type Validation } from './hours.ts';
import type { MissionStatus } from './mission-status.ts';
import { transition, WITHDRAW_MIN_NOTICE_MS } from './transition.ts';
import type { Actor, MissionAction, MissionState } from './transition.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2025, 0, 1, 8, 0, 0);

/** A small cast so that random actors often are the right person. */
const ACTORS: readonly Actor[] = [
  { id: 'admin', role: 'admin' },
  { id: 'n1', role: 'nurse' },
  { id: 'n2', role: 'nurse' },
  { id: 'c1', role: 'caregiver' },
  { id: 'i1', role: 'institution' },
  { id: 'i2', role: 'institution' },
];
const IDS = [...ACTORS.map((a) => a.id), ''];

/** The only moves a mission may make; staying put is always allowed. */
const EDGES: ReadonlySet<string> = new Set([
  'pending>assigned',
  'pending>open',
  'open>assigned',
  'open>accepted',
  'assigned>open',
  'accepted>open',
  'open>cancelled',
  'assigned>accepted',
  'accepted>in_progress',
  'in_progress>completed',
  'pending>cancelled',
  'assigned>cancelled',
  'accepted>cancelled',
]);
const isAllowedMove = (from: MissionStatus, to: MissionStatus) =>
  from === to || EDGES.has(`${from}>${to}`);

/** Device times around `now`: mostly within bounds, sometimes out of them on either side. */
const offset = fc.oneof(
  // A tap just now, the usual case…
  { arbitrary: fc.integer({ min: -120 * MINUTE, max: 5 * MINUTE }), weight: 4 },
  // …one replayed from an offline week…
  { arbitrary: fc.integer({ min: -7 * DAY, max: 5 * MINUTE }), weight: 2 },
  // …and times out of bounds on either side.
  { arbitrary: fc.integer({ min: -9 * DAY, max: 15 * MINUTE }), weight: 1 },
);

/**
 * An action built from the clock of its step. Cancel is rarer than the rest:
 * it ends a history, and histories must often reach the end of the graph.
 */
const actionArb: fc.Arbitrary<(now: number) => MissionAction> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(...IDS)
      .map((assignee) => () => ({ kind: 'approve', assignee }) as const),
  },
  {
    weight: 4,
    arbitrary: fc
      .option(offset, { nil: undefined })
      .map(
        (d) => (now: number) =>
          ({ kind: 'accept', at: d === undefined ? undefined : now + d }) as const,
      ),
  },
  {
    weight: 4,
    arbitrary: offset.map((d) => (now: number) => ({ kind: 'start', at: now + d }) as const),
  },
  {
    weight: 4,
    arbitrary: offset.map((d) => (now: number) => ({ kind: 'end', at: now + d }) as const),
  },
  { weight: 1, arbitrary: fc.constant(() => ({ kind: 'cancel' }) as const) },
  { weight: 2, arbitrary: fc.constant(() => ({ kind: 'publish' }) as const) },
  {
    weight: 3,
    arbitrary: fc
      .option(offset, { nil: undefined })
      .map(
        (d) => (now: number) =>
          ({ kind: 'claim', at: d === undefined ? undefined : now + d }) as const,
      ),
  },
  {
    weight: 3,
    arbitrary: fc.constant((now: number) => ({ kind: 'withdraw', now }) as const),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(offset, fc.option(offset, { nil: null })).map(
      ([s, e]) =>
        (now: number) =>
          ({ kind: 'correct', startedAt: now + s, endedAt: e === null ? null : now + e }) as const,
    ),
  },
  { weight: 2, arbitrary: fc.constant(() => ({ kind: 'validate' }) as const) },
  {
    // Proposed times mostly sensible (so that contests do happen), sometimes reversed or future.
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.integer({ min: -2 * DAY, max: 0 }),
        fc.integer({ min: -60 * MINUTE, max: 8 * 60 * MINUTE }),
        fc.constantFrom('Partie plus tôt', 'non', '  raison valable  '),
      )
      .map(
        ([s, length, reason]) =>
          (now: number) =>
            ({ kind: 'contest', startedAt: now + s, endedAt: now + s + length, reason }) as const,
      ),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...IDS), fc.option(fc.constantFrom(...IDS), { nil: undefined }))
      .map(
        ([to, from]) =>
          () =>
            ({ kind: 'reassign', to, from }) as const,
      ),
  },
);

const stepArb = fc.record({
  action: actionArb,
  // The establishment i1 acts more often than the others: it validates and contests.
  actor: fc.constantFrom(...ACTORS, ACTORS[4] as Actor),
  // Mostly short steps, so that a withdrawal more than 48 h ahead is often still possible.
  elapsed: fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: DAY / 4 }), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: 2 * DAY }), weight: 1 },
  ),
});

function checkInvariants(m: MissionState): void {
  if (m.startedAt !== null && m.endedAt !== null) expect(m.startedAt).toBeLessThan(m.endedAt);
  // Only a completed mission has hours to sign off, and it always has a sign-off state.
  expect(m.validation === null).toBe(m.status !== 'completed');
  switch (m.status) {
    case 'pending':
    case 'open':
      expect(m.assignedTo).toBeNull();
      expect(m.startedAt).toBeNull();
      expect(m.endedAt).toBeNull();
      break;
    case 'assigned':
    case 'accepted':
      expect(m.assignedTo).not.toBeNull();
      expect(m.startedAt).toBeNull();
      expect(m.endedAt).toBeNull();
      break;
    case 'in_progress':
      expect(m.assignedTo).not.toBeNull();
      expect(m.startedAt).not.toBeNull();
      expect(m.endedAt).toBeNull();
      break;
    case 'completed':
      expect(m.assignedTo).not.toBeNull();
      expect(m.startedAt).not.toBeNull();
      expect(m.endedAt).not.toBeNull();
      break;
    case 'cancelled':
      expect(m.startedAt).toBeNull();
      expect(m.endedAt).toBeNull();
      break;
    default: {
      const unknown: never = m.status;
      throw new Error(`Unknown status ${String(unknown)}`);
    }
  }
}

describe('transition: random histories', () => {
  it('never leave the mission graph nor put an end before a start', () => {
    const reached = new Set<MissionStatus>();
    const moves = new Set<string>();
    const signOffs = new Set<Validation>();
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 90, size: 'max' }),
        // Mostly unpaid and for an establishment, so that sign-offs are tried on live hours.
        fc.constantFrom(false, false, false, true),
        fc.constantFrom<string | null>('i1', 'i1', 'i1', null),
        // Planned start soon (the start window opens within the history, so hours are ended and
        // signed off) or days ahead (so that withdrawals, more than 48 h before, are in time):
        // both kinds of history, half the runs each.
        fc.oneof(fc.integer({ min: 0, max: 2 * DAY }), fc.integer({ min: 3 * DAY, max: 20 * DAY })),
        (steps, paid, institutionId, startsIn) => {
          let mission: MissionState = {
            status: 'pending',
            assignedTo: null,
            institutionId,
            startedAt: null,
            endedAt: null,
            dateStart: T0 + startsIn,
            dateEnd: T0 + startsIn + 8 * 60 * MINUTE,
            paid,
            validation: null,
          };
          let now = T0;
          for (const step of steps) {
            now += step.elapsed;
            const action = step.action(now);
            const before = structuredClone(mission);
            const result = transition(mission, action, step.actor, now);
            expect(mission).toEqual(before);
            if (!result.ok) {
              expect(['forbidden', 'conflict', 'invalid']).toContain(result.code);
              expect(result.detail.length).toBeGreaterThan(0);
              if (action.kind === 'correct' && mission.paid && step.actor.role === 'admin') {
                expect(result.code).toBe('conflict');
              }
              continue;
            }
            const { next, changes } = result;
            expect(isAllowedMove(mission.status, next.status)).toBe(true);
            expect(action.kind === 'correct' && mission.paid).toBe(false);
            // `next` is exactly the mission with the announced changes.
            const {
              actualDuration,
              cancelledAt,
              // Written with the sign-off, not part of the state the rules read.
              validatedAt: _validatedAt,
              validatedBy: _validatedBy,
              contestReason: _contestReason,
              proposedStartedAt: _proposedStartedAt,
              proposedEndedAt: _proposedEndedAt,
              ...fields
            } = changes;
            expect(next).toEqual({ ...mission, ...fields });
            if (actualDuration !== undefined) {
              expect(actualDuration).toBe(
                actualMinutes(next.startedAt ?? NaN, next.endedAt ?? NaN),
              );
            }
            if (cancelledAt !== undefined) expect(cancelledAt).toBe(now);
            // A claim only ever takes an open mission, for the claimant herself.
            if (action.kind === 'claim') {
              expect(mission.status).toBe('open');
              expect(next.assignedTo).toBe(step.actor.id);
            }
            // A withdrawal only by the assignee, more than 48 h before the start.
            if (action.kind === 'withdraw') {
              expect(mission.assignedTo).toBe(step.actor.id);
              expect(mission.dateStart - action.now).toBeGreaterThan(WITHDRAW_MIN_NOTICE_MS);
            }
            // A start only once its window is open.
            if (action.kind === 'start') {
              expect(action.at).toBeGreaterThanOrEqual(mission.dateStart - START_WINDOW_MS);
            }
            // Sign-off: validate by the establishment or admin; contest by the establishment,
            // never of hours already validated; a contested mission settled by the admin only.
            if (action.kind === 'validate') {
              expect(mission.status).toBe('completed');
              expect(mission.validation).not.toBe('validated');
              if (mission.validation === 'contested') expect(step.actor.role).toBe('admin');
              else expect(['admin', 'institution']).toContain(step.actor.role);
            }
            if (action.kind === 'contest') {
              expect(step.actor).toEqual({ id: mission.institutionId, role: 'institution' });
              expect(mission.validation).toBe('awaiting');
              expect(mission.paid).toBe(false);
            }
            if (action.kind === 'correct' && mission.status === 'completed') {
              expect(next.validation).toBe('validated');
            }
            checkInvariants(next);
            if (next.validation !== null) signOffs.add(next.validation);
            moves.add(`${mission.status}>${next.status}`);
            mission = next;
            reached.add(mission.status);
          }
        },
      ),
      { numRuns: 1500 },
    );
    // The generator must actually explore the whole graph, not just refusals.
    expect([...reached].sort()).toEqual(
      ['accepted', 'assigned', 'cancelled', 'completed', 'in_progress', 'open'].sort(),
    );
    // …and every edge of the graph, « À pourvoir » ones included.
    expect([...EDGES].filter((edge) => !moves.has(edge))).toEqual([]);
    // Hours ended are awaiting their sign-off (whose life has its own property below).
    expect(signOffs.has('awaiting')).toBe(true);
  }, 60_000);
});

describe('sign-off: random lives of completed hours', () => {
  const sign = fc.oneof(
    { weight: 3, arbitrary: fc.constant(() => ({ kind: 'validate' }) as const) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.integer({ min: -DAY, max: 0 }),
          fc.integer({ min: -60 * MINUTE, max: 8 * 60 * MINUTE }),
          fc.constantFrom('Partie plus tôt', 'non'),
        )
        .map(
          ([s, length, reason]) =>
            (now: number) =>
              ({ kind: 'contest', startedAt: now + s, endedAt: now + s + length, reason }) as const,
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 60 * MINUTE, max: 8 * 60 * MINUTE })
        .map(
          (length) => (now: number) =>
            ({ kind: 'correct', startedAt: now - DAY, endedAt: now - DAY + length }) as const,
        ),
    },
  );

  it('validated hours stay validated; a contest ends only by the administrator', () => {
    const reached = new Set<Validation>();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            action: sign,
            actor: fc.constantFrom(...ACTORS),
            elapsed: fc.integer({ min: 0, max: DAY }),
          }),
          { maxLength: 12 },
        ),
        (steps) => {
          const ended = T0 - 60 * MINUTE;
          let mission: MissionState = {
            status: 'completed',
            assignedTo: 'n1',
            institutionId: 'i1',
            startedAt: ended - 7 * 60 * MINUTE,
            endedAt: ended,
            dateStart: ended - 7 * 60 * MINUTE,
            dateEnd: ended,
            paid: false,
            validation: 'awaiting',
          };
          let now = T0;
          for (const step of steps) {
            now += step.elapsed;
            const action = step.action(now);
            const result = transition(mission, action, step.actor, now);
            if (!result.ok) continue;
            const before = mission.validation;
            const after = result.next.validation;
            expect(result.next.status).toBe('completed');
            if (before === 'validated') expect(action.kind).toBe('correct');
            if (before === 'contested' && after !== 'contested') {
              expect(step.actor.role).toBe('admin');
            }
            if (after === 'contested') {
              expect(step.actor).toEqual({ id: 'i1', role: 'institution' });
              expect(now - (mission.endedAt ?? NaN)).toBeLessThanOrEqual(72 * 60 * MINUTE);
            }
            mission = result.next;
            if (after !== null) reached.add(after);
          }
        },
      ),
      { numRuns: 500 },
    );
    expect([...reached].sort()).toEqual(['contested', 'validated']);
  });
});
