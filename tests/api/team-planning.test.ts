/**
 * The establishment's pool and planning (docs/product-rules.md, « The establishment's team
 * and planning »): favourites offered a published mission first and the job that widens the
 * offer, professionals set aside on every path that gives or shows a mission, and many
 * missions at once (all or none, local times across the end of summer time). Real server,
 * PGlite or (TEST_DATABASE_URL) PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { BlockedMember, PoolMember } from '../../src/contract/pool.ts';
import type { Candidate, OpenMission } from '../../src/contract/staffing.ts';
import { occurrences } from '../../src/domain/time/repeat.ts';
import { missions, notifications } from '../../src/server/db/schema.ts';
import { widenFavorites } from '../../src/server/modules/staffing/favorites-window.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createInstitution, createNurse, type Account } from './fixtures/missions.ts';

/** Monday 5 October 2026, 09:00 in Paris (summer time, UTC+2). */
const NOW = new Date('2026-10-05T07:00:00Z');
const MIN = 60_000;
const TZ = 'Europe/Paris';
const SET_ASIDE = "Écartée par l'établissement.";
const UNAVAILABLE = "Cette mission n'est pas disponible.";

let t: TestApp;
let admin: string;
let lilas: Account;
let vienne: Account;
let slot = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = await t.adminToken();
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  vienne = await createInstitution(t, { name: 'Centre hospitalier de Vienne' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.now = NOW;
});

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

/** A day shift of its own (days apart from every other one of this file), 08:00 → 16:00 UTC. */
function dayShift(name: string, institution = lilas): Record<string, unknown> {
  slot += 1;
  const start = new Date(Date.UTC(2026, 10, 1 + 2 * slot, 7));
  return {
    name,
    dateStart: start.toISOString(),
    dateEnd: new Date(start.getTime() + 8 * 60 * MIN).toISOString(),
    etablissement_id: institution.user.id,
  };
}

async function publish(
  name: string,
  institution = lilas,
  body?: Record<string, unknown>,
): Promise<Prestation> {
  const created = await call('POST', '/api/prestations', admin, dayShift(name, institution));
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ prestation: Prestation }>().prestation;
  const res = await call('PUT', `/api/prestations/${id}/publish`, admin, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Prestation>();
}

const openIds = async (nurse: Account) => {
  const res = await call('GET', '/api/prestations/open', nurse.token);
  expect(res.statusCode).toBe(200);
  return res.json<OpenMission[]>().map((m) => m.id);
};

const publishedNotes = (nurse: Account, name: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, nurse.user.id), eq(notifications.type, 'mission')))
    .then((rows) => rows.filter((r) => r.message.includes(`« ${name} »`)));

