/**
 * The audit log (`GET /audit`): every decision on accounts, credentials, hours and the
 * platform's identity leaves exactly one line with its actor, written in the decision's own
 * transaction (a refused decision leaves none); the administrator alone reads it, filtered
 * and in pages; nothing, not even SQL, edits it; an erased account's lines stay.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/contract/audit.ts';
import { createTestApp, PASSWORD, TINY_PDF, type TestApp } from './harness.ts';
import {
  completeMission,
  createAssignedMission,
  createInstitution,
  createNurse,
} from './fixtures/missions.ts';
import { COMPANY_SETTINGS, multipartBody } from './fixtures/routes.ts';

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  adminId = (await t.request({ method: 'GET', url: '/api/auth/me', token: admin })).json<{
    id: string;
  }>().id;
});
afterAll(() => t.close());

const H = 3_600_000;
const DAY = 24 * H;

/** The log's lines about `objectId`, oldest first. */
async function linesOf(objectId: string): Promise<AuditEntry[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/audit?object=${objectId}`,
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>().reverse();
}

const put = (url: string, token: string, payload?: object) =>
  t.request({ method: 'PUT', url, token, ...(payload ? { payload } : {}) });

describe('the audit log', () => {
  it('keeps an account approved, and a refused second decision leaves no line', async () => {
    const pending = await t.createUser({ role: 'nurse', approve: false });
    const approved = await t.request({
      method: 'POST',
      url: `/api/users/${pending.user.id}/approve`,
      token: admin,
    });
    expect(approved.statusCode).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: `/api/users/${pending.user.id}/reject`,
      token: admin,
    });
    expect(again.statusCode).toBe(409);
    const lines = await linesOf(pending.user.id);
    expect(lines).toEqual([
      {
        at: expect.any(String),
        actor_id: adminId,
        actor_name: 'Admin Relève',
        action: 'account.approved',
        object_type: 'user',
        object_id: pending.user.id,
        object_label: `${pending.user.first_name} ${pending.user.last_name}`,
        detail: { role: 'nurse' },
      },
    ]);
  });

  it('keeps an account rejected', async () => {
    const pending = await t.createUser({ role: 'caregiver', approve: false });
    await t.request({ method: 'POST', url: `/api/users/${pending.user.id}/reject`, token: admin });
    expect((await linesOf(pending.user.id)).map((l) => [l.action, l.actor_id])).toEqual([
      ['account.rejected', adminId],
    ]);
  });

  it('keeps a document verified or refused, and the RPPS verified', async () => {
    const nurse = await createNurse(t, { first_name: 'Inès', last_name: 'Audit' });
    const body = multipartBody({ kind: 'diplome' }, [
      { name: 'd.pdf', type: 'application/pdf', bytes: TINY_PDF },
    ]);
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/users/me/documents',
      token: nurse.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const doc = uploaded.json<{ id: string }>();
    await put(`/api/documents/${doc.id}/verify`, admin, { status: 'refused', reason: 'Illisible' });
    await put(`/api/documents/${doc.id}/verify`, admin, { status: 'verified' });
    expect((await linesOf(doc.id)).map((l) => [l.action, l.actor_id, l.detail])).toEqual([
      ['document.refused', adminId, { owner_id: nurse.user.id, kind: 'diplome' }],
      ['document.verified', adminId, { owner_id: nurse.user.id, kind: 'diplome' }],
    ]);

    const withRpps = await t.request({
      method: 'PUT',
      url: '/api/users/me',
      token: nurse.token,
      payload: {
        first_name: 'Inès',
        last_name: 'Audit',
        phone: '06 12 34 56 78',
        address: '1 rue de la Santé, Paris',
        rpps: '10000000009',
      },
    });
    expect(withRpps.statusCode, withRpps.body).toBe(200);
    expect((await put(`/api/users/${nurse.user.id}/rpps/verify`, admin)).statusCode).toBe(200);
    expect((await linesOf(nurse.user.id)).map((l) => [l.action, l.actor_id])).toEqual([
      ['account.approved', adminId],
      ['rpps.verified', adminId],
    ]);
  });

  it('keeps the hours validated, contested and corrected, each by its actor', async () => {
    const clinic = await createInstitution(t, { name: 'Clinique du Journal' });
    const nurse = await createNurse(t, { first_name: 'Léa', last_name: 'Heures' });
    const start = new Date(Date.now() - 2 * DAY);
    const done = await completeMission(t, {
      institution: clinic,
      nurse,
      start,
      end: new Date(start.getTime() + 8 * H),
    });
    const contested = await put(`/api/prestations/${done.id}/contest`, clinic.token, {
      started_at: start.toISOString(),
      ended_at: new Date(start.getTime() + 7 * H).toISOString(),
      reason: 'Départ une heure plus tôt',
    });
    expect(contested.statusCode, contested.body).toBe(200);
    const corrected = await t.request({
      method: 'PATCH',
      url: `/api/prestations/${done.id}/actuals`,
      token: admin,
      payload: {
        started_at: start.toISOString(),
        ended_at: new Date(start.getTime() + 7 * H).toISOString(),
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const second = await completeMission(t, {
      institution: clinic,
      nurse,
      start: new Date(start.getTime() - DAY),
      end: new Date(start.getTime() - DAY + 8 * H),
    });
    expect((await put(`/api/prestations/${second.id}/validate`, clinic.token)).statusCode).toBe(
      200,
    );
    // Validating twice is refused: no second line.
    expect((await put(`/api/prestations/${second.id}/validate`, clinic.token)).statusCode).toBe(
      409,
    );

    expect((await linesOf(done.id)).map((l) => [l.action, l.actor_id])).toEqual([
      ['hours.contested', clinic.user.id],
      ['hours.corrected', adminId],
    ]);
    expect((await linesOf(done.id))[1]?.detail).toEqual({
      before: {
        started_at: start.toISOString(),
        ended_at: new Date(start.getTime() + 8 * H).toISOString(),
      },
      after: {
        started_at: start.toISOString(),
        ended_at: new Date(start.getTime() + 7 * H).toISOString(),
      },
    });
    expect((await linesOf(second.id)).map((l) => [l.action, l.actor_id])).toEqual([
      ['hours.validated', clinic.user.id],
    ]);
  });

  it('keeps an assignment that set the working-time rules aside, not an ordinary one', async () => {
    const clinic = await createInstitution(t, { name: 'Clinique des Gardes' });
    const nurse = await createNurse(t, { first_name: 'Nora', last_name: 'Outre' });
    const start = new Date(Date.now() + 5 * DAY);
    const first = await createAssignedMission(t, {
      institution: clinic,
      nurse,
      start,
      end: new Date(start.getTime() + 8 * H),
    });
    expect(await linesOf(first.id)).toEqual([]);
    // The same hours again: she is busy; the administrator forces it with a reason.
    const forced = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name: 'Doublon',
        description: 'Renfort',
        dateStart: start.toISOString(),
        dateEnd: new Date(start.getTime() + 8 * H).toISOString(),
        etablissement_id: clinic.user.id,
        assigned_to: nurse.user.id,
        force: true,
        override_reason: 'Renfort validé par la direction',
      },
    });
    expect(forced.statusCode, forced.body).toBe(201);
    const id = forced.json<{ prestation: { id: string } }>().prestation.id;
    const [line] = await linesOf(id);
    expect(line).toMatchObject({
      actor_id: adminId,
      object_label: 'Doublon',
      action: 'mission.override',
      object_type: 'mission',
      detail: {
        assigned_to: nurse.user.id,
        override: { reason: 'Renfort validé par la direction' },
      },
    });
  });

  it('keeps the platform’s identity changed', async () => {
    expect((await put('/api/settings/company', admin, COMPANY_SETTINGS)).statusCode).toBe(200);
    expect((await linesOf('platform')).map((l) => [l.action, l.actor_id, l.detail])).toEqual([
      ['company.changed', adminId, { vat_rate: 20, iban_set: true }],
    ]);
  });

  it('is the administrator’s alone, filtered by actor and dates, in pages', async () => {
    const nurse = await createNurse(t, { first_name: 'Zoé', last_name: 'Curieuse' });
    expect(
      (await t.request({ method: 'GET', url: '/api/audit', token: nurse.token })).statusCode,
    ).toBe(403);
    const clinic = await createInstitution(t, { name: 'Clinique Curieuse' });
    expect(
      (await t.request({ method: 'GET', url: '/api/audit', token: clinic.token })).statusCode,
    ).toBe(403);

    // 60 approvals: two pages of the administrator's lines, newest first, no repeat, no gap.
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const p = await t.createUser({
        role: 'nurse',
        approve: false,
        email: `page-${i}-${randomUUID().slice(0, 6)}@releve.test`,
      });
      await t.request({ method: 'POST', url: `/api/users/${p.user.id}/approve`, token: admin });
      ids.push(p.user.id);
    }
    const first = await t.request({
      method: 'GET',
      url: `/api/audit?actor=${adminId}`,
      token: admin,
    });
    const page1 = first.json<AuditEntry[]>();
    expect(page1).toHaveLength(50);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = (
      await t.request({
        method: 'GET',
        url: `/api/audit?actor=${adminId}&cursor=${cursor}`,
        token: admin,
      })
    ).json<AuditEntry[]>();
    // No line on both pages; the newest 60 are the approvals, newest first.
    const shown = new Set(page1.map((l) => JSON.stringify(l)));
    expect(page2.filter((l) => shown.has(JSON.stringify(l)))).toEqual([]);
    expect([...page1, ...page2].slice(0, 60).map((l) => l.object_id)).toEqual([...ids].reverse());

    const future = new Date(Date.now() + DAY).toISOString();
    const none = await t.request({
      method: 'GET',
      url: `/api/audit?from=${encodeURIComponent(future)}`,
      token: admin,
    });
    expect(none.json()).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/api/audit?cursor=bm9wZQ', token: admin });
    expect(bad.statusCode).toBe(422);
  });

  it('cannot be changed or removed, even in SQL, and keeps an erased account’s lines', async () => {
    const pending = await t.createUser({ role: 'nurse', approve: false });
    await t.request({ method: 'POST', url: `/api/users/${pending.user.id}/approve`, token: admin });
    for (const statement of [
      sql`update audit_log set action = 'account.rejected'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    const token = await t.login(pending.email, PASSWORD);
    const erased = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      token,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await linesOf(pending.user.id)).map((l) => l.action)).toEqual(['account.approved']);
  });
});
