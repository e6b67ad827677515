import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import {
  TARIFFS,
  createInstitution,
  insertCompletedMission,
  missionRow,
  notificationsOf,
  payslipRows,
} from './fixtures/money.ts';

let t: TestApp;
let admin: string;
let clinic: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-03-10T09:00:00Z');
  admin = await t.adminToken();
  const { user } = await createInstitution(t, 'Clinique des Lilas');
  clinic = { id: user.id, name: user.name };
});
afterAll(async () => {
  await t.close();
});

const generate = (userId: string, start: string, end: string, token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/payslips/generate?user_id=${userId}&period_start=${start}&period_end=${end}`,
    token,
  });

const nurse = async () => (await t.createUser({ role: 'nurse' })).user;

describe('payslip generation', () => {
  it('pays a weekday day mission: 8 h × 25,00 € + 12,50 € = 212,50 €, 7 % commission rounded half up', async () => {
    const { user, token } = await t.createUser({ role: 'caregiver' });
    // Wednesday 15 January 2025, 08:00–16:00 in Paris (UTC+1).
    const id = await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-01-15T07:00:00Z',
      endedAt: '2025-01-15T15:00:00Z',
      name: 'Soins de jour',
    });

    const res = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Fiche de paie générée');
    expect(body.payslip).toMatchObject({
      user_id: user.id,
      user_name: user.name,
      period_start: '2025-01-01',
      period_end: '2025-01-31',
      total_hours: 8,
      gross_amount: 212.5,
      // 7 % × 212,50 = 14,875 → 14,88
      commission_amount: 14.88,
      net_amount: 197.62,
      commission_rate: 7,
    });
    expect(body.payslip.services_list).toEqual([
      {
        prestation_id: id,
        date: '2025-01-15',
        service_type: 'Soins de jour',
        hours: 8,
        amount: 212.5,
        etablissement_name: 'Clinique des Lilas',
        bands: [{ band: 'weekday_day', label: 'jour semaine', hours: 8, rate: 25, amount: 200 }],
        travel_fee: 12.5,
      },
    ]);

    const mission = await missionRow(t, id);
    expect(mission.paid).toBe(true);
    expect(mission.payslipId).toBe(body.payslip.id);

    const notes = (await notificationsOf(t, user.id)).filter((n) => n.type === 'payslip');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      message: 'Votre fiche de paie du 01/01/2025 au 31/01/2025 est disponible.',
      link: '/payslips',
      readStatus: false,
    });

    // The professional reads it back, in the list and alone.
    const list = await t.request({ method: 'GET', url: '/api/payslips', token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([body.payslip]);
    const one = await t.request({ method: 'GET', url: `/api/payslips/${body.payslip.id}`, token });
    expect(one.json()).toEqual(body.payslip);
  });

  it('splits a Saturday night and a weekday night into bands, to the cent', async () => {
    const user = await nurse();
    // Saturday 18 January 20:00 → Sunday 08:00 (Paris): 1 h weekend day, 9 h weekend night,
    // 2 h weekend day: 3 × 30 + 9 × 40 + 12,50 = 462,50 €.
    const saturday = await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-01-18T19:00:00Z',
      endedAt: '2025-01-19T07:00:00Z',
      name: 'Nuit du samedi',
    });
    // Tuesday 21 January 21:00 → Wednesday 07:00: 9 h weekday night, 1 h weekday day:
    // 9 × 32,50 + 1 × 25 + 12,50 = 330,00 €.
    const tuesday = await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-01-21T20:00:00Z',
      endedAt: '2025-01-22T06:00:00Z',
      name: 'Nuit du mardi',
    });

    const res = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(201);
    const { payslip } = res.json();
    expect(payslip).toMatchObject({
      total_hours: 22,
      gross_amount: 792.5,
      // 7 % × 792,50 = 55,475 → 55,48
      commission_amount: 55.48,
      net_amount: 737.02,
    });
    expect(payslip.services_list).toEqual([
      {
        prestation_id: saturday,
        date: '2025-01-18',
        service_type: 'Nuit du samedi',
        hours: 12,
        amount: 462.5,
        etablissement_name: 'Clinique des Lilas',
        bands: [
          { band: 'weekend_day', label: 'jour week-end', hours: 3, rate: 30, amount: 90 },
          { band: 'weekend_night', label: 'nuit week-end', hours: 9, rate: 40, amount: 360 },
        ],
        travel_fee: 12.5,
      },
      {
        prestation_id: tuesday,
        date: '2025-01-21',
        service_type: 'Nuit du mardi',
        hours: 10,
        amount: 330,
        etablissement_name: 'Clinique des Lilas',
        bands: [
          { band: 'weekday_day', label: 'jour semaine', hours: 1, rate: 25, amount: 25 },
          { band: 'weekday_night', label: 'nuit semaine', hours: 9, rate: 32.5, amount: 292.5 },
        ],
        travel_fee: 12.5,
      },
    ]);
  });

  it('rounds a mission amount half up once: 7 h 20 × 25,00 € = 183,33 € + 12,50 €', async () => {
    const user = await nurse();
    // Thursday 16 January 09:00–16:20 in Paris.
    await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-01-16T08:00:00Z',
      endedAt: '2025-01-16T15:20:00Z',
    });
    const { payslip } = (await generate(user.id, '2025-01-16', '2025-01-16')).json();
    expect(payslip.services_list[0].amount).toBe(195.83);
    expect(payslip.services_list[0].hours).toBeCloseTo(22 / 3, 10);
    expect(payslip).toMatchObject({
      gross_amount: 195.83,
      // 7 % × 195,83 = 13,7081 → 13,71
      commission_amount: 13.71,
      net_amount: 182.12,
    });
    expect(payslip.total_hours).toBeCloseTo(22 / 3, 10);
  });

  it('never pays a mission twice: a second generation over the same period finds nothing', async () => {
    const user = await nurse();
    const id = await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-02-03T07:00:00Z',
      endedAt: '2025-02-03T15:00:00Z',
    });
    const first = await generate(user.id, '2025-02-01', '2025-02-28');
    expect(first.statusCode).toBe(201);

    const second = await generate(user.id, '2025-02-01', '2025-02-28');
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({ detail: 'Aucune prestation terminée sur cette période.' });
    expect(await payslipRows(t, user.id)).toHaveLength(1);
    expect((await missionRow(t, id)).payslipId).toBe(first.json().payslip.id);
  });

  it('lets only one of two concurrent generations pay the missions', async () => {
    const user = await nurse();
    const ids = [
      await insertCompletedMission(t, {
        institutionId: clinic.id,
        userId: user.id,
        startedAt: '2025-02-04T07:00:00Z',
        endedAt: '2025-02-04T15:00:00Z',
      }),
      await insertCompletedMission(t, {
        institutionId: clinic.id,
        userId: user.id,
        startedAt: '2025-02-05T07:00:00Z',
        endedAt: '2025-02-05T15:00:00Z',
      }),
    ];
    const answers = await Promise.all([
      generate(user.id, '2025-02-01', '2025-02-28'),
      generate(user.id, '2025-02-01', '2025-02-10'),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);

    const rows = await payslipRows(t, user.id);
    expect(rows).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)?.json().payslip;
    expect(winner.gross_amount).toBe(425);
    for (const id of ids) expect((await missionRow(t, id)).payslipId).toBe(rows[0]?.id);
    const notes = (await notificationsOf(t, user.id)).filter((n) => n.type === 'payslip');
    expect(notes).toHaveLength(1);
  });

  it('pays the tariffs copied onto the mission, not the establishment’s later ones', async () => {
    const { user: other, token: otherToken } = await createInstitution(t, 'Ehpad Les Tilleuls');
    const user = await nurse();
    await insertCompletedMission(t, {
      institutionId: other.id,
      userId: user.id,
      startedAt: '2025-01-15T07:00:00Z',
      endedAt: '2025-01-15T15:00:00Z',
    });
    const edit = await t.request({
      method: 'PUT',
      url: `/api/institutions/${other.id}`,
      token: otherToken,
      payload: {
        name: 'Ehpad Les Tilleuls',
        email: `tilleuls-${Date.now()}@releve.test`,
        phone: '04 72 00 00 00',
        address: '1 rue des Tilleuls, Lyon',
        tarification: { ...TARIFFS, weekday_rate: 40, travel_fee: 0 },
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().tarification.weekday_rate).toBe(40);

    const res = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(201);
    expect(res.json().payslip.gross_amount).toBe(212.5);
    expect(res.json().payslip.services_list[0].etablissement_name).toBe('Ehpad Les Tilleuls');
  });

  it('refuses when a needed rate is missing, naming the establishment and the band, and leaves nothing behind', async () => {
    const { user: noNight } = await createInstitution(t, 'Centre Pasteur', {
      ...TARIFFS,
      night_weekend_rate: null,
    });
    const user = await nurse();
    const day = await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-01-15T07:00:00Z',
      endedAt: '2025-01-15T15:00:00Z',
    });
    const night = await insertCompletedMission(t, {
      institutionId: noNight.id,
      userId: user.id,
      startedAt: '2025-01-18T19:00:00Z',
      endedAt: '2025-01-19T07:00:00Z',
    });

    const res = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: "Le tarif « nuit week-end » de l'établissement Centre Pasteur n'est pas défini.",
    });
    expect(await payslipRows(t, user.id)).toEqual([]);
    for (const id of [day, night]) {
      const mission = await missionRow(t, id);
      expect(mission.paid).toBe(false);
      expect(mission.payslipId).toBeNull();
    }
    expect((await notificationsOf(t, user.id)).filter((n) => n.type === 'payslip')).toEqual([]);
  });

  it('names the band of a mission that has no establishment', async () => {
    const user = await nurse();
    await insertCompletedMission(t, {
      institutionId: null,
      userId: user.id,
      startedAt: '2025-01-15T07:00:00Z',
      endedAt: '2025-01-15T15:00:00Z',
      name: 'Garde à domicile',
    });
    const res = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(
      "Le tarif « jour semaine » de la prestation « Garde à domicile » n'est pas défini\u202f: elle n'a pas d'établissement.",
    );
  });

  it('selects missions by their local start date: 23:30 UTC on 31 January is 1 February in Paris', async () => {
    const user = await nurse();
    // Saturday 1 February 00:30 → 08:30 in Paris: 5,5 h weekend night + 2,5 h weekend day.
    const id = await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: user.id,
      startedAt: '2025-01-31T23:30:00Z',
      endedAt: '2025-02-01T07:30:00Z',
    });
    const january = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(january.statusCode).toBe(422);
    expect(january.json().detail).toBe('Aucune prestation terminée sur cette période.');

    const february = await generate(user.id, '2025-02-01', '2025-02-01');
    expect(february.statusCode).toBe(201);
    const line = february.json().payslip.services_list[0];
    expect(line).toMatchObject({ prestation_id: id, date: '2025-02-01', hours: 8 });
    // 2,5 × 30 + 5,5 × 40 + 12,50
    expect(line.amount).toBe(307.5);
  });

  it('takes only the user’s own completed missions', async () => {
    const user = await nurse();
    const someoneElse = await nurse();
    await insertCompletedMission(t, {
      institutionId: clinic.id,
      userId: someoneElse.id,
      startedAt: '2025-01-15T07:00:00Z',
      endedAt: '2025-01-15T15:00:00Z',
    });
    const res = await generate(user.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('Aucune prestation terminée sur cette période.');
  });
});

describe('through the missions API', () => {
  it('pays a mission created, assigned, started and ended by the API, at the tariffs of its assignment', async () => {
    const { user: ehpad, token: ehpadToken, email } = await createInstitution(t, 'Ehpad du Parc');
    const { user, token } = await t.createUser({ role: 'nurse' });
    const created = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name: 'Soins du matin',
        dateStart: '2025-03-05T07:00:00Z',
        dateEnd: '2025-03-05T15:00:00Z',
        assigned_to: user.id,
        etablissement_id: ehpad.id,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().prestation.id;
    // The establishment raises its rates after the assignment.
    const edit = await t.request({
      method: 'PUT',
      url: `/api/institutions/${ehpad.id}`,
      token: ehpadToken,
      payload: {
        name: 'Ehpad du Parc',
        email,
        phone: '04 72 00 00 00',
        address: '2 allée du Parc, Lyon',
        tarification: { ...TARIFFS, weekday_rate: 50 },
      },
    });
    expect(edit.statusCode).toBe(200);
    // Wednesday 5 March, 08:00–16:00 in Paris.
    for (const [kind, at] of [
      ['accept', '2025-03-05T06:00:00Z'],
      ['start', '2025-03-05T07:00:00Z'],
      ['end', '2025-03-05T15:00:00Z'],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/prestations/${id}/${kind}`,
        token,
        payload: { at },
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    }

    const res = await generate(user.id, '2025-03-01', '2025-03-31');
    expect(res.statusCode).toBe(201);
    expect(res.json().payslip).toMatchObject({ gross_amount: 212.5, total_hours: 8 });
    const mission = await t.request({ method: 'GET', url: `/api/prestations/${id}`, token });
    expect(mission.json().paid).toBe(true);
  });
});

