import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeDatabase,
  MAINTENANCE_QUEUES,
  vacuumDatabase,
} from '../../src/server/db/maintenance.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The embedded PGlite has no autovacuum: the job engine analyzes it every hour and vacuums it
 * every night; on PostgreSQL nothing is scheduled (its daemon does it).
 */
let embedded: TestApp;
let server: TestApp;
beforeAll(async () => {
  embedded = await createTestApp({ jobs: {}, databaseKind: 'pglite', now: () => new Date() });
  server = await createTestApp({ jobs: {}, databaseKind: 'postgres', now: () => new Date() });
});
afterAll(async () => {
  await embedded?.close();
  await server?.close();
});

const schedules = async (t: TestApp) =>
  (
    (await t.database.db.execute(
      sql`select name, cron from pgboss.schedule where name like 'database-%' order by name`,
    )) as unknown as { rows: { name: string; cron: string }[] }
  ).rows;

const tableState = async (t: TestApp, table: string) =>
  (
    (await t.database.db.execute(
      sql`select reltuples::int as tuples, relallvisible::int as visible from pg_class where relname = ${table}`,
    )) as unknown as { rows: { tuples: number; visible: number }[] }
  ).rows[0];

describe('database maintenance', () => {
  it('on PGlite, analyzes every hour and vacuums every night (UTC)', async () => {
    expect(await schedules(embedded)).toEqual([
      { name: MAINTENANCE_QUEUES.analyze, cron: '41 * * * *' },
      { name: MAINTENANCE_QUEUES.vacuum, cron: '17 2 * * *' },
    ]);
  });

  it('on PostgreSQL, leaves it to autovacuum', async () => {
    expect(await schedules(server)).toEqual([]);
  });

  it('gives the planner statistics and marks the pages all-visible', async () => {
    const db = embedded.database.db;
    await embedded.createUser({ role: 'nurse' });
    // Never analyzed: PostgreSQL does not know how many rows the table holds.
    expect(await tableState(embedded, 'users')).toMatchObject({ tuples: -1, visible: 0 });
    await analyzeDatabase(db);
    expect((await tableState(embedded, 'users'))?.tuples).toBeGreaterThanOrEqual(2);
    await vacuumDatabase(db);
    expect((await tableState(embedded, 'users'))?.visible).toBeGreaterThanOrEqual(1);
  });
});
