import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { createInstitution, insertCompletedMission } from './fixtures/money.ts';

let t: TestApp;
let admin: string;
let clinic: Awaited<ReturnType<typeof createInstitution>>;
let otherClinic: Awaited<ReturnType<typeof createInstitution>>;
let nurse: Awaited<ReturnType<TestApp['createUser']>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2025-03-10T09:00:00Z');
  admin = await t.adminToken();
  clinic = await createInstitution(t, 'Clinique des Lilas');
  otherClinic = await createInstitution(t, 'Ehpad Les Tilleuls');
  nurse = await t.createUser({ role: 'nurse', first_name: 'Camille', last_name: 'Durand' });
  const mission = (
    key: string,
    startedAt: string,
    endedAt: string,
    over: Partial<Parameters<typeof insertCompletedMission>[1]> = {},
  ) =>
    insertCompletedMission(t, {
      institutionId: clinic.user.id,
      userId: nurse.user.id,
      startedAt,
      endedAt,
      name: key,
      ...over,
    }).then((id) => {
      ids[key] = id;
    });
  // Wednesday 15 January 08:00–16:00 (Paris): 212,50 €.
  await mission('Soins de jour', '2025-01-15T07:00:00Z', '2025-01-15T15:00:00Z');
  // Saturday 18 January 20:00 → Sunday 08:00: 462,50 €.
  await mission('Nuit du samedi', '2025-01-18T19:00:00Z', '2025-01-19T07:00:00Z');
  // 23:30 UTC on 31 January is 00:30 on Saturday 1 February in Paris: February, 307,50 €.
  await mission('Nuit de février', '2025-01-31T23:30:00Z', '2025-02-01T07:30:00Z');
  // Assigned while the weekend night rate was undefined: listed without an amount.
  await mission('Nuit sans tarif', '2025-02-08T19:00:00Z', '2025-02-09T07:00:00Z', {
    tariffs: { night_weekend_rate: null },
  });
  await mission('Chez les Tilleuls', '2025-01-16T07:00:00Z', '2025-01-16T15:00:00Z', {
    institutionId: otherClinic.user.id,
  });
  // Spreadsheet formula in a user-typed name.
  await mission('=HYPERLINK("http://x";"clic")', '2025-03-03T07:00:00Z', '2025-03-03T15:00:00Z');
});
afterAll(async () => {
  await t.close();
});

const months = (token: string, query = '') =>
  t.request({ method: 'GET', url: `/api/billing/months${query}`, token });