describe('payslip generation refusals', () => {
  it('is for the admin only', async () => {
    const { user, token } = await t.createUser({ role: 'nurse' });
    const res = await generate(user.id, '2025-01-01', '2025-01-31', token);
    expect(res.statusCode).toBe(403);
    const { token: clinicToken } = await createInstitution(t, 'Clinique Sud');
    expect((await generate(user.id, '2025-01-01', '2025-01-31', clinicToken)).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${user.id}&period_start=2025-01-01&period_end=2025-01-31`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the query', async () => {
    const user = await nurse();
    const bad = await generate(user.id, '2025-02-30', '2025-03-31');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      expect.objectContaining({
        loc: ['query', 'period_start'],
        msg: 'Date invalide (AAAA-MM-JJ attendu).',
      }),
    ]);

    const reversed = await generate(user.id, '2025-02-01', '2025-01-31');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().detail).toEqual([
      {
        loc: ['query', 'period_end'],
        msg: 'La fin de la période doit être postérieure ou égale à son début.',
        type: 'custom',
      },
    ]);

    const tooLong = await generate(user.id, '2024-01-01', '2025-01-01');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail[0].msg).toBe('La période ne peut pas dépasser un an.');
    // A whole leap year is one year.
    const leapYear = await generate(user.id, '2024-01-01', '2024-12-31');
    expect(leapYear.json().detail).toBe('Aucune prestation terminée sur cette période.');

    const missing = await t.request({
      method: 'POST',
      url: '/api/payslips/generate?period_start=2025-01-01&period_end=2025-01-31',
      token: admin,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['query', 'user_id']);
  });

  it('requires an approved nurse or caregiver', async () => {
    const unknown = await generate('no-such-user', '2025-01-01', '2025-01-31');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Professionnel introuvable.');

    const institution = await generate(clinic.id, '2025-01-01', '2025-01-31');
    expect(institution.statusCode).toBe(422);
    expect(institution.json().detail).toBe(
      "Une fiche de paie ne concerne qu'un infirmier (infirmière) ou un aide-soignant (aide-soignante).",
    );

    const { user: pending } = await t.createUser({ role: 'nurse', approve: false });
    const res = await generate(pending.id, '2025-01-01', '2025-01-31');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("Le compte de ce professionnel n'est pas approuvé.");
  });
});

describe('reading payslips', () => {
  it('shows each professional only their own, the admin all of them, newest first', async () => {
    const a = await t.createUser({ role: 'nurse' });
    const b = await t.createUser({ role: 'nurse' });
    for (const [who, day] of [
      [a, '06'],
      [b, '07'],
    ] as const) {
      // Signed off by the clinic: b's ended less than 72 h before the payslip.
      await insertCompletedMission(t, {
        institutionId: clinic.id,
        userId: who.user.id,
        startedAt: `2025-03-${day}T07:00:00Z`,
        endedAt: `2025-03-${day}T15:00:00Z`,
        validation: 'validated',
      });
    }
    t.clock.now = new Date('2025-03-10T09:00:00Z');
    const first = (await generate(a.user.id, '2025-03-01', '2025-03-31')).json().payslip;
    t.clock.now = new Date('2025-03-10T10:00:00Z');
    const second = (await generate(b.user.id, '2025-03-01', '2025-03-31')).json().payslip;

    const mine = await t.request({ method: 'GET', url: '/api/payslips', token: a.token });
    expect(mine.json().map((p: { id: string }) => p.id)).toEqual([first.id]);

    const theirs = await t.request({
      method: 'GET',
      url: `/api/payslips/${second.id}`,
      token: a.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Fiche de paie introuvable.' });

    const all = (await t.request({ method: 'GET', url: '/api/payslips', token: admin })).json();
    const ids = all.map((p: { id: string }) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const adminView = await t.request({
      method: 'GET',
      url: `/api/payslips/${first.id}`,
      token: admin,
    });
    expect(adminView.json()).toEqual(first);
  });
});
