import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { buildApp } from '../../src/server/app.ts';
import { idempotencyKeys, missions, notifications, users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  createAssignedMission,
  createInstitution,
  createNurse,
  signalMission,
  type Account,
  missionEventsOf,
  missionRow as fixtureMissionRow,
} from './fixtures/missions.ts';

/** Monday 10 March 2025, 09:00 in Paris: the first test's clock. */
const FIRST_NOW = new Date('2025-03-10T08:00:00Z');
/**
 * The clock of the running test: each test runs two days after the previous one, so that the
 * missions it gives Camille never meet another test's under the working-time rules
 * (docs/product-rules.md, « Staffing »: no overlap, 11 h of rest, 48 h in 7 days).
 */
let NOW = FIRST_NOW;
let testIndex = 0;
const minutes = (n: number) => n * 60_000;
const at = (offsetMinutes: number) => new Date(NOW.getTime() + minutes(offsetMinutes));

let t: TestApp;
let admin: string;
let lilas: Account;
let other: Account;
let camille: Account;
let lea: Account;
let pendingNurse: Account;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = await t.adminToken();
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  other = await createInstitution(t, { name: 'EHPAD Les Tilleuls' });
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
  lea = await createNurse(t, { first_name: 'Léa', last_name: 'Martin', role: 'caregiver' });
  pendingNurse = await t.createUser({ role: 'nurse', approve: false });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  NOW = new Date(FIRST_NOW.getTime() + testIndex * 2 * 24 * 60 * minutes(1));
  testIndex += 1;
  t.clock.now = NOW;
});

const db = () => t.database.db;

const put = (url: string, token: string, payload?: unknown, headers?: Record<string, string>) =>
  t.request({
    method: 'PUT',
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(headers ? { headers } : {}),
  });

const create = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/prestations', token, payload });

const planned = (startOffset: number, endOffset: number) => ({
  dateStart: at(startOffset).toISOString(),
  dateEnd: at(endOffset).toISOString(),
});

/** A fresh mission assigned to Camille at Les Lilas, planned from now for 3 h. */
const assigned = (nurse: Account = camille, name = 'Soins à domicile') =>
  createAssignedMission(t, { institution: lilas, nurse, start: at(0), end: at(180), name });

const missionRow = (id: string) => fixtureMissionRow(t, id);
const eventsOf = (id: string) => missionEventsOf(t, id);

const notificationsOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

const PRESTATION_KEYS = [
  'actual_duration',
  'assigned_name',
  'assigned_to',
  'cancelled_at',
  'compensation',
  'contest_reason',
  'created_at',
  'dateEnd',
  'dateStart',
  'description',
  'dureeMinutes',
  'end_distance_m',
  'ended_at',
  'etablissement',
  'etablissement_id',
  'etablissement_name',
  'hours_flag',
  'id',
  'name',
  'override_reason',
  'paid',
  'proposed_ended_at',
  'proposed_started_at',
  'required_role',
  'start_distance_m',
  'started_at',
  'status',
  'updated_at',
  'validated_at',
  'validated_by',
  'validation',
];

