/**
 * Staffing (docs/product-rules.md, « Staffing » and « Open missions »): who may take a mission
 * on every path that gives one (creation with an assignee, approval, claim, exchange), the
 * administrator's override, rates checked up front, the candidates of a mission, publishing
 * « À pourvoir », the open list with its estimated pay, first-to-claim and withdrawal, and the
 * live `mission_changed` event. Real server, PGlite or (TEST_DATABASE_URL) PostgreSQL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { MissionChangedEvent } from '../../src/contract/socket.ts';
import type { Candidate, OpenMission } from '../../src/contract/staffing.ts';
import { exchanges, missions, notifications, users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  createInstitution,
  createNurse,
  type Account,
  missionEventsOf,
  missionRow as fixtureMissionRow,
} from './fixtures/missions.ts';
import { connectSocket, type ClientSocket } from './fixtures/sockets.ts';

/** Monday 1 December 2025, 09:00 in Paris (UTC+1 all month). */
const NOW = new Date('2025-12-01T08:00:00Z');
/** A wall-clock time in Paris in December, `2025-12-10T07:00`. */
const paris = (local: string) => new Date(`${local}:00+01:00`);
const iso = (local: string) => paris(local).toISOString();
const HOUR = 3_600_000;

const OVERRIDE_ADMIN_ONLY = "Seul l'administrateur peut passer outre les règles de planification.";
const REASON_REQUIRED = 'Indiquez la raison du passage outre (5 caractères au moins).';
const JUST_TAKEN = "Cette mission vient d'être prise.";
const NURSES_ONLY = 'Cette mission est réservée aux infirmier(ère)s.';
const CAREGIVERS_ONLY = 'Cette mission est réservée aux aides-soignant(e)s.';
const NO_ESTABLISHMENT =
  "Cette mission n'a pas d'établissement\u202f: impossible de calculer sa rémunération.";
const NO_NIGHT_RATE =
  "Le tarif « nuit semaine » de l'établissement Centre hospitalier de Vienne n'est pas défini.";
const TOO_LATE =
  "Trop tard pour vous retirer\u202f: la mission commence dans moins de 48 h. Proposez un échange ou contactez l'administrateur.";

/** Web Push as the app would have sent it. */
const pushed: { endpoint: string; payload: { body: string; link: string | null } }[] = [];
const recordPush = {
  pushSender: async (target: { endpoint: string }, payload: string) => {
    pushed.push({ endpoint: target.endpoint, payload: JSON.parse(payload) as never });
    return { statusCode: 201 };
  },
};

let t: TestApp;
let admin: string;
let adminId: string;
let lilas: Account;
let vienne: Account;

beforeAll(async () => {
  t = await createTestApp(recordPush);
  t.clock.now = NOW;
  admin = await t.adminToken();
  adminId = (await t.app.userFromToken(admin)).id;
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  vienne = await createInstitution(t, {
    name: 'Centre hospitalier de Vienne',
    tarification: {
      weekday_rate: 30,
      weekend_rate: 40,
      night_week_rate: null,
      night_weekend_rate: 45,
      travel_fee: 10,
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.now = NOW;
});

const db = () => t.database.db;

const create = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/prestations', token, payload });
const put = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'PUT', url, token, ...(payload ? { payload } : {}) });
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

/** The body of a mission of `institution` (Les Lilas unless told) from `from` to `to`, Paris time. */
const body = (
  name: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name,
  dateStart: iso(from),
  dateEnd: iso(to),
  etablissement_id: lilas.user.id,
  ...extra,
});

