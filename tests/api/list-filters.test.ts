/**
 * Filters and keyset pages of the admin lists (`GET /prestations`, `GET /users`) and of the
 * establishment's own missions: still a JSON array, the next page's cursor in `X-Next-Cursor`,
 * no repeat and no gap while rows are inserted between pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import { createInstitution } from './fixtures/missions.ts';
import { insertMission } from './fixtures/together.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;
let lilas: Awaited<ReturnType<typeof createInstitution>>;
let roses: Awaited<ReturnType<typeof createInstitution>>;
let elodie: Awaited<ReturnType<TestApp['createUser']>>;
let hugo: Awaited<ReturnType<TestApp['createUser']>>;
const H = 3_600_000;
const BASE = new Date('2031-05-01T08:00:00Z').getTime();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  roses = await createInstitution(t, { name: 'EHPAD Les Roses' });
  elodie = await t.createUser({ first_name: 'Élodie', last_name: 'Lefèvre' });
  hugo = await t.createUser({ first_name: 'Hugo', last_name: 'Bernard', role: 'caregiver' });
  // 12 missions: 6 per establishment, alternately Élodie's and Hugo's, one a day; two share a start.
  for (let i = 0; i < 12; i += 1) {
    await insertMission(t, {
      institutionId: (i % 2 === 0 ? lilas : roses).user.id,
      assignedTo: (i % 4 < 2 ? elodie : hugo).user.id,
      status: i % 3 === 0 ? 'completed' : 'assigned',
      name: i === 5 ? 'Garde de nuit à l’Hôpital' : `Mission ${i}`,
      dateStart: new Date(BASE + (i === 7 ? 6 : i) * 24 * H),
    });
  }
});
afterAll(async () => {
  await t.close();
});

async function list(url: string, token = admin) {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, res.body).toBe(200);
  return {
    items: res.json<Prestation[]>(),
    next: res.headers['x-next-cursor'] as string | undefined,
  };
}

describe('GET /prestations filters', () => {
  it('without parameters answers the same array as before, with no cursor header', async () => {
    const { items, next } = await list('/api/prestations');
    expect(items).toHaveLength(12);
    expect(next).toBeUndefined();
    const starts = items.map((m) => m.dateStart);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('filters by status, establishment, assignee and planned start', async () => {
    const completed = await list('/api/prestations?status=completed');
    expect(completed.items).toHaveLength(4);
    expect(completed.items.every((m) => m.status === 'completed')).toBe(true);
    const ofLilas = await list(`/api/prestations?etablissement_id=${lilas.user.id}`);
    expect(ofLilas.items).toHaveLength(6);
    expect(ofLilas.items.every((m) => m.etablissement_id === lilas.user.id)).toBe(true);
    const hers = await list(`/api/prestations?assigned_to=${elodie.user.id}`);
    expect(hers.items).toHaveLength(6);
    expect(hers.items.every((m) => m.assigned_to === elodie.user.id)).toBe(true);
    const from = new Date(BASE + 2 * 24 * H).toISOString();
    const to = new Date(BASE + 5 * 24 * H).toISOString();
    const range = await list(`/api/prestations?from=${from}&to=${to}`);
    expect(range.items.map((m) => m.dateStart).sort()).toEqual(
      [2, 3, 4].map((d) => new Date(BASE + d * 24 * H).toISOString()),
    );
    const both = await list(
      `/api/prestations?etablissement_id=${lilas.user.id}&assigned_to=${elodie.user.id}&status=completed`,
    );
    expect(
      both.items.every((m) => m.status === 'completed' && m.etablissement_id === lilas.user.id),
    ).toBe(true);
  });

  it('searches case- and accent-insensitively in names, establishment and assignee', async () => {
    const byAssignee = await list('/api/prestations?q=ELODIE%20lefevre');
    expect(byAssignee.items).toHaveLength(6);
    // Every test account lives « rue des Lilas »: the establishment's name tells them apart.
    const byInstitution = await list('/api/prestations?q=CLINIQUE');
    expect(byInstitution.items).toHaveLength(6);
    const byName = await list('/api/prestations?q=hopital');
    expect(byName.items.map((m) => m.name)).toEqual(['Garde de nuit à l’Hôpital']);
    const wildcard = await list('/api/prestations?q=%25');
    expect(wildcard.items).toEqual([]);
  });

  it('pages by cursor with no repeat and no gap while missions are inserted between pages', async () => {
    const before = (await list('/api/prestations')).items.map((m) => m.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(`/api/prestations?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((m) => m.id));
      cursor = page.next;
      pages += 1;
      // Concurrent writes: newer, older and at the very start of a row already served.
      await insertMission(t, {
        assignedTo: null,
        status: 'pending',
        dateStart: new Date(BASE + 100 * 24 * H),
      });
      await insertMission(t, {
        assignedTo: null,
        status: 'pending',
        dateStart: new Date(BASE + 6 * 24 * H),
      });
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    // The last page carries no cursor.
    expect(cursor).toBeUndefined();
  });

  it('keeps the filters across pages', async () => {
    const first = await list(`/api/prestations?assigned_to=${hugo.user.id}&limit=4`);
    expect(first.items).toHaveLength(4);
    expect(first.next).toBeDefined();
    const second = await list(
      `/api/prestations?assigned_to=${hugo.user.id}&limit=4&cursor=${first.next}`,
    );
    expect(second.items).toHaveLength(2);
    expect(second.next).toBeUndefined();
    expect([...first.items, ...second.items].every((m) => m.assigned_to === hugo.user.id)).toBe(
      true,
    );
  });

  it('refuses bad input with a 422 in French', async () => {
    for (const query of [
      'status=perdu',
      'cursor=pas-un-curseur',
      `cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
      'cursor=abc&offset=2',
      'from=hier',
      `q=${'a'.repeat(101)}`,
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/prestations?${query}`,
        token: admin,
      });
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toMatch(/[a-zé]/);
    }
  });

  it("an establishment filters its own missions, never another's", async () => {
    const own = await list('/api/institutions/prestations?status=completed', lilas.token);
    expect(own.items.length).toBeGreaterThan(0);
    expect(
      own.items.every((m) => m.etablissement_id === lilas.user.id && m.status === 'completed'),
    ).toBe(true);
    const foreign = await list(
      `/api/institutions/prestations?etablissement_id=${roses.user.id}`,
      lilas.token,
    );
    expect(foreign.items).toEqual([]);
    const paged = await list('/api/institutions/prestations?limit=4', lilas.token);
    expect(paged.items).toHaveLength(4);
    const rest = await list(
      `/api/institutions/prestations?limit=4&cursor=${paged.next}`,
      lilas.token,
    );
    expect(rest.items).toHaveLength(2);
    expect(rest.next).toBeUndefined();
    // A nurse's GET /prestations stays hers, whatever she asks for.
    const nurse = await list(`/api/prestations?assigned_to=${hugo.user.id}`, elodie.token);
    expect(nurse.items).toEqual([]);
  });
});

describe('GET /users filters', () => {
  it('without parameters answers every account, pending first', async () => {
    const pending = await t.createUser({ approve: false, first_name: 'Zoé' });
    const res = await t.request({ method: 'GET', url: '/api/users', token: admin });
    const all = res.json<User[]>();
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(all[0]?.id).toBe(pending.user.id);
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  it('filters by status, role and text', async () => {
    const get = async (q: string) => {
      const res = await t.request({ method: 'GET', url: `/api/users?${q}`, token: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<User[]>();
    };
    expect((await get('status=pending')).every((u) => u.status === 'pending')).toBe(true);
    const institutions = await get('role=institution');
    expect(institutions.map((u) => u.id).sort()).toEqual([lilas.user.id, roses.user.id].sort());
    expect((await get('q=lefevre')).map((u) => u.id)).toEqual([elodie.user.id]);
    expect((await get('q=LES%20ROSES')).map((u) => u.id)).toEqual([roses.user.id]);
    expect(
      (await get(`q=${encodeURIComponent(hugo.email.toUpperCase())}`)).map((u) => u.id),
    ).toEqual([hugo.user.id]);
    const bad = await t.request({ method: 'GET', url: '/api/users?role=chef', token: admin });
    expect(bad.statusCode).toBe(422);
  });

  it('pages by cursor with no repeat and no gap while accounts register', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<
      User[]
    >();
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.request({
        method: 'GET',
        url: `/api/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        token: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json<User[]>().map((u) => u.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages += 1;
      await t.createUser({ approve: pages % 2 === 0 });
    } while (cursor && pages < 50);
    expect(new Set(seen).size).toBe(seen.length);
    for (const u of before) expect(seen).toContain(u.id);
  });
});
