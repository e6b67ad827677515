import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fr as missionFr } from '../missions/fr.ts';
import { transition } from '../missions/transition.ts';
import type { Actor, MissionState } from '../missions/transition.ts';
import { eligibility } from './eligibility.ts';
import type { HeldMission, RequiredRole, StaffedMission, StaffingPerson } from './eligibility.ts';

const TZ = 'Europe/Paris';
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Quarter hours in a day and in 7 days. */
const Q_PER_DAY = 96;
const Q_PER_WEEK = 7 * Q_PER_DAY;
/** Monday 17 March 2025, 00:00 UTC: the two weeks of missions cross the spring clock change. */
const T0 = Date.UTC(2025, 2, 17);
const HORIZON_DAYS = 14;
/** The missions' world is far in the future of whoever claims or withdraws. */
const NOW = T0 - 30 * DAY;

// ---------------------------------------------------------------------------------------------
// An independent checker of a professional's holdings, brute force and deliberately naive: no
// sorting, no sliding window clever enough to share a bug with the rule. Every mission starts
// and ends on a quarter hour after T0, so a quarter-hour grid is exact.
// ---------------------------------------------------------------------------------------------

interface Span {
  start: number;
  end: number;
}

type Violation = 'length' | 'overlap' | 'day-work' | 'day-span' | 'week';

function violations(spans: readonly Span[]): Violation[] {
  const found = new Set<Violation>();
  for (const s of spans) if (s.end - s.start > 12 * HOUR) found.add('length');

  // Overlap: any two missions sharing an instant ([start, end), half-open).
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      const a = spans[i]!;
      const b = spans[j]!;
      if (a.start < b.end && b.start < a.end) found.add('overlap');
    }
  }

  // Working days: missions less than 11 h apart are linked, days are the connected groups
  // (union-find over every pair).
  const parent = spans.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (let i = 0; i < spans.length; i++) {
    for (let j = 0; j < spans.length; j++) {
      const a = spans[i]!;
      const b = spans[j]!;
      const gap = Math.max(a.start, b.start) - Math.min(a.end, b.end);
      if (gap < 11 * HOUR) parent[root(i)] = root(j);
    }
  }
  const days = new Map<number, Span[]>();
  spans.forEach((s, i) => days.set(root(i), [...(days.get(root(i)) ?? []), s]));
  for (const day of days.values()) {
    const first = Math.min(...day.map((s) => s.start));
    const last = Math.max(...day.map((s) => s.end));
    if (last - first > 13 * HOUR) found.add('day-span');
    // Work counted quarter by quarter, once per quarter even if two missions share it.
    let quarters = 0;
    for (let t = first; t < last; t += QUARTER) {
      if (day.some((s) => s.start <= t && t < s.end)) quarters += 1;
    }
    if (quarters * QUARTER > 12 * HOUR) found.add('day-work');
  }

  // Every 7-day window on the quarter-hour grid (running counts of worked quarters).
  const slots = (HORIZON_DAYS + 2) * Q_PER_DAY;
  const worked = new Array<number>(slots).fill(0);
  for (const s of spans) {
    for (let q = (s.start - T0) / QUARTER; q < (s.end - T0) / QUARTER; q++) worked[q] = 1;
  }
  const upTo = [0];
  for (let q = 0; q < slots; q++) upTo.push(upTo[q]! + worked[q]!);
  for (let from = 0; from + Q_PER_WEEK <= slots; from++) {
    const quarters = upTo[from + Q_PER_WEEK]! - upTo[from]!;
    if (quarters * QUARTER > 48 * HOUR) {
      found.add('week');
      break;
    }
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// Random worlds: a few professionals, a pool of open missions over two weeks, and a sequence
// of claims and withdrawals.
// ---------------------------------------------------------------------------------------------

const personArb = fc.record({
  role: fc.constantFrom('nurse' as const, 'caregiver' as const),
  status: fc.oneof(
    { arbitrary: fc.constant('approved' as const), weight: 8 },
    { arbitrary: fc.constantFrom('pending' as const, 'rejected' as const), weight: 1 },
  ),
});

/** Lengths in quarter hours: short visits, ordinary shifts, and long ones up to 14 h. */
const lengthArb = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 2 },
  { arbitrary: fc.integer({ min: 16, max: 40 }), weight: 3 },
  { arbitrary: fc.integer({ min: 41, max: 56 }), weight: 2 },
);

