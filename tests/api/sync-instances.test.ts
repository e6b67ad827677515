/**
 * The delta cursor on a real PostgreSQL with concurrent writers and two app instances: a
 * transaction that commits after a later one (out of order) is still delivered, and a phone
 * polling while many writers run ends with exactly the database's missions. Skipped, with a
 * visible message, only when PostgreSQL does not answer.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncMissionsResponse } from '../../src/contract/sync.ts';
import { buildApp } from '../../src/server/app.ts';
import { ensureAdmin } from '../../src/server/bootstrap.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { missions, users } from '../../src/server/db/schema.ts';
import { POSTGRES_URL, createDatabase, postgresAnswers } from './fixtures/processes.ts';
import { ADMIN } from './harness.ts';

const pgUp = await postgresAnswers();
if (!pgUp) {
  console.warn(
    `\n⚠ PostgreSQL injoignable (${POSTGRES_URL}) : test du curseur de synchronisation ignoré.\n`,
  );
}

let created: { url: string; drop: () => Promise<void> };
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
const clients: pg.Client[] = [];
let token: string;
let adminId: string;
const MISSIONS = 20;
const missionIds: string[] = [];

beforeAll(async () => {
  if (!pgUp) return;
  created = await createDatabase(POSTGRES_URL, 'releve_sync');
  for (let i = 0; i < 2; i += 1) {
    const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 });
    databases.push(database);
    const app = await buildApp({
      db: database.db,
      jwtSecret: 'sync-instances-secret-shared-by-both-instances',
      now: () => new Date(),
    });
    await app.ready();
    apps.push(app);
  }
  const db = databases[0]!.db;
  await ensureAdmin(db, ADMIN, new Date());
  const [admin] = await db.select().from(users).where(eq(users.email, ADMIN.email));
  adminId = admin!.id;
  token = await apps[0]!.signToken(admin!);
  for (let i = 0; i < MISSIONS; i += 1) {
    const id = randomUUID();
    missionIds.push(id);
    await db.insert(missions).values({
      id,
      name: 'v0',
      dateStart: new Date(Date.UTC(2030, 0, 1 + i, 20)),
      dateEnd: new Date(Date.UTC(2030, 0, 2 + i, 4)),
      dureeMinutes: 480,
      createdBy: adminId,
      assignedTo: adminId,
      status: 'assigned',
    });
  }
  for (let i = 0; i < 4; i += 1) {
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    clients.push(client);
  }
}, 60_000);

afterAll(async () => {
  for (const c of clients) await c.end();
  for (const a of apps) await a.close();
  for (const d of databases) await d.close();
  if (pgUp) await created.drop();
});

/** One delta through instance `i`. */
async function delta(i: number, since?: string): Promise<SyncMissionsResponse> {
  const res = await apps[i % 2]!.inject({
    method: 'GET',
    url: `/api/sync/missions${since ? `?since=${since}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SyncMissionsResponse>();
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!pgUp)('delta cursor with concurrent writers on PostgreSQL', () => {
  it('delivers a write whose transaction commits after a later one', async () => {
    const [early, late] = clients as [pg.Client, pg.Client];
    const start = await delta(0);
    // `early` takes its xid (and would take a lower sequence number) first, commits last.
    await early.query('begin');
    await early.query('update missions set name = $1 where id = $2', ['early', missionIds[0]]);
    await late.query('begin');
    await late.query('update missions set name = $1 where id = $2', ['late', missionIds[1]]);
    await late.query('commit');
    const middle = await delta(1, start.cursor);
    expect(middle.changed.map((m) => m.name)).toEqual(['late']);
    await early.query('commit');
    const after = await delta(0, middle.cursor);
    expect(after.changed.map((m) => m.name)).toContain('early');
    const quiet = await delta(1, after.cursor);
    expect(quiet.changed).toEqual([]);
  });

  it('ends with exactly the database missions after polling through 4 concurrent writers', async () => {
    const phone = new Map<string, string>();
    const first = await delta(0);
    for (const m of first.changed) phone.set(m.id, m.name);
    let cursor = first.cursor;
    let writing = true;
    const writers = clients.map(async (client, w) => {
      for (let n = 0; n < 25; n += 1) {
        const id = missionIds[(w * 7 + n * 3) % MISSIONS]!;
        await client.query('begin');
        await client.query('update missions set name = $1 where id = $2', [`w${w}-${n}`, id]);
        await pause(Math.random() * 8);
        await client.query('commit');
      }
    });
    const poller = (async () => {
      let i = 0;
      while (writing) {
        const d = await delta(i, cursor);
        for (const m of d.changed) phone.set(m.id, m.name);
        for (const id of d.removed) phone.delete(id);
        cursor = d.cursor;
        i += 1;
        await pause(2);
      }
    })();
    await Promise.all(writers);
    writing = false;
    await poller;
    const last = await delta(1, cursor);
    for (const m of last.changed) phone.set(m.id, m.name);
    const rows = await databases[0]!.db
      .select({ id: missions.id, name: missions.name })
      .from(missions)
      .where(eq(missions.assignedTo, adminId));
    expect(Object.fromEntries(phone)).toEqual(Object.fromEntries(rows.map((r) => [r.id, r.name])));
  }, 60_000);
});