describe('POST /prestations', () => {
  it('admin with an assignee: assigned, duration computed by the server, tariffs copied, nurse told', async () => {
    const res = await create(admin, {
      name: '  Nuit en réanimation ',
      description: 'Surveillance',
      dateStart: '2025-03-10T20:00:00.000Z',
      dateEnd: '2025-03-11T04:00:29.000Z',
      etablissement_id: lilas.user.id,
      assigned_to: camille.user.id,
      dureeMinutes: 1,
    });
    expect(res.statusCode).toBe(201);
    const { message, prestation } = res.json<{ message: string; prestation: Prestation }>();
    expect(message).toBe('Prestation créée !');
    expect(Object.keys(prestation).sort()).toEqual(PRESTATION_KEYS);
    expect(prestation).toEqual({
      id: expect.any(String),
      name: 'Nuit en réanimation',
      description: 'Surveillance',
      dateStart: '2025-03-10T20:00:00.000Z',
      dateEnd: '2025-03-11T04:00:29.000Z',
      dureeMinutes: 480,
      assigned_to: camille.user.id,
      assigned_name: 'Camille Durand',
      etablissement_id: lilas.user.id,
      etablissement: {
        name: 'Clinique des Lilas',
        address: '12 rue des Lilas, 69003 Lyon',
        phone: '06 12 34 56 78',
      },
      etablissement_name: 'Clinique des Lilas',
      status: 'assigned',
      required_role: 'any',
      override_reason: null,
      started_at: null,
      ended_at: null,
      actual_duration: null,
      paid: false,
      start_distance_m: null,
      end_distance_m: null,
      validation: null,
      validated_at: null,
      validated_by: null,
      contest_reason: null,
      proposed_started_at: null,
      proposed_ended_at: null,
      hours_flag: null,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      cancelled_at: null,
      compensation: null,
    });

    const row = await missionRow(prestation.id);
    expect(row).toMatchObject({
      weekdayRateCents: 3000,
      weekendRateCents: 4000,
      nightWeekRateCents: 3500,
      nightWeekendRateCents: 4500,
      travelFeeCents: 1250,
      tariffsCopiedAt: NOW,
      createdBy: (await t.app.userFromToken(admin)).id,
    });
    expect(await eventsOf(prestation.id)).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: 'assigned', at: NOW },
    ]);
    expect(await notificationsOf(camille.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'mission',
        message:
          'Une prestation vous a été assignée\u202f: « Nuit en réanimation » (Clinique des Lilas).',
        link: `/mes-prestations?mission=${prestation.id}`,
        readStatus: false,
      }),
    );
    // The list names the mission, for the screen to group by it.
    const served = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${camille.token}` },
    });
    expect(
      served
        .json<{ type: string; mission_id: string | null }[]>()
        .filter((n) => n.type === 'mission')
        .map((n) => n.mission_id),
    ).toEqual([prestation.id]);
    expect(await notificationsOf(lilas.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'mission',
        message: 'La prestation « Nuit en réanimation » a été assignée à Camille Durand.',
        link: expect.stringMatching(/^\/prestations\?mission=/),
      }),
    );
  });

  it('admin without an assignee: pending, no tariffs copied, nobody notified', async () => {
    const before = await db().$count(notifications);
    const res = await create(admin, {
      name: 'Toilette',
      ...planned(60, 90),
      etablissement_id: lilas.user.id,
      assigned_to: null,
    });
    expect(res.statusCode).toBe(201);
    const { prestation } = res.json<{ prestation: Prestation }>();
    expect(prestation).toMatchObject({
      status: 'pending',
      assigned_to: null,
      assigned_name: null,
      dureeMinutes: 30,
      description: '',
    });
    expect(await missionRow(prestation.id)).toMatchObject({
      weekdayRateCents: null,
      travelFeeCents: null,
      tariffsCopiedAt: null,
    });
    expect(await db().$count(notifications)).toBe(before);
  });

  it('admin without establishment: etablissement and its name are null', async () => {
    const res = await create(admin, { name: 'Garde', ...planned(60, 120), etablissement_id: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().prestation).toMatchObject({
      etablissement_id: null,
      etablissement: null,
      etablissement_name: null,
    });
  });

  it('institution: always pending, for itself, whatever assignee or establishment it sends', async () => {
    const res = await create(lilas.token, {
      name: 'Aide au repas',
      description: 'Chambre 12',
      ...planned(120, 180),
      assigned_to: camille.user.id,
      etablissement_id: other.user.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; prestation: Prestation }>();
    expect(body.message).toBe("Prestation soumise à l'administrateur.");
    expect(body.prestation).toMatchObject({
      status: 'pending',
      assigned_to: null,
      etablissement_id: lilas.user.id,
      etablissement_name: 'Clinique des Lilas',
      dureeMinutes: 60,
    });
  });

  it.each([
    ['end before start', planned(60, 0)],
    ['end equal to start', planned(60, 60)],
  ])('refuses %s with the specification sentence, nothing stored', async (_label, dates) => {
    const before = await db().$count(missions);
    const res = await create(admin, { name: 'Soins', ...dates });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'dateEnd'],
        msg: 'La date de fin doit être après la date de début',
        type: 'custom',
      },
    ]);
    expect(await db().$count(missions)).toBe(before);
  });

  it('refuses a missing name and bad dates with French messages', async () => {
    const res = await create(admin, { name: '  ', dateStart: 'demain', dateEnd: at(60) });
    expect(res.statusCode).toBe(422);
    const msgs = res.json().detail.map((d: { msg: string }) => d.msg);
    expect(msgs).toContain('Le nom de la prestation est obligatoire.');
    expect(msgs).toContain('Date et heure invalides (ISO 8601 attendu).');
  });

  it('refuses an assignee who is not an approved professional, nothing stored', async () => {
    const before = await db().$count(missions);
    for (const assignee of [pendingNurse.user.id, lilas.user.id, 'inconnu']) {
      const res = await create(admin, {
        name: 'Soins',
        ...planned(0, 60),
        etablissement_id: lilas.user.id,
        assigned_to: assignee,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: "L'utilisateur choisi n'est pas un soignant approuvé.",
      });
    }
    const res = await create(admin, {
      name: 'Soins',
      ...planned(0, 60),
      etablissement_id: camille.user.id,
    });
    expect(res.json()).toEqual({
      detail: "L'établissement choisi n'existe pas ou n'est pas approuvé.",
    });
    expect(await db().$count(missions)).toBe(before);
  });

  it('is refused to professionals and to anonymous callers', async () => {
    expect((await create(camille.token, { name: 'x', ...planned(0, 60) })).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/prestations',
      payload: { name: 'x', ...planned(0, 60) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('pending missions and approval', () => {
  let pending: Prestation;
  beforeAll(async () => {
    const res = await create(lilas.token, { name: 'Pansement', ...planned(240, 300) });
    pending = res.json<{ prestation: Prestation }>().prestation;
  });

  it('lists only pending missions, to the admin only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/prestations/pending', token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json<Prestation[]>();
    expect(list.map((p) => p.id)).toContain(pending.id);
    expect(list.every((p) => p.status === 'pending')).toBe(true);
    const nurse = await t.request({
      method: 'GET',
      url: '/api/prestations/pending',
      token: camille.token,
    });
    expect(nurse.statusCode).toBe(403);
  });

  it('requires an assignee, with the specification sentence', async () => {
    for (const body of [{}, { assigned_to: null, status: 'assigned' }, { assigned_to: '' }]) {
      const res = await put(`/api/prestations/${pending.id}/approve`, admin, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: 'Veuillez choisir un utilisateur avant d’approuver.' });
    }
    const notProfessional = await put(`/api/prestations/${pending.id}/approve`, admin, {
      assigned_to: other.user.id,
      status: 'assigned',
    });
    expect(notProfessional.json()).toEqual({
      detail: "L'utilisateur choisi n'est pas un soignant approuvé.",
    });
    expect((await missionRow(pending.id)).status).toBe('pending');
  });

  it('assigns, copies the tariffs in force at assignment and tells the assignee', async () => {
    // The establishment changed a rate between its request and the approval.
    await db().update(users).set({ weekdayRateCents: 3210 }).where(eq(users.id, lilas.user.id));
    t.clock.now = at(5);
    const res = await put(`/api/prestations/${pending.id}/approve`, admin, {
      assigned_to: lea.user.id,
      status: 'assigned',
    });
    t.clock.now = NOW;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pending.id,
      status: 'assigned',
      assigned_to: lea.user.id,
      assigned_name: 'Léa Martin',
      updated_at: at(5).toISOString(),
    });
    expect(await missionRow(pending.id)).toMatchObject({
      weekdayRateCents: 3210,
      travelFeeCents: 1250,
      tariffsCopiedAt: at(5),
    });
    await db().update(users).set({ weekdayRateCents: 3000 }).where(eq(users.id, lilas.user.id));
    expect((await missionRow(pending.id)).weekdayRateCents).toBe(3210);

    expect((await eventsOf(pending.id)).at(-1)).toMatchObject({
      action: 'approve',
      fromStatus: 'pending',
      toStatus: 'assigned',
      details: { assigned_to: lea.user.id },
    });
    expect(await notificationsOf(lea.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'mission',
        message: 'Une prestation vous a été assignée\u202f: « Pansement » (Clinique des Lilas).',
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      }),
    );
  });

  it('refuses a second approval with the state named, and unknown missions with 404', async () => {
    const again = await put(`/api/prestations/${pending.id}/approve`, admin, {
      assigned_to: camille.user.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: "Cette prestation n'est plus en attente\u202f: elle est déjà assignée.",
    });
    expect((await missionRow(pending.id)).assignedTo).toBe(lea.user.id);
    const unknown = await put('/api/prestations/inconnue/approve', admin, {
      assigned_to: camille.user.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Prestation introuvable.' });
  });

  it('is for the admin only', async () => {
    const res = await put(`/api/prestations/${pending.id}/approve`, lilas.token, {
      assigned_to: camille.user.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets only one of two concurrent approvals win', async () => {
    // With an establishment: a mission without one cannot be assigned (its pay is unknown).
    const res = await create(admin, {
      name: 'Double',
      etablissement_id: lilas.user.id,
      ...planned(0, 60),
    });
    const id = res.json<{ prestation: Prestation }>().prestation.id;
    const answers = await Promise.all([
      put(`/api/prestations/${id}/approve`, admin, { assigned_to: camille.user.id }),
      put(`/api/prestations/${id}/approve`, admin, { assigned_to: lea.user.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json<Prestation>();
    expect((await missionRow(id)).assignedTo).toBe(winner?.assigned_to);
    expect((await eventsOf(id)).filter((e) => e.action === 'approve')).toHaveLength(1);
  });
});

describe('accept, start, end', () => {
  it('walks the whole life of a mission with device times, audited and notified', async () => {
    const mission = await assigned(camille, 'Soins post-opératoires');
    const key1 = randomUUID();
    const accepted = await put(`/api/prestations/${mission.id}/accept`, camille.token, undefined, {
      'idempotency-key': key1,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', started_at: null });

    t.clock.now = at(20);
    const key2 = randomUUID();
    const started = await put(`/api/prestations/${mission.id}/start`, camille.token, {
      at: at(2).toISOString(),
      client_action_id: key2,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      status: 'in_progress',
      started_at: at(2).toISOString(),
      updated_at: at(20).toISOString(),
    });

    t.clock.now = at(400);
    const key3 = randomUUID();
    const ended = await put(`/api/prestations/${mission.id}/end`, camille.token, {
      at: new Date(at(187).getTime() + 30_000).toISOString(),
      client_action_id: key3,
    });
    t.clock.now = NOW;
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'completed',
      started_at: at(2).toISOString(),
      ended_at: new Date(at(187).getTime() + 30_000).toISOString(),
      actual_duration: 186, // 185.5 minutes, rounded half up
      dureeMinutes: 180,
    });

    const events = await eventsOf(mission.id);
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['create', null, 'assigned'],
      ['accept', 'assigned', 'accepted'],
      ['start', 'accepted', 'in_progress'],
      ['end', 'in_progress', 'completed'],
    ]);
    expect(events[1]).toMatchObject({
      actorId: camille.user.id,
      at: NOW,
      deviceAt: null,
      clientActionId: key1,
    });
    expect(events[2]).toMatchObject({
      at: at(20),
      deviceAt: at(2),
      clientActionId: key2,
      details: { started_at: at(2).toISOString() },
    });
    expect(events[3]).toMatchObject({
      at: at(400),
      clientActionId: key3,
      details: { actual_duration: 186 },
    });

    const toInstitution = (await notificationsOf(lilas.user.id)).map((n) => [n.message, n.link]);
    expect(toInstitution).toEqual(
      expect.arrayContaining([
        [
          'Camille Durand a accepté la prestation « Soins post-opératoires ».',
          expect.stringMatching(/^\/prestations\?mission=/),
        ],
        [
          'Camille Durand a commencé la prestation « Soins post-opératoires ».',
          expect.stringMatching(/^\/prestations\?mission=/),
        ],
        [
          'Camille Durand a terminé la prestation « Soins post-opératoires ».',
          expect.stringMatching(/^\/prestations\?mission=/),
        ],
      ]),
    );
  });

  it('uses the server time when no device time is sent', async () => {
    const mission = await assigned();
    await put(`/api/prestations/${mission.id}/accept`, camille.token);
    t.clock.now = at(3);
    const started = await put(`/api/prestations/${mission.id}/start`, camille.token);
    t.clock.now = at(63);
    const ended = await put(`/api/prestations/${mission.id}/end`, camille.token, {});
    t.clock.now = NOW;
    expect(started.json().started_at).toBe(at(3).toISOString());
    expect(ended.json()).toMatchObject({ ended_at: at(63).toISOString(), actual_duration: 60 });
  });

  it('refuses each action from the wrong state with the state named, changing nothing', async () => {
    const mission = await assigned();
    const url = (kind: string) => `/api/prestations/${mission.id}/${kind}`;
    const expectRefused = async (kind: string, detail: string) => {
      const before = await missionRow(mission.id);
      const eventsBefore = (await eventsOf(mission.id)).length;
      const res = await put(url(kind), camille.token, { client_action_id: randomUUID() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail });
      expect(await missionRow(mission.id)).toEqual(before);
      expect(await eventsOf(mission.id)).toHaveLength(eventsBefore);
    };
    await expectRefused('start', "Cette prestation doit d'abord être acceptée.");
    await expectRefused('end', "Cette prestation n'a pas encore été acceptée.");
    await put(url('accept'), camille.token);
    await expectRefused('accept', 'Cette prestation est déjà acceptée.');
    await expectRefused('end', "Cette prestation n'a pas encore commencé.");
    await put(url('start'), camille.token);
    await expectRefused('accept', 'Cette prestation est déjà en cours.');
    await expectRefused('start', 'Cette prestation est déjà en cours.');
    t.clock.now = at(30);
    await put(url('end'), camille.token);
    t.clock.now = NOW;
    await expectRefused('end', 'Cette prestation est déjà terminée.');
    await expectRefused('accept', 'Cette prestation est déjà terminée.');
  });

  it("answers 404 for another professional's mission and 403 for the admin or establishment", async () => {
    const mission = await assigned(camille);
    const before = await missionRow(mission.id);
    const byLea = await put(`/api/prestations/${mission.id}/accept`, lea.token);
    expect(byLea.statusCode).toBe(404);
    expect(byLea.json()).toEqual({ detail: 'Prestation introuvable.' });
    const byOtherInstitution = await put(`/api/prestations/${mission.id}/accept`, other.token);
    expect(byOtherInstitution.statusCode).toBe(404);
    for (const token of [admin, lilas.token]) {
      const res = await put(`/api/prestations/${mission.id}/accept`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Cette prestation ne vous est pas assignée.' });
    }
    expect(await missionRow(mission.id)).toEqual(before);
    const unknown = await put('/api/prestations/nope/start', camille.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('bounds device times: 5 minutes ahead, 7 days old, end after start', async () => {
    const mission = await assigned();
    const url = (kind: string) => `/api/prestations/${mission.id}/${kind}`;
    const future = await put(url('accept'), camille.token, {
      at: new Date(NOW.getTime() + minutes(5) + 1000).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({ detail: "L'heure indiquée est dans le futur." });
    const edge = await put(url('accept'), camille.token, { at: at(5).toISOString() });
    expect(edge.statusCode).toBe(200);

    const tooOld = await put(url('start'), camille.token, {
      at: new Date(NOW.getTime() - 7 * 24 * 3_600_000 - 1000).toISOString(),
    });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json()).toEqual({ detail: "L'heure indiquée date de plus de 7 jours." });
    expect((await missionRow(mission.id)).status).toBe('accepted');

    await put(url('start'), camille.token, { at: at(-10).toISOString() });
    for (const end of [at(-10), at(-20)]) {
      const res = await put(url('end'), camille.token, { at: end.toISOString() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: 'La fin doit être postérieure au début.' });
    }
    expect(await missionRow(mission.id)).toMatchObject({ status: 'in_progress', endedAt: null });

    const malformed = await put(url('end'), camille.token, { at: 'hier soir' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0]).toMatchObject({
      loc: ['body', 'at'],
      msg: 'Date et heure invalides (ISO 8601 attendu).',
    });
    const badKey = await put(url('end'), camille.token, { client_action_id: 'pas-un-uuid' });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().detail[0]).toMatchObject({
      loc: ['body', 'client_action_id'],
      msg: "L'identifiant d'action doit être un UUID.",
    });
  });

  it('refuses a header key that differs from client_action_id', async () => {
    const mission = await assigned();
    const res = await put(
      `/api/prestations/${mission.id}/accept`,
      camille.token,
      { client_action_id: randomUUID() },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: "L'en-tête Idempotency-Key et client_action_id doivent avoir la même valeur.",
    });
    expect((await missionRow(mission.id)).status).toBe('assigned');
  });

  it('lets exactly one of two concurrent accepts win', async () => {
    const mission = await assigned();
    const answers = await Promise.all([
      put(`/api/prestations/${mission.id}/accept`, camille.token, {
        client_action_id: randomUUID(),
      }),
      put(`/api/prestations/${mission.id}/accept`, camille.token, {
        client_action_id: randomUUID(),
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      detail: 'Cette prestation est déjà acceptée.',
    });
    const accepts = (await eventsOf(mission.id)).filter((e) => e.action === 'accept');
    expect(accepts).toHaveLength(1);
  });
});

describe('idempotent replays', () => {
  it('returns the first answer for a repeated key and changes nothing', async () => {
    const mission = await assigned();
    await put(`/api/prestations/${mission.id}/accept`, camille.token);
    const key = randomUUID();
    const payload = { at: at(1).toISOString(), client_action_id: key };
    const first = await put(`/api/prestations/${mission.id}/start`, camille.token, payload);
    expect(first.statusCode).toBe(200);
    const notesBefore = await db().$count(notifications);
    const rowBefore = await missionRow(mission.id);

    t.clock.now = at(30);
    const again = await put(`/api/prestations/${mission.id}/start`, camille.token, {
      ...payload,
      at: at(25).toISOString(),
    });
    const viaHeader = await put(`/api/prestations/${mission.id}/start`, camille.token, undefined, {
      'idempotency-key': key,
    });
    t.clock.now = NOW;
    for (const replay of [again, viaHeader]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await missionRow(mission.id)).toEqual(rowBefore);
    expect((await eventsOf(mission.id)).filter((e) => e.action === 'start')).toHaveLength(1);
    expect(await db().$count(notifications)).toBe(notesBefore);
    const stored = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, camille.user.id), eq(idempotencyKeys.key, key)));
    expect(stored).toMatchObject([{ statusCode: 200, scope: `start:${mission.id}` }]);
  });

  it('replays a refusal as a refusal, even once the action would succeed', async () => {
    const mission = await assigned();
    const key = randomUUID();
    const early = await put(`/api/prestations/${mission.id}/start`, camille.token, {
      client_action_id: key,
    });
    expect(early.statusCode).toBe(409);
    await put(`/api/prestations/${mission.id}/accept`, camille.token);
    const replay = await put(`/api/prestations/${mission.id}/start`, camille.token, {
      client_action_id: key,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual(early.json());
    expect((await missionRow(mission.id)).status).toBe('accepted');
  });

  it('keeps answering the first answer after a restart (a new app on the same database)', async () => {
    const mission = await assigned();
    const key = randomUUID();
    const first = await put(`/api/prestations/${mission.id}/accept`, camille.token, {
      client_action_id: key,
    });
    const restarted = await buildApp({
      db: t.database.db,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      now: () => new Date(t.clock.now),
    });
    try {
      t.clock.now = at(10);
      const replay = await restarted.inject({
        method: 'PUT',
        url: `/api/prestations/${mission.id}/accept`,
        headers: { authorization: `Bearer ${camille.token}`, 'idempotency-key': key },
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual(first.json());
      expect((await missionRow(mission.id)).updatedAt).toEqual(NOW);
    } finally {
      t.clock.now = NOW;
      await restarted.close();
    }
  });

  it('refuses a key reused for another action or mission; keys are per user', async () => {
    const mine = await assigned(camille);
    const hers = await assigned(lea);
    const key = randomUUID();
    await put(`/api/prestations/${mine.id}/accept`, camille.token, { client_action_id: key });
    for (const url of [`/api/prestations/${mine.id}/start`, `/api/prestations/${hers.id}/accept`]) {
      const res = await put(url, camille.token, { client_action_id: key });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: "Cet identifiant d'action a déjà servi pour une autre action.",
      });
    }
    const sameKeyOtherUser = await put(`/api/prestations/${hers.id}/accept`, lea.token, {
      client_action_id: key,
    });
    expect(sameKeyOtherUser.statusCode).toBe(200);
    expect(sameKeyOtherUser.json()).toMatchObject({ id: hers.id, status: 'accepted' });
  });

  it('applies once when the same key arrives twice at the same moment', async () => {
    const mission = await assigned();
    const key = randomUUID();
    const [a, b] = await Promise.all([
      put(`/api/prestations/${mission.id}/accept`, camille.token, { client_action_id: key }),
      put(`/api/prestations/${mission.id}/accept`, camille.token, { client_action_id: key }),
    ]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect(a?.json()).toEqual(b?.json());
    expect((await eventsOf(mission.id)).filter((e) => e.action === 'accept')).toHaveLength(1);
  });
});

describe('cancellation', () => {
  it('admin cancels an assigned mission; assignee and establishment are told', async () => {
    const mission = await assigned(camille, 'Visite du soir');
    t.clock.now = at(1);
    const res = await put(`/api/prestations/${mission.id}/cancel`, admin);
    t.clock.now = NOW;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelled_at: at(1).toISOString() });
    expect(await missionRow(mission.id)).toMatchObject({ cancelledAt: at(1) });
    // Cancelled shortly before its start: a compensation is owed to her, and she is told it.
    const compensation = res.json<Prestation>().compensation ?? 0;
    expect(compensation).toBeGreaterThan(0);
    expect((await eventsOf(mission.id)).at(-1)).toMatchObject({
      action: 'cancel',
      fromStatus: 'assigned',
      toStatus: 'cancelled',
    });
    expect(await notificationsOf(camille.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'mission',
        message: `La prestation « Visite du soir » a été annulée moins de 48 h avant son début\u202f: une indemnité d’annulation de ${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(compensation)} vous est due, versée avec votre prochaine fiche de paie.`,
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      }),
    );
    expect(await notificationsOf(lilas.user.id)).toContainEqual(
      expect.objectContaining({
        message: "La prestation « Visite du soir » a été annulée par l'administrateur.",
      }),
    );
    const accept = await put(`/api/prestations/${mission.id}/accept`, camille.token);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({ detail: 'Cette prestation a été annulée.' });
  });

  it('the owning establishment cancels its own; others cannot', async () => {
    const res = await create(lilas.token, { name: 'Demande', ...planned(60, 120) });
    const { id } = res.json<{ prestation: Prestation }>().prestation;
    expect((await put(`/api/prestations/${id}/cancel`, other.token)).statusCode).toBe(404);
    const own = await put(`/api/prestations/${id}/cancel`, lilas.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().status).toBe('cancelled');

    const mission = await assigned();
    const byNurse = await put(`/api/prestations/${mission.id}/cancel`, camille.token);
    expect(byNurse.statusCode).toBe(403);
    expect(byNurse.json()).toEqual({
      detail: "Seul l'administrateur ou l'établissement de la prestation peut l'annuler.",
    });
  });

  it('cannot cancel a started mission', async () => {
    const mission = await assigned();
    await signalMission(t, { mission, nurse: camille, kind: 'accept' });
    await signalMission(t, { mission, nurse: camille, kind: 'start' });
    const res = await put(`/api/prestations/${mission.id}/cancel`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Cette prestation est déjà en cours et ne peut plus être annulée.',
    });
    expect((await missionRow(mission.id)).status).toBe('in_progress');
  });
});

describe('PATCH /prestations/{id}/actuals', () => {
  const patch = (id: string, token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/prestations/${id}/actuals`, token, payload });

  it('corrects a completed mission, recomputes the duration and keeps both versions', async () => {
    const mission = await assigned();
    await signalMission(t, { mission, nurse: camille, kind: 'accept', at: at(0) });
    await signalMission(t, { mission, nurse: camille, kind: 'start', at: at(0) });
    await signalMission(t, { mission, nurse: camille, kind: 'end', at: at(200) });
    t.clock.now = at(300);
    const res = await patch(mission.id, admin, {
      started_at: at(-5).toISOString(),
      ended_at: at(170).toISOString(),
    });
    t.clock.now = NOW;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'completed',
      started_at: at(-5).toISOString(),
      ended_at: at(170).toISOString(),
      actual_duration: 175,
    });
    expect((await eventsOf(mission.id)).at(-1)).toMatchObject({
      action: 'correct',
      fromStatus: 'completed',
      toStatus: 'completed',
      actorId: (await t.app.userFromToken(admin)).id,
      details: {
        before: {
          started_at: at(0).toISOString(),
          ended_at: at(200).toISOString(),
          actual_duration: 200,
        },
        after: {
          started_at: at(-5).toISOString(),
          ended_at: at(170).toISOString(),
          actual_duration: 175,
        },
      },
    });
  });

  it('corrects only the start of a mission in progress', async () => {
    const mission = await assigned();
    await signalMission(t, { mission, nurse: camille, kind: 'accept' });
    await signalMission(t, { mission, nurse: camille, kind: 'start', at: at(0) });
    const withEnd = await patch(mission.id, admin, {
      started_at: at(-3).toISOString(),
      ended_at: at(60).toISOString(),
    });
    expect(withEnd.statusCode).toBe(422);
    expect(withEnd.json()).toEqual({
      detail: "Une prestation en cours ne peut pas avoir d'heure de fin.",
    });
    const ok = await patch(mission.id, admin, { started_at: at(-3).toISOString() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'in_progress',
      started_at: at(-3).toISOString(),
      ended_at: null,
    });
  });

  it('refuses before the start, on a paid mission, end before start, and to non-admins', async () => {
    const mission = await assigned();
    const times = { started_at: at(0).toISOString(), ended_at: at(60).toISOString() };
    const notStarted = await patch(mission.id, admin, times);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json()).toEqual({
      detail:
        "Cette prestation est assignée mais n'a pas encore commencé\u202f: il n'y a pas d'heures réelles à corriger.",
    });
    await signalMission(t, { mission, nurse: camille, kind: 'accept' });
    await signalMission(t, { mission, nurse: camille, kind: 'start', at: at(0) });
    await signalMission(t, { mission, nurse: camille, kind: 'end', at: at(60) });

    const backwards = await patch(mission.id, admin, {
      started_at: at(60).toISOString(),
      ended_at: at(0).toISOString(),
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ detail: 'La fin doit être postérieure au début.' });
    expect((await patch(mission.id, camille.token, times)).statusCode).toBe(403);
    expect((await patch(mission.id, lilas.token, times)).statusCode).toBe(403);

    await db().update(missions).set({ paid: true }).where(eq(missions.id, mission.id));
    const paid = await patch(mission.id, admin, times);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({
      detail:
        'Cette prestation figure déjà sur une fiche de paie\u202f: ses heures ne peuvent plus être corrigées.',
    });
    expect(await missionRow(mission.id)).toMatchObject({ actualDuration: 60 });
  });
});