const missionArb = fc.record({
  startQ: fc.integer({ min: 0, max: HORIZON_DAYS * Q_PER_DAY - 1 }),
  lengthQ: lengthArb,
  requiredRole: fc.oneof(
    { arbitrary: fc.constant<RequiredRole>('any'), weight: 3 },
    { arbitrary: fc.constantFrom<RequiredRole>('nurse', 'caregiver'), weight: 1 },
  ),
});

/** Mostly the first professional, so that her weeks fill up to the 48 h limit. */
const whoArb = fc.oneof(
  { arbitrary: fc.constant(0), weight: 2 },
  { arbitrary: fc.nat(), weight: 1 },
);

const stepArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('claim' as const), who: whoArb, which: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who: whoArb,
      which: fc.nat(),
      late: fc.boolean(),
    }),
  },
);

const roleFits = (person: StaffingPerson, required: RequiredRole) =>
  required === 'any' || required === person.role;

type PersonSpec = { role: 'nurse' | 'caregiver'; status: StaffingPerson['status'] };
type MissionSpec = { startQ: number; lengthQ: number; requiredRole: RequiredRole };
type Step =
  | { kind: 'claim'; who: number; which: number }
  | { kind: 'withdraw'; who: number; which: number; late: boolean };

/** People, open missions and their states, built from the generated specs. */
function worldOf(personSpecs: readonly PersonSpec[], missionSpecs: readonly MissionSpec[]) {
  const people: StaffingPerson[] = personSpecs.map((p, i) => ({
    id: `p${i}`,
    firstName: 'Pro',
    lastName: String(i),
    ...p,
  }));
  const missions: StaffedMission[] = missionSpecs.map((m, i) => ({
    id: `m${i}`,
    name: `Mission ${i}`,
    requiredRole: m.requiredRole,
    start: T0 + m.startQ * QUARTER,
    end: T0 + (m.startQ + m.lengthQ) * QUARTER,
  }));
  const states = new Map<string, MissionState>(
    missions.map((m) => [
      m.id,
      {
        status: 'open',
        assignedTo: null,
        institutionId: 'i1',
        startedAt: null,
        endedAt: null,
        dateStart: m.start,
        dateEnd: m.end,
        paid: false,
        validation: null,
      },
    ]),
  );
  const holdingsOf = (person: StaffingPerson): HeldMission[] =>
    missions
      .filter((m) => states.get(m.id)?.assignedTo === person.id)
      .map(({ id, name, start, end }) => ({ id, name, start, end }));
  return { people, missions, states, holdingsOf };
}

/**
 * Plays `steps` on a world of open missions: a claim is decided by `transition` and
 * `eligibility` (which must refuse exactly what the brute-force checker finds broken), a
 * withdrawal by `transition` alone. After each change the person's holdings are checked, and
 * everyone's at the end. `count` records what happened, for the coverage checks.
 */