describe('billing by month', () => {
  it('gives an establishment its completed missions by local month, newest first, with amounts', async () => {
    const res = await months(clinic.token);
    expect(res.statusCode).toBe(200);
    const [march, february, january, ...rest] = res.json();
    expect(rest).toEqual([]);
    expect(march.month).toBe('2025-03');

    expect(february).toMatchObject({
      month: '2025-02',
      total_hours: 20,
      total_amount: 307.5,
      // Every hour of February is validated (their end is more than 72 h old).
      validated_amount: 307.5,
      waiting_amount: 0,
      unpriced_count: 1,
    });
    expect(february.missions).toEqual([
      {
        prestation_id: ids['Nuit de février'],
        name: 'Nuit de février',
        etablissement_name: 'Clinique des Lilas',
        assigned_name: 'Camille Durand',
        started_at: '2025-01-31T23:30:00.000Z',
        ended_at: '2025-02-01T07:30:00.000Z',
        hours: 8,
        amount: 307.5,
        travel_fee: 12.5,
        detail: null,
        paid: false,
        validation: 'validated',
      },
      {
        prestation_id: ids['Nuit sans tarif'],
        name: 'Nuit sans tarif',
        etablissement_name: 'Clinique des Lilas',
        assigned_name: 'Camille Durand',
        started_at: '2025-02-08T19:00:00.000Z',
        ended_at: '2025-02-09T07:00:00.000Z',
        hours: 12,
        amount: null,
        travel_fee: null,
        detail:
          "Le tarif « nuit week-end » de l'établissement Clinique des Lilas n'est pas défini.",
        paid: false,
        validation: 'validated',
      },
    ]);

    expect(january).toMatchObject({
      month: '2025-01',
      total_hours: 20,
      // 212,50 + 462,50: mission amounts only, no commission on the establishment's side.
      total_amount: 675,
      unpriced_count: 0,
    });
    expect(january.missions.map((m: { name: string }) => m.name)).toEqual([
      'Soins de jour',
      'Nuit du samedi',
    ]);
    expect(january.missions.map((m: { amount: number }) => m.amount)).toEqual([212.5, 462.5]);
  });

  it('shows the paid flag once a payslip took the mission', async () => {
    const other = await t.createUser({ role: 'caregiver' });
    // Signed off by its establishment: a payslip takes validated hours only.
    const id = await insertCompletedMission(t, {
      institutionId: otherClinic.user.id,
      userId: other.user.id,
      startedAt: '2025-04-01T07:00:00Z',
      endedAt: '2025-04-01T15:00:00Z',
      validation: 'validated',
    });
    const generated = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${other.user.id}&period_start=2025-04-01&period_end=2025-04-30`,
      token: admin,
    });
    expect(generated.statusCode).toBe(201);
    const [april] = (await months(otherClinic.token)).json();
    expect(april.missions).toEqual([
      expect.objectContaining({ prestation_id: id, paid: true, amount: 212.5 }),
    ]);
  });

  it('keeps each establishment to its own missions', async () => {
    const list = (await months(otherClinic.token)).json();
    const names = list.flatMap((m: { missions: { name: string }[] }) =>
      m.missions.map((x) => x.name),
    );
    expect(names).toContain('Chez les Tilleuls');
    expect(names).not.toContain('Soins de jour');

    const peek = await months(otherClinic.token, `?institution_id=${clinic.user.id}`);
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({
      detail: 'Vous ne pouvez consulter que la facturation de votre établissement.',
    });
  });

  it('lets the admin read one establishment or all of them', async () => {
    const one = (await months(admin, `?institution_id=${clinic.user.id}`)).json();
    expect(one).toEqual((await months(clinic.token)).json());

    const all = (await months(admin)).json();
    const january = all.find((m: { month: string }) => m.month === '2025-01');
    expect(january.total_amount).toBe(675 + 212.5);
    expect(
      january.missions.map((m: { etablissement_name: string }) => m.etablissement_name),
    ).toEqual(['Clinique des Lilas', 'Ehpad Les Tilleuls', 'Clinique des Lilas']);

    const unknown = await months(admin, '?institution_id=inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Établissement introuvable.' });
  });

  it('is closed to professionals', async () => {
    const res = await months(nurse.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: "Réservé aux établissements de santé et à l'administrateur.",
    });
    const csv = await t.request({
      method: 'GET',
      url: '/api/billing/months/2025-01.csv',
      token: nurse.token,
    });
    expect(csv.statusCode).toBe(403);
  });
});

describe('the monthly CSV', () => {
  const csv = (month: string, token = clinic.token) =>
    t.request({ method: 'GET', url: `/api/billing/months/${month}.csv`, token });

  it('is a French spreadsheet file: BOM, semicolons, decimal commas, French header', async () => {
    const res = await csv('2025-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="releve-facturation-2025-01.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFF' +
        [
          'Prestation;Établissement;Professionnel;Début;Fin;Heures;Montant (€);Dont frais de déplacement (€);Validation;Remarque',
          'Soins de jour;Clinique des Lilas;Camille Durand;15/01/2025 08:00;15/01/2025 16:00;8,00;212,50;12,50;Validée;',
          'Nuit du samedi;Clinique des Lilas;Camille Durand;18/01/2025 20:00;19/01/2025 08:00;12,00;462,50;12,50;Validée;',
          'Total;;;;;20,00;675,00;25,00;;',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('lists unpriced missions with their reason and counts them in the total row', async () => {
    const lines = (await csv('2025-02')).body.split('\r\n');
    expect(lines[1]).toBe(
      'Nuit de février;Clinique des Lilas;Camille Durand;01/02/2025 00:30;01/02/2025 08:30;8,00;307,50;12,50;Validée;',
    );
    expect(lines[2]).toBe(
      "Nuit sans tarif;Clinique des Lilas;Camille Durand;08/02/2025 20:00;09/02/2025 08:00;12,00;;;Validée;Le tarif « nuit week-end » de l'établissement Clinique des Lilas n'est pas défini.",
    );
    expect(lines[3]).toBe('Total;;;;;20,00;307,50;12,50;;1 prestation sans montant');
  });

  it('neutralises a formula typed as a mission name', async () => {
    const lines = (await csv('2025-03')).body.split('\r\n');
    expect(lines[1]?.startsWith(`"'=HYPERLINK(""http://x"";""clic"")";`)).toBe(true);
  });

  it('answers an empty month with the header and a zero total', async () => {
    const res = await csv('2024-12');
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').slice(1)).toEqual(['Total;;;;;0,00;0,00;0,00;;', '']);
  });

  it('validates the month', async () => {
    const res = await csv('2025-13');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({ loc: ['path', 'month'], msg: 'Mois invalide (AAAA-MM attendu).' }),
    ]);
  });
});
