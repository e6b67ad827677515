/**
 * What a cache miss of « Mes prestations » costs in CPU (issue 16): a nurse with 180 missions,
 * the server with its cache off, N sequential requests through app.inject (no socket, no
 * load generator), process.cpuUsage around them. Beside it, the same list built the former
 * way (Drizzle rows, presentMission, JSON.stringify) and the new way (JSON assembled by the
 * database), without the HTTP layer.
 *
 *   npx tsx bench/miss.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { assignedToJson, listAssignedTo } from '../src/server/modules/missions/service.ts';
import { findUserById } from '../src/server/modules/users/repo.ts';
import { seedMissions } from './missions-seed.ts';

export interface MissBench {
  missions: number;
  requests: number;
  /** ms of CPU per GET /api/prestations/me?limit=1000 through the whole server, cache off. */
  route: number;
  /** ms of CPU per list built as before: Drizzle rows, presentMission, JSON.stringify. */
  presenter: number;
  /** ms of CPU per list assembled as JSON by the database. */
  database: number;
  bytes: number;
}

async function cpuPer(n: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i += 1) await run();
  const before = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / n;
}

export async function benchMiss(requests = 100): Promise<MissBench> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ db: database.db, jwtSecret: randomUUID(), cache: false });
  try {
    // One professional, 200 missions of which about 180 are hers (the others still pending).
    const seeded = await seedMissions(database.db, {
      institutions: 5,
      professionals: 1,
      missions: 200,
      passwordHash: await hashPassword(randomUUID()),
      emailPrefix: 'miss',
    });
    const id = seeded.professionalIds[0] ?? '';
    const user = await findUserById(database.db, id);
    if (!user) throw new Error('no professional');
    const token = await app.signToken({ id, tokenVersion: 0, role: user.role });
    const page = { limit: 1000 };
    const inject = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/prestations/me?limit=1000',
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.body;
    };
    const body = await inject();
    const missions = (JSON.parse(body) as unknown[]).length;
    return {
      missions,
      requests,
      route: await cpuPer(requests, inject),
      presenter: await cpuPer(requests, async () =>
        Buffer.from(JSON.stringify(await listAssignedTo(app, user, page))),
      ),
      database: await cpuPer(requests, async () =>
        Buffer.from((await assignedToJson(app, user, page)).json),
      ),
      bytes: Buffer.byteLength(body),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export const describeMiss = (m: MissBench) =>
  `${m.missions} prestations (${(m.bytes / 1024).toFixed(1)} Kio), ${m.requests} requêtes : ` +
  `route entière ${m.route.toFixed(2)} ms CPU/req · liste par le présentateur ` +
  `${m.presenter.toFixed(2)} ms · JSON par la base ${m.database.toFixed(2)} ms`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeMiss(await benchMiss()));
}
