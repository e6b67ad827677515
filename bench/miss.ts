/**
 * What a miss of « Mes prestations » costs in CPU (issue 16): a nurse with about 180 missions,
 * sequential requests through app.inject (no socket, no load generator; the answer read as a
 * stream, as a socket would take it), process.cpuUsage around each request only. Reported: the
 * median of 7 batches, after a warm-up (a server runs with its code compiled by the JIT).
 *
 * - after a change: one of her missions is rewritten before each request and her answers are
 *   dropped, as a write's effects do (neither is measured): the first read after a change;
 * - nothing kept: the same, with the kept mission texts forgotten too (after a restart);
 * - cache off: the server started with `cache: false` (every request reads her account too),
 *   after a change;
 * - beside them, the whole list without HTTP, built the former way (Drizzle rows,
 *   presentMission, JSON.stringify) and by the database (`assigned_missions` with nothing held).
 *
 *   node --no-liftoff --import tsx bench/miss.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { assignedMissions } from '../src/server/modules/missions/repo.ts';
import { listAssignedTo } from '../src/server/modules/missions/service.ts';
import { findUserById } from '../src/server/modules/users/repo.ts';
import { seedMissions } from './missions-seed.ts';

export interface MissBench {
  missions: number;
  bytes: number;
  /** ms of CPU per request, median of the batches. */
  afterChange: number;
  nothingKept: number;
  cacheOff: number;
  presenter: number;
  database: number;
}

const WARMUP = 200;
const BATCHES = 7;
const PER_BATCH = 100;

/** Median over batches of the CPU ms per `run`, `prepare` (not measured) before each one. */
async function cpuPer(
  run: () => Promise<unknown>,
  prepare: () => Promise<unknown> = async () => {},
): Promise<number> {
  for (let i = 0; i < WARMUP; i += 1) {
    await prepare();
    await run();
  }
  const batches: number[] = [];
  for (let b = 0; b < BATCHES; b += 1) {
    let micros = 0;
    for (let i = 0; i < PER_BATCH; i += 1) {
      await prepare();
      const before = process.cpuUsage();
      await run();
      const used = process.cpuUsage(before);
      micros += used.user + used.system;
    }
    batches.push(micros / 1000 / PER_BATCH);
  }
  batches.sort((a, b) => a - b);
  return batches[Math.floor(BATCHES / 2)] ?? 0;
}

/** GET /api/prestations/me?limit=1000 through the whole server; its bytes. */
async function readList(app: FastifyInstance, token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/prestations/me?limit=1000',
    headers: { authorization: `Bearer ${token}` },
    payloadAsStream: true,
  });
  let bytes = 0;
  for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
  if (res.statusCode !== 200) throw new Error(`GET /prestations/me: ${res.statusCode}`);
  return bytes;
}

export async function benchMiss(): Promise<MissBench> {
  const database = await openDatabase({ kind: 'pglite' });
  const jwtSecret = randomUUID();
  const app = await buildApp({ db: database.db, jwtSecret });
  const uncached = await buildApp({ db: database.db, jwtSecret, cache: false });
  try {
    // One professional, 200 missions of which about 180 are hers (the others still pending).
    const seeded = await seedMissions(database.db, {
      institutions: 5,
      professionals: 1,
      missions: 200,
      passwordHash: await hashPassword(randomUUID()),
      emailPrefix: 'miss',
    });
    // As the maintenance job does on PGlite (src/server/db/maintenance.ts).
    await database.db.execute(sql`analyze`);
    const id = seeded.professionalIds[0] ?? '';
    const user = await findUserById(database.db, id);
    if (!user) throw new Error('no professional');
    const token = await app.signToken({ id, tokenVersion: 0, role: user.role });
    const list = await listAssignedTo(app, user, { limit: 1000 });
    const ids = list.map((m) => m.id);
    let turn = 0;
    // A write of one of her missions (an accept, a correction, a sign-off) and its effect.
    const changeOne = async () => {
      await database.db.execute(
        sql`update missions set updated_at = now() where id = ${ids[turn++ % ids.length] ?? ''}`,
      );
      app.cache.answersChanged([id]);
    };
    return {
      missions: ids.length,
      bytes: await readList(app, token),
      afterChange: await cpuPer(() => readList(app, token), changeOne),
      nothingKept: await cpuPer(
        () => readList(app, token),
        async () => {
          await changeOne();
          app.missionFragments.clear();
        },
      ),
      cacheOff: await cpuPer(() => readList(uncached, token), changeOne),
      presenter: await cpuPer(async () =>
        Buffer.from(JSON.stringify(await listAssignedTo(app, user, { limit: 1000 }))),
      ),
      // Every row's text, nothing held (the database's part of « nothing kept »).
      database: await cpuPer(() =>
        assignedMissions(database.db, id, { limit: 1000, offset: 0 }, app.now(), ''),
      ),
    };
  } finally {
    await uncached.close();
    await app.close();
    await database.close();
  }
}

export const describeMiss = (m: MissBench) =>
  `${m.missions} prestations (${(m.bytes / 1024).toFixed(1)} Kio), CPU par requête (médiane) : ` +
  `après un changement ${m.afterChange.toFixed(2)} ms · rien de gardé ${m.nothingKept.toFixed(2)} ms · ` +
  `cache coupé ${m.cacheOff.toFixed(2)} ms · liste seule par le présentateur ` +
  `${m.presenter.toFixed(2)} ms · par la base ${m.database.toFixed(2)} ms`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeMiss(await benchMiss()));
}
