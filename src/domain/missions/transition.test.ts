import { describe, expect, it } from 'vitest';
import { DEVICE_TIME_MAX_AGE_MS, DEVICE_TIME_MAX_FUTURE_MS } from './device-time.ts';
import { fr } from './fr.ts';
import { MISSION_STATUSES } from './mission-status.ts';
import type { MissionStatus } from './mission-status.ts';
import { transition, WITHDRAW_MIN_NOTICE_MS } from './transition.ts';
import type { Actor, MissionAction, MissionActionKind, MissionState } from './transition.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);

const admin: Actor = { id: 'admin-1', role: 'admin' };
const nurse: Actor = { id: 'nurse-1', role: 'nurse' };
const otherNurse: Actor = { id: 'nurse-2', role: 'nurse' };
const caregiver: Actor = { id: 'care-1', role: 'caregiver' };
const institution: Actor = { id: 'inst-1', role: 'institution' };
const otherInstitution: Actor = { id: 'inst-2', role: 'institution' };

function mission(overrides: Partial<MissionState> = {}): MissionState {
  return {
    status: 'pending',
    assignedTo: null,
    institutionId: institution.id,
    startedAt: null,
    endedAt: null,
    dateStart: NOW - HOUR,
    dateEnd: NOW + 6 * HOUR,
    paid: false,
    validation: null,
    ...overrides,
  };
}

/** A mission in `status` whose fields are consistent with it, assigned to `nurse`. */
function inState(status: MissionStatus, overrides: Partial<MissionState> = {}): MissionState {
  switch (status) {
    case 'pending':
    case 'open':
      return mission({ status, ...overrides });
    case 'assigned':
    case 'accepted':
      return mission({ status, assignedTo: nurse.id, ...overrides });
    case 'in_progress':
      return mission({ status, assignedTo: nurse.id, startedAt: NOW - 2 * HOUR, ...overrides });
    case 'completed':
    case 'cancelled':
      return mission({
        status,
        assignedTo: nurse.id,
        startedAt: NOW - 8 * HOUR,
        endedAt: NOW - HOUR,
        validation: status === 'completed' ? 'awaiting' : null,
        ...overrides,
      });
  }
}

