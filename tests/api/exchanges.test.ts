import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchanges, missionEvents, missions, notifications } from '../../src/server/db/schema.ts';
import { createInstitution } from './fixtures/missions.ts';
import { insertMission, missionRow } from './fixtures/together.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let clinicId: string;
beforeAll(async () => {
  t = await createTestApp();
  clinicId = (await createInstitution(t)).user.id;
});
afterAll(async () => {
  await t.close();
});

const propose = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/exchanges', payload, token });
const respond = (token: string, id: string, accept: string) =>
  t.request({ method: 'PUT', url: `/api/exchanges/${id}/respond?accept=${accept}`, token });
const exchangeNotes = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'exchange')));
const events = (missionId: string) =>
  t.database.db.select().from(missionEvents).where(eq(missionEvents.missionId, missionId));

/**
 * Every rate copied onto the missions handed over: a mission whose pay is unknown cannot be
 * given to anyone (docs/product-rules.md, « Staffing »).
 */
const ALL_RATES = {
  weekdayRateCents: 2850,
  weekendRateCents: 3800,
  nightWeekRateCents: 3300,
  nightWeekendRateCents: 4200,
};

/** A mission of the clinic, with every rate, held by `assignedTo`. */
const clinicMission = (input: Parameters<typeof insertMission>[1]) =>
  insertMission(t, { institutionId: clinicId, tariffs: ALL_RATES, ...input });

/** A nurse holding a mission in the given state and a caregiver to hand it to. */
async function pair(
  status: 'assigned' | 'accepted' | 'in_progress' | 'completed' | 'cancelled' = 'accepted',
) {
  const from = await t.createUser({ first_name: 'Camille', last_name: 'Durand' });
  const to = await t.createUser({ first_name: 'Hugo', last_name: 'Bernard', role: 'caregiver' });
  const mission = await clinicMission({ assignedTo: from.user.id, status });
  return { from, to, mission };
}

describe('POST /exchanges', () => {
  it('lets the assignee propose the mission and notifies the recipient', async () => {
    const { from, to, mission } = await pair('assigned');
    const res = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: to.user.id,
      reason: '  Rendez-vous médical  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: "Proposition d'échange envoyée.",
      exchange: {
        id: expect.any(String),
        prestation_id: mission.id,
        from_user_id: from.user.id,
        to_user_id: to.user.id,
        direction: 'sent',
        counterpart_name: 'Hugo Bernard',
        prestation: {
          id: mission.id,
          name: 'Nuit EHPAD',
          dateStart: '2030-03-12T20:00:00.000Z',
          dateEnd: '2030-03-13T04:00:00.000Z',
        },
        reason: 'Rendez-vous médical',
        status: 'pending',
        created_at: t.clock.now.toISOString(),
        responded_at: null,
      },
    });
    const notes = await exchangeNotes(to.user.id);
    expect(notes).toHaveLength(1);
    // 20:00 UTC is 21:00 in Paris in March (before the change to summer time).
    expect(notes[0]).toMatchObject({
      message:
        'Camille Durand vous propose de reprendre la prestation « Nuit EHPAD » du 12/03/2030 à 21:00.',
      link: '/exchanges',
    });
    // Nothing changes on the mission until the recipient answers.
    expect(await missionRow(t, mission.id)).toMatchObject({
      assignedTo: from.user.id,
      status: 'assigned',
    });
  });

  it('allows no reason', async () => {
    const { from, to, mission } = await pair();
    const res = await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().exchange.reason).toBe('');
  });

  it.each([
    ['in_progress', 'Une prestation commencée ne peut plus être échangée.'],
    ['completed', 'Une prestation terminée ne peut plus être échangée.'],
    ['cancelled', 'Une prestation annulée ne peut pas être échangée.'],
  ] as const)('refuses a %s mission with 409', async (status, detail) => {
    const { from, to, mission } = await pair(status);
    const res = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: to.user.id,
      reason: 'x',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail });
    expect(
      await t.database.db.select().from(exchanges).where(eq(exchanges.prestationId, mission.id)),
    ).toEqual([]);
  });

  it('answers 404 for someone else’s mission or an unknown one', async () => {
    const { from, to, mission } = await pair();
    for (const [token, id] of [
      [to.token, mission.id],
      [from.token, randomUUID()],
      [await t.adminToken(), mission.id],
    ] as const) {
      const res = await propose(token, { prestation_id: id, to_user_id: from.user.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Prestation introuvable.' });
    }
  });

  it('refuses oneself, and anyone but an approved professional, as recipient', async () => {
    const { from, mission } = await pair();
    const self = await propose(from.token, { prestation_id: mission.id, to_user_id: from.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toEqual([
      {
        loc: ['body', 'to_user_id'],
        msg: 'Vous ne pouvez pas vous proposer votre propre prestation.',
        type: 'value_error',
      },
    ]);
    const pending = await t.createUser({ approve: false });
    const institution = await t.createUser({ role: 'institution' });
    const [adminRow] = await t.database.db
      .select()
      .from(missions)
      .where(eq(missions.id, mission.id));
    for (const to of [pending.user.id, institution.user.id, adminRow!.createdBy, randomUUID()]) {
      const res = await propose(from.token, { prestation_id: mission.id, to_user_id: to });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].msg).toBe(
        'Le destinataire doit être un professionnel approuvé (infirmier ou aide-soignant).',
      );
    }
  });

  it('keeps one pending proposal per mission; a refused one frees it', async () => {
    const { from, to, mission } = await pair();
    const other = await t.createUser();
    const first = await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id });
    expect(first.statusCode).toBe(201);
    const second = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: other.user.id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: 'Un échange est déjà en attente pour cette prestation.',
    });

    // Two proposals at once: only one is stored.
    const { from: f2, to: t2, mission: m2 } = await pair();
    const both = await Promise.all([
      propose(f2.token, { prestation_id: m2.id, to_user_id: t2.user.id }),
      propose(f2.token, { prestation_id: m2.id, to_user_id: other.user.id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    await respond(to.token, first.json().exchange.id, 'false');
    const third = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: other.user.id,
    });
    expect(third.statusCode).toBe(201);
  });

  it('validates the body', async () => {
    const { from } = await pair();
    const res = await propose(from.token, { prestation_id: '', reason: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(422);
    const locs = res.json<{ detail: { loc: string[] }[] }>().detail.map((d) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining(['body.prestation_id', 'body.to_user_id', 'body.reason']),
    );
  });
});

