/**
 * « An end tapped far too late is not paid as worked » (docs/product-rules.md, « Never lose,
 * never overpay »): an end that makes a mission last more than planned + 4 h, or more than
 * 12 h, is kept as declared but flagged `late_end`; the establishment and every administrator
 * are told; the hours are never validated by time and no payslip takes them until the
 * establishment confirms (validates) or corrects (contests, then the administrator settles)
 * them. The real server on a real database, with a clock the tests move.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { notifications } from '../../src/server/db/schema.ts';
import { runAutoValidation } from '../../src/server/modules/reminders/handlers.ts';
import { planMission } from '../../src/server/modules/reminders/planner.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  createAssignedMission,
  createInstitution,
  createNurse,
  missionRow,
  signalMission,
  type Account,
} from './fixtures/missions.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const AUTO = 72 * HOUR;

let t: TestApp;
let admin: string;
let adminId: string;

const iso = (ms: number) => new Date(ms).toISOString();
const setClock = (ms: number) => {
  t.clock.now = new Date(ms);
};
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const put = (url: string, token: string, payload?: object) =>
  t.request({ method: 'PUT', url, token, ...(payload ? { payload } : {}) });

/** A mission of `hours` planned hours from `start`, accepted and started on time. */
async function started(
  institution: Account,
  nurse: Account,
  start: number,
  hours: number,
  name = 'Soins du matin',
): Promise<Prestation> {
  setClock(start - 2 * DAY);
  const mission = await createAssignedMission(t, {
    institution,
    nurse,
    start: new Date(start),
    end: new Date(start + hours * HOUR),
    name,
  });
  await signalMission(t, { mission, nurse, kind: 'accept', at: new Date(start - HOUR) });
  await signalMission(t, { mission, nurse, kind: 'start', at: new Date(start) });
  return mission;
}

