import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { createInstitution, notificationsOf } from './fixtures/money.ts';

let t: TestApp;
let admin: string;
let clinic: Awaited<ReturnType<typeof createInstitution>>;
let nurse: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  // Monday 10 March 2025, 10:00 in Paris.
  t.clock.now = new Date('2025-03-10T09:00:00Z');
  admin = await t.adminToken();
  clinic = await createInstitution(t, 'Clinique des Lilas');
  nurse = await t.createUser({ role: 'nurse', first_name: 'Camille', last_name: 'Durand' });
});
afterAll(async () => {
  await t.close();
});

const slot = (over: Record<string, unknown> = {}) => ({
  institution_id: clinic.user.id,
  date: '2025-03-12',
  time_start: '08:00',
  time_end: '15:30',
  service_type: 'Soins infirmiers',
  tarif_base: 22.5,
  deplacement_cost: 8.4,
  ...over,
});

const create = (payload: Record<string, unknown>, token = nurse.token) =>
  t.request({ method: 'POST', url: '/api/schedules', token, payload });

describe('creating a schedule', () => {
  it('stores the slot and serves its total with the breakdown: 7,5 h × 22,50 € + 8,40 €', async () => {
    const res = await create(slot());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      user_id: nurse.user.id,
      user_name: 'Camille Durand',
      institution_id: clinic.user.id,
      institution_name: 'Clinique des Lilas',
      date: '2025-03-12',
      time_start: '08:00',
      time_end: '15:30',
      service_type: 'Soins infirmiers',
      tarif_base: 22.5,
      deplacement_cost: 8.4,
      status: 'available',
      total: 177.15,
      breakdown: {
        hours: 7.5,
        minutes: 450,
        base_amount: 168.75,
        deplacement_cost: 8.4,
        total: 177.15,
      },
    });
    expect(typeof body.id).toBe('string');

    // The establishment named in the slot is told.
    const notes = (await notificationsOf(t, clinic.user.id)).filter((n) => n.type === 'schedule');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      message:
        'Camille Durand est disponible le 12 mars 2025, de 08:00 à 15:30 (Soins infirmiers).',
      link: '/schedules',
    });
  });

  it('prices a slot crossing midnight, rounded half up: 22:10 → 06:00 at 23,45 €/h', async () => {
    const res = await create(
      slot({ time_start: '22:10', time_end: '06:00', tarif_base: 23.45, deplacement_cost: 5 }),
    );
    expect(res.statusCode).toBe(201);
    // 7 h 50 × 23,45 € = 183,6916… → 183,69 €
    expect(res.json().breakdown).toEqual({
      hours: 470 / 60,
      minutes: 470,
      base_amount: 183.69,
      deplacement_cost: 5,
      total: 188.69,
    });
    expect(res.json().total).toBe(188.69);
  });

  it('defaults the travel cost to 0 and allows no establishment, telling nobody', async () => {
    const { user, token } = await t.createUser({ role: 'caregiver' });
    const res = await create(
      {
        date: '2025-03-10',
        time_start: '14:00',
        time_end: '18:00',
        service_type: 'Toilette',
        tarif_base: 18,
      },
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: user.id,
      institution_id: null,
      institution_name: null,
      deplacement_cost: 0,
      total: 72,
      breakdown: { hours: 4, base_amount: 72, deplacement_cost: 0, total: 72 },
    });
  });

  it('is for nurses and caregivers only', async () => {
    const byClinic = await create(slot(), clinic.token);
    expect(byClinic.statusCode).toBe(403);
    expect(byClinic.json()).toEqual({
      detail: 'Seuls les infirmier(ère)s et aides-soignant(e)s déclarent des disponibilités.',
    });
    expect((await create(slot(), admin)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/schedules', payload: slot() })).statusCode,
    ).toBe(401);
  });

  it('validates the slot in French', async () => {
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [{ time_start: '25:00' }, ['body', 'time_start'], 'Heure invalide (HH:MM attendu).'],
      [{ time_end: '8h' }, ['body', 'time_end'], 'Heure invalide (HH:MM attendu).'],
      [
        { time_end: '08:00' },
        ['body', 'time_end'],
        "L'heure de fin doit être différente de l'heure de début.",
      ],
      [{ date: '12/03/2025' }, ['body', 'date'], 'Date invalide (AAAA-MM-JJ attendu).'],
      [{ tarif_base: -1 }, ['body', 'tarif_base'], 'Le montant ne peut pas être négatif.'],
      [{ tarif_base: 22.555 }, ['body', 'tarif_base'], 'Le montant a au plus deux décimales.'],
      [{ tarif_base: '22' }, ['body', 'tarif_base'], 'Montant invalide : un nombre est attendu.'],
      [{ tarif_base: 3950 }, ['body', 'tarif_base'], 'Un tarif horaire ne dépasse pas 500 €/h.'],
      [
        { deplacement_cost: 600 },
        ['body', 'deplacement_cost'],
        'Des frais de déplacement ne dépassent pas 500 €.',
      ],
      [{ service_type: '  ' }, ['body', 'service_type'], 'Le type de service est obligatoire.'],
      [{ date: '2025-03-09' }, ['body', 'date'], 'La date ne peut pas être passée.'],
      [{ institution_id: 'inconnu' }, ['body', 'institution_id'], 'Établissement introuvable.'],
      [{ institution_id: nurse.user.id }, ['body', 'institution_id'], 'Établissement introuvable.'],
    ];
    for (const [over, loc, msg] of cases) {
      const res = await create(slot(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().detail, JSON.stringify(over)).toContainEqual(
        expect.objectContaining({ loc, msg }),
      );
    }
  });

  it('refuses an establishment that is not approved', async () => {
    const { user: pending } = await t.createUser({
      role: 'institution',
      name: 'Clinique en attente',
      approve: false,
    });
    const res = await create(slot({ institution_id: pending.id }));
    expect(res.statusCode).toBe(422);
  });
});