/** The admin creates and assigns a mission; it must succeed. */
async function assign(
  nurse: Account,
  name: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
): Promise<Prestation> {
  const res = await create(admin, body(name, from, to, { assigned_to: nurse.user.id, ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ prestation: Prestation }>().prestation;
}

/** The admin creates a pending mission; it must succeed. */
async function pending(
  name: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
): Promise<Prestation> {
  const res = await create(admin, body(name, from, to, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ prestation: Prestation }>().prestation;
}

/** A pending mission, published « À pourvoir » by the admin. */
async function published(
  name: string,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
): Promise<Prestation> {
  const mission = await pending(name, from, to, extra);
  const res = await put(`/api/prestations/${mission.id}/publish`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Prestation>();
}

const missionRow = (id: string) => fixtureMissionRow(t, id);
const eventsOf = (id: string) => missionEventsOf(t, id);

/** The mission notifications of a user (her account's approval left out). */
const notesOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'mission')))
    .orderBy(asc(notifications.createdAt));

const missionCount = async () => db().$count(missions);

const detailOf = (res: { json: () => unknown }) => (res.json() as { detail: unknown }).detail;
const issueMessages = (res: { json: () => unknown }) =>
  (detailOf(res) as { loc: string[]; msg: string }[]).map((i) => [i.loc.join('.'), i.msg]);

describe('the required profile and the override in the contract', () => {
  it('stores « Profil recherché » (any by default) and serves it with override_reason', async () => {
    const forCaregivers = await pending(
      'Toilette du matin',
      '2025-12-22T07:00',
      '2025-12-22T10:00',
      {
        required_role: 'caregiver',
      },
    );
    expect(forCaregivers).toMatchObject({ required_role: 'caregiver', override_reason: null });
    expect((await missionRow(forCaregivers.id)).requiredRole).toBe('caregiver');

    const byInstitution = await create(lilas.token, {
      name: 'Pansements',
      dateStart: iso('2025-12-22T14:00'),
      dateEnd: iso('2025-12-22T16:00'),
    });
    expect(byInstitution.statusCode).toBe(201);
    expect(byInstitution.json<{ prestation: Prestation }>().prestation).toMatchObject({
      status: 'pending',
      required_role: 'any',
      override_reason: null,
    });
    const byNurseOnly = await create(lilas.token, {
      name: 'Perfusion',
      dateStart: iso('2025-12-22T14:00'),
      dateEnd: iso('2025-12-22T16:00'),
      required_role: 'nurse',
    });
    expect(byNurseOnly.json<{ prestation: Prestation }>().prestation.required_role).toBe('nurse');
  });

  it('refuses an unknown profile in French', async () => {
    const res = await create(
      admin,
      body('Garde', '2025-12-22T07:00', '2025-12-22T10:00', { required_role: 'doctor' }),
    );
    expect(res.statusCode).toBe(422);
    expect(issueMessages(res)).toEqual([
      ['body.required_role', "Le profil recherché doit être 'nurse', 'caregiver' ou 'any'."],
    ]);
  });

  it('refuses force without a reason of 5 characters, on creation and approval', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Vidal' });
    const before = await missionCount();
    const noReason = await create(
      admin,
      body('Garde', '2025-12-22T07:00', '2025-12-22T10:00', {
        assigned_to: lea.user.id,
        force: true,
      }),
    );
    expect(noReason.statusCode).toBe(422);
    expect(issueMessages(noReason)).toEqual([['body.override_reason', REASON_REQUIRED]]);
    const short = await create(
      admin,
      body('Garde', '2025-12-22T07:00', '2025-12-22T10:00', {
        assigned_to: lea.user.id,
        force: true,
        override_reason: ' abc ',
      }),
    );
    expect(issueMessages(short)).toEqual([
      ['body.override_reason', 'La raison du passage outre doit compter au moins 5 caractères.'],
    ]);
    expect(await missionCount()).toBe(before);

    const mission = await pending('Garde', '2025-12-22T07:00', '2025-12-22T10:00');
    const approve = await put(`/api/prestations/${mission.id}/approve`, admin, {
      assigned_to: lea.user.id,
      force: true,
    });
    expect(approve.statusCode).toBe(422);
    expect(issueMessages(approve)).toEqual([['body.override_reason', REASON_REQUIRED]]);
  });

  it('refuses force from anyone but the administrator (403), nothing stored', async () => {
    const before = await missionCount();
    const res = await create(lilas.token, {
      name: 'Nuit',
      dateStart: iso('2025-12-22T21:00'),
      dateEnd: iso('2025-12-23T07:00'),
      force: true,
      override_reason: 'Urgence absolue',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: OVERRIDE_ADMIN_ONLY });
    const withFalse = await create(lilas.token, {
      name: 'Nuit',
      dateStart: iso('2025-12-22T21:00'),
      dateEnd: iso('2025-12-23T07:00'),
      force: false,
    });
    expect(withFalse.statusCode).toBe(403);
    expect(await missionCount()).toBe(before);
  });

  it('refuses a mission longer than 12 h at creation (422), whoever creates it; 12 h is allowed', async () => {
    const before = await missionCount();
    for (const token of [admin, lilas.token]) {
      const res = await create(token, body('Garde longue', '2025-12-22T07:00', '2025-12-22T20:00'));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: 'Une mission dure au plus 12 h (celle-ci\u202f: 13 h).',
      });
    }
    // Not even the administrator's override lifts it.
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Garnier' });
    const forced = await create(
      admin,
      body('Garde longue', '2025-12-22T07:00', '2025-12-22T19:30', {
        assigned_to: lea.user.id,
        force: true,
        override_reason: 'Personne d’autre',
      }),
    );
    expect(forced.json()).toEqual({
      detail: 'Une mission dure au plus 12 h (celle-ci\u202f: 12 h 30).',
    });
    expect(await missionCount()).toBe(before);
    await pending('Garde de 12 h', '2025-12-22T07:00', '2025-12-22T19:00');
  });
});