describe('lists', () => {
  let nurseOnly: Account;
  let ids: string[];
  beforeAll(async () => {
    nurseOnly = await createNurse(t, { first_name: 'Inès', last_name: 'Petit' });
    const first = await createAssignedMission(t, {
      institution: other,
      nurse: nurseOnly,
      start: at(24 * 60),
      end: at(24 * 60 + 60),
      name: 'Demain',
    });
    const second = await createAssignedMission(t, {
      institution: lilas,
      nurse: nurseOnly,
      start: at(-24 * 60),
      end: at(-24 * 60 + 60),
      name: 'Hier',
    });
    const third = await createAssignedMission(t, {
      institution: lilas,
      nurse: nurseOnly,
      start: at(48 * 60),
      end: at(48 * 60 + 90),
      name: 'Après-demain',
    });
    ids = [third.id, first.id, second.id];
  });

  const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

  it('GET /prestations/me: only her missions, newest planned start first, with names', async () => {
    const res = await get('/api/prestations/me', nurseOnly.token);
    expect(res.statusCode).toBe(200);
    const list = res.json<Prestation[]>();
    expect(list.map((p) => p.id)).toEqual(ids);
    expect(list.map((p) => p.etablissement_name)).toEqual([
      'Clinique des Lilas',
      'EHPAD Les Tilleuls',
      'Clinique des Lilas',
    ]);
    for (const p of list) {
      expect(Object.keys(p).sort()).toEqual(PRESTATION_KEYS);
      expect(p.assigned_name).toBe('Inès Petit');
    }
  });

  it('a professional never sees another one’s missions, anywhere', async () => {
    for (const url of ['/api/prestations/me', '/api/prestations']) {
      const list = (await get(url, camille.token)).json<Prestation[]>();
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.assigned_to === camille.user.id)).toBe(true);
      expect(list.some((p) => ids.includes(p.id))).toBe(false);
    }
    const one = await get(`/api/prestations/${ids[0]}`, camille.token);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ detail: 'Prestation introuvable.' });
    const mine = await get(`/api/prestations/${ids[0]}`, nurseOnly.token);
    expect(mine.json()).toMatchObject({ id: ids[0], name: 'Après-demain' });
  });

  it('an establishment sees only its own, on both lists', async () => {
    for (const url of ['/api/institutions/prestations', '/api/prestations']) {
      const list = (await get(url, other.token)).json<Prestation[]>();
      expect(list.map((p) => p.id)).toContain(ids[1]);
      expect(list.every((p) => p.etablissement_id === other.user.id)).toBe(true);
    }
    expect((await get(`/api/prestations/${ids[0]}`, other.token)).statusCode).toBe(404);
    expect((await get('/api/institutions/prestations', camille.token)).statusCode).toBe(403);
  });

  it('the admin sees all missions; lists page with limit and offset', async () => {
    const all = (await get('/api/prestations', admin)).json<Prestation[]>();
    expect(all.length).toBe(await db().$count(missions));
    const dates = all.map((p) => p.dateStart);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = (await get('/api/prestations?limit=2&offset=1', admin)).json<Prestation[]>();
    expect(page.map((p) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));
    const mine = (await get('/api/prestations/me?limit=1&offset=1', nurseOnly.token)).json();
    expect(mine.map((p: Prestation) => p.id)).toEqual([ids[1]]);
  });

  it('refuses bad paging values in French', async () => {
    const res = await get('/api/prestations?limit=0&offset=-1', admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      'limit doit être au moins 1.',
      'offset ne peut pas être négatif.',
    ]);
    expect((await get('/api/prestations?limit=abc', admin)).statusCode).toBe(422);
  });

  it('requires a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/prestations/me' })).statusCode).toBe(401);
  });
});
