import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createInstitution, type Account } from './fixtures/missions.ts';

let t: TestApp;
let lilas: Account;

/** Saturday 1 March 2025: every request below is made in the future. */
const CREATED = new Date('2025-03-01T09:00:00Z');
/** Thursday 6 March, 13:00 in Paris: the missions of the 3rd and 5th are over. */
const NOW = new Date('2025-03-06T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = CREATED;
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  for (const [name, day] of [
    ['Lundi 10', '2025-03-10'],
    ['Mercredi 5', '2025-03-05'],
    ['Jeudi 20', '2025-03-20'],
    ['Lundi 3', '2025-03-03'],
  ] as const) {
    const res = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: lilas.token,
      payload: { name, dateStart: `${day}T08:00:00Z`, dateEnd: `${day}T10:00:00Z` },
    });
    expect(res.statusCode).toBe(201);
  }
  t.clock.now = NOW;
});
afterAll(async () => {
  await t.close();
});

/** Every page of the list, one mission a page, following `X-Next-Cursor`. */
async function allPages(sort?: string) {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 10; i += 1) {
    const query = new URLSearchParams({ limit: '1' });
    if (sort) query.set('sort', sort);
    if (cursor) query.set('cursor', cursor);
    const res = await t.request({
      method: 'GET',
      url: `/api/prestations?${query}`,
      token: lilas.token,
    });
    expect(res.statusCode).toBe(200);
    names.push(...res.json<Prestation[]>().map((m) => m.name));
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) break;
  }
  return names;
}

describe('GET /prestations?sort=', () => {
  it('soonest: the missions not over, soonest first, then those over, latest first, page after page', async () => {
    expect(await allPages('soonest')).toEqual(['Lundi 10', 'Jeudi 20', 'Mercredi 5', 'Lundi 3']);
  });

  it('date_start: earliest first; without sort, latest first as before', async () => {
    expect(await allPages('date_start')).toEqual(['Lundi 3', 'Mercredi 5', 'Lundi 10', 'Jeudi 20']);
    expect(await allPages()).toEqual(['Jeudi 20', 'Lundi 10', 'Mercredi 5', 'Lundi 3']);
    expect(await allPages('-date_start')).toEqual([
      'Jeudi 20',
      'Lundi 10',
      'Mercredi 5',
      'Lundi 3',
    ]);
  });

  it('refuses an unknown order and a cursor of another order, in French, with 422', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/prestations?sort=name',
      token: lilas.token,
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(JSON.stringify(bad.json())).toContain('Tri inconnu');
    const first = await t.request({
      method: 'GET',
      url: '/api/prestations?limit=1',
      token: lilas.token,
    });
    const cursor = first.headers['x-next-cursor'] as string;
    const mixed = await t.request({
      method: 'GET',
      url: `/api/prestations?limit=1&sort=soonest&cursor=${cursor}`,
      token: lilas.token,
    });
    expect(mixed.statusCode).toBe(422);
  });
});
