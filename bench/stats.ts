/**
 * The monthly statistics (docs/product-rules.md « After the mission ») over a year of 100 000
 * missions: `GET /stats` (the platform, every mission) and `GET /institutions/{id}/stats` (one
 * establishment of 25), twelve months each, through the API; the median of 7 calls after one
 * warm-up. On an in-memory PGlite, then on a fresh PostgreSQL database when
 * BENCH_DATABASE_URL is set.
 *
 *   node --no-liftoff --import tsx bench/stats.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --no-liftoff --import tsx bench/stats.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { createDatabase } from '../tests/api/fixtures/processes.ts';
import { benchPerson } from './lib/world.ts';
import { seedMissions } from './missions-seed.ts';

const MISSIONS = 100_000;
const RUNS = 7;

export interface StatsEngineResult {
  engine: string;
  missions: number;
  platformMs: number;
  institutionMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function measureOn(
  database: Database,
  engine: string,
  now: Date,
): Promise<StatsEngineResult> {
  const { db } = database;
  const admin = benchPerson('admin', 0, now);
  await db.insert(users).values(admin);
  const seeded = await seedMissions(db, {
    institutions: 25,
    professionals: 500,
    missions: MISSIONS,
    passwordHash: admin.passwordHash,
    now,
  });
  // What the statistics read besides the missions: the assignment of each filled one (a few
  // hours after its creation) and a standing invoice line for each completed one.
  await db.execute(sql`
    insert into mission_events (mission_id, actor_id, action, from_status, to_status, at)
    select id, created_by, 'assign', 'pending', 'assigned',
      created_at + make_interval(mins => (abs(hashtext(id)) % 2880))
    from missions where assigned_to is not null`);
  const invoiceId = randomUUID();
  const institutionId = seeded.institutionIds[0] ?? '';
  await db.execute(sql`
    insert into invoices (id, type, number, year, seq, institution_id, period, issued_at,
      issued_by, total_ht_cents, vat_rate_bp, total_vat_cents, total_ttc_cents, parties, pdf,
      pdf_sha256, xml, xml_sha256)
    values (${invoiceId}, 'invoice', 'F-2026-000001', 2026, 1, ${institutionId}, '2026-01',
      ${now.toISOString()}::timestamptz, ${admin.id}, 0, 2000, 0, 0, '{}'::jsonb, ''::bytea, '',
      ''::bytea, '')`);
  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, item, prestation_id, date, label,
      professional, worked_ms, amount_cents, billed)
    select ${invoiceId}, row_number() over (order by id), 'mission', id, date_start::date,
      'Soins', 'Bench', extract(epoch from ended_at - started_at)::bigint * 1000,
      (extract(epoch from ended_at - started_at) / 3600 * 3200)::int + 1500, true
    from missions where status = 'completed' and ended_at is not null`);
  await db.execute(sql`analyze`);

  const app = await buildApp({
    db,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    now: () => now,
  });
  try {
    const token = await app.signToken({ id: admin.id, tokenVersion: 0, role: 'admin' });
    const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);
    const from = monthOf(now.getTime() - 182 * 86_400_000);
    const to = monthOf(now.getTime() + 150 * 86_400_000);
    const time = async (url: string) => {
      const timings: number[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const started = performance.now();
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i > 0) timings.push(performance.now() - started);
      }
      return median(timings);
    };
    return {
      engine,
      missions: seeded.missions,
      platformMs: await time(`/api/stats?from=${from}&to=${to}`),
      institutionMs: await time(`/api/institutions/${institutionId}/stats?from=${from}&to=${to}`),
    };
  } finally {
    await app.close();
  }
}

export async function benchStats(): Promise<StatsEngineResult[]> {
  const now = new Date('2026-07-01T08:00:00Z');
  const results: StatsEngineResult[] = [];
  const lite = await openDatabase({ kind: 'pglite' });
  try {
    results.push(await measureOn(lite, 'PGlite (mémoire)', now));
  } finally {
    await lite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const created = await createDatabase(url, 'releve_bench_stats');
    const pg = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
    try {
      results.push(await measureOn(pg, 'PostgreSQL', now));
    } finally {
      await pg.close();
      await created.drop();
    }
  }
  return results;
}

/** One line per engine, for the summary of `npm run bench`. */
export function describeStats(results: readonly StatsEngineResult[]): string {
  return results
    .map(
      (r) =>
        `${r.engine}, ${r.missions} prestations sur un an : GET /stats ${r.platformMs.toFixed(0)} ms, ` +
        `GET /institutions/{id}/stats ${r.institutionMs.toFixed(0)} ms (médianes de ${RUNS}, cible < 1 s)`,
    )
    .join(' · ');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const r of await benchStats()) {
    console.log(
      `${r.engine}: ${r.missions} prestations — GET /stats ${r.platformMs.toFixed(1)} ms, ` +
        `GET /institutions/{id}/stats ${r.institutionMs.toFixed(1)} ms (médiane de ${RUNS})`,
    );
  }
}
