/**
 * The nurse's hot answers (`GET /prestations/me`, `GET /dashboard/stats`) and every account
 * row are kept in memory. What a client depends on: each answer is the current one, the
 * very next request after any change shows it, a logout ends the token at once, and an
 * unchanged answer costs a 304.
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../src/contract/dashboard.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import {
  TARIFFS,
  createAssignedMission,
  createInstitution,
  createNurse,
  signalMission,
  type Account,
} from './fixtures/missions.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Monday 10 March 2025, 09:00 in Paris. */
const NOW = new Date('2025-03-10T08:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let admin: string;
let clinic: Account;
let camille: Account;
let hugo: Account;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = await t.adminToken();
  clinic = await createInstitution(t, { name: 'Clinique des Lilas' });
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
  hugo = await createNurse(t, { first_name: 'Hugo', last_name: 'Bernard', role: 'caregiver' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, token, headers });

async function myList(who: Account): Promise<Prestation[]> {
  const res = await get('/api/prestations/me', who.token);
  expect(res.statusCode).toBe(200);
  return res.json<Prestation[]>();
}

async function myStats(who: Account): Promise<DashboardStats> {
  const res = await get('/api/dashboard/stats', who.token);
  expect(res.statusCode).toBe(200);
  return res.json<DashboardStats>();
}

/** A mission of the clinic on `day`, 08:00–16:00 in Paris, assigned to `nurse`. */
const dayShift = (nurse: Account, day: string, name?: string) =>
  createAssignedMission(t, {
    institution: clinic,
    nurse,
    start: at(`${day}T07:00:00Z`),
    end: at(`${day}T15:00:00Z`),
    ...(name ? { name } : {}),
  });

const statusOf = async (who: Account, id: string) =>
  (await myList(who)).find((m) => m.id === id)?.status;

describe('GET /prestations/me from memory', () => {
  it('carries an ETag: the same list again costs a 304, a changed one a new 200', async () => {
    await dayShift(camille, '2025-03-12');
    const first = await get('/api/prestations/me', camille.token);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await get('/api/prestations/me', camille.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await dayShift(camille, '2025-03-13');
    const changed = await get('/api/prestations/me', camille.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Prestation[]>()).toHaveLength(2);
  });

  it('answers in Brotli or gzip as the client accepts, the same JSON either way', async () => {
    // Enough missions for an answer over the compression threshold, spread so that she may
    // take them all (at most 48 h of work in 7 days: docs/product-rules.md, « Staffing »).
    for (const day of [14, 16, 18, 20, 22, 26, 28]) {
      await dayShift(camille, `2025-03-${day}`);
    }
    const plain = await get('/api/prestations/me', camille.token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/prestations/me', camille.token, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await get('/api/prestations/me', camille.token, {
      'accept-encoding': 'gzip, br;q=0',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it('shows each of her taps and each change by others in her very next list', async () => {
    const mission = await dayShift(camille, '2025-03-11', 'Matin EHPAD');
    expect(await statusOf(camille, mission.id)).toBe('assigned');

    for (const [kind, when, status] of [
      ['accept', '2025-03-10T09:00:00Z', 'accepted'],
      ['start', '2025-03-11T07:05:00Z', 'in_progress'],
      ['end', '2025-03-11T15:10:00Z', 'completed'],
    ] as const) {
      await signalMission(t, { mission, nurse: camille, kind, at: at(when) });
      expect(await statusOf(camille, mission.id)).toBe(status);
    }

    // The administrator corrects the start: her list shows the new duration.
    t.clock.now = at('2025-03-11T16:00:00Z');
    const corrected = await t.request({
      method: 'PATCH',
      url: `/api/prestations/${mission.id}/actuals`,
      token: admin,
      payload: { started_at: '2025-03-11T07:00:00Z', ended_at: '2025-03-11T15:10:00Z' },
    });
    expect(corrected.statusCode).toBe(200);
    expect((await myList(camille)).find((m) => m.id === mission.id)?.actual_duration).toBe(
      corrected.json<Prestation>().actual_duration,
    );

    // Paid on a payslip.
    const payslip = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${camille.user.id}&period_start=2025-03-11&period_end=2025-03-11`,
      token: admin,
    });
    expect(payslip.statusCode).toBe(201);
    expect((await myList(camille)).find((m) => m.id === mission.id)?.paid).toBe(true);
    t.clock.now = NOW;

    // Cancelled by the establishment.
    const other = await dayShift(camille, '2025-03-21');
    expect(await statusOf(camille, other.id)).toBe('assigned');
    const cancelled = await t.request({
      method: 'PUT',
      url: `/api/prestations/${other.id}/cancel`,
      token: clinic.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(camille, other.id)).toBe('cancelled');
  });

  it('moves a mission from one list to the other when an exchange is accepted', async () => {
    const mission = await dayShift(camille, '2025-03-24');
    expect((await myList(camille)).map((m) => m.id)).toContain(mission.id);
    expect((await myList(hugo)).map((m) => m.id)).not.toContain(mission.id);

    const proposed = await t.request({
      method: 'POST',
      url: '/api/exchanges',
      token: camille.token,
      payload: { prestation_id: mission.id, to_user_id: hugo.user.id },
    });
    expect(proposed.statusCode).toBe(201);
    const id = proposed.json<{ exchange: { id: string } }>().exchange.id;
    const accepted = await t.request({
      method: 'PUT',
      url: `/api/exchanges/${id}/respond?accept=true`,
      token: hugo.token,
    });
    expect(accepted.statusCode).toBe(200);

    expect((await myList(camille)).map((m) => m.id)).not.toContain(mission.id);
    const hers = (await myList(hugo)).find((m) => m.id === mission.id);
    expect(hers?.assigned_name).toBe('Hugo Bernard');
  });

  it("shows an establishment's new name and address on every list at once", async () => {
    const before = await myList(camille);
    expect(before.every((m) => m.etablissement_name === 'Clinique des Lilas')).toBe(true);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/institutions/${clinic.user.id}`,
      token: clinic.token,
      payload: {
        name: 'Clinique des Lilas — Site Nord',
        email: clinic.email,
        phone: '04 72 00 00 01',
        address: '3 rue du Nord, 69004 Lyon',
        tarification: TARIFFS,
      },
    });
    expect(edited.statusCode).toBe(200);
    for (const who of [camille, hugo]) {
      const list = await myList(who);
      expect(list.length).toBeGreaterThan(0);
      for (const m of list) {
        expect(m.etablissement_name).toBe('Clinique des Lilas — Site Nord');
        expect(m.etablissement?.address).toBe('3 rue du Nord, 69004 Lyon');
      }
    }
  });
});

describe('GET /dashboard/stats from memory', () => {
  it('follows her messages, notifications, schedules and completed missions', async () => {
    const lea = await createNurse(t, { first_name: 'Léa', last_name: 'Martin' });
    const start = await myStats(lea);
    expect(start).toEqual({
      my_schedules: 0,
      completed_schedules: 0,
      unread_messages: 0,
      // « Votre compte a été approuvé ».
      unread_notifications: 1,
    });

    const sent = await t.request({
      method: 'POST',
      url: '/api/messages',
      token: clinic.token,
      payload: { to_user_id: lea.user.id, content: 'Le code de la porte est 1234.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await myStats(lea)).toMatchObject({ unread_messages: 1, unread_notifications: 2 });

    const read = await t.request({
      method: 'PUT',
      url: `/api/messages/conversations/${clinic.user.id}/read`,
      token: lea.token,
    });
    expect(read.statusCode).toBe(200);
    // Reading the thread also marks its notification read.
    expect(await myStats(lea)).toMatchObject({ unread_messages: 0, unread_notifications: 1 });

    const mission = await dayShift(lea, '2025-03-12');
    expect(await myStats(lea)).toMatchObject({ unread_notifications: 2, completed_schedules: 0 });
    const notes = (await get('/api/notifications', lea.token)).json<
      { id: string; read_status: boolean }[]
    >();
    const unread = notes.find((n) => !n.read_status);
    const markRead = await t.request({
      method: 'PUT',
      url: `/api/notifications/${unread?.id}/read`,
      token: lea.token,
    });
    expect(markRead.statusCode).toBe(200);
    expect(await myStats(lea)).toMatchObject({ unread_notifications: 1 });

    const slot = await t.request({
      method: 'POST',
      url: '/api/schedules',
      token: lea.token,
      payload: {
        institution_id: clinic.user.id,
        date: '2025-03-14',
        time_start: '08:00',
        time_end: '15:30',
        service_type: 'Soins infirmiers',
        tarif_base: 22.5,
        deplacement_cost: 8.4,
      },
    });
    expect(slot.statusCode).toBe(201);
    expect(await myStats(lea)).toMatchObject({ my_schedules: 1 });

    const clinicBefore = (await myStats(clinic)).completed_schedules;
    await signalMission(t, { mission, nurse: lea, kind: 'accept', at: at('2025-03-10T09:00:00Z') });
    await signalMission(t, { mission, nurse: lea, kind: 'start', at: at('2025-03-12T07:00:00Z') });
    await signalMission(t, { mission, nurse: lea, kind: 'end', at: at('2025-03-12T15:00:00Z') });
    expect(await myStats(lea)).toMatchObject({ completed_schedules: 1 });
    // The establishment's counter too.
    expect((await myStats(clinic)).completed_schedules).toBe(clinicBefore + 1);
  });
});

describe('account rows from memory', () => {
  it('refuses the token at once after logout, though the account was kept', async () => {
    const nurse = await createNurse(t, { first_name: 'Inès', last_name: 'Petit' });
    expect((await get('/api/auth/me', nurse.token)).statusCode).toBe(200);
    expect((await get('/api/prestations/me', nurse.token)).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token: nurse.token });
    expect(out.statusCode).toBe(200);
    for (const url of ['/api/auth/me', '/api/prestations/me', '/api/dashboard/stats']) {
      const res = await get(url, nurse.token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
    }
    // A new login works at once.
    const token = await t.login(nurse.email);
    expect((await get('/api/prestations/me', token)).statusCode).toBe(200);
  });

  it('a refused replay of a tap changes nothing and is answered the same', async () => {
    const mission = await dayShift(hugo, '2025-03-25');
    const key = randomUUID();
    const tap = () =>
      t.request({
        method: 'PUT',
        url: `/api/prestations/${mission.id}/start`,
        token: hugo.token,
        payload: { client_action_id: key, at: '2025-03-10T08:00:00Z' },
      });
    // Not accepted yet: refused, and her list still says assigned.
    const first = await tap();
    expect(first.statusCode).toBe(409);
    expect(await statusOf(hugo, mission.id)).toBe('assigned');
    expect((await tap()).json()).toEqual(first.json());
  });
});
