/**
 * « Hours you can trust »: the start window, positions read with consent and their distance to
 * the establishment, the establishment's sign-off of completed hours (validate, contest, the
 * administrator's settlement, validation by the passing of 72 h), and what pay and billing take
 * from it. The real server (buildApp + inject) on a real database, with a clock the tests move.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { notifications } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  createInstitution,
  createNurse,
  missionEventsOf,
  missionRow,
  TARIFFS,
  type Account,
} from './fixtures/missions.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const AUTO = 72 * HOUR;

/** Notre-Dame de Paris: where Les Lilas stands in these tests. */
const NOTRE_DAME = { lat: 48.852968, lng: 2.349902 };
/** The Hôtel de Ville, 440 m from Notre-Dame (haversine, to the metre). */
const HOTEL_DE_VILLE = { lat: 48.856614, lng: 2.352222, accuracy: 25 };
/** One degree of latitude north of Notre-Dame: 111 195 m. */
const FAR_NORTH = { lat: NOTRE_DAME.lat + 1, lng: NOTRE_DAME.lng, accuracy: 1500 };

const OVERRIDE = { force: true, override_reason: 'Test des heures : planning hors sujet.' };

let t: TestApp;
let admin: string;
let adminId: string;
let lilas: Account;
let tilleuls: Account;
let camille: Account;
let lea: Account;

/** An instant as the tests write it: a Date, epoch ms or an ISO string. */
type When = Date | number | string;
const iso = (d: When) => new Date(d).toISOString();
const setClock = (d: When) => {
  t.clock.now = new Date(d);
};

const put = (url: string, token: string, payload?: unknown) =>
  t.request({
    method: 'PUT',
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, token, headers });