/** The nurse taps « Terminer » at `at`, online (the server's clock a minute later). */
async function end(mission: Prestation, nurse: Account, at: number): Promise<Prestation> {
  setClock(at + MINUTE);
  const res = await put(`/api/prestations/${mission.id}/end`, nurse.token, {
    at: iso(at),
    client_action_id: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Prestation>();
}

const notesOf = async (userId: string, missionName: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .filter((n) => n.message.includes(`« ${missionName} »`))
    .map((n) => ({ message: n.message, link: n.link }));

const generate = (nurse: Account, from: string, to: string) =>
  t.request({
    method: 'POST',
    url: `/api/payslips/generate?user_id=${nurse.user.id}&period_start=${from}&period_end=${to}`,
    token: admin,
  });

beforeAll(async () => {
  t = await createTestApp();
  setClock(Date.parse('2027-02-01T08:00:00Z'));
  admin = await t.adminToken();
  adminId = (await get('/api/auth/me', admin)).json<{ id: string }>().id;
});
afterAll(async () => {
  await t.close();
});

describe('an end far too late', () => {
  it('a 4-hour mission ended six days later is kept as declared, flagged, and its establishment and the administrator are told', async () => {
    const clinic = await createInstitution(t, { name: 'Clinique du Lac' });
    const nurse = await createNurse(t, { first_name: 'Inès', last_name: 'Morel' });
    // Monday 8 February 2027, 08:00 in Paris.
    const start = Date.parse('2027-02-08T07:00:00Z');
    const mission = await started(clinic, nurse, start, 4, 'Toilettes du lundi');
    // « Terminer » tapped six days later, a minute short (a device time within the 7 days).
    const endedAt = start + 6 * DAY - MINUTE;
    const served = await end(mission, nurse, endedAt);
    expect(served).toMatchObject({
      status: 'completed',
      started_at: iso(start),
      ended_at: iso(endedAt),
      actual_duration: 8639,
      validation: 'awaiting',
      validated_at: null,
      hours_flag: 'late_end',
    });
    expect((await missionRow(t, mission.id)).hoursFlag).toBe('late_end');

    expect(await notesOf(clinic.user.id, 'Toilettes du lundi')).toContainEqual({
      message:
        'Inès Morel a terminé la prestation « Toilettes du lundi »\u202f: fin déclarée 5 jours et 23 h après le début (du 08/02 08:00 au 14/02 07:59). Confirmez ou corrigez ces heures\u202f: elles ne seront ni validées automatiquement ni payées avant.',
      link: expect.stringMatching(/^\/heures-a-valider\?mission=/),
    });
    expect(await notesOf(adminId, 'Toilettes du lundi')).toEqual([
      {
        message:
          "Fin déclarée 5 jours et 23 h après le début par Inès Morel pour « Toilettes du lundi » (Clinique du Lac)\u202f: heures à confirmer par l'établissement.",
        link: expect.stringMatching(/^\/heures-a-valider\?mission=/),
      },
    ]);
  });

  it('is flagged the same when the end comes through the offline outbox', async () => {
    const clinic = await createInstitution(t, { name: 'EHPAD des Saules' });
    const nurse = await createNurse(t, { first_name: 'Hugo', last_name: 'Petit' });
    const start = Date.parse('2027-02-22T07:00:00Z');
    const mission = await started(clinic, nurse, start, 4);
    setClock(start + 2 * DAY);
    const res = await t.request({
      method: 'POST',
      url: '/api/sync/actions',
      token: nurse.token,
      payload: {
        actions: [
          {
            client_action_id: randomUUID(),
            prestation_id: mission.id,
            kind: 'end',
            at: iso(start + 30 * HOUR),
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json<{ results: { status: number; prestation?: Prestation }[] }>().results;
    expect(result?.status).toBe(200);
    expect(result?.prestation).toMatchObject({ actual_duration: 1800, hours_flag: 'late_end' });
  });

  it('holds at planned + 4 h and at 12 h; one minute more is flagged', async () => {
    const clinic = await createInstitution(t, { name: 'Centre Vauban' });
    const base = Date.parse('2027-03-01T06:00:00Z');
    const cases: { hours: number; worked: number; flag: 'late_end' | null }[] = [
      // A 4-hour mission: the bound is 8 h.
      { hours: 4, worked: 8 * HOUR, flag: null },
      { hours: 4, worked: 8 * HOUR + MINUTE, flag: 'late_end' },
      // A 10-hour mission: planned + 4 h would allow 14 h, the 12 h bound comes first.
      { hours: 10, worked: 12 * HOUR, flag: null },
      { hours: 10, worked: 12 * HOUR + MINUTE, flag: 'late_end' },
      // An early end is no late end.
      { hours: 4, worked: 2 * HOUR, flag: null },
    ];
    for (const [i, c] of cases.entries()) {
      const nurse = await createNurse(t, { first_name: `Soignante${i}`, last_name: 'Roux' });
      const start = base + i * 2 * DAY;
      const mission = await started(clinic, nurse, start, c.hours);
      const served = await end(mission, nurse, start + c.worked);
      expect(served.hours_flag, `${c.hours} h planned, ${c.worked / MINUTE} min worked`).toBe(
        c.flag,
      );
    }
  });
});

describe('flagged hours are never validated by time nor paid until confirmed or corrected', () => {
  let clinic: Account;
  let nurse: Account;
  let flagged: Prestation;
  let ordinary: Prestation;
  const start = Date.parse('2027-04-05T06:00:00Z');
  const endedAt = start + 5 * DAY;

  beforeAll(async () => {
    clinic = await createInstitution(t, { name: 'Clinique Monplaisir' });
    nurse = await createNurse(t, { first_name: 'Awa', last_name: 'Diallo' });
    // Both planned before the late end is declared: its declared span would otherwise cover
    // the second in the planning rules.
    flagged = await started(clinic, nurse, start, 4, 'Soins oubliés');
    const second = start + DAY + 2 * HOUR;
    ordinary = await started(clinic, nurse, second, 4, 'Soins à l’heure');
    flagged = await end(flagged, nurse, endedAt);
    ordinary = await end(ordinary, nurse, second + 4 * HOUR);
    expect(flagged.hours_flag).toBe('late_end');
    expect(ordinary.hours_flag).toBeNull();
  });

  it('a month later it is still awaiting everywhere: the mission, « Mes prestations », the sync, « Heures à valider », the dashboard', async () => {
    setClock(endedAt + 30 * DAY);
    expect((await get(`/api/prestations/${flagged.id}`, clinic.token)).json()).toMatchObject({
      validation: 'awaiting',
      validated_at: null,
      hours_flag: 'late_end',
    });
    // The ordinary one turned validated by time.
    expect((await get(`/api/prestations/${ordinary.id}`, clinic.token)).json()).toMatchObject({
      validation: 'validated',
      hours_flag: null,
    });
    // Her list and her phone's copy are assembled by the database (mission_json).
    const mine = (await get('/api/prestations/me', nurse.token)).json<Prestation[]>();
    expect(mine.find((p) => p.id === flagged.id)).toMatchObject({
      validation: 'awaiting',
      hours_flag: 'late_end',
    });
    const sync = (await get('/api/sync/missions', nurse.token)).json<{
      changed: Prestation[];
    }>();
    expect(sync.changed.find((p) => p.id === flagged.id)).toMatchObject({
      validation: 'awaiting',
      hours_flag: 'late_end',
    });
    const toValidate = (await get('/api/prestations/validation', clinic.token)).json<
      Prestation[]
    >();
    expect(toValidate.map((p) => p.id)).toEqual([flagged.id]);
    expect((await get('/api/dashboard/institution', clinic.token)).json()).toMatchObject({
      awaiting_validation: 1,
    });
    // Billing shows it waiting, not validated.
    const months = (await get('/api/billing/months', clinic.token)).json<
      { missions: { prestation_id: string; validation: string }[] }[]
    >();
    const lines = months.flatMap((m) => m.missions);
    expect(lines.find((l) => l.prestation_id === flagged.id)?.validation).toBe('awaiting');
    expect(lines.find((l) => l.prestation_id === ordinary.id)?.validation).toBe('validated');
  });

  it('the automatic validation is never planned for it, nor told if an old job runs', async () => {
    const row = await missionRow(t, flagged.id);
    expect(JSON.stringify(planMission(row, new Date(endedAt)))).not.toContain('auto_validation');
    // A job planned before the flag (or by an older server) finds it flagged and tells nobody.
    setClock(endedAt + AUTO + HOUR);
    await runAutoValidation(t.app, {
      missionId: flagged.id,
      kind: 'auto_validation',
      basis: iso(endedAt),
    });
    expect(
      (await notesOf(nurse.user.id, 'Soins oubliés')).filter((n) =>
        n.message.includes('validées automatiquement'),
      ),
    ).toEqual([]);
    const ordinaryRow = await missionRow(t, ordinary.id);
    expect(JSON.stringify(planMission(ordinaryRow, new Date(ordinaryRow.endedAt!)))).toContain(
      'auto_validation',
    );
  });

  it('a payslip leaves it waiting and pays the rest; once the establishment confirms, the next one pays it', async () => {
    setClock(endedAt + 30 * DAY);
    const first = await generate(nurse, '2027-04-01', '2027-04-30');
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<{
      payslip: { services_list: { prestation_id: string }[] };
      waiting: { prestation_id: string; validation: string }[];
    }>();
    expect(body.payslip.services_list.map((l) => l.prestation_id)).toEqual([ordinary.id]);
    expect(body.waiting).toEqual([
      expect.objectContaining({ prestation_id: flagged.id, validation: 'awaiting' }),
    ]);
    expect((await missionRow(t, flagged.id)).paid).toBe(false);
    // Nothing else left: the refusal names it.
    const again = await generate(nurse, '2027-04-01', '2027-04-30');
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toContain('« Soins oubliés »');

    // The establishment confirms the declared hours: the flag goes, the hours are validated.
    const confirmed = await put(`/api/prestations/${flagged.id}/validate`, clinic.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ validation: 'validated', hours_flag: null });
    const paid = await generate(nurse, '2027-04-01', '2027-04-30');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(
      paid
        .json<{ payslip: { services_list: { prestation_id: string }[] } }>()
        .payslip.services_list.map((l) => l.prestation_id),
    ).toEqual([flagged.id]);
  });

  it('the establishment corrects instead: its contest clears the flag, the administrator settles with the corrected hours, and only those are paid', async () => {
    const other = await createNurse(t, { first_name: 'Marc', last_name: 'Lefèvre' });
    const s = Date.parse('2027-05-03T06:00:00Z');
    let mission = await started(clinic, other, s, 4, 'Nuit oubliée');
    mission = await end(mission, other, s + 3 * DAY);
    expect(mission.hours_flag).toBe('late_end');
    setClock(s + 10 * DAY);
    const contested = await put(`/api/prestations/${mission.id}/contest`, clinic.token, {
      started_at: iso(s),
      ended_at: iso(s + 4 * HOUR),
      reason: 'Partie à midi comme prévu, oubli de « Terminer ».',
    });
    expect(contested.statusCode, contested.body).toBe(200);
    expect(contested.json()).toMatchObject({ validation: 'contested', hours_flag: null });
    const corrected = await t.request({
      method: 'PATCH',
      url: `/api/prestations/${mission.id}/actuals`,
      token: admin,
      payload: { started_at: iso(s), ended_at: iso(s + 4 * HOUR) },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      validation: 'validated',
      actual_duration: 240,
      hours_flag: null,
    });
    const payslip = await generate(other, '2027-05-01', '2027-05-31');
    expect(payslip.statusCode, payslip.body).toBe(201);
    // 4 h of weekday daytime at 30 €, plus the travel fee of 12.50 €: not 72 h.
    expect(payslip.json()).toMatchObject({ payslip: { gross_amount: 132.5 } });
  });
});

describe('who hears of it', () => {
  it('the professional sees her flagged hours; the notification reaches only the mission’s establishment', async () => {
    const clinic = await createInstitution(t, { name: 'Clinique Saint-Roch' });
    const elsewhere = await createInstitution(t, { name: 'Clinique Voisine' });
    const nurse = await createNurse(t, { first_name: 'Lina', last_name: 'Bonnet' });
    const start = Date.parse('2027-06-07T06:00:00Z');
    const mission = await started(clinic, nurse, start, 4, 'Soins de Saint-Roch');
    await end(mission, nurse, start + 20 * HOUR);
    expect(await notesOf(elsewhere.user.id, 'Soins de Saint-Roch')).toEqual([]);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, clinic.user.id),
          like(notifications.link, '/heures-a-valider?%'),
        ),
      );
    expect(note?.message).toContain('fin déclarée 20 h 00 après le début');
    expect((await get(`/api/prestations/${mission.id}`, nurse.token)).json()).toMatchObject({
      hours_flag: 'late_end',
    });
  });
});