function play(
  personSpecs: readonly PersonSpec[],
  missionSpecs: readonly MissionSpec[],
  steps: readonly Step[],
  count: (key: string) => void,
): void {
  const { people, missions, states, holdingsOf } = worldOf(personSpecs, missionSpecs);
  const withdrawnBy = new Map<string, string>();

  for (const step of steps) {
    const person = people[step.who % people.length]!;
    const actor: Actor = { id: person.id, role: person.role };

    if (step.kind === 'claim') {
      const mission = missions[step.which % missions.length]!;
      const state = states.get(mission.id)!;
      const held = holdingsOf(person);
      const verdict = eligibility(person, mission, held, TZ);
      expect(verdict.eligible).toBe(verdict.reasons.length === 0);

      if (state.status === 'open') {
        // The rule says yes exactly when the brute-force checker finds nothing wrong.
        const broken = violations([...held, mission]);
        const expected =
          person.status === 'approved' &&
          roleFits(person, mission.requiredRole) &&
          broken.length === 0;
        expect(verdict.eligible).toBe(expected);
        for (const v of broken) count(`refused:${v}`);
        if (broken.length === 1) count(`only:${broken[0]}`);
        if (person.status !== 'approved') count('refused:account');
        if (!roleFits(person, mission.requiredRole)) count('refused:role');
      }
      if (!verdict.eligible) continue;

      const result = transition(state, { kind: 'claim' }, actor, NOW);
      if (state.status !== 'open') {
        // Someone has it: exactly one claimant wins.
        expect(result).toMatchObject({ ok: false, code: 'conflict' });
        count('lost-race');
        continue;
      }
      if (!result.ok) throw new Error(`claim refused: ${result.detail}`);
      expect(result.next.assignedTo).toBe(person.id);
      states.set(mission.id, result.next);
      expect(violations(holdingsOf(person))).toEqual([]);
      count('claimed');
      const before = withdrawnBy.get(mission.id);
      if (before !== undefined) count(before === person.id ? 'reclaimed' : 'handed-on');
    } else {
      const held = holdingsOf(person);
      if (held.length === 0) continue;
      const mine = held[step.which % held.length]!;
      const state = states.get(mine.id)!;
      const now = step.late ? mine.start - 47 * HOUR : mine.start - 3 * DAY;
      const result = transition(state, { kind: 'withdraw', now }, actor, now);
      if (step.late) {
        expect(result).toEqual({
          ok: false,
          code: 'conflict',
          detail: missionFr.conflict.withdrawTooLate,
        });
        continue;
      }
      if (!result.ok) throw new Error(`withdraw refused: ${result.detail}`);
      expect(result.next).toMatchObject({ status: 'open', assignedTo: null });
      states.set(mine.id, result.next);
      expect(violations(holdingsOf(person))).toEqual([]);
      withdrawnBy.set(mine.id, person.id);
      count('withdrawn');
      // She could take it back at once: what she keeps is still within the limits.
      const mission = missions.find((m) => m.id === mine.id)!;
      expect(eligibility(person, mission, holdingsOf(person), TZ).eligible).toBe(true);
    }
  }

  // The invariant, at the end, for everyone (and after each change for its person).
  for (const p of people) {
    const spans = holdingsOf(p);
    expect(violations(spans)).toEqual([]);
    for (const h of spans) {
      expect(states.get(h.id)?.status).toBe('accepted');
      // A held mission is eligible for its holder against her holdings (itself ignored).
      const m = missions.find((x) => x.id === h.id)!;
      expect(eligibility(p, m, spans, TZ)).toEqual({ eligible: true, reasons: [] });
    }
  }
  for (const m of missions) {
    const state = states.get(m.id)!;
    expect(state.status === 'accepted').toBe(state.assignedTo !== null);
  }
}

function counter() {
  const seen = new Map<string, number>();
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  /** The generator must reach every listed outcome, not only easy successes. */
  const expectReached = (keys: readonly string[]) => {
    for (const key of keys) {
      expect({ key, reached: (seen.get(key) ?? 0) > 0 }).toEqual({ key, reached: true });
    }
  };
  return { count, expectReached };
}