/** Places an establishment (its own `PUT /institutions/{id}`), or clears its place with null. */
async function place(
  institution: Account,
  location: { lat: number; lng: number } | null | undefined,
) {
  const res = await put(`/api/institutions/${institution.user.id}`, institution.token, {
    name: institution.user.name,
    email: institution.email,
    phone: institution.user.phone,
    address: institution.user.address,
    tarification: TARIFFS,
    ...(location === undefined ? {} : { location }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ location: { lat: number; lng: number } | null }>();
}

/** The admin creates a mission assigned to `nurse` (planning rules set aside: not the subject). */
async function create(input: {
  start: Date | number;
  end: Date | number;
  nurse?: Account;
  institution?: Account;
  name?: string;
}): Promise<Prestation> {
  const res = await t.request({
    method: 'POST',
    url: '/api/prestations',
    token: admin,
    payload: {
      name: input.name ?? 'Soins du soir',
      description: 'Toilette et traitements',
      dateStart: iso(input.start),
      dateEnd: iso(input.end),
      etablissement_id: (input.institution ?? lilas).user.id,
      assigned_to: (input.nurse ?? camille).user.id,
      ...OVERRIDE,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ prestation: Prestation }>().prestation;
}

type Kind = 'accept' | 'start' | 'end';
type Tap = { lat: number; lng: number; accuracy: number };

/** The nurse taps `kind` at `when` (the server's clock is moved there: an online tap). */
function tap(
  mission: Prestation,
  nurse: Account,
  kind: Kind,
  when: When,
  position?: Tap | null,
  key: string = randomUUID(),
) {
  setClock(when);
  return put(`/api/prestations/${mission.id}/${kind}`, nurse.token, {
    at: iso(when),
    client_action_id: key,
    ...(position === undefined ? {} : { position }),
  });
}

async function tapOk(...args: Parameters<typeof tap>): Promise<Prestation> {
  const res = await tap(...args);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Prestation>();
}

/** A mission accepted two hours before, started and ended at its planned times. */
async function done(input: Parameters<typeof create>[0]): Promise<Prestation> {
  const mission = await create(input);
  const nurse = input.nurse ?? camille;
  await tapOk(mission, nurse, 'accept', new Date(input.start).getTime() - 2 * HOUR);
  await tapOk(mission, nurse, 'start', input.start);
  return tapOk(mission, nurse, 'end', input.end);
}

/**
 * The notifications a write made for `userId` at `at`: it stores them at its own clock instant
 * (the tests move the clock back and forth, so « since » would not do).
 */
const notesOf = (userId: string, at: Date | number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.createdAt, new Date(at))))
    .orderBy(asc(notifications.createdAt));

const messagesOf = async (userId: string, at: Date | number) =>
  (await notesOf(userId, at)).map((n) => ({ message: n.message, link: n.link, type: n.type }));

const validate = (id: string, token: string) => put(`/api/prestations/${id}/validate`, token);
const contest = (id: string, token: string, body: unknown) =>
  put(`/api/prestations/${id}/contest`, token, body);

beforeAll(async () => {
  t = await createTestApp();
  setClock('2027-01-04T08:00:00Z');
  admin = await t.adminToken();
  adminId = (await get('/api/auth/me', admin)).json<{ id: string }>().id;
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  tilleuls = await createInstitution(t, { name: 'EHPAD Les Tilleuls' });
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
  lea = await createNurse(t, { first_name: 'Léa', last_name: 'Martin', role: 'caregiver' });
  await place(lilas, NOTRE_DAME);
  const consent = await put('/api/users/me/settings', camille.token, { share_position: true });
  expect(consent.json()).toMatchObject({ share_position: true });
});
afterAll(async () => {
  await t.close();
});

describe('the start window', () => {
  // Wednesday 20 January 2027, 20:00 in Paris (UTC+1): the window opens at 19:00.
  const start = Date.parse('2027-01-20T19:00:00Z');
  const end = start + 3 * HOUR;

  it('refuses a start more than an hour early with the local opening time, then lets it through', async () => {
    setClock('2027-01-18T08:00:00Z');
    const mission = await create({ start, end, name: 'Nuit calme' });
    await tapOk(mission, camille, 'accept', '2027-01-18T08:00:00Z');

    // Two days ahead: the day is named, not only « 19:00 », which would read as today's.
    const early = await tap(mission, camille, 'start', '2027-01-18T09:00:00Z');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail: 'Vous pourrez commencer à partir de mercredi 20 janvier à 19:00.',
    });

    // The same evening, 18:30 in Paris: one minute past the hour and a half ahead.
    const sameDay = await tap(mission, camille, 'start', start - 90 * MINUTE);
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toEqual({ detail: 'Vous pourrez commencer à partir de 19:00.' });
    expect((await missionRow(t, mission.id)).status).toBe('accepted');

    // A millisecond early is still early; the window's first instant is in.
    const justEarly = await tap(mission, camille, 'start', start - HOUR - 1);
    expect(justEarly.statusCode).toBe(409);
    const started = await tapOk(mission, camille, 'start', start - HOUR);
    expect(started).toMatchObject({ status: 'in_progress', started_at: iso(start - HOUR) });
  });

  it('refuses an early start from the offline outbox the same way, action by action', async () => {
    setClock('2027-01-18T08:00:00Z');
    const mission = await create({ start: start + DAY, end: end + DAY, name: 'Nuit du jeudi' });
    await tapOk(mission, camille, 'accept', '2027-01-18T08:00:00Z');
    setClock(start + DAY - 30 * MINUTE);
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/actions',
      token: camille.token,
      payload: {
        actions: [
          {
            client_action_id: randomUUID(),
            prestation_id: mission.id,
            kind: 'start',
            at: iso(start + DAY - 2 * HOUR),
          },
          {
            client_action_id: randomUUID(),
            prestation_id: mission.id,
            kind: 'start',
            at: iso(start + DAY - 30 * MINUTE),
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const [refused, accepted] = res.json<{ results: { status: number; detail?: string }[] }>()
      .results;
    expect(refused).toMatchObject({
      status: 409,
      detail: 'Vous pourrez commencer à partir de 19:00.',
    });
    expect(accepted?.status).toBe(200);
  });

  it('names the opening in the business time zone (APP_TIMEZONE)', async () => {
    const reunion = await createTestApp({ timezone: 'Indian/Reunion' });
    try {
      reunion.clock.now = new Date('2027-01-20T08:00:00Z');
      const clinic = await createInstitution(reunion, { name: 'Clinique de Saint-Denis' });
      const nurse = await createNurse(reunion);
      // 20:00 in Saint-Denis (UTC+4) is 16:00 UTC, 17:00 in Paris.
      const planned = Date.parse('2027-01-20T16:00:00Z');
      const created = await reunion.request({
        method: 'POST',
        url: '/api/prestations',
        token: await reunion.adminToken(),
        payload: {
          name: 'Garde',
          dateStart: iso(planned),
          dateEnd: iso(planned + 3 * HOUR),
          etablissement_id: clinic.user.id,
          assigned_to: nurse.user.id,
        },
      });
      const mission = created.json<{ prestation: Prestation }>().prestation;
      const accept = await reunion.request({
        method: 'PUT',
        url: `/api/prestations/${mission.id}/accept`,
        token: nurse.token,
      });
      expect(accept.statusCode).toBe(200);
      reunion.clock.now = new Date(planned - 90 * MINUTE);
      const early = await reunion.request({
        method: 'PUT',
        url: `/api/prestations/${mission.id}/start`,
        token: nurse.token,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ detail: 'Vous pourrez commencer à partir de 19:00.' });
    } finally {
      await reunion.close();
    }
  });
});

describe('positions, with consent', () => {
  it('stores the start and end positions of a consenting nurse and their distance to the establishment, to the metre', async () => {
    const start = Date.parse('2027-02-01T08:00:00Z');
    setClock(start - DAY);
    const mission = await create({ start, end: start + 4 * HOUR });
    await tapOk(mission, camille, 'accept', start - 3 * HOUR, HOTEL_DE_VILLE);
    const started = await tapOk(mission, camille, 'start', start, HOTEL_DE_VILLE);
    expect(started.start_distance_m).toBe(440);
    const ended = await tapOk(mission, camille, 'end', start + 4 * HOUR, {
      ...NOTRE_DAME,
      accuracy: 12,
    });
    expect(ended).toMatchObject({
      start_distance_m: 440,
      end_distance_m: 0,
      validation: 'awaiting',
      validated_at: null,
      validated_by: null,
    });

    const row = await missionRow(t, mission.id);
    expect(row).toMatchObject({
      startLat: HOTEL_DE_VILLE.lat,
      startLng: HOTEL_DE_VILLE.lng,
      startAccuracy: 25,
      startDistanceM: 440,
      endLat: NOTRE_DAME.lat,
      endLng: NOTRE_DAME.lng,
      endAccuracy: 12,
      endDistanceM: 0,
    });

    // The audit log keeps every tap's position, accuracy, distance and device time; the
    // accept's only there.
    const events = await missionEventsOf(t, mission.id);
    const byAction = Object.fromEntries(events.map((e) => [e.action, e.details]));
    expect(byAction.accept).toEqual({
      device_at: iso(start - 3 * HOUR),
      position: { lat: HOTEL_DE_VILLE.lat, lng: HOTEL_DE_VILLE.lng },
      accuracy_m: 25,
      distance_m: 440,
    });
    expect(byAction.start).toMatchObject({
      started_at: iso(start),
      device_at: iso(start),
      position: { lat: HOTEL_DE_VILLE.lat, lng: HOTEL_DE_VILLE.lng },
      accuracy_m: 25,
      distance_m: 440,
    });
    expect(byAction.end).toMatchObject({
      ended_at: iso(start + 4 * HOUR),
      position: { lat: NOTRE_DAME.lat, lng: NOTRE_DAME.lng },
      accuracy_m: 12,
      distance_m: 0,
    });

    // The establishment moving later rewrites no history: the distances were measured then.
    await place(lilas, { lat: 45.764, lng: 4.8357 });
    const again = await get(`/api/prestations/${mission.id}`, lilas.token);
    expect(again.json()).toMatchObject({ start_distance_m: 440, end_distance_m: 0 });
    await place(lilas, NOTRE_DAME);
  });

  it('keeps nothing of a position sent without consent, and refuses nothing either', async () => {
    const start = Date.parse('2027-02-03T08:00:00Z');
    setClock(start - DAY);
    const mission = await create({ start, end: start + 4 * HOUR, nurse: lea });
    await tapOk(mission, lea, 'accept', start - 3 * HOUR, HOTEL_DE_VILLE);
    await tapOk(mission, lea, 'start', start, HOTEL_DE_VILLE);
    const ended = await tapOk(mission, lea, 'end', start + 4 * HOUR, FAR_NORTH);
    expect(ended).toMatchObject({ start_distance_m: null, end_distance_m: null });
    const row = await missionRow(t, mission.id);
    expect([row.startLat, row.startLng, row.startAccuracy, row.startDistanceM]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([row.endLat, row.endLng, row.endAccuracy, row.endDistanceM]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    for (const event of await missionEventsOf(t, mission.id)) {
      expect(JSON.stringify(event.details ?? {})).not.toMatch(/position|distance|accuracy/);
    }
  });

  it('has no distance without a position or without a place, and measures far ones too', async () => {
    const start = Date.parse('2027-02-05T08:00:00Z');
    setClock(start - DAY);
    // Les Tilleuls gave no place: the position is kept, the distance unknown.
    const unplaced = await create({ start, end: start + 2 * HOUR, institution: tilleuls });
    await tapOk(unplaced, camille, 'accept', start - HOUR);
    const started = await tapOk(unplaced, camille, 'start', start, HOTEL_DE_VILLE);
    expect(started.start_distance_m).toBeNull();
    expect((await missionRow(t, unplaced.id)).startLat).toBe(HOTEL_DE_VILLE.lat);
    // No position at all (refused by the phone, or none sent): null.
    const ended = await tapOk(unplaced, camille, 'end', start + 2 * HOUR, null);
    expect(ended.end_distance_m).toBeNull();

    const later = start + 14 * HOUR;
    const placed = await create({ start: later, end: later + 2 * HOUR });
    await tapOk(placed, camille, 'accept', later - HOUR);
    const far = await tapOk(placed, camille, 'start', later, FAR_NORTH);
    expect(far.start_distance_m).toBe(111_195);
  });

  it('measures a position sent through the offline outbox; a replay changes nothing', async () => {
    const start = Date.parse('2027-02-08T08:00:00Z');
    setClock(start - DAY);
    const mission = await create({ start, end: start + 3 * HOUR });
    await tapOk(mission, camille, 'accept', start - HOUR);
    const key = randomUUID();
    const batch = (position: Tap) => ({
      actions: [
        {
          client_action_id: key,
          prestation_id: mission.id,
          kind: 'start',
          at: iso(start),
          position,
        },
      ],
    });
    setClock(start + 10 * MINUTE);
    const first = await t.request({
      method: 'POST',
      url: '/api/sync/actions',
      token: camille.token,
      payload: batch(HOTEL_DE_VILLE),
    });
    const [result] = first.json<{ results: { status: number; prestation: Prestation }[] }>()
      .results;
    expect(result?.status).toBe(200);
    expect(result?.prestation.start_distance_m).toBe(440);
    // The same action replayed with another position: the first answer, nothing rewritten.
    const replay = await t.request({
      method: 'POST',
      url: '/api/sync/actions',
      token: camille.token,
      payload: batch(FAR_NORTH),
    });
    expect(replay.json<{ results: { prestation: Prestation }[] }>().results[0]?.prestation).toEqual(
      result?.prestation,
    );
    expect((await missionRow(t, mission.id)).startDistanceM).toBe(440);
    expect((await missionEventsOf(t, mission.id)).filter((e) => e.action === 'start')).toHaveLength(
      1,
    );
  });

  it('serves the establishment its place; null clears it, an absent one leaves it', async () => {
    expect(await place(tilleuls, undefined)).toMatchObject({ location: null });
    expect(await place(tilleuls, { lat: 45.75, lng: 4.85 })).toMatchObject({
      location: { lat: 45.75, lng: 4.85 },
    });
    expect(await place(tilleuls, undefined)).toMatchObject({ location: { lat: 45.75, lng: 4.85 } });
    const mine = await get('/api/institutions/me', tilleuls.token);
    expect(mine.json()).toMatchObject({ location: { lat: 45.75, lng: 4.85 } });
    expect(await place(tilleuls, null)).toMatchObject({ location: null });
    const bad = await put(`/api/institutions/${tilleuls.user.id}`, tilleuls.token, {
      name: 'EHPAD Les Tilleuls',
      email: tilleuls.email,
      phone: tilleuls.user.phone,
      address: tilleuls.user.address,
      tarification: TARIFFS,
      location: { lat: 91, lng: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('La latitude est comprise entre -90 et 90.');
  });

  it('lets a professional switch her consent; an establishment or the admin cannot switch it on', async () => {
    const nurse = await createNurse(t, { first_name: 'Inès', last_name: 'Roux' });
    expect(nurse.user.share_position).toBe(false);
    const on = await put('/api/users/me/settings', nurse.token, { share_position: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: nurse.user.id, share_position: true });
    // The account row kept in memory is dropped: the next request reads the new consent.
    expect((await get('/api/auth/me', nurse.token)).json()).toMatchObject({ share_position: true });
    const off = await put('/api/users/me/settings', nurse.token, { share_position: false });
    expect(off.json()).toMatchObject({ share_position: false });
    expect((await get('/api/auth/me', nurse.token)).json()).toMatchObject({
      share_position: false,
    });
    // An empty body changes nothing.
    expect((await put('/api/users/me/settings', nurse.token, {})).json()).toMatchObject({
      share_position: false,
    });

    for (const token of [lilas.token, admin]) {
      const refused = await put('/api/users/me/settings', token, { share_position: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        detail: [
          {
            loc: ['body', 'share_position'],
            msg: 'Seuls les infirmier(ère)s et aides-soignant(e)s partagent leur position à chaque geste.',
            type: 'role',
          },
        ],
      });
      const harmless = await put('/api/users/me/settings', token, { share_position: false });
      expect(harmless.statusCode).toBe(200);
      expect(harmless.json()).toMatchObject({ share_position: false });
    }
    const wrong = await put('/api/users/me/settings', nurse.token, { share_position: 'oui' });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('sign-off of the hours', () => {
  it('the establishment validates: the professional is told, the audit log keeps it, a second time is refused', async () => {
    const start = Date.parse('2027-03-01T08:00:00Z');
    setClock(start - DAY);
    const mission = await done({ start, end: start + 4 * HOUR, name: 'Soins du matin' });
    expect(mission.validation).toBe('awaiting');
    const signedAt = start + 5 * HOUR;
    setClock(signedAt);
    const res = await validate(mission.id, lilas.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      validation: 'validated',
      validated_at: iso(signedAt),
      validated_by: lilas.user.id,
      contest_reason: null,
    });
    expect(await messagesOf(camille.user.id, signedAt)).toEqual([
      {
        type: 'mission',
        message:
          'Vos heures de la prestation « Soins du matin » ont été validées par Clinique des Lilas.',
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      },
    ]);
    const [event] = (await missionEventsOf(t, mission.id)).filter((e) => e.action === 'validate');
    expect(event).toMatchObject({
      actorId: lilas.user.id,
      fromStatus: 'completed',
      toStatus: 'completed',
      at: new Date(signedAt),
      details: { validated_at: iso(signedAt), validated_by: lilas.user.id },
    });

    const again = await validate(mission.id, lilas.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Les heures de cette prestation sont déjà validées.' });
    const late = await contest(mission.id, lilas.token, {
      started_at: iso(start),
      ended_at: iso(start + HOUR),
      reason: 'Trop tard pour contester ?',
    });
    expect(late.statusCode).toBe(409);
  });

  it('who may sign off: another establishment does not see it, a professional may not, the admin may', async () => {
    const start = Date.parse('2027-03-03T08:00:00Z');
    setClock(start - DAY);
    const mission = await done({ start, end: start + 4 * HOUR, name: 'Pansements' });
    setClock(start + 6 * HOUR);

    const otherEstablishment = await validate(mission.id, tilleuls.token);
    expect(otherEstablishment.statusCode).toBe(404);
    expect(otherEstablishment.json()).toEqual({ detail: 'Prestation introuvable.' });
    expect(
      (
        await contest(mission.id, tilleuls.token, {
          started_at: iso(start),
          ended_at: iso(start + HOUR),
          reason: 'Pas chez nous.',
        })
      ).statusCode,
    ).toBe(404);

    const nurse = await validate(mission.id, camille.token);
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json()).toEqual({
      detail: "Seul l'établissement de la prestation ou l'administrateur peut valider ses heures.",
    });
    const nurseContest = await contest(mission.id, camille.token, {
      started_at: iso(start),
      ended_at: iso(start + HOUR),
      reason: 'Je conteste mes heures.',
    });
    expect(nurseContest.statusCode).toBe(403);
    const adminContest = await contest(mission.id, admin, {
      started_at: iso(start),
      ended_at: iso(start + HOUR),
      reason: "L'administrateur conteste.",
    });
    expect(adminContest.statusCode).toBe(403);
    expect(adminContest.json()).toEqual({
      detail: "Seul l'établissement de la prestation peut contester ses heures.",
    });
    expect((await missionRow(t, mission.id)).validation).toBe('awaiting');

    const since = t.clock.now;
    const byAdmin = await validate(mission.id, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ validation: 'validated', validated_by: adminId });
    expect(await messagesOf(camille.user.id, since)).toEqual([
      {
        type: 'mission',
        message:
          "Vos heures de la prestation « Pansements » ont été validées par l'administrateur.",
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      },
    ]);
    expect(await messagesOf(lilas.user.id, since)).toEqual([
      {
        type: 'mission',
        message:
          "Les heures de Camille Durand pour la prestation « Pansements » ont été validées par l'administrateur.",
        link: expect.stringMatching(/^\/prestations\?mission=/),
      },
    ]);
  });

  it('refuses to sign off a mission that is not completed', async () => {
    const start = Date.parse('2027-03-05T08:00:00Z');
    setClock(start - DAY);
    const mission = await create({ start, end: start + 2 * HOUR });
    const res = await validate(mission.id, lilas.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: "Cette prestation n'est pas encore terminée\u202f: il n'y a pas d'heures à valider.",
    });
  });

  it('checks a contest: the end after the start, a reason, no time in the future', async () => {
    const start = Date.parse('2027-03-08T08:00:00Z');
    setClock(start - DAY);
    const mission = await done({ start, end: start + 4 * HOUR });
    setClock(start + 5 * HOUR);
    const backwards = await contest(mission.id, lilas.token, {
      started_at: iso(start + HOUR),
      ended_at: iso(start),
      reason: 'Horaires inversés.',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      detail: [
        {
          loc: ['body', 'ended_at'],
          msg: 'La fin doit être postérieure au début.',
          type: 'custom',
        },
      ],
    });
    const short = await contest(mission.id, lilas.token, {
      started_at: iso(start),
      ended_at: iso(start + HOUR),
      reason: '  non ',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json<{ detail: { loc: string[]; msg: string }[] }>().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'reason'],
        msg: 'Indiquez la raison de la contestation (5 caractères au moins).',
      }),
    ]);
    const future = await contest(mission.id, lilas.token, {
      started_at: iso(start),
      ended_at: iso(start + 7 * HOUR),
      reason: 'Elle est restée plus tard.',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toEqual({ detail: "L'heure indiquée est dans le futur." });
    expect((await missionRow(t, mission.id)).validation).toBe('awaiting');
  });

  it('a contest tells the professional and every admin; only the admin settles it, keeping her hours', async () => {
    // Friday 12 March 2027, 20:00 to 04:00 in Paris.
    const start = Date.parse('2027-03-12T19:00:00Z');
    const end = start + 8 * HOUR;
    setClock(start - DAY);
    const mission = await done({ start, end, name: 'Nuit EHPAD' });
    const contestedAt = end + 10 * HOUR;
    setClock(contestedAt);
    const res = await contest(mission.id, lilas.token, {
      started_at: iso(start + 30 * MINUTE),
      ended_at: iso(end),
      reason: '  Arrivée à 20:30 selon le registre de transmissions.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      validation: 'contested',
      validated_at: null,
      validated_by: null,
      contest_reason: 'Arrivée à 20:30 selon le registre de transmissions.',
      proposed_started_at: iso(start + 30 * MINUTE),
      proposed_ended_at: iso(end),
      // Her times stand until the administrator decides.
      started_at: iso(start),
      ended_at: iso(end),
    });
    expect(await messagesOf(camille.user.id, contestedAt)).toEqual([
      {
        type: 'mission',
        message:
          "L'établissement Clinique des Lilas conteste vos heures pour « Nuit EHPAD »\u202f: il propose du 12/03 20:30 au 13/03 04:00. L'administrateur va trancher.",
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      },
    ]);
    expect(await messagesOf(adminId, contestedAt)).toEqual([
      {
        type: 'mission',
        message:
          "L'établissement Clinique des Lilas conteste les heures de Camille Durand pour « Nuit EHPAD » et propose du 12/03 20:30 au 13/03 04:00. À trancher.",
        link: expect.stringMatching(/^\/heures-a-valider\?mission=/),
      },
    ]);
    const [event] = (await missionEventsOf(t, mission.id)).filter((e) => e.action === 'contest');
    expect(event).toMatchObject({
      actorId: lilas.user.id,
      at: new Date(contestedAt),
      details: {
        reason: 'Arrivée à 20:30 selon le registre de transmissions.',
        proposed_started_at: iso(start + 30 * MINUTE),
        proposed_ended_at: iso(end),
        started_at: iso(start),
        ended_at: iso(end),
      },
    });

    const twice = await contest(mission.id, lilas.token, {
      started_at: iso(start),
      ended_at: iso(end),
      reason: 'Encore une fois.',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      detail: 'Les heures de cette prestation sont déjà contestées.',
    });
    const ownSettle = await validate(mission.id, lilas.token);
    expect(ownSettle.statusCode).toBe(403);
    expect(ownSettle.json()).toEqual({
      detail: "Ces heures sont contestées\u202f: seul l'administrateur peut trancher.",
    });

    // A contest does not validate by itself, even long after 72 h.
    const settledAt = end + 5 * DAY;
    setClock(settledAt);
    expect((await get(`/api/prestations/${mission.id}`, camille.token)).json()).toMatchObject({
      validation: 'contested',
    });
    const settled = await validate(mission.id, admin);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({
      validation: 'validated',
      validated_by: adminId,
      validated_at: iso(settledAt),
      started_at: iso(start),
      ended_at: iso(end),
      // The contest stays on record.
      contest_reason: 'Arrivée à 20:30 selon le registre de transmissions.',
    });
    expect(await messagesOf(camille.user.id, settledAt)).toEqual([
      {
        type: 'mission',
        message:
          "Contestation de « Nuit EHPAD » tranchée par l'administrateur\u202f: vos heures sont conservées (du 12/03 20:00 au 13/03 04:00).",
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      },
    ]);
    expect(await messagesOf(lilas.user.id, settledAt)).toEqual([
      {
        type: 'mission',
        message:
          "Contestation de « Nuit EHPAD » tranchée par l'administrateur\u202f: les heures de Camille Durand sont conservées (du 12/03 20:00 au 13/03 04:00).",
        link: expect.stringMatching(/^\/prestations\?mission=/),
      },
    ]);
    const validateEvent = (await missionEventsOf(t, mission.id)).find(
      (e) => e.action === 'validate',
    );
    expect(validateEvent?.details).toMatchObject({ settled: 'kept', validated_by: adminId });
  });

  it('the admin settles a contest by correcting the actual times: both parties learn the new hours', async () => {
    const start = Date.parse('2027-03-17T13:00:00Z');
    const end = start + 5 * HOUR;
    setClock(start - DAY);
    const mission = await done({ start, end, name: 'Après-midi' });
    setClock(end + HOUR);
    await contest(mission.id, lilas.token, {
      started_at: iso(start + 45 * MINUTE),
      ended_at: iso(end),
      reason: 'Arrivée à 14:45.',
    });
    const settledAt = end + 2 * DAY;
    setClock(settledAt);
    const res = await t.request({
      method: 'PATCH',
      url: `/api/prestations/${mission.id}/actuals`,
      token: admin,
      payload: { started_at: iso(start + 45 * MINUTE), ended_at: iso(end) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      validation: 'validated',
      validated_by: adminId,
      validated_at: iso(settledAt),
      started_at: iso(start + 45 * MINUTE),
      actual_duration: 4 * 60 + 15,
    });
    expect(await messagesOf(camille.user.id, settledAt)).toEqual([
      {
        type: 'mission',
        message:
          "Contestation de « Après-midi » tranchée par l'administrateur\u202f: vos heures sont corrigées (le 17/03 de 14:45 à 19:00).",
        link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      },
    ]);
    expect(await messagesOf(lilas.user.id, settledAt)).toEqual([
      {
        type: 'mission',
        message:
          "Contestation de « Après-midi » tranchée par l'administrateur\u202f: les heures de Camille Durand sont corrigées (le 17/03 de 14:45 à 19:00).",
        link: expect.stringMatching(/^\/prestations\?mission=/),
      },
    ]);
    const correct = (await missionEventsOf(t, mission.id)).find((e) => e.action === 'correct');
    expect(correct?.details).toMatchObject({
      settled: 'corrected',
      before: { validation: 'contested' },
      after: { validation: 'validated' },
    });

    // A correction of awaiting hours validates them too, without a contest to announce.
    const other = await done({ start: start + DAY, end: end + DAY, name: 'Lendemain' });
    const correctedAt = end + DAY + HOUR;
    setClock(correctedAt);
    const corrected = await t.request({
      method: 'PATCH',
      url: `/api/prestations/${other.id}/actuals`,
      token: admin,
      payload: { started_at: iso(start + DAY), ended_at: iso(end + DAY - 30 * MINUTE) },
    });
    expect(corrected.json()).toMatchObject({ validation: 'validated', validated_by: adminId });
    expect(await notesOf(camille.user.id, correctedAt)).toEqual([]);
  });

  it('hours awaiting for more than 72 h are served validated, at the end + 72 h, by nobody; then final', async () => {
    const start = Date.parse('2027-04-05T06:00:00Z');
    const end = start + 6 * HOUR;
    setClock(start - DAY);
    const mission = await done({ start, end, name: 'Matinée' });

    setClock(end + AUTO);
    expect((await get(`/api/prestations/${mission.id}`, lilas.token)).json()).toMatchObject({
      validation: 'awaiting',
      validated_at: null,
    });
    setClock(end + AUTO + 1);
    const served = (await get(`/api/prestations/${mission.id}`, lilas.token)).json<Prestation>();
    expect(served).toMatchObject({
      validation: 'validated',
      validated_at: iso(end + AUTO),
      validated_by: null,
    });
    // Nothing was written: it is read from the clock.
    expect((await missionRow(t, mission.id)).validation).toBe('awaiting');

    const late = await contest(mission.id, lilas.token, {
      started_at: iso(start),
      ended_at: iso(end - HOUR),
      reason: 'Partie une heure plus tôt.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: 'Les heures de cette prestation ont été validées automatiquement 72 h après sa fin.',
    });
    expect((await validate(mission.id, lilas.token)).statusCode).toBe(409);
    expect((await validate(mission.id, admin)).statusCode).toBe(409);
  });

  it("never serves a nurse's kept list as awaiting once 72 h have passed", async () => {
    const nurse = await createNurse(t, { first_name: 'Zoé', last_name: 'Blanc' });
    const start = Date.parse('2027-04-12T06:00:00Z');
    const end = start + 4 * HOUR;
    setClock(start - DAY);
    const mission = await done({ start, end, nurse, name: 'Toilettes' });

    const mine = async () => {
      const res = await get('/api/prestations/me', nurse.token);
      expect(res.statusCode).toBe(200);
      const item = res.json<Prestation[]>().find((p) => p.id === mission.id);
      return { validation: item?.validation, etag: res.headers.etag };
    };
    setClock(end + AUTO - HOUR);
    const before = await mine();
    expect(before.validation).toBe('awaiting');
    // Kept in memory: asked again at the last awaiting instant, the same answer.
    setClock(end + AUTO);
    expect(await mine()).toEqual(before);
    // One millisecond later, with no write in between, the kept answer is not served.
    setClock(end + AUTO + 1);
    const after = await mine();
    expect(after.validation).toBe('validated');
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('« Heures à valider » and the dashboards', () => {
  it('lists an establishment its own awaiting and contested hours, oldest end first; the admin everyone’s', async () => {
    const clinic = await createInstitution(t, { name: 'Centre Pasteur' });
    const nurse = await createNurse(t, { first_name: 'Nina', last_name: 'Perrin' });
    const base = Date.parse('2027-05-03T06:00:00Z');
    setClock(base - DAY);
    const auto = await done({
      start: base,
      end: base + 2 * HOUR,
      nurse,
      institution: clinic,
      name: 'A',
    });
    const awaiting = await done({
      start: base + 2 * DAY,
      end: base + 2 * DAY + 2 * HOUR,
      nurse,
      institution: clinic,
      name: 'B',
    });
    const contested = await done({
      start: base + 3 * DAY,
      end: base + 3 * DAY + 2 * HOUR,
      nurse,
      institution: clinic,
      name: 'C',
    });
    const validated = await done({
      start: base + 4 * DAY,
      end: base + 4 * DAY + 2 * HOUR,
      nurse,
      institution: clinic,
      name: 'D',
    });
    const elsewhere = await done({
      start: base + 4 * DAY + 6 * HOUR,
      end: base + 4 * DAY + 8 * HOUR,
      nurse,
      name: 'E',
    });
    // Now: more than 72 h after A ended (validated by then), B within its 72 h.
    setClock(base + 4 * DAY + 9 * HOUR);
    expect((await validate(validated.id, clinic.token)).statusCode).toBe(200);
    expect(
      (
        await contest(contested.id, clinic.token, {
          started_at: iso(base + 3 * DAY + HOUR),
          ended_at: iso(base + 3 * DAY + 2 * HOUR),
          reason: 'Arrivée une heure plus tard.',
        })
      ).statusCode,
    ).toBe(200);

    const ids = async (token: string, query = '') => {
      const res = await get(`/api/prestations/validation${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Prestation[]>().map((p) => p.id);
    };
    expect(await ids(clinic.token)).toEqual([awaiting.id, contested.id]);
    expect(await ids(clinic.token, '?state=awaiting')).toEqual([awaiting.id]);
    expect(await ids(clinic.token, '?state=contested')).toEqual([contested.id]);
    expect(await ids(clinic.token, '?limit=1&offset=1')).toEqual([contested.id]);
    expect(await ids(lilas.token)).not.toContain(awaiting.id);
    const everyone = await ids(admin);
    expect(everyone).toEqual(expect.arrayContaining([awaiting.id, contested.id, elsewhere.id]));
    expect(everyone).not.toContain(auto.id);
    expect(everyone).not.toContain(validated.id);
    expect(await ids(admin, '?state=contested')).toContain(contested.id);
    expect(await ids(admin, '?state=contested')).not.toContain(awaiting.id);

    const bad = await get('/api/prestations/validation?state=validated', clinic.token);
    expect(bad.statusCode).toBe(422);
    const nurseList = await get('/api/prestations/validation', nurse.token);
    expect(nurseList.statusCode).toBe(403);

    const board = await get('/api/dashboard/institution', clinic.token);
    expect(board.json()).toMatchObject({ completed: 4, awaiting_validation: 1 });
    const contestedBefore = (await get('/api/dashboard/admin', admin)).json<{
      contested_missions: number;
    }>().contested_missions;
    expect(contestedBefore).toBeGreaterThanOrEqual(1);
    expect((await validate(contested.id, admin)).statusCode).toBe(200);
    expect((await get('/api/dashboard/admin', admin)).json()).toMatchObject({
      contested_missions: contestedBefore - 1,
    });
    // B passes its 72 h: no longer to validate.
    setClock(base + 2 * DAY + 2 * HOUR + AUTO + 1);
    expect((await get('/api/dashboard/institution', clinic.token)).json()).toMatchObject({
      awaiting_validation: 0,
    });
    expect(await ids(clinic.token)).toEqual([]);
  });
});

describe('pay and billing take validated hours only', () => {
  it('a payslip takes the validated missions and lists the waiting ones; with none validated, the refusal names them', async () => {
    const nurse = await createNurse(t, { first_name: 'Paul', last_name: 'Garnier' });
    // Thursday 10 and Friday 11 June 2027, daytime.
    const d1 = Date.parse('2027-06-10T07:00:00Z');
    setClock(d1 - DAY);
    const validated = await done({ start: d1, end: d1 + 3 * HOUR, nurse, name: 'Soins du matin' });
    const awaiting = await done({
      start: d1 + 7 * HOUR,
      end: d1 + 10 * HOUR,
      nurse,
      name: 'Soins du soir',
    });
    const contested = await done({
      start: d1 + DAY,
      end: d1 + DAY + 3 * HOUR,
      nurse,
      institution: tilleuls,
      name: 'Nuit « calme »',
    });
    setClock(d1 + DAY + 4 * HOUR);
    expect((await validate(validated.id, lilas.token)).statusCode).toBe(200);
    expect(
      (
        await contest(contested.id, tilleuls.token, {
          started_at: iso(d1 + DAY + HOUR),
          ended_at: iso(d1 + DAY + 3 * HOUR),
          reason: 'Arrivée à 10:00.',
        })
      ).statusCode,
    ).toBe(200);

    const generate = (start: string, end: string) =>
      t.request({
        method: 'POST',
        url: `/api/payslips/generate?user_id=${nurse.user.id}&period_start=${start}&period_end=${end}`,
        token: admin,
      });
    const none = await generate('2027-06-11', '2027-06-11');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      detail:
        'Aucune prestation validée sur cette période. En attente de validation\u202f: « Nuit « calme » » (11/06/2027, contestée).',
    });
    const empty = await generate('2027-06-20', '2027-06-21');
    expect(empty.json()).toEqual({ detail: 'Aucune prestation terminée sur cette période.' });

    const res = await generate('2027-06-01', '2027-06-30');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{
      payslip: { services_list: { prestation_id: string }[]; gross_amount: number };
      waiting: unknown[];
    }>();
    expect(body.payslip.services_list.map((l) => l.prestation_id)).toEqual([validated.id]);
    // 3 h of weekday daytime at 30 €, plus the travel fee of 12.50 €.
    expect(body.payslip.gross_amount).toBe(102.5);
    expect(body.waiting).toEqual([
      {
        prestation_id: awaiting.id,
        name: 'Soins du soir',
        date: '2027-06-10',
        etablissement_name: 'Clinique des Lilas',
        validation: 'awaiting',
      },
      {
        prestation_id: contested.id,
        name: 'Nuit « calme »',
        date: '2027-06-11',
        etablissement_name: 'EHPAD Les Tilleuls',
        validation: 'contested',
      },
    ]);
    expect((await missionRow(t, awaiting.id)).paid).toBe(false);

    // Once the 72 h have passed, the awaiting one is validated and goes on the next payslip;
    // the contested one still waits for the administrator.
    setClock(d1 + 10 * HOUR + AUTO + 1);
    const next = await generate('2027-06-01', '2027-06-30');
    expect(next.statusCode, next.body).toBe(201);
    const nextBody = next.json<{
      payslip: { services_list: { prestation_id: string }[] };
      waiting: { prestation_id: string }[];
    }>();
    expect(nextBody.payslip.services_list.map((l) => l.prestation_id)).toEqual([awaiting.id]);
    expect(nextBody.waiting.map((m) => m.prestation_id)).toEqual([contested.id]);
  });

  it('billing splits each month into validated and waiting amounts, to the cent; the CSV says which', async () => {
    const clinic = await createInstitution(t, { name: 'Résidence du Parc' });
    // Tuesday 13 and Wednesday 14 July 2027 (the 14th is a public holiday: weekend rates).
    const d1 = Date.parse('2027-07-13T07:00:00Z');
    setClock(d1 - DAY);
    const a = await done({ start: d1, end: d1 + 3 * HOUR, institution: clinic, name: 'Matin' });
    const b = await done({
      start: d1 + 8 * HOUR,
      end: d1 + 8 * HOUR + 67 * MINUTE,
      institution: clinic,
      name: '=Soir',
    });
    const c = await done({
      start: d1 + DAY,
      end: d1 + DAY + 61 * MINUTE,
      institution: clinic,
      name: 'Férié',
    });
    setClock(d1 + DAY + 2 * HOUR);
    expect((await validate(a.id, clinic.token)).statusCode).toBe(200);
    await contest(c.id, clinic.token, {
      started_at: iso(d1 + DAY + 30 * MINUTE),
      ended_at: iso(d1 + DAY + 61 * MINUTE),
      reason: 'Arrivée à 09:30.',
    });

    const months = await get('/api/billing/months', clinic.token);
    expect(months.statusCode).toBe(200);
    const [july] = months.json<
      {
        month: string;
        missions: { prestation_id: string; validation: string; amount: number }[];
        total_amount: number;
        validated_amount: number;
        waiting_amount: number;
      }[]
    >();
    expect(july?.month).toBe('2027-07');
    expect(july?.missions.map((m) => [m.prestation_id, m.validation])).toEqual([
      [a.id, 'validated'],
      [b.id, 'awaiting'],
      [c.id, 'contested'],
    ]);
    // Matin: 3 h × 30 € + 12.50 € = 102.50 €. Soir: 67 min × 30 €/h = 33.50 € + 12.50 €.
    // Férié: 61 min × 40 €/h = 40.666… → 40.67 € + 12.50 €.
    expect(july?.missions.map((m) => m.amount)).toEqual([102.5, 46, 53.17]);
    expect(july?.validated_amount).toBe(102.5);
    expect(july?.waiting_amount).toBe(99.17);
    expect(july?.total_amount).toBe(201.67);

    const csv = await get('/api/billing/months/2027-07.csv', clinic.token);
    const rows = csv.body
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows[0]).toEqual([
      'Prestation',
      'Établissement',
      'Professionnel',
      'Début',
      'Fin',
      'Heures',
      'Montant (€)',
      'Dont frais de déplacement (€)',
      'Validation',
      'Remarque',
    ]);
    expect(rows.slice(1, 4).map((r) => [r[0], r[8]])).toEqual([
      ['Matin', 'Validée'],
      ["'=Soir", 'À valider'],
      ['Férié', 'Contestée'],
    ]);
    expect(rows[4]?.[0]).toBe('Total');

    // Past 72 h, the awaiting one counts as validated.
    setClock(d1 + 8 * HOUR + 67 * MINUTE + AUTO + 1);
    const later = (await get('/api/billing/months', clinic.token)).json<
      { validated_amount: number; waiting_amount: number }[]
    >()[0];
    expect(later).toMatchObject({ validated_amount: 148.5, waiting_amount: 53.17 });
  });
});

describe('requests start in the future', () => {
  it("refuses an establishment's request that starts now or before; the admin may record past work", async () => {
    const now = Date.parse('2027-08-02T08:00:00Z');
    setClock(now);
    const ask = (token: string, start: number, extra: object = {}) =>
      t.request({
        method: 'POST',
        url: '/api/prestations',
        token,
        payload: {
          name: 'Remplacement',
          dateStart: iso(start),
          dateEnd: iso(start + 3 * HOUR),
          ...extra,
        },
      });
    for (const start of [now - DAY, now]) {
      const res = await ask(lilas.token, start);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [
          {
            loc: ['body', 'dateStart'],
            msg: 'La prestation doit commencer dans le futur.',
            type: 'future',
          },
        ],
      });
    }
    expect((await ask(lilas.token, now + 1)).statusCode).toBe(201);

    // The administrator's regularisation of work already done.
    const past = await ask(admin, now - 2 * DAY, {
      etablissement_id: lilas.user.id,
      assigned_to: lea.user.id,
    });
    expect(past.statusCode, past.body).toBe(201);
    const mission = past.json<{ prestation: Prestation }>().prestation;
    expect(mission.status).toBe('assigned');
    // She can still signal it (within the device-time bounds) and the establishment signs off.
    await tapOk(mission, lea, 'accept', now - 2 * DAY - HOUR);
    await tapOk(mission, lea, 'start', now - 2 * DAY);
    const ended = await tapOk(mission, lea, 'end', now - 2 * DAY + 3 * HOUR);
    expect(ended.validation).toBe('awaiting');
  });
});
