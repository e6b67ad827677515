/**
 * `GET /users?sort=` (docs/product-rules.md « Lists filtered and paged »): the administrator's
 * accounts table sorts by status (pending first, the default), registration and name, page
 * after page; an unknown order or a cursor of another order is refused in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let admin: string;

const DAY = 24 * 3_600_000;
const FIRST = new Date('2020-03-02T09:00:00Z').getTime();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const accounts = [
    { first_name: 'Zoé', last_name: 'Arnaud' },
    { role: 'institution' as const, name: 'Clinique des Lilas' },
    { first_name: 'Élodie', last_name: 'Martin', approve: false },
    { first_name: 'Bruno', last_name: 'Petit', role: 'caregiver' as const },
  ];
  for (const [i, account] of accounts.entries()) {
    t.clock.now = new Date(FIRST + i * DAY);
    await t.createUser(account);
  }
  t.clock.now = new Date(FIRST + 10 * DAY);
});
afterAll(async () => {
  await t.close();
});

const shown = (user: User) =>
  user.role === 'institution' && user.name ? user.name : `${user.first_name} ${user.last_name}`;

/** Every page of the accounts (the administrator's own left out), two a page. */
async function allPages(sort?: string) {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 10; i += 1) {
    const query = new URLSearchParams({ limit: '2' });
    if (sort) query.set('sort', sort);
    if (cursor) query.set('cursor', cursor);
    const res = await t.request({ method: 'GET', url: `/api/users?${query}`, token: admin });
    expect(res.statusCode, res.body).toBe(200);
    names.push(
      ...res
        .json<User[]>()
        .filter((u) => u.role !== 'admin')
        .map(shown),
    );
    cursor = res.headers['x-next-cursor'] as string | undefined;
    if (!cursor) break;
  }
  return names;
}

describe('GET /users?sort=', () => {
  it('pending (the default): pending accounts first, then by registration, oldest first', async () => {
    const expected = ['Élodie Martin', 'Zoé Arnaud', 'Clinique des Lilas', 'Bruno Petit'];
    expect(await allPages()).toEqual(expected);
    expect(await allPages('pending')).toEqual(expected);
  });

  it('created_at and -created_at: by registration, oldest or newest first', async () => {
    const oldest = ['Zoé Arnaud', 'Clinique des Lilas', 'Élodie Martin', 'Bruno Petit'];
    expect(await allPages('created_at')).toEqual(oldest);
    expect(await allPages('-created_at')).toEqual([...oldest].reverse());
  });

  it('name and -name: by the name shown, accents and case ignored', async () => {
    const az = ['Bruno Petit', 'Clinique des Lilas', 'Élodie Martin', 'Zoé Arnaud'];
    expect(await allPages('name')).toEqual(az);
    expect(await allPages('-name')).toEqual([...az].reverse());
  });

  it('keeps the filters with an order', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/users?role=nurse&sort=-name',
      token: admin,
    });
    expect(res.json<User[]>().map(shown)).toEqual(['Zoé Arnaud', 'Élodie Martin']);
  });

  it('refuses an unknown order and a cursor of another order, in French', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/users?sort=email', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Tri inconnu');
    const first = await t.request({ method: 'GET', url: '/api/users?limit=1', token: admin });
    const pendingCursor = first.headers['x-next-cursor'] as string;
    const byName = await t.request({
      method: 'GET',
      url: '/api/users?limit=1&sort=name',
      token: admin,
    });
    const nameCursor = byName.headers['x-next-cursor'] as string;
    for (const url of [
      `/api/users?limit=1&sort=name&cursor=${pendingCursor}`,
      `/api/users?limit=1&cursor=${nameCursor}`,
      `/api/users?limit=1&sort=created_at&cursor=${nameCursor}`,
    ]) {
      const mixed = await t.request({ method: 'GET', url, token: admin });
      expect(mixed.statusCode, url).toBe(422);
      expect(mixed.json()).toEqual({
        detail: 'Curseur de page invalide\u202f: reprenez la liste depuis le début.',
      });
    }
  });
});
