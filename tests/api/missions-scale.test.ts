import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import {
  missionChangesQuery,
  missionListQuery,
  snapshotBounds,
} from '../../src/server/modules/missions/repo.ts';
import { missions } from '../../src/server/db/schema.ts';
import { seedMissions, type SeedResult } from '../../bench/missions-seed.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A nurse's list stays an index lookup with 100 000 missions in the table. Asserts what the
 * database does (the plan, the rows), never how long it takes.
 */
const MISSIONS = 100_000;

let t: TestApp;
let seeded: SeedResult;
let nurseId: string;

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  seeded = await seedMissions(t.database.db, {
    institutions: 40,
    professionals: 400,
    missions: MISSIONS,
    passwordHash: await hashPassword('mot-de-passe-solide'),
    now: t.clock.now,
  });
  await t.database.db.execute(sql`analyze missions`);
  await t.database.db.execute(sql`analyze users`);
  console.info(`seeded ${MISSIONS} missions in ${Math.round(performance.now() - started)} ms`);
  nurseId = seeded.professionalIds[0] ?? '';
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('100 000 missions', () => {
  it('seeds them all', async () => {
    expect(await t.database.db.$count(missions)).toBe(MISSIONS);
  });

  it('GET /prestations/me serves one nurse exactly her own missions', async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(missions)
      .where(eq(missions.assignedTo, nurseId));
    const expected = row?.n ?? 0;
    expect(expected).toBeGreaterThan(50);
    const token = await t.app.signToken({ id: nurseId, tokenVersion: 0, role: 'nurse' });
    const res = await t.request({ method: 'GET', url: '/api/prestations/me?limit=1000', token });
    expect(res.statusCode).toBe(200);
    const list = res.json<Prestation[]>();
    expect(list).toHaveLength(expected);
    expect(list.every((p) => p.assigned_to === nurseId)).toBe(true);
    expect(list.every((p) => p.etablissement_name !== null)).toBe(true);
    const starts = list.map((p) => p.dateStart);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it("plans the nurse's list as an index lookup, never a scan of the missions table", async () => {
    const query = missionListQuery(
      t.database.db,
      { kind: 'assigned_to', userId: nurseId },
      { limit: 500, offset: 0 },
    );
    const result = await t.database.db.execute(sql`explain ${query}`);
    const plan = (result as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r).join(' '))
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan on missions/);
    // Either index that starts with assigned_to serves it.
    expect(plan).toMatch(/missions_assigned_(start|status)_idx/);
  });

  it("plans an establishment's list and the pending list on their indexes too", async () => {
    const explain = async (query: ReturnType<typeof missionListQuery>) => {
      const result = await t.database.db.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r).join(' '))
        .join('\n');
    };
    const db = t.database.db;
    const page = { limit: 500, offset: 0 };
    const institutionPlan = await explain(
      missionListQuery(
        db,
        { kind: 'institution', institutionId: seeded.institutionIds[0] ?? '' },
        page,
      ),
    );
    expect(institutionPlan).not.toMatch(/Seq Scan on missions/);
    const pendingPlan = await explain(
      missionListQuery(db, { kind: 'status', status: 'pending' }, page),
    );
    expect(pendingPlan).not.toMatch(/Seq Scan on missions/);
  });

  const explain = async (
    query: { getSQL: () => unknown } | ReturnType<typeof missionListQuery>,
  ) => {
    const result = await t.database.db.execute(sql`explain ${query}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r).join(' '))
      .join('\n');
  };
  const page = { limit: 51, offset: 0 };
  const DAY = 24 * 3_600_000;

  it("plans the admin's filtered lists on an index: status, establishment, assignee, dates, keyset page", async () => {
    const db = t.database.db;
    const now = t.clock.now.getTime();
    const plans = {
      status: await explain(missionListQuery(db, { kind: 'all' }, page, { status: 'accepted' })),
      institution: await explain(
        missionListQuery(db, { kind: 'all' }, page, {
          institutionId: seeded.institutionIds[1] ?? '',
          status: 'completed',
        }),
      ),
      assignee: await explain(missionListQuery(db, { kind: 'all' }, page, { assignedTo: nurseId })),
      dates: await explain(
        missionListQuery(db, { kind: 'all' }, page, {
          from: new Date(now - 7 * DAY),
          to: new Date(now),
        }),
      ),
      nextPage: await explain(
        missionListQuery(
          db,
          { kind: 'all' },
          { ...page, after: { startKey: new Date(now).toISOString(), id: 'm' } },
          { status: 'pending' },
        ),
      ),
      ownInstitution: await explain(
        missionListQuery(
          db,
          { kind: 'institution', institutionId: seeded.institutionIds[2] ?? '' },
          { ...page, after: { startKey: new Date(now).toISOString(), id: 'm' } },
          { from: new Date(now - 30 * DAY) },
        ),
      ),
    };
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, name).not.toMatch(/Seq Scan on missions/);
      expect(plan, name).toMatch(/Index (Only )?Scan .* on missions/);
    }
  });

  it("plans a phone's delta on (assigned_to, change_xid), never a scan", async () => {
    const { xmin } = await snapshotBounds(t.database.db);
    const now = t.clock.now.getTime();
    const plan = await explain(
      missionChangesQuery(t.database.db, nurseId, {
        xid: xmin,
        autoFrom: new Date(now - 4 * DAY),
        autoTo: new Date(now - 3 * DAY),
      }),
    );
    expect(plan).not.toMatch(/Seq Scan on missions/);
    expect(plan).toMatch(/missions_assigned_/);
  });

  it('answers an unchanged delta in under 100 bytes among 100 000 missions', async () => {
    const token = await t.app.signToken({ id: nurseId, tokenVersion: 0, role: 'nurse' });
    const full = await t.request({ method: 'GET', url: '/api/sync/missions', token });
    expect(full.statusCode).toBe(200);
    const { cursor } = full.json<{ cursor: string }>();
    const res = await t.request({
      method: 'GET',
      url: `/api/sync/missions?since=${cursor}`,
      token,
    });
    expect(res.json()).toMatchObject({ changed: [], removed: [] });
    expect(res.body.length).toBeLessThan(100);
  });
});