function expectOk(result: ReturnType<typeof transition>) {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}: ${result.detail}`);
  return result;
}

describe('transition: the happy path', () => {
  it('walks pending → assigned → accepted → in_progress → completed', () => {
    const m0 = mission();
    const approved = expectOk(transition(m0, { kind: 'approve', assignee: nurse.id }, admin, NOW));
    expect(approved.next).toEqual({ ...m0, status: 'assigned', assignedTo: nurse.id });
    expect(approved.changes).toEqual({ status: 'assigned', assignedTo: nurse.id });

    const accepted = expectOk(transition(approved.next, { kind: 'accept' }, nurse, NOW));
    expect(accepted.next.status).toBe('accepted');
    expect(accepted.changes).toEqual({ status: 'accepted' });

    const startAt = NOW - 10 * MINUTE;
    const started = expectOk(
      transition(accepted.next, { kind: 'start', at: startAt }, nurse, NOW + MINUTE),
    );
    expect(started.next).toEqual({ ...accepted.next, status: 'in_progress', startedAt: startAt });
    expect(started.changes).toEqual({ status: 'in_progress', startedAt: startAt });

    const endAt = startAt + 7 * HOUR + 5 * MINUTE + 29_000;
    const ended = expectOk(transition(started.next, { kind: 'end', at: endAt }, nurse, endAt));
    expect(ended.next).toEqual({
      ...started.next,
      status: 'completed',
      endedAt: endAt,
      validation: 'awaiting',
      hoursFlag: null,
    });
    expect(ended.changes).toEqual({
      status: 'completed',
      endedAt: endAt,
      actualDuration: 425,
      validation: 'awaiting',
      hoursFlag: null,
    });
  });

  it('accepts with a device time within bounds', () => {
    const result = transition(
      inState('assigned'),
      { kind: 'accept', at: NOW - 3 * 24 * HOUR },
      nurse,
      NOW,
    );
    expect(expectOk(result).next.status).toBe('accepted');
  });

  it('lets a caregiver do what a nurse does', () => {
    const m = inState('assigned', { assignedTo: caregiver.id });
    expect(expectOk(transition(m, { kind: 'accept' }, caregiver, NOW)).next.status).toBe(
      'accepted',
    );
  });

  it('rounds the actual duration to the nearest minute (59 min 29 s → 59, 59 min 30 s → 60)', () => {
    const m = inState('in_progress', { startedAt: NOW - HOUR });
    expect(
      expectOk(transition(m, { kind: 'end', at: NOW - 31_000 }, nurse, NOW)).changes,
    ).toMatchObject({ actualDuration: 59 });
    expect(
      expectOk(transition(m, { kind: 'end', at: NOW - 30_000 }, nurse, NOW)).changes,
    ).toMatchObject({ actualDuration: 60 });
  });

  it('never mutates the mission it is given', () => {
    const m = inState('accepted');
    const copy = structuredClone(m);
    const result = transition(m, { kind: 'start', at: NOW }, nurse, NOW);
    expect(result.ok).toBe(true);
    expect(m).toEqual(copy);
  });
});

describe('transition: who may act (forbidden)', () => {
  const cases: {
    name: string;
    state: MissionState;
    action: MissionAction;
    actor: Actor;
    detail: string;
  }[] = [
    {
      name: 'nurse approves',
      state: inState('pending'),
      action: { kind: 'approve', assignee: nurse.id },
      actor: nurse,
      detail: fr.forbidden.approveAdminOnly,
    },
    {
      name: 'institution approves',
      state: inState('pending'),
      action: { kind: 'approve', assignee: nurse.id },
      actor: institution,
      detail: "Seul l'administrateur peut approuver une prestation.",
    },
    {
      name: 'other nurse accepts',
      state: inState('assigned'),
      action: { kind: 'accept' },
      actor: otherNurse,
      detail: 'Cette prestation ne vous est pas assignée.',
    },
    {
      name: 'admin accepts for the nurse',
      state: inState('assigned'),
      action: { kind: 'accept' },
      actor: admin,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'anyone accepts a mission assigned to nobody',
      state: inState('pending'),
      action: { kind: 'accept' },
      actor: nurse,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'other nurse starts',
      state: inState('accepted'),
      action: { kind: 'start', at: NOW },
      actor: otherNurse,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'institution starts',
      state: inState('accepted'),
      action: { kind: 'start', at: NOW },
      actor: institution,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'other nurse ends',
      state: inState('in_progress'),
      action: { kind: 'end', at: NOW },
      actor: otherNurse,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'admin ends',
      state: inState('in_progress'),
      action: { kind: 'end', at: NOW },
      actor: admin,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'assignee cancels',
      state: inState('accepted'),
      action: { kind: 'cancel' },
      actor: nurse,
      detail: fr.forbidden.cancelNotAllowed,
    },
    {
      name: 'another institution cancels',
      state: inState('pending'),
      action: { kind: 'cancel' },
      actor: otherInstitution,
      detail: fr.forbidden.cancelNotAllowed,
    },
    {
      name: 'an institution cancels a mission with no establishment',
      state: inState('pending', { institutionId: null }),
      action: { kind: 'cancel' },
      actor: institution,
      detail: fr.forbidden.cancelNotAllowed,
    },
    {
      name: 'a nurse whose id equals the institution id cancels',
      state: inState('pending', { institutionId: nurse.id }),
      action: { kind: 'cancel' },
      actor: nurse,
      detail: fr.forbidden.cancelNotAllowed,
    },
    {
      name: 'assignee corrects',
      state: inState('completed'),
      action: { kind: 'correct', startedAt: NOW - 2 * HOUR, endedAt: NOW - HOUR },
      actor: nurse,
      detail: fr.forbidden.correctAdminOnly,
    },
    {
      name: 'institution corrects',
      state: inState('completed'),
      action: { kind: 'correct', startedAt: NOW - 2 * HOUR, endedAt: NOW - HOUR },
      actor: institution,
      detail: fr.forbidden.correctAdminOnly,
    },
    {
      name: 'someone else than the recipient reassigns',
      state: inState('accepted'),
      action: { kind: 'reassign', to: otherNurse.id },
      actor: nurse,
      detail: fr.forbidden.reassignRecipientOnly,
    },
    {
      name: 'admin reassigns',
      state: inState('accepted'),
      action: { kind: 'reassign', to: otherNurse.id },
      actor: admin,
      detail: fr.forbidden.reassignRecipientOnly,
    },
    {
      name: 'nurse publishes',
      state: inState('pending'),
      action: { kind: 'publish' },
      actor: nurse,
      detail: "Seul l'administrateur peut publier une prestation.",
    },
    {
      name: 'institution publishes its own mission',
      state: inState('pending'),
      action: { kind: 'publish' },
      actor: institution,
      detail: fr.forbidden.publishAdminOnly,
    },
    {
      name: 'admin claims',
      state: inState('open'),
      action: { kind: 'claim' },
      actor: admin,
      detail: 'Seuls les infirmier(ère)s et aides-soignant(e)s prennent des missions.',
    },
    {
      name: 'institution claims',
      state: inState('open'),
      action: { kind: 'claim' },
      actor: institution,
      detail: fr.forbidden.claimProfessionalsOnly,
    },
    {
      name: 'other nurse withdraws',
      state: inState('accepted'),
      action: { kind: 'withdraw', now: NOW - 10 * 24 * HOUR },
      actor: otherNurse,
      detail: 'Cette prestation ne vous est pas assignée.',
    },
    {
      name: 'admin withdraws for the nurse',
      state: inState('assigned'),
      action: { kind: 'withdraw', now: NOW - 10 * 24 * HOUR },
      actor: admin,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'anyone withdraws from an open mission',
      state: inState('open'),
      action: { kind: 'withdraw', now: NOW - 10 * 24 * HOUR },
      actor: nurse,
      detail: fr.forbidden.notAssignee,
    },
    {
      name: 'anyone accepts an open mission',
      state: inState('open'),
      action: { kind: 'accept' },
      actor: nurse,
      detail: fr.forbidden.notAssignee,
    },
  ];

  it.each(cases)('$name → forbidden', ({ state, action, actor, detail }) => {
    expect(transition(state, action, actor, NOW)).toEqual({ ok: false, code: 'forbidden', detail });
  });

  it('checks the person before the state', () => {
    expect(transition(inState('completed'), { kind: 'accept' }, otherNurse, NOW)).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('transition: from which state (conflict)', () => {
  /** An authorised actor and a well-formed action for each kind. */
  const attempts: Record<MissionActionKind, { action: MissionAction; actor: Actor }> = {
    approve: { action: { kind: 'approve', assignee: nurse.id }, actor: admin },
    publish: { action: { kind: 'publish' }, actor: admin },
    claim: { action: { kind: 'claim' }, actor: otherNurse },
    withdraw: { action: { kind: 'withdraw', now: NOW }, actor: nurse },
    accept: { action: { kind: 'accept' }, actor: nurse },
    start: { action: { kind: 'start', at: NOW }, actor: nurse },
    end: { action: { kind: 'end', at: NOW }, actor: nurse },
    cancel: { action: { kind: 'cancel' }, actor: admin },
    correct: {
      action: { kind: 'correct', startedAt: NOW - 3 * HOUR, endedAt: NOW - HOUR },
      actor: admin,
    },
    reassign: { action: { kind: 'reassign', to: otherNurse.id }, actor: otherNurse },
    validate: { action: { kind: 'validate' }, actor: institution },
    contest: {
      action: {
        kind: 'contest',
        startedAt: NOW - 7 * HOUR,
        endedAt: NOW - 2 * HOUR,
        reason: 'Partie à 14 h',
      },
      actor: institution,
    },
  };

  /** Expected French reason per (action, state); null when the action is allowed. */
  const expected: Record<MissionActionKind, Record<MissionStatus, string | null>> = {
    approve: {
      pending: null,
      open: null,
      assigned: "Cette prestation n'est plus en attente\u202f: elle est déjà assignée.",
      accepted: "Cette prestation n'est plus en attente\u202f: elle est déjà acceptée.",
      in_progress: "Cette prestation n'est plus en attente\u202f: elle est déjà en cours.",
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    publish: {
      pending: null,
      open: 'Cette prestation est déjà à pourvoir.',
      assigned: "Cette prestation n'est plus en attente\u202f: elle est déjà assignée.",
      accepted: "Cette prestation n'est plus en attente\u202f: elle est déjà acceptée.",
      in_progress: "Cette prestation n'est plus en attente\u202f: elle est déjà en cours.",
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    claim: {
      pending:
        "Cette prestation n'est pas encore à pourvoir\u202f: elle est en attente d'approbation.",
      open: null,
      assigned: "Cette mission vient d'être prise.",
      accepted: "Cette mission vient d'être prise.",
      in_progress: "Cette mission vient d'être prise.",
      completed: "Cette mission vient d'être prise.",
      cancelled: 'Cette prestation a été annulée.',
    },
    withdraw: {
      pending: "Cette prestation est encore en attente d'approbation.",
      open: 'Cette prestation est déjà à pourvoir.',
      assigned: null,
      accepted: null,
      in_progress: 'Cette prestation est déjà en cours\u202f: vous ne pouvez plus vous en retirer.',
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    accept: {
      pending: "Cette prestation est encore en attente d'approbation.",
      open: "Cette prestation est à pourvoir\u202f: elle n'est encore assignée à personne.",
      assigned: null,
      accepted: 'Cette prestation est déjà acceptée.',
      in_progress: 'Cette prestation est déjà en cours.',
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    start: {
      pending: "Cette prestation est encore en attente d'approbation.",
      open: "Cette prestation est à pourvoir\u202f: elle n'est encore assignée à personne.",
      assigned: "Cette prestation doit d'abord être acceptée.",
      accepted: null,
      in_progress: 'Cette prestation est déjà en cours.',
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    end: {
      pending: "Cette prestation est encore en attente d'approbation.",
      open: "Cette prestation est à pourvoir\u202f: elle n'est encore assignée à personne.",
      assigned: "Cette prestation n'a pas encore été acceptée.",
      accepted: "Cette prestation n'a pas encore commencé.",
      in_progress: null,
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    cancel: {
      pending: null,
      open: null,
      assigned: null,
      accepted: null,
      in_progress: 'Cette prestation est déjà en cours et ne peut plus être annulée.',
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
    correct: {
      pending: fr.conflict.correctPending,
      open: fr.conflict.correctOpen,
      assigned: fr.conflict.correctAssigned,
      accepted: fr.conflict.correctAccepted,
      in_progress: null,
      completed: null,
      cancelled: 'Cette prestation a été annulée.',
    },
    validate: {
      pending: fr.conflict.notCompletedYet,
      open: fr.conflict.notCompletedYet,
      assigned: fr.conflict.notCompletedYet,
      accepted: fr.conflict.notCompletedYet,
      in_progress: fr.conflict.notCompletedYet,
      completed: null,
      cancelled: 'Cette prestation a été annulée.',
    },
    contest: {
      pending: fr.conflict.notCompletedYet,
      open: fr.conflict.notCompletedYet,
      assigned: fr.conflict.notCompletedYet,
      accepted: fr.conflict.notCompletedYet,
      in_progress: fr.conflict.notCompletedYet,
      completed: null,
      cancelled: 'Cette prestation a été annulée.',
    },
    reassign: {
      pending: "Cette prestation est encore en attente d'approbation.",
      open: "Cette prestation est à pourvoir\u202f: elle n'est encore assignée à personne.",
      assigned: null,
      accepted: null,
      in_progress: 'Cette prestation est déjà en cours et ne peut plus être échangée.',
      completed: 'Cette prestation est déjà terminée.',
      cancelled: 'Cette prestation a été annulée.',
    },
  };

  const pairs = (Object.keys(attempts) as MissionActionKind[]).flatMap((kind) =>
    MISSION_STATUSES.map((status) => ({ kind, status, detail: expected[kind][status] })),
  );

  it.each(pairs)('$kind on $status', ({ kind, status, detail }) => {
    const { action, actor } = attempts[kind];
    // Pending and open are given an assignee so that the assignee-only actions reach the state
    // check; the mission starts in 5 days so that a withdrawal is in time (a start, now, so that
    // its window is open).
    const dateStart = kind === 'start' ? NOW : NOW + 5 * 24 * HOUR;
    const state = inState(status, {
      dateStart,
      dateEnd: dateStart + 8 * HOUR,
      ...(status === 'pending' || status === 'open' ? { assignedTo: nurse.id } : {}),
    });
    // A correction on a started mission must respect its state's shape.
    const act: MissionAction =
      kind === 'correct' && status === 'in_progress'
        ? { kind: 'correct', startedAt: NOW - 3 * HOUR, endedAt: null }
        : action;
    const result = transition(state, act, actor, NOW);
    if (detail === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, code: 'conflict', detail });
  });

  it('names the running state exactly as the product says for a second start', () => {
    expect(transition(inState('in_progress'), { kind: 'start', at: NOW }, nurse, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: 'Cette prestation est déjà en cours.',
    });
  });

  it('checks the state before the times', () => {
    const result = transition(inState('accepted'), { kind: 'end', at: NOW + HOUR }, nurse, NOW);
    expect(result).toMatchObject({ code: 'conflict', detail: fr.conflict.notStartedYet });
  });

  it('refuses to end a running mission whose start is unknown', () => {
    const result = transition(
      inState('in_progress', { startedAt: null }),
      { kind: 'end', at: NOW },
      nurse,
      NOW,
    );
    expect(result).toEqual({ ok: false, code: 'conflict', detail: fr.conflict.startUnknown });
  });
});

describe('transition: times (invalid)', () => {
  it('refuses an end not after the start', () => {
    const m = inState('in_progress', { startedAt: NOW - HOUR });
    for (const at of [NOW - HOUR, NOW - 2 * HOUR]) {
      expect(transition(m, { kind: 'end', at }, nurse, NOW)).toEqual({
        ok: false,
        code: 'invalid',
        detail: 'La fin doit être postérieure au début.',
      });
    }
    expect(transition(m, { kind: 'end', at: NOW - HOUR + 1 }, nurse, NOW).ok).toBe(true);
  });

  it.each([
    ['accept', inState('assigned')],
    // Planned 8 days ago: the start window is open for every time tried.
    ['start', inState('accepted', { dateStart: NOW - 8 * 24 * HOUR })],
    ['end', inState('in_progress', { startedAt: NOW - 10 * 24 * HOUR })],
  ] as const)('bounds the device time of %s at the exact edges', (kind, state) => {
    const at = (t: number): MissionAction => ({ kind, at: t });
    expect(transition(state, at(NOW + DEVICE_TIME_MAX_FUTURE_MS), nurse, NOW).ok).toBe(true);
    expect(transition(state, at(NOW + DEVICE_TIME_MAX_FUTURE_MS + 1), nurse, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: "L'heure indiquée est dans le futur.",
    });
    expect(transition(state, at(NOW - DEVICE_TIME_MAX_AGE_MS), nurse, NOW).ok).toBe(true);
    expect(transition(state, at(NOW - DEVICE_TIME_MAX_AGE_MS - 1), nurse, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: "L'heure indiquée date de plus de 7 jours.",
    });
  });

  it('refuses a non-finite device time', () => {
    expect(transition(inState('accepted'), { kind: 'start', at: Number.NaN }, nurse, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.invalid.badTime,
    });
  });

  it('requires an assignee to approve', () => {
    for (const assignee of ['', '   ']) {
      expect(transition(inState('pending'), { kind: 'approve', assignee }, admin, NOW)).toEqual({
        ok: false,
        code: 'invalid',
        detail: 'Veuillez choisir un utilisateur avant d’approuver.',
      });
    }
  });
});

describe('transition: publish, claim, withdraw (« À pourvoir »)', () => {
  const DAY = 24 * HOUR;
  /** A mission planned `daysAhead` days after NOW. */
  const ahead = (status: MissionStatus, daysAhead: number, overrides: Partial<MissionState> = {}) =>
    inState(status, {
      dateStart: NOW + daysAhead * DAY,
      dateEnd: NOW + daysAhead * DAY + 8 * HOUR,
      ...overrides,
    });

  it('the admin publishes a pending mission: open, assigned to nobody', () => {
    const m = ahead('pending', 5);
    const result = expectOk(transition(m, { kind: 'publish' }, admin, NOW));
    expect(result.next).toEqual({ ...m, status: 'open', assignedTo: null });
    expect(result.changes).toEqual({ status: 'open' });
  });

  it.each([nurse, caregiver])(
    'a professional ($role) claims an open mission: hers, accepted',
    (actor) => {
      const m = ahead('open', 5);
      const result = expectOk(transition(m, { kind: 'claim' }, actor, NOW));
      expect(result.next).toEqual({ ...m, status: 'accepted', assignedTo: actor.id });
      expect(result.changes).toEqual({ status: 'accepted', assignedTo: actor.id });
    },
  );

  it('checks the device time of a claim, like an accept', () => {
    const m = ahead('open', 5);
    expect(transition(m, { kind: 'claim', at: NOW - HOUR }, nurse, NOW).ok).toBe(true);
    expect(
      transition(m, { kind: 'claim', at: NOW + DEVICE_TIME_MAX_FUTURE_MS + 1 }, nurse, NOW),
    ).toEqual({ ok: false, code: 'invalid', detail: fr.deviceTime.future });
  });

  it('exactly one of two claims wins; the other hears the mission was just taken', () => {
    const m = ahead('open', 5);
    const first = expectOk(transition(m, { kind: 'claim' }, nurse, NOW));
    expect(transition(first.next, { kind: 'claim' }, otherNurse, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: "Cette mission vient d'être prise.",
    });
  });

  it('a repeated claim by the winner is not « just taken » but already hers', () => {
    const m = expectOk(transition(ahead('open', 5), { kind: 'claim' }, nurse, NOW)).next;
    expect(transition(m, { kind: 'claim' }, nurse, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: 'Cette prestation vous est déjà assignée.',
    });
  });

  it('a cancelled mission that was hers says it was cancelled', () => {
    expect(transition(ahead('cancelled', 5), { kind: 'claim' }, nurse, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: fr.conflict.cancelled,
    });
  });

  it.each(['assigned', 'accepted'] as const)(
    'the assignee withdraws from a %s mission more than 48 h ahead: open again',
    (status) => {
      const m = ahead(status, 3);
      const result = expectOk(transition(m, { kind: 'withdraw', now: NOW }, nurse, NOW));
      expect(result.next).toEqual({ ...m, status: 'open', assignedTo: null });
      expect(result.changes).toEqual({ status: 'open', assignedTo: null });
    },
  );

  it('refuses a withdrawal 48 h or less before the start, allows it 48 h + 1 ms before', () => {
    const m = ahead('accepted', 3);
    const tooLate = {
      ok: false,
      code: 'conflict',
      detail:
        "Trop tard pour vous retirer\u202f: la mission commence dans moins de 48 h. Proposez un échange ou contactez l'administrateur.",
    };
    expect(WITHDRAW_MIN_NOTICE_MS).toBe(48 * HOUR);
    const at = (now: number) => transition(m, { kind: 'withdraw', now }, nurse, now);
    expect(at(m.dateStart - WITHDRAW_MIN_NOTICE_MS - 1).ok).toBe(true);
    expect(at(m.dateStart - WITHDRAW_MIN_NOTICE_MS)).toEqual(tooLate);
    expect(at(m.dateStart - HOUR)).toEqual(tooLate);
    expect(at(m.dateStart + HOUR)).toEqual(tooLate);
  });

  it('withdraw then claim by someone else round-trips the mission', () => {
    const m = ahead('accepted', 4);
    const reopened = expectOk(transition(m, { kind: 'withdraw', now: NOW }, nurse, NOW)).next;
    const taken = expectOk(transition(reopened, { kind: 'claim' }, otherNurse, NOW)).next;
    expect(taken).toEqual({ ...m, assignedTo: otherNurse.id });
    expect(transition(taken, { kind: 'start', at: NOW }, nurse, NOW)).toMatchObject({
      code: 'forbidden',
    });
  });

  it('the admin assigns an open mission directly', () => {
    const m = ahead('open', 5);
    const result = expectOk(transition(m, { kind: 'approve', assignee: caregiver.id }, admin, NOW));
    expect(result.next).toEqual({ ...m, status: 'assigned', assignedTo: caregiver.id });
  });

  it('the admin and the owning institution cancel an open mission', () => {
    for (const actor of [admin, institution]) {
      const m = ahead('open', 5);
      expect(expectOk(transition(m, { kind: 'cancel' }, actor, NOW)).next.status).toBe('cancelled');
    }
    expect(transition(ahead('open', 5), { kind: 'cancel' }, otherInstitution, NOW)).toMatchObject({
      code: 'forbidden',
    });
  });
});

describe('transition: cancel', () => {
  it.each(['pending', 'open', 'assigned', 'accepted'] as const)(
    'admin and the owning institution cancel a %s mission',
    (status) => {
      for (const actor of [admin, institution]) {
        const m = inState(status);
        const result = expectOk(transition(m, { kind: 'cancel' }, actor, NOW));
        expect(result.next).toEqual({ ...m, status: 'cancelled' });
        expect(result.changes).toEqual({ status: 'cancelled', cancelledAt: NOW });
      }
    },
  );

  it.each(['in_progress', 'completed', 'cancelled'] as const)(
    'nobody cancels a %s mission',
    (status) => {
      for (const actor of [admin, institution]) {
        expect(transition(inState(status), { kind: 'cancel' }, actor, NOW)).toMatchObject({
          ok: false,
          code: 'conflict',
        });
      }
    },
  );
});

describe('transition: admin correction of actual times', () => {
  it('corrects a completed mission and recomputes the duration', () => {
    const m = inState('completed');
    const startedAt = NOW - 9 * HOUR;
    const endedAt = NOW - 2 * HOUR + 5 * MINUTE;
    const result = expectOk(transition(m, { kind: 'correct', startedAt, endedAt }, admin, NOW));
    // The administrator's correction of a completed mission is her sign-off of its hours.
    expect(result.next).toEqual({
      ...m,
      startedAt,
      endedAt,
      validation: 'validated',
      hoursFlag: null,
    });
    expect(result.changes).toEqual({
      startedAt,
      endedAt,
      actualDuration: 425,
      validation: 'validated',
      validatedAt: NOW,
      validatedBy: admin.id,
      hoursFlag: null,
    });
  });

  it('corrects the start of a running mission without ending it', () => {
    const m = inState('in_progress');
    const startedAt = NOW - 3 * HOUR;
    const result = expectOk(
      transition(m, { kind: 'correct', startedAt, endedAt: null }, admin, NOW),
    );
    expect(result.next).toEqual({ ...m, startedAt });
    expect(result.changes).toEqual({ startedAt });
  });

  it('corrects missions older than 7 days', () => {
    const m = inState('completed');
    const action: MissionAction = {
      kind: 'correct',
      startedAt: NOW - 30 * 24 * HOUR,
      endedAt: NOW - 30 * 24 * HOUR + HOUR,
    };
    expect(transition(m, action, admin, NOW).ok).toBe(true);
  });

  it('refuses a paid mission', () => {
    const action: MissionAction = {
      kind: 'correct',
      startedAt: NOW - 3 * HOUR,
      endedAt: NOW - HOUR,
    };
    expect(transition(inState('completed', { paid: true }), action, admin, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: fr.conflict.paid,
    });
  });

  it('requires an end on a completed mission', () => {
    const action: MissionAction = { kind: 'correct', startedAt: NOW - 3 * HOUR, endedAt: null };
    expect(transition(inState('completed'), action, admin, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.invalid.endRequiredWhenCompleted,
    });
  });

  it('refuses an end on a running mission', () => {
    const action: MissionAction = {
      kind: 'correct',
      startedAt: NOW - 3 * HOUR,
      endedAt: NOW - HOUR,
    };
    expect(transition(inState('in_progress'), action, admin, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.invalid.noEndWhileInProgress,
    });
  });

  it('refuses an end not after the start', () => {
    for (const endedAt of [NOW - 3 * HOUR, NOW - 4 * HOUR]) {
      expect(
        transition(
          inState('completed'),
          { kind: 'correct', startedAt: NOW - 3 * HOUR, endedAt },
          admin,
          NOW,
        ),
      ).toEqual({ ok: false, code: 'invalid', detail: 'La fin doit être postérieure au début.' });
    }
  });

  it('refuses times in the future, with the same 5-minute tolerance', () => {
    const m = inState('completed');
    const ok = {
      kind: 'correct',
      startedAt: NOW - HOUR,
      endedAt: NOW + DEVICE_TIME_MAX_FUTURE_MS,
    } as const;
    expect(transition(m, ok, admin, NOW).ok).toBe(true);
    expect(transition(m, { ...ok, endedAt: ok.endedAt + 1 }, admin, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.deviceTime.future,
    });
    const running = {
      kind: 'correct',
      startedAt: NOW + DEVICE_TIME_MAX_FUTURE_MS + 1,
      endedAt: null,
    } as const;
    expect(transition(inState('in_progress'), running, admin, NOW)).toMatchObject({
      code: 'invalid',
    });
  });

  it('refuses non-finite times', () => {
    const action: MissionAction = {
      kind: 'correct',
      startedAt: NOW - HOUR,
      endedAt: Number.POSITIVE_INFINITY,
    };
    expect(transition(inState('completed'), action, admin, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.invalid.badTime,
    });
  });
});

describe('transition: reassign (accepted exchange)', () => {
  it.each(['assigned', 'accepted'] as const)(
    'hands a %s mission to the recipient, accepted',
    (status) => {
      const m = inState(status);
      const result = expectOk(
        transition(m, { kind: 'reassign', to: otherNurse.id, from: nurse.id }, otherNurse, NOW),
      );
      expect(result.next).toEqual({ ...m, status: 'accepted', assignedTo: otherNurse.id });
      expect(result.changes).toEqual({ status: 'accepted', assignedTo: otherNurse.id });
    },
  );

  it('lets the former assignee no longer act, and the new one act', () => {
    const m = expectOk(
      transition(inState('accepted'), { kind: 'reassign', to: otherNurse.id }, otherNurse, NOW),
    ).next;
    expect(transition(m, { kind: 'start', at: NOW }, nurse, NOW)).toMatchObject({
      code: 'forbidden',
    });
    expect(transition(m, { kind: 'start', at: NOW }, otherNurse, NOW).ok).toBe(true);
  });

  it('refuses a stale exchange whose proposer is no longer the assignee', () => {
    const m = inState('accepted', { assignedTo: caregiver.id });
    expect(
      transition(m, { kind: 'reassign', to: otherNurse.id, from: nurse.id }, otherNurse, NOW),
    ).toEqual({ ok: false, code: 'conflict', detail: fr.conflict.reassignStale });
  });

  it('refuses handing a mission to its own assignee', () => {
    expect(transition(inState('accepted'), { kind: 'reassign', to: nurse.id }, nurse, NOW)).toEqual(
      {
        ok: false,
        code: 'invalid',
        detail: fr.invalid.alreadyYours,
      },
    );
  });
});

describe('transition: the start window', () => {
  // 10 March 2025 is a Monday; Paris is UTC+1 then. Planned start 21:00 Paris = 20:00 UTC.
  const plannedStart = Date.UTC(2025, 2, 10, 20, 0, 0);
  const accepted = inState('accepted', {
    dateStart: plannedStart,
    dateEnd: plannedStart + 8 * HOUR,
  });

  it('opens 60 minutes before the planned start, to the millisecond', () => {
    const opens = plannedStart - HOUR;
    expect(transition(accepted, { kind: 'start', at: opens }, nurse, opens).ok).toBe(true);
    expect(transition(accepted, { kind: 'start', at: opens - 1 }, nurse, opens)).toEqual({
      ok: false,
      code: 'conflict',
      detail: 'Vous pourrez commencer à partir de 20:00.',
    });
  });

  it('names the local time in the business time zone it is given', () => {
    const at = plannedStart - 3 * HOUR;
    expect(transition(accepted, { kind: 'start', at }, nurse, at, 'America/New_York')).toEqual({
      ok: false,
      code: 'conflict',
      detail: 'Vous pourrez commencer à partir de 15:00.',
    });
  });

  it('names the day when the window opens on another local day', () => {
    const twoDaysBefore = plannedStart - 2 * 24 * HOUR;
    expect(
      transition(accepted, { kind: 'start', at: twoDaysBefore }, nurse, twoDaysBefore),
    ).toEqual({
      ok: false,
      code: 'conflict',
      detail: 'Vous pourrez commencer à partir de lundi 10 mars à 20:00.',
    });
  });

  it('lets a late start through, however late', () => {
    const late = plannedStart + 5 * HOUR;
    expect(transition(accepted, { kind: 'start', at: late }, nurse, late).ok).toBe(true);
  });

  it('checks the state before the window: a started mission is « déjà en cours »', () => {
    const running = inState('in_progress', { dateStart: plannedStart });
    const early = plannedStart - 3 * HOUR;
    expect(transition(running, { kind: 'start', at: early }, nurse, early)).toMatchObject({
      detail: fr.conflict.alreadyInProgress,
    });
  });
});

describe('transition: sign-off of the hours (validate, contest)', () => {
  const ended = NOW - HOUR;
  const completed = inState('completed', { endedAt: ended, startedAt: ended - 7 * HOUR });
  const contest = (
    overrides: Partial<{ startedAt: number; endedAt: number; reason: string }> = {},
  ) =>
    ({
      kind: 'contest',
      startedAt: ended - 6 * HOUR,
      endedAt: ended - HOUR,
      reason: 'Partie à 17 h, vue par la cadre.',
      ...overrides,
    }) as const;

  it('the establishment validates: who and when are recorded', () => {
    const result = expectOk(transition(completed, { kind: 'validate' }, institution, NOW));
    expect(result.changes).toEqual({
      validation: 'validated',
      validatedAt: NOW,
      validatedBy: institution.id,
      hoursFlag: null,
    });
    expect(result.next.validation).toBe('validated');
  });

  it('the admin validates too; another establishment or a professional may not', () => {
    expect(transition(completed, { kind: 'validate' }, admin, NOW).ok).toBe(true);
    expect(transition(completed, { kind: 'validate' }, otherInstitution, NOW)).toEqual({
      ok: false,
      code: 'forbidden',
      detail: fr.forbidden.validateNotAllowed,
    });
    expect(transition(completed, { kind: 'validate' }, nurse, NOW)).toMatchObject({
      code: 'forbidden',
    });
  });

  it('validating twice is a conflict', () => {
    const validated = { ...completed, validation: 'validated' as const };
    expect(transition(validated, { kind: 'validate' }, institution, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: fr.conflict.alreadyValidated,
    });
  });

  it('72 h after the end, awaiting counts as validated: neither validated again nor contested', () => {
    const at72h = ended + 72 * HOUR;
    expect(transition(completed, contest(), institution, at72h).ok).toBe(true);
    expect(transition(completed, contest(), institution, at72h + 1)).toEqual({
      ok: false,
      code: 'conflict',
      detail: fr.conflict.autoValidated,
    });
    expect(transition(completed, { kind: 'validate' }, institution, at72h + 1)).toMatchObject({
      detail: fr.conflict.autoValidated,
    });
  });

  it('the establishment contests with its times and a reason, which reopens the sign-off', () => {
    const result = expectOk(transition(completed, contest(), institution, NOW));
    expect(result.changes).toEqual({
      validation: 'contested',
      validatedAt: null,
      validatedBy: null,
      contestReason: 'Partie à 17 h, vue par la cadre.',
      proposedStartedAt: ended - 6 * HOUR,
      proposedEndedAt: ended - HOUR,
      hoursFlag: null,
    });
  });

  it('an end far too late is kept as declared but flagged, and waits past 72 h', () => {
    // A 4-hour mission started on time, « Terminer » tapped six days later.
    const start = NOW - 6 * 24 * HOUR;
    const running = mission({
      status: 'in_progress',
      assignedTo: nurse.id,
      institutionId: institution.id,
      dateStart: start,
      dateEnd: start + 4 * HOUR,
      startedAt: start,
    });
    const late = expectOk(transition(running, { kind: 'end', at: NOW - MINUTE }, nurse, NOW));
    expect(late.changes).toMatchObject({
      endedAt: NOW - MINUTE,
      actualDuration: 144 * 60 - 1,
      validation: 'awaiting',
      hoursFlag: 'late_end',
    });
    const flagged = late.next;
    expect(flagged.hoursFlag).toBe('late_end');
    // Long past 72 h, the establishment may still confirm or contest: nothing validated it.
    const later = NOW + 30 * 24 * HOUR;
    expect(expectOk(transition(flagged, contest(), institution, later)).changes).toMatchObject({
      validation: 'contested',
      hoursFlag: null,
    });
    const confirmed = expectOk(transition(flagged, { kind: 'validate' }, institution, later));
    expect(confirmed.next).toMatchObject({ validation: 'validated', hoursFlag: null });
    const corrected = expectOk(
      transition(
        flagged,
        { kind: 'correct', startedAt: start, endedAt: start + 4 * HOUR },
        admin,
        later,
      ),
    );
    expect(corrected.next).toMatchObject({ validation: 'validated', hoursFlag: null });
    // Within planned + 4 h, no flag.
    const onTime = expectOk(
      transition(running, { kind: 'end', at: start + 8 * HOUR }, nurse, start + 8 * HOUR),
    );
    expect(onTime.changes.hoursFlag).toBeNull();
  });

  it('only the establishment contests: not the admin, not another establishment', () => {
    expect(transition(completed, contest(), admin, NOW)).toEqual({
      ok: false,
      code: 'forbidden',
      detail: fr.forbidden.contestNotAllowed,
    });
    expect(transition(completed, contest(), otherInstitution, NOW)).toMatchObject({
      code: 'forbidden',
    });
  });

  it('refuses proposed times that end before they start, lie in the future, or a bare reason', () => {
    expect(transition(completed, contest({ endedAt: ended - 7 * HOUR }), institution, NOW)).toEqual(
      { ok: false, code: 'invalid', detail: fr.invalid.endNotAfterStart },
    );
    expect(transition(completed, contest({ endedAt: NOW + HOUR }), institution, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.deviceTime.future,
    });
    expect(transition(completed, contest({ reason: '  ok  ' }), institution, NOW)).toEqual({
      ok: false,
      code: 'invalid',
      detail: fr.invalid.contestReasonRequired,
    });
  });

  it('a contested mission is settled by the admin only', () => {
    const contested = expectOk(transition(completed, contest(), institution, NOW)).next;
    expect(transition(contested, contest(), institution, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: fr.conflict.alreadyContested,
    });
    expect(transition(contested, { kind: 'validate' }, institution, NOW)).toEqual({
      ok: false,
      code: 'forbidden',
      detail: fr.forbidden.settleAdminOnly,
    });
    // Keeping the nurse's times…
    expect(expectOk(transition(contested, { kind: 'validate' }, admin, NOW)).next.validation).toBe(
      'validated',
    );
    // …or correcting them: both validate.
    const corrected = expectOk(
      transition(
        contested,
        { kind: 'correct', startedAt: ended - 6 * HOUR, endedAt: ended - HOUR },
        admin,
        NOW,
      ),
    );
    expect(corrected.changes).toMatchObject({
      actualDuration: 300,
      validation: 'validated',
      validatedBy: admin.id,
    });
  });

  it('a contest stays open past 72 h: only the admin settles it', () => {
    const contested = expectOk(transition(completed, contest(), institution, NOW)).next;
    const later = ended + 100 * HOUR;
    expect(transition(contested, { kind: 'validate' }, institution, later)).toMatchObject({
      code: 'forbidden',
    });
    expect(transition(contested, { kind: 'validate' }, admin, later).ok).toBe(true);
  });

  it('a paid mission is signed off for good', () => {
    const paid = { ...completed, paid: true, validation: 'validated' as const };
    expect(transition(paid, contest(), institution, NOW)).toEqual({
      ok: false,
      code: 'conflict',
      detail: fr.conflict.validatePaid,
    });
  });

  it('ending a mission leaves its hours awaiting the sign-off', () => {
    const running = inState('in_progress');
    expect(
      expectOk(transition(running, { kind: 'end', at: NOW }, nurse, NOW)).next.validation,
    ).toBe('awaiting');
  });
});