/** Shift-like missions of 6 to 12 h over two weeks, so that weeks fill up to 48 h. */
const denseMissionArb = fc.record({
  startQ: fc
    .tuple(
      fc.integer({ min: 0, max: HORIZON_DAYS - 1 }),
      fc.constantFrom(6, 7, 8, 13, 14, 19, 20, 21),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([day, hour, quarter]) => day * Q_PER_DAY + hour * 4 + quarter),
  lengthQ: fc.integer({ min: 24, max: 48 }),
  requiredRole: fc.constant<RequiredRole>('any'),
});

describe('eligibility: random assignments keep every professional within the limits', () => {
  it('mixed world: holdings never overlap nor break a limit; the rule refuses exactly what breaks them', () => {
    const { count, expectReached } = counter();
    fc.assert(
      fc.property(
        fc.array(personArb, { minLength: 2, maxLength: 4 }),
        fc.array(missionArb, { minLength: 10, maxLength: 80 }),
        fc.array(stepArb, { minLength: 20, maxLength: 250 }),
        (people, missions, steps) => play(people, missions, steps, count),
      ),
      { numRuns: 200 },
    );
    expectReached([
      'claimed',
      'lost-race',
      'withdrawn',
      'reclaimed',
      'handed-on',
      'refused:account',
      'refused:role',
      'refused:length',
      'refused:overlap',
      'refused:day-work',
      'refused:day-span',
      'refused:week',
      'only:overlap',
      'only:day-span',
    ]);
  });

  it('dense fortnight: full weeks stop at 48 h, withdraw-then-claim round trips included', () => {
    const { count, expectReached } = counter();
    fc.assert(
      fc.property(
        fc.array(fc.constant<PersonSpec>({ role: 'nurse', status: 'approved' }), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.array(denseMissionArb, { minLength: 20, maxLength: 60 }),
        fc.array(stepArb, { minLength: 40, maxLength: 200 }),
        (people, missions, steps) => play(people, missions, steps, count),
      ),
      { numRuns: 150 },
    );
    // Refused for the week alone: the 48 h rule itself is exercised, not hidden behind a day.
    expectReached(['claimed', 'withdrawn', 'reclaimed', 'handed-on', 'only:week']);
  });
});

// ---------------------------------------------------------------------------------------------
// The whole life of a pool: claims, withdrawals, exchanges between professionals and the
// administrator's overrides. Whatever happens, the missions a professional holds WITHOUT a
// recorded override never break a limit (an override only ever excuses itself: removing
// missions can only shorten days and weeks, so the rest must stand on its own).
// ---------------------------------------------------------------------------------------------

type LifeStep =
  | Step
  | { kind: 'exchange'; who: number; which: number; to: number }
  | { kind: 'override'; who: number; which: number };

const lifeStepArb: fc.Arbitrary<LifeStep> = fc.oneof(
  { weight: 5, arbitrary: stepArb },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('exchange' as const),
      who: whoArb,
      which: fc.nat(),
      to: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('override' as const), who: whoArb, which: fc.nat() }),
  },
);

const ADMIN: Actor = { id: 'admin', role: 'admin' };