describe('GET /exchanges', () => {
  it('lists sent and received exchanges, newest first, from the caller’s side', async () => {
    const { from, to, mission } = await pair();
    const third = await t.createUser();
    // Two days later: each of them is free for the other's mission.
    const otherMission = await clinicMission({
      assignedTo: to.user.id,
      status: 'assigned',
      name: 'Matin',
      dateStart: new Date('2030-03-14T07:00:00Z'),
    });
    await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: to.user.id,
      reason: 'Congé',
    });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await propose(to.token, { prestation_id: otherMission.id, to_user_id: from.user.id });

    const res = await t.request({ method: 'GET', url: '/api/exchanges', token: to.token });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      direction: 'sent',
      counterpart_name: 'Camille Durand',
      prestation: { name: 'Matin' },
    });
    expect(list[1]).toMatchObject({
      direction: 'received',
      counterpart_name: 'Camille Durand',
      reason: 'Congé',
      status: 'pending',
    });
    const outsider = await t.request({ method: 'GET', url: '/api/exchanges', token: third.token });
    expect(outsider.json()).toEqual([]);
  });
});

describe('PUT /exchanges/{id}/respond', () => {
  it('accepted: hands the mission over, audits it and notifies both', async () => {
    const { from, to, mission } = await pair('assigned');
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    const res = await respond(to.token, exchange.id, 'true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Échange accepté',
      exchange: {
        id: exchange.id,
        status: 'accepted',
        direction: 'received',
        counterpart_name: 'Camille Durand',
        responded_at: t.clock.now.toISOString(),
      },
    });
    expect(await missionRow(t, mission.id)).toMatchObject({
      assignedTo: to.user.id,
      status: 'accepted',
      updatedAt: t.clock.now,
      // The tariffs copied at assignment stay.
      weekdayRateCents: 2850,
    });
    const audit = await events(mission.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: to.user.id,
      action: 'exchange',
      fromStatus: 'assigned',
      toStatus: 'accepted',
      at: t.clock.now,
      details: { exchange_id: exchange.id, from_user_id: from.user.id, to_user_id: to.user.id },
    });
    const toProposer = await exchangeNotes(from.user.id);
    expect(toProposer.map((n) => n.message)).toEqual([
      'Hugo Bernard a accepté de reprendre la prestation « Nuit EHPAD » du 12/03/2030 à 21:00.',
    ]);
    const toRecipient = (await exchangeNotes(to.user.id)).map((n) => [n.message, n.link]);
    expect(toRecipient).toContainEqual([
      'La prestation « Nuit EHPAD » du 12/03/2030 à 21:00 vous est désormais assignée.',
      '/mes-prestations',
    ]);
  });

  it('answers only once', async () => {
    const { from, to, mission } = await pair();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    expect((await respond(to.token, exchange.id, 'true')).statusCode).toBe(200);
    for (const accept of ['true', 'false']) {
      const again = await respond(to.token, exchange.id, accept);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: 'Cet échange a déjà reçu une réponse.' });
    }
    expect(await missionRow(t, mission.id)).toMatchObject({ assignedTo: to.user.id });
    expect(await events(mission.id)).toHaveLength(1);
  });

  it('two answers at once: one wins', async () => {
    const { from, to, mission } = await pair();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    const both = await Promise.all([
      respond(to.token, exchange.id, 'true'),
      respond(to.token, exchange.id, 'false'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('rejected: the mission stays, the proposer is told', async () => {
    const { from, to, mission } = await pair();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    const res = await respond(to.token, exchange.id, 'false');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Échange refusé',
      exchange: { status: 'rejected' },
    });
    expect(await missionRow(t, mission.id)).toMatchObject({
      assignedTo: from.user.id,
      status: 'accepted',
    });
    expect(await events(mission.id)).toEqual([]);
    expect((await exchangeNotes(from.user.id)).map((n) => n.message)).toEqual([
      "Hugo Bernard a refusé votre proposition d'échange pour la prestation « Nuit EHPAD » du 12/03/2030 à 21:00.",
    ]);
  });

  it('only the recipient answers: the proposer gets 403, anyone else 404', async () => {
    const { from, to, mission } = await pair();
    const outsider = await t.createUser();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    const byProposer = await respond(from.token, exchange.id, 'true');
    expect(byProposer.statusCode).toBe(403);
    expect(byProposer.json()).toEqual({
      detail: 'Seul le destinataire peut répondre à cet échange.',
    });
    for (const token of [outsider.token, await t.adminToken()]) {
      const res = await respond(token, exchange.id, 'true');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Échange introuvable.' });
    }
    expect((await respond(to.token, randomUUID(), 'true')).statusCode).toBe(404);
    const [stored] = await t.database.db
      .select()
      .from(exchanges)
      .where(eq(exchanges.id, exchange.id));
    expect(stored!.status).toBe('pending');
    expect(await missionRow(t, mission.id)).toMatchObject({ assignedTo: from.user.id });
  });

  it('validates accept', async () => {
    const { from, to, mission } = await pair();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    for (const url of [
      `/api/exchanges/${exchange.id}/respond?accept=oui`,
      `/api/exchanges/${exchange.id}/respond`,
    ]) {
      const res = await t.request({ method: 'PUT', url, token: to.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({
        loc: ['query', 'accept'],
        msg: 'Le paramètre accept doit valoir true ou false.',
      });
    }
  });

  it('refuses to accept once the mission has started, and changes nothing', async () => {
    const { from, to, mission } = await pair();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    await t.database.db
      .update(missions)
      .set({ status: 'in_progress', startedAt: t.clock.now })
      .where(eq(missions.id, mission.id));
    const res = await respond(to.token, exchange.id, 'true');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Cette prestation est déjà en cours et ne peut plus être échangée.',
    });
    expect(await missionRow(t, mission.id)).toMatchObject({
      assignedTo: from.user.id,
      status: 'in_progress',
    });
    const [stored] = await t.database.db
      .select()
      .from(exchanges)
      .where(eq(exchanges.id, exchange.id));
    expect(stored!.status).toBe('pending');
    expect(await events(mission.id)).toEqual([]);
    expect(await exchangeNotes(from.user.id)).toEqual([]);
    // It can still be refused.
    expect((await respond(to.token, exchange.id, 'false')).statusCode).toBe(200);
  });

  it('refuses to accept once the mission went to someone else', async () => {
    const { from, to, mission } = await pair();
    const third = await t.createUser();
    const { exchange } = (
      await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id })
    ).json();
    await t.database.db
      .update(missions)
      .set({ assignedTo: third.user.id })
      .where(eq(missions.id, mission.id));
    const res = await respond(to.token, exchange.id, 'true');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: "Cette prestation a changé de titulaire depuis la proposition d'échange.",
    });
    expect(await missionRow(t, mission.id)).toMatchObject({ assignedTo: third.user.id });
    // The new assignee may propose it even though the stale proposal is still pending.
    const fresh = await propose(third.token, {
      prestation_id: mission.id,
      to_user_id: from.user.id,
    });
    expect(fresh.statusCode).toBe(201);
  });
});