describe('favourites (« Mes soignants »)', () => {
  it('are added, listed and removed by their establishment only', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Favre' });
    const url = `/api/institutions/${lilas.user.id}/favorites`;
    expect((await call('PUT', `${url}/${lea.user.id}`, lilas.token)).statusCode).toBe(204);
    // Again: nothing changes.
    expect((await call('PUT', `${url}/${lea.user.id}`, lilas.token)).statusCode).toBe(204);
    const list = (await call('GET', url, lilas.token)).json<PoolMember[]>();
    expect(list.filter((p) => p.id === lea.user.id)).toMatchObject([
      // Not rated yet: her rating is null until an establishment rates her.
      { first_name: 'Léa', last_name: 'Favre', role: 'nurse', rating: null },
    ]);
    // Another establishment's pool is not its own.
    expect((await call('GET', url, vienne.token)).statusCode).toBe(404);
    expect((await call('PUT', `${url}/${lea.user.id}`, vienne.token)).json()).toEqual({
      detail: 'Établissement introuvable.',
    });
    // An establishment is not a professional.
    expect((await call('PUT', `${url}/${vienne.user.id}`, lilas.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${lea.user.id}`, lilas.token)).statusCode).toBe(204);
    const after = (await call('GET', url, admin)).json<PoolMember[]>();
    expect(after.some((p) => p.id === lea.user.id)).toBe(false);
  });

  it('see, are told of and may claim a published mission first; the others once the job ran', async () => {
    const fav = await createNurse(t, { first_name: 'Inès', last_name: 'Favorite', verified: true });
    const other = await createNurse(t, { first_name: 'Zoé', last_name: 'Autre', verified: true });
    const put = await call(
      'PUT',
      `/api/institutions/${lilas.user.id}/favorites/${fav.user.id}`,
      lilas.token,
    );
    expect(put.statusCode).toBe(204);

    const mission = await publish('Garde en favoris');
    const until = new Date(NOW.getTime() + 30 * MIN).toISOString();
    expect(mission.favorites_until).toBe(until);
    expect(
      (
        await t.database.db.select().from(missions).where(eq(missions.id, mission.id))
      )[0]?.favoritesUntil?.toISOString(),
    ).toBe(until);

    // During the window: the favourite sees it and is told; the other neither.
    expect(await openIds(fav)).toContain(mission.id);
    expect(await openIds(other)).not.toContain(mission.id);
    expect(await publishedNotes(fav, 'Garde en favoris')).toHaveLength(1);
    expect(await publishedNotes(other, 'Garde en favoris')).toHaveLength(0);
    const early = await call('PUT', `/api/prestations/${mission.id}/claim`, other.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      detail:
        "Cette mission est d'abord proposée aux soignants habituels de l'établissement, jusqu'à 09:30 le 05/10.",
    });

    // The job is planned for the window's end and refuses to run before it.
    await expect(widenFavorites(t.app, { missionId: mission.id, until })).rejects.toThrow(
      /not over yet/,
    );

    // The window is over: she sees it (on any instance: read against the clock)…
    t.clock.now = new Date(NOW.getTime() + 31 * MIN);
    expect(await openIds(other)).toContain(mission.id);
    // …and the job tells the others, once.
    expect(await widenFavorites(t.app, { missionId: mission.id, until })).toBeGreaterThan(0);
    expect(await publishedNotes(other, 'Garde en favoris')).toHaveLength(1);
    expect(await publishedNotes(fav, 'Garde en favoris')).toHaveLength(1);

    const claim = await call('PUT', `/api/prestations/${mission.id}/claim`, other.token);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json<Prestation>()).toMatchObject({
      status: 'accepted',
      assigned_to: other.user.id,
    });
    // A job left for a mission taken meanwhile does nothing.
    expect(await widenFavorites(t.app, { missionId: mission.id, until })).toBe(0);
  });

  it('are skipped with favorites_first_minutes 0: everyone at once', async () => {
    const other = await createNurse(t, { first_name: 'Yanis', last_name: 'Direct' });
    const mission = await publish('Garde pour tous', lilas, { favorites_first_minutes: 0 });
    expect(mission.favorites_until).toBeNull();
    expect(await openIds(other)).toContain(mission.id);
    expect(await publishedNotes(other, 'Garde pour tous')).toHaveLength(1);
    const bad = await call('PUT', `/api/prestations/${mission.id}/publish`, admin, {
      favorites_first_minutes: -5,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('set aside', () => {
  it('never offers, gives nor hands over the establishment’s missions, and does not tell her', async () => {
    const blocked = await createNurse(t, {
      first_name: 'Nina',
      last_name: 'Écartée',
      verified: true,
    });
    const colleague = await createNurse(t, { first_name: 'Paul', last_name: 'Collègue' });
    const url = `/api/institutions/${lilas.user.id}/blocked/${blocked.user.id}`;
    expect((await call('PUT', url, lilas.token, { reason: 'Retards répétés' })).statusCode).toBe(
      204,
    );
    expect((await call('PUT', url, lilas.token, {})).statusCode).toBe(422);
    const list = (
      await call('GET', `/api/institutions/${lilas.user.id}/blocked`, lilas.token)
    ).json<BlockedMember[]>();
    expect(list.find((p) => p.id === blocked.user.id)).toMatchObject({ reason: 'Retards répétés' });
    // She cannot be a favourite while set aside.
    const fav = await call(
      'PUT',
      `/api/institutions/${lilas.user.id}/favorites/${blocked.user.id}`,
      lilas.token,
    );
    expect(fav.statusCode).toBe(409);

    const lilasMission = await publish('Garde des Lilas', lilas, { favorites_first_minutes: 0 });
    const vienneMission = await publish('Garde de Vienne', vienne, { favorites_first_minutes: 0 });
    // Not shown, not told, not claimable (without the reason).
    const open = await openIds(blocked);
    expect(open).not.toContain(lilasMission.id);
    expect(open).toContain(vienneMission.id);
    expect(await publishedNotes(blocked, 'Garde des Lilas')).toHaveLength(0);
    const claim = await call('PUT', `/api/prestations/${lilasMission.id}/claim`, blocked.token);
    expect(claim.statusCode).toBe(409);
    expect(claim.json()).toEqual({ detail: UNAVAILABLE });

    // Candidates: not eligible, with the reason the establishment gave itself.
    const candidates = (
      await call('GET', `/api/prestations/${lilasMission.id}/candidates`, admin)
    ).json<Candidate[]>();
    expect(candidates.find((c) => c.id === blocked.user.id)).toMatchObject({
      eligible: false,
      reasons: [SET_ASIDE],
    });
    // The administrator cannot assign her either, even forcing the rules.
    const assign = await call('POST', '/api/prestations', admin, {
      ...dayShift('Garde assignée'),
      assigned_to: blocked.user.id,
      force: true,
      override_reason: 'Urgence absolue',
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json()).toEqual({ detail: SET_ASIDE });

    // An exchange towards her is refused, without telling the colleague why.
    const held = await call('POST', '/api/prestations', admin, {
      ...dayShift('Garde à échanger'),
      assigned_to: colleague.user.id,
    });
    expect(held.statusCode, held.body).toBe(201);
    const exchange = await call('POST', '/api/exchanges', colleague.token, {
      prestation_id: held.json<{ prestation: Prestation }>().prestation.id,
      to_user_id: blocked.user.id,
      reason: 'Rendez-vous médical',
    });
    expect(exchange.statusCode).toBe(409);
    expect(exchange.json()).toEqual({ detail: 'Cette prestation ne peut pas lui être confiée.' });

    // Once no longer set aside, she sees it again.
    expect((await call('DELETE', url, lilas.token)).statusCode).toBe(204);
    expect(await openIds(blocked)).toContain(lilasMission.id);
  });
});

describe('an exchange proposed before she was set aside', () => {
  it('is no longer in her exchanges received, and accepting it is refused', async () => {
    const colleague = await createNurse(t, { first_name: 'Léa', last_name: 'Proposante' });
    const later = await createNurse(t, { first_name: 'Zoé', last_name: 'Plus-Tard' });
    const held = await call('POST', '/api/prestations', admin, {
      ...dayShift('Garde proposée avant'),
      assigned_to: colleague.user.id,
    });
    expect(held.statusCode, held.body).toBe(201);
    const missionId = held.json<{ prestation: Prestation }>().prestation.id;
    const proposed = await call('POST', '/api/exchanges', colleague.token, {
      prestation_id: missionId,
      to_user_id: later.user.id,
      reason: 'Rendez-vous médical',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const exchangeId = proposed.json<{ exchange: { id: string } }>().exchange.id;
    const received = async () =>
      (await call('GET', '/api/exchanges', later.token)).json<{ id: string }[]>().map((e) => e.id);
    expect(await received()).toContain(exchangeId);

    const url = `/api/institutions/${lilas.user.id}/blocked/${later.user.id}`;
    expect((await call('PUT', url, lilas.token, { reason: 'Absences' })).statusCode).toBe(204);
    expect(await received()).not.toContain(exchangeId);
    // The colleague still sees what she proposed.
    const sent = (await call('GET', '/api/exchanges', colleague.token)).json<{ id: string }[]>();
    expect(sent.map((e) => e.id)).toContain(exchangeId);
    // Answering by its id anyway changes nothing: the mission stays the colleague's.
    const accept = await call(
      'PUT',
      `/api/exchanges/${exchangeId}/respond?accept=true`,
      later.token,
    );
    expect(accept.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(missions).where(eq(missions.id, missionId));
    expect(row?.assignedTo).toBe(colleague.user.id);

    // No longer set aside: she sees it again.
    expect((await call('DELETE', url, lilas.token)).statusCode).toBe(204);
    expect(await received()).toContain(exchangeId);
  });
});

describe('many missions at once', () => {
  /** 28 nights from 21:00 to 07:00, Paris time, from Sunday 11 October 2026. */
  const nights = () =>
    occurrences(
      {
        from: '2026-10-11',
        until: '2026-11-07',
        startTime: '21:00',
        endTime: '07:00',
        weekdays: [],
      },
      TZ,
    ).list.map((o, i) => ({
      name: `Nuit ${i + 1}`,
      dateStart: new Date(o.start).toISOString(),
      dateEnd: new Date(o.end).toISOString(),
    }));

  const lilasMissions = async () =>
    (await t.database.db.select().from(missions).where(eq(missions.institutionId, lilas.user.id)))
      .length;

  it('creates 28 nights across the end of summer time at the right local times', async () => {
    const bodies = nights();
    expect(bodies).toHaveLength(28);
    const res = await call('POST', '/api/prestations/batch', lilas.token, { missions: bodies });
    expect(res.statusCode, res.body).toBe(201);
    const { message, prestations } = res.json<{ message: string; prestations: Prestation[] }>();
    expect(message).toBe('28 prestations créées.');
    expect(prestations).toHaveLength(28);
    const rows = await t.database.db
      .select()
      .from(missions)
      .where(
        inArray(
          missions.id,
          prestations.map((p) => p.id),
        ),
      );
    const local = (d: Date) =>
      new Intl.DateTimeFormat('fr-FR', {
        timeZone: TZ,
        hour: '2-digit',
        minute: '2-digit',
      }).format(d);
    for (const row of rows) {
      expect(local(row.dateStart)).toBe('21:00');
      expect(local(row.dateEnd)).toBe('07:00');
      expect(row.status).toBe('pending');
    }
    const byName = new Map(rows.map((r) => [r.name, r]));
    // Saturday 24 October: 21:00 summer time, 07:00 winter time: 11 h, 660 minutes.
    expect(byName.get('Nuit 14')?.dateStart.toISOString()).toBe('2026-10-24T19:00:00.000Z');
    expect(byName.get('Nuit 14')?.dateEnd.toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(byName.get('Nuit 14')?.dureeMinutes).toBe(660);
    // Sunday 25 October: winter time from then on.
    expect(byName.get('Nuit 15')?.dateStart.toISOString()).toBe('2026-10-25T20:00:00.000Z');
    expect(byName.get('Nuit 1')?.dateStart.toISOString()).toBe('2026-10-11T19:00:00.000Z');
  });

  it('creates nothing when one item is refused, and says which', async () => {
    const before = await lilasMissions();
    const bodies = nights().map((b) => ({ ...b, name: `Autre ${b.name}` }));
    const bad = bodies.map((b, i) => (i === 5 ? { ...b, dateEnd: b.dateStart } : b));
    const res = await call('POST', '/api/prestations/batch', lilas.token, { missions: bad });
    expect(res.statusCode).toBe(422);
    const issues = res.json<{ detail: { loc: (string | number)[] }[] }>().detail;
    expect(issues[0]?.loc.slice(0, 3).map(String)).toEqual(['body', 'missions', '5']);

    // A rule of the service (a start in the past) refused for one item: still nothing.
    const past = bodies.map((b, i) =>
      i === 3
        ? { ...b, dateStart: '2026-10-01T19:00:00.000Z', dateEnd: '2026-10-02T05:00:00.000Z' }
        : b,
    );
    const res2 = await call('POST', '/api/prestations/batch', lilas.token, { missions: past });
    expect(res2.statusCode).toBe(422);
    expect(res2.json<{ detail: { loc: (string | number)[] }[] }>().detail[0]?.loc).toEqual([
      'body',
      'missions',
      3,
      'dateStart',
    ]);

    // The administrator's batch assigning someone set aside at item 2: nothing either.
    const aside = await createNurse(t, { first_name: 'Rose', last_name: 'Écartée' });
    await call('PUT', `/api/institutions/${lilas.user.id}/blocked/${aside.user.id}`, lilas.token, {
      reason: 'Absences',
    });
    const assigned = [0, 1, 2].map((i) => ({
      ...dayShift(`Admin ${i}`),
      ...(i === 2 ? { assigned_to: aside.user.id } : {}),
    }));
    const res3 = await call('POST', '/api/prestations/batch', admin, { missions: assigned });
    expect(res3.statusCode).toBe(422);
    expect(res3.json()).toEqual({
      detail: [{ loc: ['body', 'missions', 2], msg: SET_ASIDE, type: 'value_error' }],
    });
    expect(await lilasMissions()).toBe(before);

    const tooMany = await call('POST', '/api/prestations/batch', lilas.token, {
      missions: Array.from({ length: 101 }, () => bodies[0]),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(await lilasMissions()).toBe(before);
  });
});
