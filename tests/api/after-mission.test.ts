/**
 * After the mission (docs/product-rules.md « After the mission »): private ratings both ways,
 * the brief whose private part reaches the assignee only from 24 h before the start until the
 * end (on every path that serves a mission), and the monthly statistics counted by hand.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, missionEvents, missions } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

const H = 3_600_000;
const DAY = 24 * H;

let t: TestApp;
let admin: string;
let nurse: { id: string; token: string };
let institution: { id: string; token: string };
let other: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const n = await t.createUser({ role: 'nurse', email: 'lea@example.fr' });
  nurse = { id: n.user.id, token: n.token };
  const i = await t.createUser({
    role: 'institution',
    email: 'ehpad@example.fr',
    name: 'EHPAD Les Tilleuls',
  });
  institution = { id: i.user.id, token: i.token };
  const o = await t.createUser({
    role: 'institution',
    email: 'autre@example.fr',
    name: 'Clinique B',
  });
  other = { id: o.user.id, token: o.token };
});
afterAll(async () => {
  await t.close();
});

type Status = (typeof missions.$inferSelect)['status'];

async function seedMission(input: {
  start: Date;
  status: Status;
  institutionId?: string;
  assignedTo?: string | null;
  validation?: 'awaiting' | 'validated' | null;
  createdAt?: Date;
  endedAt?: Date | null;
}) {
  const end = new Date(input.start.getTime() + 8 * H);
  const done = input.status === 'completed';
  const [row] = await t.database.db
    .insert(missions)
    .values({
      id: randomUUID(),
      name: 'Nuit USLD',
      description: '',
      dateStart: input.start,
      dateEnd: end,
      dureeMinutes: 480,
      institutionId: input.institutionId ?? institution.id,
      assignedTo: input.assignedTo === undefined ? nurse.id : input.assignedTo,
      createdBy: input.institutionId ?? institution.id,
      status: input.status,
      startedAt: done || input.status === 'in_progress' ? input.start : null,
      endedAt: input.endedAt === undefined ? (done ? end : null) : input.endedAt,
      actualDuration: done ? 480 : null,
      validation: done ? (input.validation ?? 'awaiting') : null,
      weekdayRateCents: 3000,
      travelFeeCents: 0,
      createdAt: input.createdAt ?? new Date(input.start.getTime() - 10 * DAY),
      updatedAt: input.createdAt ?? new Date(input.start.getTime() - 10 * DAY),
    })
    .returning();
  if (!row) throw new Error('no mission');
  return row;
}

const rate = (token: string, id: string, body: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/prestations/${id}/rating`, token, payload: body });

describe('ratings', () => {
  it('refuses a rating before the hours are validated, and changes nothing', async () => {
    t.clock.now = new Date();
    const m = await seedMission({
      start: new Date(t.clock.now.getTime() - 10 * H),
      status: 'completed',
      validation: 'awaiting',
    });
    const res = await rate(nurse.token, m.id, { stars: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'Les heures de cette prestation ne sont pas encore validées\u202f: vous pourrez noter ensuite.',
    );
    const state = await t.request({
      method: 'GET',
      url: `/api/prestations/${m.id}/rating`,
      token: nurse.token,
    });
    expect(state.json()).toEqual({ can_rate: false, rating: null });
    // Not yet ended at all: refused the same way.
    const planned = await seedMission({
      start: new Date(t.clock.now.getTime() + DAY),
      status: 'accepted',
    });
    expect((await rate(institution.token, planned.id, { stars: 3 })).statusCode).toBe(409);
  });

  it('lets each side rate once, changes the rating for 7 days, refuses after', async () => {
    t.clock.now = new Date();
    const m = await seedMission({
      start: new Date(t.clock.now.getTime() - 12 * H),
      status: 'completed',
      validation: 'validated',
    });
    const first = await rate(institution.token, m.id, {
      stars: 3,
      comment: 'Retard de 20 minutes.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      side: 'institution',
      stars: 3,
      comment: 'Retard de 20 minutes.',
    });
    t.clock.now = new Date(t.clock.now.getTime() + 6 * DAY);
    const second = await rate(institution.token, m.id, {
      stars: 4,
      comment: 'Finalement très bien.',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ stars: 4, created_at: first.json().created_at });
    t.clock.now = new Date(t.clock.now.getTime() + 2 * DAY);
    const late = await rate(institution.token, m.id, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'Cette note ne peut plus être modifiée\u202f: 7 jours sont passés depuis qu’elle a été donnée.',
    );
    const state = await t.request({
      method: 'GET',
      url: `/api/prestations/${m.id}/rating`,
      token: institution.token,
    });
    expect(state.json()).toMatchObject({ can_rate: false, rating: { stars: 4 } });
    // She rates the establishment too, on her side.
    const hers = await rate(nurse.token, m.id, { stars: 5 });
    expect(hers.statusCode).toBe(200);
    expect(hers.json()).toMatchObject({ side: 'professional', stars: 5, comment: '' });
  });

  it('shows the rated person her average and count, never a comment; the admin sees all', async () => {
    t.clock.now = new Date();
    const m = await seedMission({
      start: new Date(t.clock.now.getTime() - 12 * H),
      status: 'completed',
      validation: 'validated',
    });
    await rate(institution.token, m.id, { stars: 5, comment: 'SECRET-COMMENTAIRE' });
    const mine = await t.request({
      method: 'GET',
      url: '/api/users/me/rating',
      token: nurse.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ average: 4.5, count: 2 });
    for (const url of [
      '/api/users/me/rating',
      `/api/prestations/${m.id}/rating`,
      `/api/prestations/${m.id}`,
      '/api/prestations',
      '/api/users/me/export',
    ]) {
      const res = await t.request({ method: 'GET', url, token: nurse.token });
      expect(res.body, url).not.toContain('SECRET-COMMENTAIRE');
    }
    const all = await t.request({
      method: 'GET',
      url: `/api/ratings?user_id=${nurse.id}`,
      token: admin,
    });
    expect(all.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ comment: 'SECRET-COMMENTAIRE', rated_id: nurse.id, stars: 5 }),
      ]),
    );
    // Nobody else's mission can be rated: it is « introuvable ».
    expect((await rate(other.token, m.id, { stars: 1 })).statusCode).toBe(404);
  });

  it('gives the candidates their rating, null before the first', async () => {
    const m = await seedMission({
      start: new Date(t.clock.now.getTime() + 400 * DAY),
      status: 'pending',
      assignedTo: null,
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/prestations/${m.id}/candidates`,
      token: admin,
    });
    const lea = res.json<{ id: string; rating: unknown }[]>().find((c) => c.id === nurse.id);
    expect(lea?.rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe('the private brief', () => {
  const CODE = 'PORTE-4512B';

  async function everyPath(): Promise<Record<string, string>> {
    const token = nurse.token;
    const get = async (url: string) => (await t.request({ method: 'GET', url, token })).body;
    const link = await t.request({ method: 'POST', url: '/api/users/me/calendar', token });
    const feed = new URL(link.json<{ url: string }>().url).pathname;
    return {
      list: await get('/api/prestations'),
      sync: await get('/api/sync/missions'),
      calendar: (await t.request({ method: 'GET', url: feed })).body,
      export: await get('/api/users/me/export'),
    };
  }

  it('reaches the assignee from 24 h before the start until the end, on no other path', async () => {
    const start = new Date(Date.now() + 30 * DAY);
    const m = await seedMission({ start, status: 'accepted' });
    const put = await t.request({
      method: 'PUT',
      url: `/api/prestations/${m.id}/brief`,
      token: institution.token,
      payload: { brief: 'Parking du personnel, demander Mme Roux.', brief_private: CODE },
    });
    expect(put.statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: `/api/institutions/${institution.id}/brief`,
      token: institution.token,
      payload: { brief: 'Accueil au rez-de-chaussée.' },
    });
    const brief = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/prestations/${m.id}/brief`,
          token: nurse.token,
        })
      ).json();
    const detail = async () =>
      (await t.request({ method: 'GET', url: `/api/prestations/${m.id}`, token: nurse.token }))
        .body;

    t.clock.now = new Date(start.getTime() - 25 * H);
    expect(await brief()).toMatchObject({
      general: 'Accueil au rez-de-chaussée.',
      brief: 'Parking du personnel, demander Mme Roux.',
      brief_private: null,
    });
    for (const [path, body] of Object.entries({ ...(await everyPath()), detail: await detail() })) {
      expect(body, path).not.toContain(CODE);
    }

    t.clock.now = new Date(start.getTime() - 23 * H);
    expect((await brief()).brief_private).toBe(CODE);
    // The opening is served to a phone that syncs: the brief route answers it; mission JSON never.
    for (const [path, body] of Object.entries({ ...(await everyPath()), detail: await detail() })) {
      expect(body, path).not.toContain(CODE);
    }

    t.clock.now = new Date(start.getTime() + 8 * H + 1);
    expect((await brief()).brief_private).toBeNull();

    // The establishment always reads it; another establishment does not see the mission.
    const own = await t.request({
      method: 'GET',
      url: `/api/prestations/${m.id}/brief`,
      token: institution.token,
    });
    expect(own.json().brief_private).toBe(CODE);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/prestations/${m.id}/brief`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(CODE);
  });
});

describe('statistics', () => {
  it('counts a seeded month as by hand', async () => {
    t.clock.now = new Date('2027-12-01T10:00:00Z');
    // March 2027 (Paris), for the second establishment only: four missions.
    const starts = [
      '2027-03-01T07:00:00Z',
      '2027-03-10T07:00:00Z',
      '2027-03-20T07:00:00Z',
      '2027-03-31T21:30:00Z',
    ];
    const [a, b, c, d] = await Promise.all(
      starts.map((s, k) =>
        seedMission({
          start: new Date(s),
          institutionId: other.id,
          status: (['completed', 'completed', 'cancelled', 'pending'] as const)[k] ?? 'pending',
          assignedTo: k < 2 ? nurse.id : k === 2 ? nurse.id : null,
          validation: 'validated',
          createdAt: new Date(Date.parse(s) - 5 * DAY),
        }),
      ),
    );
    if (!a || !b || !c || !d) throw new Error('seed');
    // 31 March 21:30 UTC is 23:30 in Paris (summer time since the 28th): still March.
    // Filled: a after 60 min, b after 180 min (median 120); c was cancelled after its assignment.
    await t.database.db.insert(missionEvents).values([
      {
        missionId: a.id,
        actorId: other.id,
        action: 'assign',
        toStatus: 'assigned',
        at: new Date(a.createdAt.getTime() + 60 * 60_000),
      },
      {
        missionId: b.id,
        actorId: other.id,
        action: 'claim',
        toStatus: 'accepted',
        at: new Date(b.createdAt.getTime() + 180 * 60_000),
      },
      {
        missionId: b.id,
        actorId: other.id,
        action: 'assign',
        toStatus: 'assigned',
        at: new Date(b.createdAt.getTime() + 900 * 60_000),
      },
      {
        missionId: c.id,
        actorId: other.id,
        action: 'assign',
        toStatus: 'assigned',
        at: new Date(c.createdAt.getTime() + 10 * 60_000),
      },
    ]);
    // a and b invoiced: 240,00 € + 250,50 €; a cancelled invoice line does not count.
    const invoiceId = randomUUID();
    await t.database.db.insert(invoices).values({
      id: invoiceId,
      type: 'invoice',
      number: 'F-2027-000001',
      year: 2027,
      seq: 1,
      institutionId: other.id,
      period: '2027-04',
      issuedAt: new Date('2027-04-02T08:00:00Z'),
      issuedBy: other.id,
      totalHtCents: 49050,
      vatRateBp: 0,
      totalVatCents: 0,
      totalTtcCents: 49050,
      parties: {},
      pdf: Buffer.from('x'),
      pdfSha256: 'x',
      xml: Buffer.from('x'),
      xmlSha256: 'x',
    });
    const line = (position: number, id: string, cents: number, billed: boolean) => ({
      invoiceId,
      position,
      item: 'mission' as const,
      prestationId: id,
      date: '2027-03-01',
      label: 'Nuit',
      professional: 'Léa',
      workedMs: 8 * H,
      amountCents: cents,
      billed,
    });
    await t.database.db
      .insert(invoiceLines)
      .values([line(1, a.id, 24000, true), line(2, b.id, 25050, true)]);
    // b actually lasted 7 h 30.
    await t.database.db
      .update(missions)
      .set({ endedAt: new Date(b.startedAt!.getTime() + 7.5 * H) })
      .where(eq(missions.id, b.id));
    // A mission of February and one of the other establishment in March are not counted.
    await seedMission({
      start: new Date('2027-02-28T22:30:00Z'),
      institutionId: other.id,
      status: 'pending',
      assignedTo: null,
    });
    await seedMission({
      start: new Date('2027-03-15T07:00:00Z'),
      status: 'pending',
      assignedTo: null,
    });

    const res = await t.request({
      method: 'GET',
      url: `/api/institutions/${other.id}/stats?from=2027-03&to=2027-04`,
      token: other.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      institution_id: other.id,
      months: [
        {
          month: '2027-03',
          created: 4,
          filled: 2,
          fill_rate: 0.5,
          median_fill_minutes: 120,
          hours: 15.5,
          amount: 490.5,
        },
        {
          month: '2027-04',
          created: 0,
          filled: 0,
          fill_rate: null,
          median_fill_minutes: null,
          hours: 0,
          amount: 0,
        },
      ],
    });
    // Another establishment may not read them; the admin may, and sees the commission.
    const refused = await t.request({
      method: 'GET',
      url: `/api/institutions/${other.id}/stats?from=2027-03&to=2027-03`,
      token: institution.token,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Vous ne pouvez voir que les chiffres de votre établissement.',
    );
    const platform = await t.request({
      method: 'GET',
      url: '/api/stats?from=2027-03&to=2027-03',
      token: admin,
    });
    // Both establishments: five missions; commission = round-half-up(7 % × 49 050 c) = 3 433,5 → 3 434 c.
    expect(platform.json()).toEqual({
      months: [
        {
          month: '2027-03',
          created: 5,
          filled: 2,
          fill_rate: 0.4,
          median_fill_minutes: 120,
          hours: 15.5,
          amount: 490.5,
          commission: 34.34,
        },
      ],
    });
    const bad = await t.request({
      method: 'GET',
      url: '/api/stats?from=2027-05&to=2027-03',
      token: admin,
    });
    expect(bad.statusCode).toBe(422);
  });
});
