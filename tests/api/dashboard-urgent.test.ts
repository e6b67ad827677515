import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardUrgent } from '../../src/contract/dashboard.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import { contracts, missions } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  completeMission,
  createAssignedMission,
  createInstitution,
  createNurse,
  type Account,
} from './fixtures/missions.ts';

/** Thursday 20 March 2025, 19:00 in Paris. */
const NOW = new Date('2025-03-20T18:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestApp;
let admin: string;
let lilas: Account;
let centre: Account;
let camille: Account;
let tonight: Prestation;
let centreSoon: Prestation;

async function request(token: string, name: string, start: Date, end: Date) {
  const res = await t.request({
    method: 'POST',
    url: '/api/prestations',
    token,
    payload: { name, dateStart: start.toISOString(), dateEnd: end.toISOString() },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ prestation: Prestation }>().prestation;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = await t.adminToken();
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  centre = await createInstitution(t, { name: 'Cabinet du Centre' });
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
  await t.createUser({ role: 'caregiver', approve: false });

  // Unfilled: tonight's in 25 minutes, another establishment's in 3 hours, one in 30 hours.
  centreSoon = await request(centre.token, 'Garde du soir', inMinutes(180), inMinutes(360));
  tonight = await request(lilas.token, 'Garde de nuit', inMinutes(25), inMinutes(25 + 600));
  await request(lilas.token, 'Garde de samedi', inMinutes(30 * 60), inMinutes(31 * 60));
  // Filled (assigned to Camille, not accepted yet): not « unfilled », but hers to accept.
  await createAssignedMission(t, {
    institution: lilas,
    nurse: camille,
    start: inMinutes(60),
    end: inMinutes(180),
  });
  // Completed 5 days ago: validated by time, on no payslip: a payslip to generate.
  await completeMission(t, {
    institution: lilas,
    nurse: camille,
    start: new Date('2025-03-15T08:00:00Z'),
    end: new Date('2025-03-15T12:00:00Z'),
  });
  // Completed this afternoon: its hours wait for the establishment's sign-off.
  await completeMission(t, {
    institution: lilas,
    nurse: camille,
    start: new Date('2025-03-20T10:00:00Z'),
    end: new Date('2025-03-20T13:00:00Z'),
  });
});
afterAll(async () => {
  await t.close();
});

const urgent = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/dashboard/urgent', token });
  expect(res.statusCode).toBe(200);
  return res.json<DashboardUrgent>();
};

const unsignedBy = async (party: 'professional' | 'institution', id: string) => {
  const rows = await t.database.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.status, 'to_sign'),
        party === 'professional'
          ? and(eq(contracts.professionalId, id), isNull(contracts.professionalSignedAt))
          : and(eq(contracts.institutionId, id), isNull(contracts.institutionSignedAt)),
      ),
    );
  return rows.length;
};

describe('GET /dashboard/urgent', () => {
  it('gives the admin the unfilled missions of the next 24 hours, soonest first, and what waits', async () => {
    const body = await urgent(admin);
    expect(body.unfilled_soon.map((m) => [m.name, m.status, m.institution_name])).toEqual([
      ['Garde de nuit', 'pending', 'Clinique des Lilas'],
      ['Garde du soir', 'pending', 'Cabinet du Centre'],
    ]);
    expect(body.unfilled_soon[0]?.dateStart).toBe(tonight.dateStart);
    const contractsToSign = await t.database.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.status, 'to_sign'));
    expect(body.items).toEqual([
      // Three requests of establishments wait for approval.
      { kind: 'missions_to_approve', count: 3 },
      { kind: 'accounts_to_approve', count: 1 },
      ...(contractsToSign.length > 0
        ? [{ kind: 'contracts_to_sign', count: contractsToSign.length }]
        : []),
      // Camille's mission of 15 March: completed, validated by time, on no payslip.
      { kind: 'payslips_to_generate', count: 1 },
    ]);
  });

  it('gives an establishment its own unfilled missions, its hours to sign off and its contracts', async () => {
    const body = await urgent(lilas.token);
    expect(body.unfilled_soon.map((m) => m.id)).toEqual([tonight.id]);
    const toSign = await unsignedBy('institution', lilas.user.id);
    expect(toSign).toBeGreaterThan(0);
    expect(body.items).toEqual([
      { kind: 'hours_to_validate', count: 1 },
      { kind: 'contracts_to_sign', count: toSign },
    ]);
    const centreBody = await urgent(centre.token);
    expect(centreBody.unfilled_soon.map((m) => m.id)).toEqual([centreSoon.id]);
    expect(centreBody.items).toEqual([]);
  });

  it('gives a professional the missions she has to accept and the contracts she has to sign', async () => {
    const toSign = await unsignedBy('professional', camille.user.id);
    expect(toSign).toBeGreaterThan(0);
    expect(await urgent(camille.token)).toEqual({
      unfilled_soon: [],
      items: [
        { kind: 'missions_to_accept', count: 1 },
        { kind: 'contracts_to_sign', count: toSign },
      ],
    });
  });

  it('drops a mission once it is filled, and one that is over', async () => {
    await t.database.db
      .update(missions)
      .set({ status: 'assigned', assignedTo: camille.user.id })
      .where(eq(missions.id, centreSoon.id));
    const body = await urgent(admin);
    expect(body.unfilled_soon.map((m) => m.id)).toEqual([tonight.id]);
    t.clock.now = inMinutes(25 + 601);
    try {
      // Tonight's is over; Saturday's now starts within 24 hours.
      const later = await urgent(admin);
      expect(later.unfilled_soon.map((m) => m.name)).toEqual(['Garde de samedi']);
    } finally {
      t.clock.now = NOW;
    }
  });

  it('requires a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dashboard/urgent' });
    expect(res.statusCode).toBe(401);
  });
});
