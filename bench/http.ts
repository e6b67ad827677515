/**
 * Requests per second and latency of the API under load, on a realistic volume: the real
 * server in this process on 127.0.0.1 (embedded PGlite on disk, the default deployment, or a
 * fresh database on BENCH_DATABASE_URL), 25 establishments, 500 professionals, 100 000
 * missions; autocannon (32 connections, 2 s of warm-up then 10 s) as a separate process, one
 * route after the other. The hot routes are measured twice: as served (from memory after the
 * first request) and on a second server with the cache off (what a cache miss costs).
 *
 *   node --no-liftoff --import tsx bench/http.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --no-liftoff --import tsx bench/http.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { missions, users } from '../src/server/db/schema.ts';
import { measure, type LoadOptions, type LoadResult } from './lib/load.ts';
import { login, startBenchServer } from './lib/server.ts';
import { formatTable, millis, whole } from './lib/table.ts';
import { seedMissions } from './missions-seed.ts';

export const VOLUME = { institutions: 25, professionals: 500, missions: 100_000 } as const;
const PASSWORD = 'Banc-d-essai-Releve-2025';
const ADMIN_EMAIL = 'bench-admin@releve.test';
/** What Chromium sends: the server then answers in Brotli. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

type Who = 'anonyme' | 'infirmière' | 'admin';

export interface EndpointResult extends LoadResult {
  path: string;
  as: Who;
  /** Answered compressed, as to a browser (autocannon alone asks for no compression). */
  compressed: boolean;
  /** Sent with the ETag of the current answer: answered 304. */
  revalidated: boolean;
  /** On a second server with its in-memory cache off. */
  uncached: boolean;
  /** Part of the nurse's hot path, which has a target. */
  hotPath: boolean;
  /** Requests per second relative to /health. */
  ratio: number;
}

interface Endpoint {
  path: string;
  as: Who;
  hotPath: boolean;
  compressed?: boolean;
  revalidated?: boolean;
  uncached?: boolean;
}

export interface HttpBench {
  engine: string;
  connections: number;
  duration: number;
  seedMs: number;
  /** Missions of the measured nurse: /prestations/me serves all of them. */
  nurseMissions: number;
  results: EndpointResult[];
}

/** The seeded nurse whose e-mail comes first, with how many missions she has. */
async function firstNurse(db: Db) {
  const [nurse] = await db
    .select({ email: users.email, missions: count(missions.id) })
    .from(users)
    .leftJoin(missions, eq(missions.assignedTo, users.id))
    .where(and(eq(users.role, 'nurse'), eq(users.status, 'approved')))
    .groupBy(users.id, users.email)
    .orderBy(asc(users.email))
    .limit(1);
  if (!nurse) throw new Error('no nurse was seeded');
  return nurse;
}

