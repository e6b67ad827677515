/**
 * `GET /sync/missions`: the delta of the caller's missions since a cursor. Every kind of write
 * shows up (the database trigger stamps each one), a mission that leaves her comes back as
 * removed, an unchanged delta is a few dozen bytes, and the cursor survives a restart.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { SyncMissionsResponse } from '../../src/contract/sync.ts';
import { buildApp } from '../../src/server/app.ts';
import { ensureAdmin } from '../../src/server/bootstrap.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { missions, users } from '../../src/server/db/schema.ts';
import { createInstitution } from './fixtures/missions.ts';
import { createDatabase } from './fixtures/processes.ts';
import { insertMission } from './fixtures/together.ts';
import { ADMIN, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let clinicId: string;
beforeAll(async () => {
  t = await createTestApp();
  clinicId = (await createInstitution(t)).user.id;
});
afterAll(async () => {
  await t.close();
});

const ALL_RATES = {
  weekdayRateCents: 2850,
  weekendRateCents: 3800,
  nightWeekRateCents: 3300,
  nightWeekendRateCents: 4200,
};

const mission = (
  assignedTo: string | null,
  status: Parameters<typeof insertMission>[1]['status'],
) => insertMission(t, { assignedTo, status, institutionId: clinicId, tariffs: ALL_RATES });

async function delta(token: string, since?: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/sync/missions${since === undefined ? '' : `?since=${since}`}`,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<SyncMissionsResponse>(), bytes: Buffer.byteLength(res.body) };
}

const ids = (list: { id: string }[]) => list.map((m) => m.id).sort();

describe('GET /sync/missions', () => {
  it('without a cursor serves exactly what GET /prestations/me serves', async () => {
    const nurse = await t.createUser();
    await mission(nurse.user.id, 'assigned');
    await mission(nurse.user.id, 'completed');
    await mission(null, 'open');
    const me = await t.request({ method: 'GET', url: '/api/prestations/me', token: nurse.token });
    const { body } = await delta(nurse.token);
    expect(body.changed).toEqual(me.json<Prestation[]>());
    expect(body.removed).toEqual([]);
  });

  it('answers an unchanged delta in a few dozen bytes, one change with that mission only', async () => {
    const nurse = await t.createUser();
    const a = await mission(nurse.user.id, 'assigned');
    await mission(nurse.user.id, 'assigned');
    const first = await delta(nurse.token);
    expect(first.body.changed).toHaveLength(2);

    const unchanged = await delta(nurse.token, first.body.cursor);
    expect(unchanged.body.changed).toEqual([]);
    expect(unchanged.body.removed).toEqual([]);
    expect(unchanged.bytes).toBeLessThan(200);

    // Someone else's write does not reach her.
    const other = await t.createUser();
    await mission(other.user.id, 'assigned');

    const accepted = await t.request({
      method: 'PUT',
      url: `/api/prestations/${a.id}/accept`,
      token: nurse.token,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const one = await delta(nurse.token, unchanged.body.cursor);
    expect(ids(one.body.changed)).toEqual([a.id]);
    expect(one.body.changed[0]?.status).toBe('accepted');
    expect(one.body.removed).toEqual([]);
    console.info(`delta sizes: unchanged ${unchanged.bytes} B, one change ${one.bytes} B`);
    expect(one.bytes).toBeLessThan(2000);
  });

  it('serves every kind of write: new assignment, cancellation, paid, any column', async () => {
    const nurse = await t.createUser();
    const start = await delta(nurse.token);
    const created = await mission(nurse.user.id, 'assigned');
    const d1 = await delta(nurse.token, start.body.cursor);
    expect(ids(d1.body.changed)).toEqual([created.id]);

    const cancel = await t.request({
      method: 'PUT',
      url: `/api/prestations/${created.id}/cancel`,
      token: await t.adminToken(),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const d2 = await delta(nurse.token, d1.body.cursor);
    expect(d2.body.changed.map((m) => [m.id, m.status])).toEqual([[created.id, 'cancelled']]);

    // A write from any code path (payslips, erasure, a script): the trigger stamps it.
    const done = await mission(nurse.user.id, 'completed');
    const d3 = await delta(nurse.token, d2.body.cursor);
    await t.database.db.update(missions).set({ paid: true }).where(eq(missions.id, done.id));
    const d4 = await delta(nurse.token, d3.body.cursor);
    expect(d4.body.changed.map((m) => [m.id, m.paid])).toEqual([[done.id, true]]);
  });

  it('lists as removed a mission handed over in an exchange, and serves it to its new holder', async () => {
    const from = await t.createUser({ first_name: 'Camille', last_name: 'Durand' });
    const to = await t.createUser({ first_name: 'Hugo', last_name: 'Bernard', role: 'caregiver' });
    const m = await mission(from.user.id, 'accepted');
    const fromStart = await delta(from.token);
    const toStart = await delta(to.token);
    const proposed = await t.request({
      method: 'POST',
      url: '/api/exchanges',
      token: from.token,
      payload: { prestation_id: m.id, to_user_id: to.user.id, reason: 'Rendez-vous' },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const exchangeId = proposed.json<{ exchange: { id: string } }>().exchange.id;
    const answered = await t.request({
      method: 'PUT',
      url: `/api/exchanges/${exchangeId}/respond?accept=true`,
      token: to.token,
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const fromDelta = await delta(from.token, fromStart.body.cursor);
    expect(fromDelta.body.removed).toEqual([m.id]);
    expect(fromDelta.body.changed).toEqual([]);
    const toDelta = await delta(to.token, toStart.body.cursor);
    expect(ids(toDelta.body.changed)).toEqual([m.id]);
    expect(toDelta.body.removed).toEqual([]);
  });

  it('lists as removed a mission the administrator gives to someone else, or deletes', async () => {
    const nurse = await t.createUser();
    const other = await t.createUser();
    const moved = await mission(nurse.user.id, 'assigned');
    const deleted = await mission(nurse.user.id, 'assigned');
    const start = await delta(nurse.token);
    await t.database.db
      .update(missions)
      .set({ assignedTo: other.user.id })
      .where(eq(missions.id, moved.id));
    await t.database.db.delete(missions).where(eq(missions.id, deleted.id));
    const after = await delta(nurse.token, start.body.cursor);
    expect(after.body.changed).toEqual([]);
    expect([...after.body.removed].sort()).toEqual([moved.id, deleted.id].sort());

    // Given back to her: changed, no longer removed.
    await t.database.db
      .update(missions)
      .set({ assignedTo: nurse.user.id })
      .where(eq(missions.id, moved.id));
    const back = await delta(nurse.token, after.body.cursor);
    expect(ids(back.body.changed)).toEqual([moved.id]);
    expect(back.body.removed).toEqual([]);
  });

  it('serves hours that turned validated by the passing of 72 h, with nothing written', async () => {
    const nurse = await t.createUser();
    const done = await mission(nurse.user.id, 'completed');
    await t.database.db
      .update(missions)
      .set({ validation: 'awaiting', endedAt: t.clock.now })
      .where(eq(missions.id, done.id));
    const start = await delta(nurse.token);
    expect(start.body.changed[0]?.validation).toBe('awaiting');
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 73 * 3_600_000);
    try {
      const later = await delta(nurse.token, start.body.cursor);
      expect(later.body.changed.map((m) => [m.id, m.validation])).toEqual([[done.id, 'validated']]);
    } finally {
      t.clock.now = saved;
    }
  });

  it("refuses with a 422 in French a malformed cursor or another account's", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const { body } = await delta(b.token);
    for (const since of [
      body.cursor,
      'nimportequoi',
      Buffer.from('1.99.0.x').toString('base64url'),
    ]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/sync/missions?since=${since}`,
        token: a.token,
      });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toMatch(/[Cc]urseur/);
    }
    const far = Buffer.from(`1.999999999999.${Date.now()}.x`).toString('base64url');
    const res = await t.request({
      method: 'GET',
      url: `/api/sync/missions?since=${far}`,
      token: a.token,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('the delta cursor across a restart', () => {
  it('stays valid and exact when the server restarts on the same data', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const dir = join(tmpdir(), `releve-sync-${randomUUID()}`);
    const created = url ? await createDatabase(url, 'releve_sync') : undefined;
    const open = (): Promise<Database> =>
      created
        ? openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 })
        : openDatabase({ kind: 'pglite', dataDir: dir });
    const start = async () => {
      const database = await open();
      const now = new Date();
      await ensureAdmin(database.db, ADMIN, now);
      const app = await buildApp({
        db: database.db,
        jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
        now: () => new Date(),
      });
      await app.ready();
      return { database, app };
    };
    try {
      let s = await start();
      const [admin] = await s.database.db.select().from(users).where(eq(users.email, ADMIN.email));
      if (!admin) throw new Error('admin missing');
      const token = await s.app.signToken(admin);
      const base = {
        name: 'Nuit',
        dateStart: new Date('2030-01-01T20:00:00Z'),
        dateEnd: new Date('2030-01-02T04:00:00Z'),
        dureeMinutes: 480,
        createdBy: admin.id,
        status: 'assigned' as const,
      };
      // The admin holds missions here only to have a user to sync for.
      const kept = randomUUID();
      await s.database.db.insert(missions).values({ ...base, id: kept, assignedTo: admin.id });
      const first = await s.app.inject({
        method: 'GET',
        url: '/api/sync/missions',
        headers: { authorization: `Bearer ${token}` },
      });
      const cursor = first.json<SyncMissionsResponse>().cursor;
      await s.app.close();
      await s.database.close();

      s = await start();
      const changedId = randomUUID();
      await s.database.db.insert(missions).values({ ...base, id: changedId, assignedTo: admin.id });
      const next = await s.app.inject({
        method: 'GET',
        url: `/api/sync/missions?since=${cursor}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(next.statusCode, next.body).toBe(200);
      const body = next.json<SyncMissionsResponse>();
      expect(body.changed.map((m) => m.id)).toEqual([changedId]);
      await s.app.close();
      await s.database.close();
    } finally {
      await created?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