function live(
  personSpecs: readonly PersonSpec[],
  missionSpecs: readonly MissionSpec[],
  steps: readonly LifeStep[],
  count: (key: string) => void,
): void {
  const { people, missions, states, holdingsOf } = worldOf(personSpecs, missionSpecs);
  /** Missions given by the administrator's override, with the rules it set aside. */
  const overridden = new Set<string>();
  const withoutOverrides = (held: readonly HeldMission[]) =>
    held.filter((h) => !overridden.has(h.id));
  const give = (mission: StaffedMission, next: MissionState, byOverride: boolean) => {
    states.set(mission.id, next);
    if (byOverride) overridden.add(mission.id);
    else overridden.delete(mission.id);
  };

  for (const step of steps) {
    const person = people[step.who % people.length]!;
    const actor: Actor = { id: person.id, role: person.role };

    if (step.kind === 'claim' || step.kind === 'override') {
      const mission = missions[step.which % missions.length]!;
      const state = states.get(mission.id)!;
      if (state.status !== 'open') continue;
      const verdict = eligibility(person, mission, holdingsOf(person), TZ);
      if (step.kind === 'claim') {
        if (!verdict.eligible) continue;
        const result = transition(state, { kind: 'claim' }, actor, NOW);
        if (!result.ok) throw new Error(`claim refused: ${result.detail}`);
        give(mission, result.next, false);
        count('claimed');
      } else {
        // The administrator assigns whoever she chooses; a refusal she passes over is recorded.
        if (person.status !== 'approved') continue;
        const result = transition(state, { kind: 'approve', assignee: person.id }, ADMIN, NOW);
        if (!result.ok) throw new Error(`approve refused: ${result.detail}`);
        give(mission, result.next, !verdict.eligible);
        count(verdict.eligible ? 'assigned' : 'overridden');
      }
    } else if (step.kind === 'withdraw') {
      const held = holdingsOf(person);
      if (held.length === 0) continue;
      const mine = held[step.which % held.length]!;
      const now = step.late ? mine.start - 47 * HOUR : mine.start - 3 * DAY;
      const result = transition(states.get(mine.id)!, { kind: 'withdraw', now }, actor, now);
      if (!result.ok) continue;
      give(
        missions.find((m) => m.id === mine.id)!,
        result.next,
        false,
      );
      count('withdrawn');
    } else {
      // An exchange: the holder proposes, the recipient must be eligible, then accepts.
      const held = holdingsOf(person);
      if (held.length === 0) continue;
      const mine = held[step.which % held.length]!;
      const recipient = people[step.to % people.length]!;
      if (recipient.id === person.id) continue;
      const mission = missions.find((m) => m.id === mine.id)!;
      const heldByRecipient = holdingsOf(recipient);
      const verdict = eligibility(recipient, mission, heldByRecipient, TZ);
      const expected =
        recipient.status === 'approved' &&
        roleFits(recipient, mission.requiredRole) &&
        violations([...withoutOverrides(heldByRecipient), mission]).length === 0;
      // Her overridden missions may already break a limit the new one touches: then the rule
      // refuses although her un-excused missions would allow it; never the other way round.
      if (verdict.eligible) expect(expected).toBe(true);
      if (!verdict.eligible) {
        count('exchange-refused');
        continue;
      }
      const result = transition(
        states.get(mine.id)!,
        { kind: 'reassign', to: recipient.id, from: person.id },
        { id: recipient.id, role: recipient.role },
        NOW,
      );
      if (!result.ok) throw new Error(`exchange refused: ${result.detail}`);
      give(mission, result.next, false);
      count('exchanged');
    }

    // After every step, for everyone: what is not excused by an override keeps every limit.
    for (const p of people) expect(violations(withoutOverrides(holdingsOf(p)))).toEqual([]);
  }

  for (const p of people) {
    const held = holdingsOf(p);
    if (violations(held).length > 0) {
      // A broken limit is always covered by a recorded override among her missions.
      expect(held.some((h) => overridden.has(h.id))).toBe(true);
      count('limit-excused');
    }
  }
}

describe('eligibility: claims, withdrawals, exchanges and overrides', () => {
  it('nobody holds overlapping missions or exceeds a limit without a recorded override', () => {
    const { count, expectReached } = counter();
    fc.assert(
      fc.property(
        fc.array(personArb, { minLength: 2, maxLength: 4 }),
        fc.array(missionArb, { minLength: 10, maxLength: 60 }),
        fc.array(lifeStepArb, { minLength: 20, maxLength: 200 }),
        (people, missions, steps) => live(people, missions, steps, count),
      ),
      { numRuns: 150 },
    );
    expectReached([
      'claimed',
      'assigned',
      'overridden',
      'withdrawn',
      'exchanged',
      'exchange-refused',
      'limit-excused',
    ]);
  });
});