describe('listing schedules', () => {
  it('shows a professional their own, an establishment those naming it, the admin all', async () => {
    const other = await t.createUser({ role: 'caregiver' });
    const otherClinic = await createInstitution(t, 'Ehpad Les Tilleuls');
    const mine = (await create(slot({ date: '2025-04-01' }))).json();
    const theirs = (
      await create(slot({ date: '2025-04-02', institution_id: otherClinic.user.id }), other.token)
    ).json();

    const ids = async (token: string) =>
      (await t.request({ method: 'GET', url: '/api/schedules', token }))
        .json()
        .map((s: { id: string }) => s.id);

    const nurseIds = await ids(nurse.token);
    expect(nurseIds).toContain(mine.id);
    expect(nurseIds).not.toContain(theirs.id);

    const otherIds = await ids(other.token);
    expect(otherIds).toEqual([theirs.id]);

    expect(await ids(otherClinic.token)).toEqual([theirs.id]);
    const clinicIds = await ids(clinic.token);
    expect(clinicIds).toContain(mine.id);
    expect(clinicIds).not.toContain(theirs.id);

    const all = await ids(admin);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    const list = (
      await t.request({ method: 'GET', url: '/api/schedules', token: other.token })
    ).json();
    expect(list[0]).toMatchObject({ institution_name: 'Ehpad Les Tilleuls', total: 177.15 });
  });

  it('orders by date and start time', async () => {
    const { token } = await t.createUser({ role: 'nurse' });
    await create(slot({ date: '2025-05-02', time_start: '08:00' }), token);
    await create(slot({ date: '2025-05-01', time_start: '14:00', time_end: '18:00' }), token);
    await create(slot({ date: '2025-05-01', time_start: '07:00', time_end: '12:00' }), token);
    const list = (await t.request({ method: 'GET', url: '/api/schedules', token })).json();
    expect(
      list.map((s: { date: string; time_start: string }) => `${s.date} ${s.time_start}`),
    ).toEqual(['2025-05-01 07:00', '2025-05-01 14:00', '2025-05-02 08:00']);
  });
});

describe('changing and withdrawing a free slot', () => {
  const mine = () => t.request({ method: 'GET', url: '/api/schedules', token: nurse.token });

  it('edits her own slot: new hours and total stored, the establishment told again', async () => {
    const id = (await create(slot({ date: '2025-03-20' }))).json<{ id: string }>().id;
    const res = await t.request({
      method: 'PUT',
      url: `/api/schedules/${id}`,
      token: nurse.token,
      payload: slot({ date: '2025-03-21', time_start: '21:00', time_end: '07:00', tarif_base: 25 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, date: '2025-03-21', time_start: '21:00', total: 258.4 });
    const stored = (await mine()).json<{ id: string; date: string }[]>().find((s) => s.id === id);
    expect(stored?.date).toBe('2025-03-21');
    const notes = await notificationsOf(t, clinic.user.id);
    expect(notes.some((n) => n.message.includes('21 mars 2025, de 21:00 à 07:00'))).toBe(true);
  });

  it('refuses a bad change in French and keeps the slot as it was', async () => {
    const id = (await create(slot({ date: '2025-03-22' }))).json<{ id: string }>().id;
    for (const payload of [
      slot({ date: '2025-03-01' }),
      slot({ tarif_base: 'beaucoup' }),
      slot({ time_end: '08:00' }),
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/schedules/${id}`,
        token: nurse.token,
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    const stored = (await mine()).json<{ id: string; date: string }[]>().find((s) => s.id === id);
    expect(stored).toMatchObject({ date: '2025-03-22', time_start: '08:00', tarif_base: 22.5 });
  });

  it("is hers alone: another's slot is not found, the establishment may not touch it", async () => {
    const id = (await create(slot({ date: '2025-03-23' }))).json<{ id: string }>().id;
    const other = await t.createUser({ role: 'caregiver' });
    for (const token of [other.token]) {
      const put = await t.request({
        method: 'PUT',
        url: `/api/schedules/${id}`,
        token,
        payload: slot(),
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ detail: 'Disponibilité introuvable.' });
      const del = await t.request({ method: 'DELETE', url: `/api/schedules/${id}`, token });
      expect(del.statusCode).toBe(404);
    }
    const byClinic = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${id}`,
      token: clinic.token,
    });
    expect(byClinic.statusCode).toBe(403);
    expect((await mine()).json<{ id: string }[]>().some((s) => s.id === id)).toBe(true);
  });

  it('withdraws a free slot (204, gone) but not a booked one (409)', async () => {
    const id = (await create(slot({ date: '2025-03-24' }))).json<{ id: string }>().id;
    const del = await t.request({
      method: 'DELETE',
      url: `/api/schedules/${id}`,
      token: nurse.token,
    });
    expect(del.statusCode).toBe(204);
    expect((await mine()).json<{ id: string }[]>().some((s) => s.id === id)).toBe(false);

    const booked = (await create(slot({ date: '2025-03-25' }))).json<{ id: string }>().id;
    await t.database.executor.executeSql(`update schedules set status = 'booked' where id = $1`, [
      booked,
    ]);
    for (const res of [
      await t.request({ method: 'DELETE', url: `/api/schedules/${booked}`, token: nurse.token }),
      await t.request({
        method: 'PUT',
        url: `/api/schedules/${booked}`,
        token: nurse.token,
        payload: slot({ date: '2025-03-26' }),
      }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<{ detail: string }>().detail).toMatch(
        /^Cette disponibilité est déjà réservée/,
      );
    }
  });
});