describe('eligibility when the admin creates a mission with an assignee', () => {
  it('refuses an overlap with the mission named, nothing stored', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Petit' });
    await assign(lea, 'Garde du matin', '2025-12-10T07:00', '2025-12-10T15:00');
    const before = await missionCount();
    const res = await create(
      admin,
      body('Soins du soir', '2025-12-10T13:00', '2025-12-10T17:00', { assigned_to: lea.user.id }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Léa Petit a déjà « Garde du matin » le 10/12 de 07:00 à 15:00.',
    });
    expect(await missionCount()).toBe(before);
    expect(await notesOf(lea.user.id)).toHaveLength(1);
  });

  it('refuses the wrong profile', async () => {
    const hugo = await createNurse(t, {
      first_name: 'Hugo',
      last_name: 'Bernard',
      role: 'caregiver',
    });
    const ines = await createNurse(t, { first_name: 'Inès', last_name: 'Morel' });
    const toCaregiver = await create(
      admin,
      body('Perfusion', '2025-12-11T09:00', '2025-12-11T11:00', {
        required_role: 'nurse',
        assigned_to: hugo.user.id,
      }),
    );
    expect(toCaregiver.statusCode).toBe(409);
    expect(toCaregiver.json()).toEqual({ detail: NURSES_ONLY });
    const toNurse = await create(
      admin,
      body('Toilette', '2025-12-11T09:00', '2025-12-11T11:00', {
        required_role: 'caregiver',
        assigned_to: ines.user.id,
      }),
    );
    expect(toNurse.json()).toEqual({ detail: CAREGIVERS_ONLY });
    // Either profile for `any`.
    await assign(hugo, 'Aide au repas', '2025-12-11T12:00', '2025-12-11T13:00');
    await assign(ines, 'Aide au repas', '2025-12-11T12:00', '2025-12-11T13:00', {
      required_role: 'any',
    });
  });

  it('refuses a working day of more than 12 h of work, or spanning more than 13 h', async () => {
    const ines = await createNurse(t, { first_name: 'Inès', last_name: 'Roux' });
    await assign(ines, 'Matin', '2025-12-11T07:00', '2025-12-11T15:00');
    // One hour of rest: the same working day, 13 h of work from 07:00 to 21:00.
    const tooMuch = await create(
      admin,
      body('Soir', '2025-12-11T16:00', '2025-12-11T21:00', { assigned_to: ines.user.id }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      detail:
        'Avec cette mission, la journée du 11/12 de Inès Roux dépasserait 12 h de travail (13 h).',
    });

    const paul = await createNurse(t, { first_name: 'Paul', last_name: 'Henry' });
    await assign(paul, 'Matin', '2025-12-11T07:00', '2025-12-11T11:00');
    // Six hours apart (less than 11 h of rest): one day from 07:00 to 21:00, 8 h of work.
    const tooLong = await create(
      admin,
      body('Soir', '2025-12-11T17:00', '2025-12-11T21:00', { assigned_to: paul.user.id }),
    );
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json()).toEqual({
      detail:
        "Avec cette mission, la journée du 11/12 de Paul Henry s'étendrait sur plus de 13 h (de 07:00 à 21:00).",
    });
    // With 11 h of rest, the next morning is another day.
    await assign(paul, 'Lendemain', '2025-12-11T22:00', '2025-12-12T06:00');
  });

  it('refuses more than 48 h of work in 7 days', async () => {
    const nora = await createNurse(t, { first_name: 'Nora', last_name: 'Blanc' });
    for (const day of ['15', '16', '17', '18']) {
      await assign(nora, `Journée du ${day}`, `2025-12-${day}T08:00`, `2025-12-${day}T18:00`);
    }
    const res = await create(
      admin,
      body('Journée du 19', '2025-12-19T08:00', '2025-12-19T18:00', { assigned_to: nora.user.id }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail:
        'Avec cette mission, Nora Blanc dépasserait 48 h de travail sur 7 jours (50 h du 15/12 au 19/12).',
    });
  });

  it('lets the admin override with a reason: stored on the mission, audited with what it set aside', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Robin' });
    await assign(lea, 'Garde du matin', '2025-12-12T07:00', '2025-12-12T15:00');
    const res = await create(
      admin,
      body('Renfort', '2025-12-12T13:00', '2025-12-12T17:00', {
        assigned_to: lea.user.id,
        force: true,
        override_reason: '  Seule infirmière formée à la dialyse  ',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { prestation } = res.json<{ prestation: Prestation }>();
    expect(prestation).toMatchObject({
      status: 'assigned',
      assigned_to: lea.user.id,
      override_reason: 'Seule infirmière formée à la dialyse',
    });
    expect((await missionRow(prestation.id)).overrideReason).toBe(
      'Seule infirmière formée à la dialyse',
    );
    const [event] = await eventsOf(prestation.id);
    expect(event).toMatchObject({
      action: 'create',
      actorId: adminId,
      details: {
        assigned_to: lea.user.id,
        required_role: 'any',
        override: {
          reason: 'Seule infirmière formée à la dialyse',
          overridden: ['Léa Robin a déjà « Garde du matin » le 12/12 de 07:00 à 15:00.'],
        },
      },
    });
    // Served the same on every read.
    const one = await get(`/api/prestations/${prestation.id}`, lea.token);
    expect(one.json<Prestation>().override_reason).toBe('Seule infirmière formée à la dialyse');
  });

  it('records no override when nothing had to be set aside', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Leroy' });
    const mission = await assign(lea, 'Garde', '2025-12-12T07:00', '2025-12-12T15:00', {
      force: true,
      override_reason: 'Par précaution',
    });
    expect(mission.override_reason).toBeNull();
    const [event] = await eventsOf(mission.id);
    expect(event?.details).not.toHaveProperty('override');
  });

  it('never lets the override assign someone who is not an approved professional', async () => {
    const waiting = await t.createUser({ role: 'nurse', approve: false });
    const res = await create(
      admin,
      body('Garde', '2025-12-12T07:00', '2025-12-12T15:00', {
        assigned_to: waiting.user.id,
        force: true,
        override_reason: 'Urgence absolue',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: "L'utilisateur choisi n'est pas un soignant approuvé.",
    });
  });
});