export async function benchHttp(options: Partial<LoadOptions> = {}): Promise<HttpBench> {
  const load: LoadOptions = { connections: 32, duration: 10, warmup: 2, ...options };
  const server = await startBenchServer({ postgresUrl: process.env.BENCH_DATABASE_URL });
  try {
    const { db } = server.database;
    // Hashed once for every account: argon2 on 100 000 rows would take hours.
    const passwordHash = await hashPassword(PASSWORD);
    const seedStarted = performance.now();
    await seedMissions(db, { ...VOLUME, passwordHash });
    const now = new Date();
    await db.insert(users).values({
      id: randomUUID(),
      email: ADMIN_EMAIL,
      passwordHash,
      firstName: 'Admin',
      lastName: 'Banc',
      phone: '01 00 00 00 00',
      address: '',
      role: 'admin',
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    });
    // PostgreSQL's autovacuum would gather the statistics soon; PGlite has no autovacuum.
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStarted;

    const nurse = await firstNurse(db);
    const tokens: Record<Who, string | undefined> = {
      anonyme: undefined,
      infirmière: await login(server.baseUrl, nurse.email, PASSWORD),
      admin: await login(server.baseUrl, ADMIN_EMAIL, PASSWORD),
    };

    const uncachedUrl = await server.withoutCache();
    const endpoints: Endpoint[] = [
      { path: '/api/health', as: 'anonyme', hotPath: false },
      // The nurse's hot path as her phone asks for it: every browser sends Accept-Encoding.
      { path: '/api/prestations/me', as: 'infirmière', hotPath: true, compressed: true },
      { path: '/api/dashboard/stats', as: 'infirmière', hotPath: true, compressed: true },
      // The admin's list page: the first page, the default 500 newest missions.
      { path: '/api/prestations', as: 'admin', hotPath: false },
      // Not in the issue, to explain the figures: the floor of any authenticated request
      // (token check and account row); the nurse's list uncompressed, as no browser asks for
      // it (123 KiB per answer: autocannon reading ~400 MB/s on the same 2 cores is then the
      // limit); and again when the browser already holds it (If-None-Match → 304).
      { path: '/api/auth/me', as: 'infirmière', hotPath: false },
      { path: '/api/prestations/me', as: 'infirmière', hotPath: false },
      { path: '/api/prestations/me', as: 'infirmière', hotPath: false, revalidated: true },
      // What each request would cost with nothing kept in memory: the price of a cache miss
      // (the first request after a change), and of every request with CACHE=off.
      { path: '/api/prestations/me', as: 'infirmière', hotPath: false, uncached: true },
      { path: '/api/dashboard/stats', as: 'infirmière', hotPath: false, uncached: true },
    ];

    const results: EndpointResult[] = [];
    for (const endpoint of endpoints) {
      const token = tokens[endpoint.as];
      const base = endpoint.uncached ? uncachedUrl : server.baseUrl;
      const headers: Record<string, string> = {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(endpoint.compressed ? { 'accept-encoding': BROWSER_ENCODING } : {}),
      };
      if (endpoint.revalidated) {
        const first = await fetch(`${base}${endpoint.path}`, { headers });
        await first.arrayBuffer();
        headers['if-none-match'] = first.headers.get('etag') ?? '';
      }
      const measured = await measure(
        `${base}${endpoint.path}`,
        headers,
        load,
        endpoint.revalidated ? 304 : 200,
      );
      results.push({
        path: endpoint.path,
        as: endpoint.as,
        compressed: endpoint.compressed ?? false,
        revalidated: endpoint.revalidated ?? false,
        uncached: endpoint.uncached ?? false,
        hotPath: endpoint.hotPath,
        ...measured,
        ratio: measured.rps / (results[0]?.rps ?? measured.rps),
      });
    }
    return {
      engine: server.engine,
      connections: load.connections,
      duration: load.duration,
      seedMs,
      nurseMissions: nurse.missions,
      results,
    };
  } finally {
    await server.close();
  }
}

/** « GET /api/prestations/me (infirmière, comme un navigateur) » */
export const routeLabel = (r: EndpointResult) =>
  `GET ${r.path} (${[
    r.as,
    ...(r.compressed ? ['comme un navigateur'] : []),
    ...(r.revalidated ? ['If-None-Match → 304'] : []),
    ...(r.uncached ? ['sans cache'] : []),
  ].join(', ')})`;

/** KiB received per answer. */
export const answerKiB = (r: EndpointResult) => r.throughput / r.rps / 1024;

export function formatHttp(bench: HttpBench): string {
  return formatTable(
    ['Route', 'req/s', 'p50 ms', 'p99 ms', '÷ /health', 'Kio/réponse', 'ms CPU/req', 'erreurs'],
    bench.results.map((r) => [
      routeLabel(r),
      whole(r.rps),
      millis(r.p50),
      millis(r.p99),
      `${(r.ratio * 100).toFixed(1)} %`,
      answerKiB(r).toFixed(1),
      r.cpuMs.toFixed(2),
      String(r.errors),
    ]),
    [1, 2, 3, 4, 5, 6, 7],
  );
}

export function describeHttp(bench: HttpBench): string {
  return (
    `${bench.engine}, ${VOLUME.institutions} établissements, ${VOLUME.professionals} ` +
    `professionnels, ${whole(VOLUME.missions)} prestations (semées en ` +
    `${(bench.seedMs / 1000).toFixed(1)} s) ; l'infirmière mesurée en a ${bench.nurseMissions} ; ` +
    `${bench.connections} connexions, ${bench.duration} s par route`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bench = await benchHttp();
  console.log(describeHttp(bench));
  console.log(formatHttp(bench));
}