describe('rates checked up front', () => {
  it('refuses to assign a mission whose hours need a band without a rate, even forced', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Simon' });
    const before = await missionCount();
    for (const extra of [{}, { force: true, override_reason: 'Urgence absolue' }]) {
      const res = await create(
        admin,
        body('Nuit', '2025-12-09T21:00', '2025-12-10T07:00', {
          etablissement_id: vienne.user.id,
          assigned_to: lea.user.id,
          ...extra,
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: NO_NIGHT_RATE });
    }
    expect(await missionCount()).toBe(before);
  });

  it('refuses to assign a mission without an establishment', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Fabre' });
    const res = await create(
      admin,
      body('Visite', '2025-12-09T09:00', '2025-12-09T11:00', {
        etablissement_id: null,
        assigned_to: lea.user.id,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: NO_ESTABLISHMENT });
  });

  it('lets the request be made, but refuses its approval and its publication', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Michel' });
    const night = await pending('Nuit', '2025-12-09T21:00', '2025-12-10T07:00', {
      etablissement_id: vienne.user.id,
    });
    const approve = await put(`/api/prestations/${night.id}/approve`, admin, {
      assigned_to: lea.user.id,
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toEqual({ detail: NO_NIGHT_RATE });
    const publish = await put(`/api/prestations/${night.id}/publish`, admin);
    expect(publish.statusCode).toBe(422);
    expect(publish.json()).toEqual({ detail: NO_NIGHT_RATE });
    expect((await missionRow(night.id)).status).toBe('pending');

    const orphan = await pending('Visite', '2025-12-09T09:00', '2025-12-09T11:00', {
      etablissement_id: null,
    });
    const orphanPublish = await put(`/api/prestations/${orphan.id}/publish`, admin);
    expect(orphanPublish.json()).toEqual({ detail: NO_ESTABLISHMENT });

    // A day mission there needs only the day rate, which is defined.
    const day = await pending('Jour', '2025-12-09T08:00', '2025-12-09T16:00', {
      etablissement_id: vienne.user.id,
    });
    const ok = await put(`/api/prestations/${day.id}/approve`, admin, { assigned_to: lea.user.id });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('approval', () => {
  it('refuses an ineligible assignee (409), and takes the override with its reason', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Perrin' });
    await assign(lea, 'Garde du matin', '2025-12-13T07:00', '2025-12-13T15:00');
    const mission = await pending('Renfort', '2025-12-13T14:00', '2025-12-13T18:00');
    const refused = await put(`/api/prestations/${mission.id}/approve`, admin, {
      assigned_to: lea.user.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Léa Perrin a déjà « Garde du matin » le 13/12 de 07:00 à 15:00.',
    });
    expect((await missionRow(mission.id)).status).toBe('pending');

    const forced = await put(`/api/prestations/${mission.id}/approve`, admin, {
      assigned_to: lea.user.id,
      force: true,
      override_reason: 'Accord de la salariée',
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<Prestation>()).toMatchObject({
      status: 'assigned',
      override_reason: 'Accord de la salariée',
    });
    const approveEvent = (await eventsOf(mission.id)).find((e) => e.action === 'approve');
    expect(approveEvent?.details).toEqual({
      assigned_to: lea.user.id,
      override: {
        reason: 'Accord de la salariée',
        overridden: ['Léa Perrin a déjà « Garde du matin » le 13/12 de 07:00 à 15:00.'],
      },
    });
  });

  it('lets only one of two concurrent approvals of overlapping missions to one nurse succeed', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Noël' });
    const first = await pending('Garde A', '2025-12-14T07:00', '2025-12-14T15:00');
    const second = await pending('Garde B', '2025-12-14T10:00', '2025-12-14T18:00');
    const answers = await Promise.all(
      [first, second].map((m) =>
        put(`/api/prestations/${m.id}/approve`, admin, { assigned_to: lea.user.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)?.json<Prestation>();
    const lost = answers.find((a) => a.statusCode === 409);
    const winner = won?.id === first.id ? first : second;
    const loser = winner === first ? second : first;
    const times = winner === first ? 'de 07:00 à 15:00' : 'de 10:00 à 18:00';
    expect(lost?.json()).toEqual({
      detail: `Léa Noël a déjà « ${winner.name} » le 14/12 ${times}.`,
    });
    expect((await missionRow(winner.id)).assignedTo).toBe(lea.user.id);
    expect(await missionRow(loser.id)).toMatchObject({ status: 'pending', assignedTo: null });
  });

  it('lets only one of two concurrent creations of overlapping missions for one nurse succeed', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Colin' });
    const answers = await Promise.all([
      create(
        admin,
        body('Garde A', '2025-12-14T07:00', '2025-12-14T15:00', { assigned_to: lea.user.id }),
      ),
      create(
        admin,
        body('Garde B', '2025-12-14T12:00', '2025-12-14T20:00', { assigned_to: lea.user.id }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const held = await db().select().from(missions).where(eq(missions.assignedTo, lea.user.id));
    expect(held).toHaveLength(1);
  });
});

describe('publish, the open list and its estimated pay', () => {
  it('publishes a pending mission: open, audited; publishing again is refused', async () => {
    const mission = await published('Nuit EHPAD', '2025-12-12T21:00', '2025-12-13T07:00');
    expect(mission).toMatchObject({ status: 'open', assigned_to: null });
    expect((await eventsOf(mission.id)).map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['create', null, 'pending'],
      ['publish', 'pending', 'open'],
    ]);
    const again = await put(`/api/prestations/${mission.id}/publish`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Cette prestation est déjà à pourvoir.' });
  });

  it('shows a professional the open missions she may take, soonest first, priced to the cent', async () => {
    const camille = await createNurse(t, { first_name: 'Camille', last_name: 'Lambert' });
    const hugo = await createNurse(t, {
      first_name: 'Hugo',
      last_name: 'Lambert',
      role: 'caregiver',
    });
    await assign(camille, 'Déjà prise', '2025-12-18T08:00', '2025-12-18T12:00');
    const day = await published('Jour', '2025-12-16T09:00', '2025-12-16T17:00');
    const weekendNight = await published(
      'Nuit du vendredi',
      '2025-12-12T22:00',
      '2025-12-13T06:00',
    );
    const shortNight = await published('Nuit courte', '2025-12-16T21:00', '2025-12-17T04:07');
    const nursesOnly = await published('Perfusion', '2025-12-17T09:00', '2025-12-17T11:00', {
      required_role: 'nurse',
    });
    const clash = await published('En même temps', '2025-12-18T10:00', '2025-12-18T14:00');
    const ours = [day, weekendNight, shortNight, nursesOnly, clash].map((m) => m.id);

    const listOf = async (token: string) => {
      const res = await get('/api/prestations/open', token);
      expect(res.statusCode).toBe(200);
      return res.json<OpenMission[]>().filter((m) => ours.includes(m.id));
    };
    const forCamille = await listOf(camille.token);
    expect(forCamille.map((m) => m.name)).toEqual([
      'Nuit du vendredi',
      'Jour',
      'Nuit courte',
      'Perfusion',
    ]);
    // 8 h on a weekday at 30 €/h + 12.50 € travel; 2 h of weekday night at 35 €/h and 6 h of
    // weekend night at 45 €/h + 12.50 €; 7 h 07 of weekday night at 35 €/h = 249.0833… €,
    // rounded to 249.08 €, + 12.50 €.
    expect(Object.fromEntries(forCamille.map((m) => [m.name, m.estimated_pay]))).toEqual({
      'Nuit du vendredi': 352.5,
      Jour: 252.5,
      'Nuit courte': 261.58,
      Perfusion: 72.5,
    });
    expect(forCamille[0]).toMatchObject({
      status: 'open',
      assigned_to: null,
      required_role: 'any',
    });

    const forHugo = await listOf(hugo.token);
    expect(forHugo.map((m) => m.name)).toEqual([
      'Nuit du vendredi',
      'Jour',
      'Nuit courte',
      'En même temps',
    ]);

    const forAdmin = await listOf(admin);
    expect(forAdmin.map((m) => m.name)).toEqual([
      'Nuit du vendredi',
      'Jour',
      'Nuit courte',
      'Perfusion',
      'En même temps',
    ]);
  });

  it('is refused to establishments', async () => {
    const res = await get('/api/prestations/open', lilas.token);
    expect(res.statusCode).toBe(403);
  });
});

describe('claim: first to claim wins', () => {
  it('gives the mission to the claimant, accepted, tariffs copied, the establishment told', async () => {
    const lea = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Bonnet' });
    const mission = await published('Garde du soir', '2025-12-16T14:00', '2025-12-16T21:00');
    const res = await put(`/api/prestations/${mission.id}/claim`, lea.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Prestation>()).toMatchObject({
      status: 'accepted',
      assigned_to: lea.user.id,
      assigned_name: 'Léa Bonnet',
      override_reason: null,
    });
    expect(await missionRow(mission.id)).toMatchObject({
      weekdayRateCents: 3000,
      weekendRateCents: 4000,
      nightWeekRateCents: 3500,
      nightWeekendRateCents: 4500,
      travelFeeCents: 1250,
      tariffsCopiedAt: NOW,
    });
    expect((await eventsOf(mission.id)).at(-1)).toMatchObject({
      action: 'claim',
      actorId: lea.user.id,
      fromStatus: 'open',
      toStatus: 'accepted',
      details: { assigned_to: lea.user.id },
    });
    expect((await notesOf(lilas.user.id)).map((n) => [n.message, n.link])).toContainEqual([
      'Léa Bonnet a pris la mission « Garde du soir » le 16/12 à 14:00.',
      expect.stringMatching(/^\/prestations\?mission=/),
    ]);
    // Hers now, in her own list.
    const mine = await get('/api/prestations/me', lea.token);
    expect(mine.json<Prestation[]>().map((m) => m.id)).toContain(mission.id);

    const late = await createNurse(t, { verified: true, first_name: 'Marc', last_name: 'Tardif' });
    const lost = await put(`/api/prestations/${mission.id}/claim`, late.token);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toEqual({ detail: JUST_TAKEN });
    const again = await put(`/api/prestations/${mission.id}/claim`, lea.token);
    expect(again.json()).toEqual({ detail: 'Cette prestation vous est déjà assignée.' });
  });

  it('answers 404 for a mission never published, and checks eligibility again', async () => {
    const lea = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Marchand' });
    const hugo = await createNurse(t, {
      verified: true,
      first_name: 'Hugo',
      last_name: 'Marchand',
      role: 'caregiver',
    });
    const quiet = await pending('Jamais publiée', '2025-12-16T09:00', '2025-12-16T12:00');
    const hidden = await put(`/api/prestations/${quiet.id}/claim`, lea.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Prestation introuvable.' });

    const nursesOnly = await published('Perfusion', '2025-12-16T09:00', '2025-12-16T12:00', {
      required_role: 'nurse',
    });
    const wrongRole = await put(`/api/prestations/${nursesOnly.id}/claim`, hugo.token);
    expect(wrongRole.statusCode).toBe(409);
    expect(wrongRole.json()).toEqual({ detail: NURSES_ONLY });

    await assign(lea, 'Garde du matin', '2025-12-17T07:00', '2025-12-17T15:00');
    const clash = await published('Renfort', '2025-12-17T14:00', '2025-12-17T16:00');
    const overlap = await put(`/api/prestations/${clash.id}/claim`, lea.token);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      detail: 'Léa Marchand a déjà « Garde du matin » le 17/12 de 07:00 à 15:00.',
    });
    expect((await missionRow(clash.id)).status).toBe('open');
  });

  it('refuses (422) a mission whose establishment has lost a rate it needs since publication', async () => {
    const clinic = await createInstitution(t, { name: 'Centre hospitalier de Vienne' });
    const lea = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Faure' });
    const night = await published('Nuit', '2025-12-16T21:00', '2025-12-17T05:00', {
      etablissement_id: clinic.user.id,
    });
    await db().update(users).set({ nightWeekRateCents: null }).where(eq(users.id, clinic.user.id));
    const res = await put(`/api/prestations/${night.id}/claim`, lea.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: NO_NIGHT_RATE });
    expect((await missionRow(night.id)).status).toBe('open');
  });

  it('of 20 simultaneous claims by 20 eligible nurses, exactly one wins', async () => {
    const nurses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createNurse(t, { verified: true, first_name: `Infirmière${i + 1}`, last_name: 'Course' }),
      ),
    );
    const institution = await createInstitution(t, { name: 'EHPAD La Course' });
    const mission = await published('Nuit très demandée', '2025-12-19T21:00', '2025-12-20T07:00', {
      etablissement_id: institution.user.id,
    });
    const answers = await Promise.all(
      nurses.map((n) => put(`/api/prestations/${mission.id}/claim`, n.token)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json()).toEqual({ detail: JUST_TAKEN });
    }
    const winner = nurses[codes.indexOf(200)];
    expect(await missionRow(mission.id)).toMatchObject({
      status: 'accepted',
      assignedTo: winner?.user.id,
    });
    expect((await eventsOf(mission.id)).filter((e) => e.action === 'claim')).toHaveLength(1);
    expect(await notesOf(institution.user.id)).toHaveLength(1);
  });
});

describe('withdraw', () => {
  /** A mission she claimed, starting on 20/12 at 08:00 in Paris. */
  async function claimed(nurse: Account, name: string) {
    const mission = await published(name, '2025-12-20T08:00', '2025-12-20T16:00');
    const res = await put(`/api/prestations/${mission.id}/claim`, nurse.token);
    expect(res.statusCode, res.body).toBe(200);
    return mission;
  }
  const start = paris('2025-12-20T08:00').getTime();

  it('puts a mission more than 48 h ahead back to open; the establishment and the admins are told', async () => {
    const lea = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Dumas' });
    const mission = await claimed(lea, 'Samedi matin');
    t.clock.now = new Date(start - 48 * HOUR - 60_000);
    const res = await put(`/api/prestations/${mission.id}/withdraw`, lea.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Prestation>()).toMatchObject({ status: 'open', assigned_to: null });
    expect((await eventsOf(mission.id)).at(-1)).toMatchObject({
      action: 'withdraw',
      fromStatus: 'accepted',
      toStatus: 'open',
      actorId: lea.user.id,
    });
    const message =
      "Léa Dumas s'est désisté(e) de la mission « Samedi matin » le 20/12 à 08:00\u202f: elle est de nouveau à pourvoir.";
    expect((await notesOf(lilas.user.id)).map((n) => n.message)).toContain(message);
    expect((await notesOf(adminId)).map((n) => [n.message, n.link])).toContainEqual([
      message,
      expect.stringMatching(/^\/prestations\?mission=/),
    ]);

    // Open again: someone else takes it.
    const other = await createNurse(t, { verified: true, first_name: 'Zoé', last_name: 'Dumas' });
    const open = await get('/api/prestations/open', other.token);
    expect(open.json<OpenMission[]>().map((m) => m.id)).toContain(mission.id);
    const taken = await put(`/api/prestations/${mission.id}/claim`, other.token);
    expect(taken.json<Prestation>()).toMatchObject({
      status: 'accepted',
      assigned_to: other.user.id,
    });
  });

  it('refuses 48 h before the start or closer (409), and another nurse’s mission (404)', async () => {
    const lea = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Giraud' });
    const mission = await claimed(lea, 'Samedi');
    t.clock.now = new Date(start - 48 * HOUR);
    const res = await put(`/api/prestations/${mission.id}/withdraw`, lea.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: TOO_LATE });
    expect((await missionRow(mission.id)).assignedTo).toBe(lea.user.id);

    t.clock.now = NOW;
    const other = await createNurse(t, { verified: true, first_name: 'Zoé', last_name: 'Giraud' });
    const notHers = await put(`/api/prestations/${mission.id}/withdraw`, other.token);
    expect(notHers.statusCode).toBe(404);
  });

  it('clears an override: it was for the person who withdrew', async () => {
    const lea = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Caron' });
    await assign(lea, 'Garde', '2025-12-22T07:00', '2025-12-22T15:00');
    const forced = await assign(lea, 'Renfort', '2025-12-22T14:00', '2025-12-22T18:00', {
      force: true,
      override_reason: 'Accord de la salariée',
    });
    expect(forced.override_reason).toBe('Accord de la salariée');
    const res = await put(`/api/prestations/${forced.id}/withdraw`, lea.token);
    expect(res.json<Prestation>()).toMatchObject({ status: 'open', override_reason: null });
  });
});

describe('exchanges give a mission to someone too', () => {
  const propose = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/exchanges', payload, token });

  it('refuses a proposal to someone who may not take it (409 with the reason), nothing stored', async () => {
    const from = await createNurse(t, {
      verified: true,
      first_name: 'Camille',
      last_name: 'Roche',
    });
    const busy = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Roche' });
    const hugo = await createNurse(t, {
      verified: true,
      first_name: 'Hugo',
      last_name: 'Roche',
      role: 'caregiver',
    });
    const mission = await assign(from, 'Perfusion', '2025-12-23T09:00', '2025-12-23T12:00', {
      required_role: 'nurse',
    });
    await assign(busy, 'Consultation', '2025-12-23T08:00', '2025-12-23T10:00');
    const before = await db().$count(exchanges);

    const overlap = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: busy.user.id,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      detail: 'Léa Roche a déjà « Consultation » le 23/12 de 08:00 à 10:00.',
    });
    const wrongRole = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: hugo.user.id,
    });
    expect(wrongRole.statusCode).toBe(409);
    expect(wrongRole.json()).toEqual({ detail: NURSES_ONLY });
    expect(await db().$count(exchanges)).toBe(before);
  });

  it('checks again on acceptance: a mission given to her meanwhile makes it fail', async () => {
    const from = await createNurse(t, {
      verified: true,
      first_name: 'Camille',
      last_name: 'Meyer',
    });
    const to = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Meyer' });
    const mission = await assign(from, 'Nuit EHPAD', '2025-12-23T21:00', '2025-12-24T07:00');
    const proposed = await propose(from.token, {
      prestation_id: mission.id,
      to_user_id: to.user.id,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const exchangeId = proposed.json<{ exchange: { id: string } }>().exchange.id;

    await assign(to, 'Soirée', '2025-12-23T17:00', '2025-12-23T22:00');
    const accept = await put(`/api/exchanges/${exchangeId}/respond?accept=true`, to.token);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({
      detail: 'Léa Meyer a déjà « Soirée » le 23/12 de 17:00 à 22:00.',
    });
    const [row] = await db().select().from(exchanges).where(eq(exchanges.id, exchangeId));
    expect(row?.status).toBe('pending');
    expect((await missionRow(mission.id)).assignedTo).toBe(from.user.id);
  });

  it('refuses (422) to hand over a mission whose copied rates do not cover it', async () => {
    const from = await createNurse(t, {
      verified: true,
      first_name: 'Camille',
      last_name: 'Petit',
    });
    const to = await createNurse(t, { verified: true, first_name: 'Léa', last_name: 'Girard' });
    const mission = await assign(from, 'Nuit', '2025-12-23T21:00', '2025-12-24T05:00');
    // As on a mission assigned before rates were checked up front.
    await db()
      .update(missions)
      .set({ nightWeekRateCents: null })
      .where(eq(missions.id, mission.id));
    const res = await propose(from.token, { prestation_id: mission.id, to_user_id: to.user.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: "Le tarif « nuit semaine » de l'établissement Clinique des Lilas n'est pas défini.",
    });
  });
});

describe('candidates and who is told of a publication', () => {
  let c: TestApp;
  let cAdmin: string;
  let clinic: Account;
  let anne: Account;
  let bruno: Account;
  let zoe: Account;
  let claire: Account;
  let hugo: Account;
  let mission: Prestation;

  const schedule = (who: Account, date: string, from: string, to: string) =>
    c.request({
      method: 'POST',
      url: '/api/schedules',
      token: who.token,
      payload: {
        date,
        time_start: from,
        time_end: to,
        service_type: 'Soins infirmiers',
        tarif_base: 30,
      },
    });

  beforeAll(async () => {
    c = await createTestApp(recordPush);
    c.clock.now = NOW;
    cAdmin = await c.adminToken();
    clinic = await createInstitution(c, { name: 'Clinique du Parc' });
    // Anne holds a verified document: the candidates list says so beside her name.
    anne = await createNurse(c, { first_name: 'Anne', last_name: 'Martin', verified: true });
    bruno = await createNurse(c, { first_name: 'Bruno', last_name: 'Adam' });
    zoe = await createNurse(c, { first_name: 'Zoé', last_name: 'Bernard' });
    claire = await createNurse(c, { first_name: 'Claire', last_name: 'Dubois' });
    hugo = await createNurse(c, { first_name: 'Hugo', last_name: 'Caron', role: 'caregiver' });
    await c.createUser({
      role: 'nurse',
      first_name: 'Jeanne',
      last_name: 'Attente',
      approve: false,
    });

    for (const [who, date, from, to] of [
      [anne, '2025-12-11', '08:00', '18:00'],
      // Covers only part of it.
      [bruno, '2025-12-11', '10:00', '18:00'],
      // Across midnight: 22:00 on the 10th to 18:00 on the 11th.
      [claire, '2025-12-10', '22:00', '18:00'],
    ] as const) {
      const res = await schedule(who, date, from, to);
      expect(res.statusCode, res.body).toBe(201);
    }
    const morning = await c.request({
      method: 'POST',
      url: '/api/prestations',
      token: cAdmin,
      payload: {
        name: 'Relève du matin',
        dateStart: iso('2025-12-11T06:00'),
        dateEnd: iso('2025-12-11T10:00'),
        etablissement_id: clinic.user.id,
        assigned_to: claire.user.id,
      },
    });
    expect(morning.statusCode, morning.body).toBe(201);
    const created = await c.request({
      method: 'POST',
      url: '/api/prestations',
      token: cAdmin,
      payload: {
        name: 'Soins de jour',
        dateStart: iso('2025-12-11T09:00'),
        dateEnd: iso('2025-12-11T17:00'),
        etablissement_id: clinic.user.id,
        required_role: 'nurse',
      },
    });
    mission = created.json<{ prestation: Prestation }>().prestation;
  });
  afterAll(async () => {
    await c.close();
  });

  it('lists every approved professional: eligible first, then better rated (none yet), then available, then by name, with reasons', async () => {
    const res = await c.request({
      method: 'GET',
      url: `/api/prestations/${mission.id}/candidates`,
      token: cAdmin,
    });
    expect(res.statusCode).toBe(200);
    const person = (a: Account) => ({
      id: a.user.id,
      first_name: a.user.first_name,
      last_name: a.user.last_name,
      // Not one of the establishment's favourites (« Mes soignants »).
      favorite: false,
    });
    expect(res.json<Candidate[]>()).toEqual([
      {
        ...person(anne),
        role: 'nurse',
        eligible: true,
        reasons: [],
        available: true,
        verified: true,
        rating: null,
      },
      {
        ...person(bruno),
        role: 'nurse',
        eligible: true,
        reasons: [],
        available: false,
        verified: false,
        rating: null,
      },
      {
        ...person(zoe),
        role: 'nurse',
        eligible: true,
        reasons: [],
        available: false,
        verified: false,
        rating: null,
      },
      {
        ...person(claire),
        role: 'nurse',
        eligible: false,
        reasons: ['Claire Dubois a déjà « Relève du matin » le 11/12 de 06:00 à 10:00.'],
        available: true,
        verified: false,
        rating: null,
      },
      {
        ...person(hugo),
        role: 'caregiver',
        eligible: false,
        reasons: [NURSES_ONLY],
        available: false,
        verified: false,
        rating: null,
      },
    ]);
    const unknown = await c.request({
      method: 'GET',
      url: '/api/prestations/inconnue/candidates',
      token: cAdmin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('publishing tells every eligible professional (stored, Web Push) and nobody else', async () => {
    const subscribed = await c.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      token: anne.token,
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/anne-telephone',
        expirationTime: null,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    });
    expect(subscribed.statusCode).toBeLessThan(300);
    pushed.length = 0;
    const res = await c.request({
      method: 'PUT',
      url: `/api/prestations/${mission.id}/publish`,
      token: cAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const message = 'Nouvelle mission à pourvoir\u202f: « Soins de jour » le 11/12 à 09:00.';
    const notified = await c.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.message, message));
    expect(notified.map((n) => n.userId).sort()).toEqual(
      [anne.user.id, bruno.user.id, zoe.user.id].sort(),
    );
    expect(
      notified.every(
        (n) => n.type === 'mission' && n.link?.startsWith('/missions-disponibles?mission='),
      ),
    ).toBe(true);
    await expect
      .poll(() => pushed.map((p) => [p.endpoint, p.payload.body, p.payload.link]))
      .toEqual([
        [
          'https://fcm.googleapis.com/fcm/send/anne-telephone',
          message,
          expect.stringMatching(/^\/missions-disponibles\?mission=/),
        ],
      ]);
  });
});

describe('mission_changed, live', () => {
  let s: TestApp;
  let base: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    s = await createTestApp();
    s.clock.now = NOW;
    base = (await s.app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await s.close();
  });

  /** Every `mission_changed` a socket receives. */
  const watch = (socket: ClientSocket) => {
    const got: MissionChangedEvent[] = [];
    socket.on('mission_changed', (change) => got.push(change));
    return got;
  };

  it('tells every professional’s and admin’s socket when an open mission comes or goes', async () => {
    const admin2 = await s.adminToken();
    const clinic = await createInstitution(s, { name: 'Clinique des Lilas' });
    const lea = await createNurse(s, { verified: true, first_name: 'Léa', last_name: 'Petit' });
    const hugo = await createNurse(s, {
      verified: true,
      first_name: 'Hugo',
      last_name: 'Bernard',
      role: 'caregiver',
    });
    const forLea = watch(await connectSocket(base, { token: lea.token }, sockets));
    const forHugo = watch(await connectSocket(base, { token: hugo.token }, sockets));
    const forAdmin = watch(await connectSocket(base, { token: admin2 }, sockets));
    const forClinic = watch(await connectSocket(base, { token: clinic.token }, sockets));

    const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
      s.request({ method, url, token, ...(payload ? { payload } : {}) });
    const created = await send('POST', '/api/prestations', admin2, {
      name: 'Nuit EHPAD',
      dateStart: iso('2025-12-12T21:00'),
      dateEnd: iso('2025-12-13T07:00'),
      etablissement_id: clinic.user.id,
    });
    const id = created.json<{ prestation: Prestation }>().prestation.id;
    expect((await send('PUT', `/api/prestations/${id}/publish`, admin2)).statusCode).toBe(200);
    await expect.poll(() => forHugo).toEqual([{ id, status: 'open' }]);

    expect((await send('PUT', `/api/prestations/${id}/claim`, lea.token)).statusCode).toBe(200);
    await expect
      .poll(() => forHugo)
      .toEqual([
        { id, status: 'open' },
        { id, status: 'accepted' },
      ]);
    expect((await send('PUT', `/api/prestations/${id}/withdraw`, lea.token)).statusCode).toBe(200);
    expect((await send('PUT', `/api/prestations/${id}/cancel`, admin2)).statusCode).toBe(200);
    const all = [
      { id, status: 'open' },
      { id, status: 'accepted' },
      { id, status: 'open' },
      { id, status: 'cancelled' },
    ];
    await expect.poll(() => forHugo).toEqual(all);
    await expect.poll(() => forLea).toEqual(all);
    await expect.poll(() => forAdmin).toEqual(all);

    // A change that never touches the open list is not announced; establishments never hear it.
    await send('POST', '/api/prestations', admin2, {
      name: 'Directe',
      dateStart: iso('2025-12-15T09:00'),
      dateEnd: iso('2025-12-15T12:00'),
      etablissement_id: clinic.user.id,
      assigned_to: hugo.user.id,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(forHugo).toEqual(all);
    expect(forClinic).toEqual([]);
  });
});
