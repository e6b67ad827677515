/**
 * The morning shift change (issue 16): many professionals read their own « Mes prestations »
 * while their missions change, so most reads follow a change and miss the cache.
 *
 * The real server listening on 127.0.0.1 (embedded PGlite on disk, or a fresh database on
 * BENCH_DATABASE_URL), 60 professionals with about 30 missions each (2 000 missions, 6
 * establishments). A separate process (bench/lib/shift-client.ts) first loads `/health` alone,
 * then 32 connections read `GET /prestations/me` as a browser asks for it, each request with
 * the next professional's token (round-robin), while 4 writers accept the professionals'
 * assigned missions (and start those whose start window is open) one after the other. Then a
 * phone's delta refresh: the bytes of `GET /sync/missions?since=` unchanged, and after one
 * change.
 *
 *   node --no-liftoff --import tsx bench/shift-change.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --no-liftoff --import tsx bench/shift-change.ts
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { request } from 'undici';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import type { ShiftOutcome, ShiftTask } from './lib/shift-client.ts';
import { startBenchServer } from './lib/server.ts';
import { formatTable, millis, whole } from './lib/table.ts';
import { seedMissions } from './missions-seed.ts';

export const SHIFT = {
  institutions: 6,
  professionals: 60,
  missions: 2_000,
  readers: 32,
  writers: 4,
  /**
   * The writers' pace: 20 taps a second together (1 200 a minute), twice the issue's floor
   * and far above a real shift change (60 professionals tapping « Commencer » within minutes).
   */
  writeRate: 20,
  warmup: 2,
  duration: 10,
} as const;
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const CLIENT = fileURLToPath(new URL('./lib/shift-client.ts', import.meta.url));

export interface ShiftBench {
  engine: string;
  load: string;
  missionsPerProfessional: { min: number; max: number; average: number };
  health: ShiftOutcome;
  /** Writers at SHIFT.writeRate: the scenario the target is about. */
  shift: ShiftOutcome;
  /** The same, writers unpaced (each sends its next write when answered): a stress figure. */
  stress: ShiftOutcome;
  /** Writes the seed left to make (accepts of assigned missions, starts). */
  pool: number;
  /** CPU milliseconds of the server process per read during the shift change (writes included). */
  cpuMsPerRead: number;
  /** Reads per second ÷ /health requests per second, same load generator, same run. */
  ratio: number;
  delta: {
    unchanged: number;
    oneChange: number;
    full: number;
    unchangedBr: number;
    oneChangeBr: number;
  };
}

function client(task: ShiftTask): Promise<ShiftOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, '--child'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`shift client exited with ${code}: ${err}`));
      else resolve(JSON.parse(out) as ShiftOutcome);
    });
    child.stdin.end(JSON.stringify(task));
  });
}

/** Bytes of an answer as sent (compressed when `encoding` is given). */
async function bytesOf(url: string, token: string, encoding?: string) {
  const answer = await request(url, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    },
  });
  const body = Buffer.from(await answer.body.arrayBuffer());
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${body.toString()}`);
  return body;
}

export async function benchShiftChange(): Promise<ShiftBench> {
  const server = await startBenchServer({ postgresUrl: process.env.BENCH_DATABASE_URL });
  try {
    const { db } = server.database;
    const seeded = await seedMissions(db, {
      institutions: SHIFT.institutions,
      professionals: SHIFT.professionals,
      missions: SHIFT.missions,
      passwordHash: await hashPassword(randomUUID()),
      emailPrefix: 'releve-shift',
    });
    // Many taps to make: the future missions accepted in the seed wait for their acceptance.
    await db.execute(
      sql`update missions set status = 'assigned' where status = 'accepted' and date_start > now() + interval '2 hours'`,
    );
    await db.execute(sql`analyze`);

    const counts = await db.execute(
      sql`select assigned_to as id, count(*)::int as n from missions where assigned_to is not null group by assigned_to`,
    );
    const perProfessional = (counts as unknown as { rows: { id: string; n: number }[] }).rows;
    const ns = perProfessional.map((r) => r.n);

    const tokenOf = new Map<string, string>();
    for (const id of seeded.professionalIds) {
      tokenOf.set(id, await server.app.signToken({ id, tokenVersion: 0, role: 'nurse' }));
    }
    const work = await db.execute(
      sql`select id, assigned_to, status from missions
          where assigned_to is not null
            and (status = 'assigned'
              or (status = 'accepted' and date_start <= now() + interval '1 hour' and date_end > now()))
          order by md5(id::text)`,
    );
    const all = (
      work as unknown as { rows: { id: string; assigned_to: string; status: string }[] }
    ).rows.map((r) => ({
      token: tokenOf.get(r.assigned_to) ?? '',
      id: r.id,
      kind: r.status === 'assigned' ? ('accept' as const) : ('start' as const),
    }));
    // One acceptance kept aside for the phone's delta after the run.
    const phone = all.find((w) => w.kind === 'accept');
    if (!phone) throw new Error('no assigned mission to change');
    const writes = all.filter((w) => w !== phone);

    const base = {
      baseUrl: server.baseUrl,
      readers: SHIFT.readers,
      warmup: SHIFT.warmup,
      duration: SHIFT.duration,
    };
    const health = await client({
      ...base,
      path: '/api/health',
      tokens: [''],
      headers: {},
      writers: 0,
      writes: [],
    });
    const before = process.cpuUsage();
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const reading = {
      ...base,
      path: '/api/prestations/me',
      tokens: seeded.professionalIds.map((id) => tokenOf.get(id) ?? ''),
      headers: { 'accept-encoding': BROWSER_ENCODING },
      writers: SHIFT.writers,
    };
    const shift = await client({ ...reading, writes, writeRate: SHIFT.writeRate });
    const cpu = process.cpuUsage(before);
    // The accepts made by the paced run are undone, so that the stress run has them all again.
    const accepts = writes.filter((w) => w.kind === 'accept');
    await db.execute(
      sql`update missions set status = 'assigned'
          where status = 'accepted' and id = any(${sql.param(accepts.map((w) => w.id))}::text[])`,
    );
    const stress = await client({ ...reading, writes: accepts });

    // A phone's delta refresh: unchanged, then after one of her missions changed.
    const sync = `${server.baseUrl}/api/sync/missions`;
    const full = await bytesOf(sync, phone.token);
    const { cursor } = JSON.parse(full.toString()) as { cursor: string };
    const since = `${sync}?since=${encodeURIComponent(cursor)}`;
    const unchanged = await bytesOf(since, phone.token);
    const unchangedBr = await bytesOf(since, phone.token, BROWSER_ENCODING);
    const changed = await request(`${server.baseUrl}/api/prestations/${phone.id}/${phone.kind}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${phone.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: '{}',
    });
    await changed.body.arrayBuffer();
    const oneChange = await bytesOf(since, phone.token);
    const oneChangeBr = await bytesOf(since, phone.token, BROWSER_ENCODING);
    if (changed.statusCode !== 200) throw new Error(`delta change: ${changed.statusCode}`);

    const readRps = shift.reads / shift.seconds;
    return {
      engine: server.engine,
      load,
      missionsPerProfessional: {
        min: Math.min(...ns),
        max: Math.max(...ns),
        average: ns.reduce((a, b) => a + b, 0) / ns.length,
      },
      health,
      shift,
      stress,
      pool: writes.length,
      cpuMsPerRead: (cpu.user + cpu.system) / 1000 / Math.max(1, shift.reads),
      ratio: readRps / (health.reads / health.seconds),
      delta: {
        full: full.length,
        unchanged: unchanged.length,
        oneChange: oneChange.length,
        unchangedBr: unchangedBr.length,
        oneChangeBr: oneChangeBr.length,
      },
    };
  } finally {
    await server.close();
  }
}

/** Shift change on PGlite: reads ≥ 20 % of /health, p99 ≤ 100 ms, no errors, writes ≥ 10/s. */
export const SHIFT_TARGET = { ratio: 0.2, p99: 100, writesPerSecond: 10 } as const;

export function shiftMet(b: ShiftBench): boolean {
  return (
    b.ratio >= SHIFT_TARGET.ratio &&
    b.shift.p99 <= SHIFT_TARGET.p99 &&
    b.shift.readErrors + b.shift.writeErrors === 0 &&
    b.shift.writes / b.shift.seconds >= SHIFT_TARGET.writesPerSecond
  );
}

export function describeShift(b: ShiftBench): string {
  const m = b.missionsPerProfessional;
  return (
    `${b.engine}, ${SHIFT.professionals} professionnels (${m.min}–${m.max} prestations, ` +
    `${m.average.toFixed(0)} en moyenne), ${SHIFT.readers} connexions de lecture en tourniquet, ` +
    `${SHIFT.writers} écrivains à ${SHIFT.writeRate} écritures/s ensemble (puis sans rythme), ` +
    `${SHIFT.duration} s mesurées ; ${b.pool} écritures à faire ; charge / load ${b.load}`
  );
}

export function formatShift(b: ShiftBench): string {
  const rps = (o: ShiftOutcome) => o.reads / o.seconds;
  const failures = { ...b.shift.readFailures, ...b.shift.writeFailures };
  const stressFailures = { ...b.stress.readFailures, ...b.stress.writeFailures };
  return formatTable(
    ['Mesure / Measure', 'Valeur / Value'],
    [
      [
        'GET /api/health (seul, même générateur)',
        `${whole(rps(b.health))} req/s · p99 ${millis(b.health.p99)} ms`,
      ],
      [
        'Relève : lectures / reads GET /api/prestations/me',
        `${whole(rps(b.shift))} req/s · p50 ${millis(b.shift.p50)} ms · p99 ${millis(b.shift.p99)} ms · ` +
          `${(b.ratio * 100).toFixed(1)} % de /health · ${(b.shift.bytes / Math.max(1, b.shift.reads) / 1024).toFixed(1)} Kio · ` +
          `${b.cpuMsPerRead.toFixed(2)} ms CPU/lecture`,
      ],
      [
        'Relève : écritures / writes (accept, start)',
        `${(b.shift.writes / b.shift.seconds).toFixed(1)}/s · p50 ${millis(b.shift.writeP50)} ms · p99 ${millis(b.shift.writeP99)} ms` +
          (b.shift.writesExhausted ? ' (plus rien à accepter)' : ''),
      ],
      [
        'Erreurs / errors',
        `${b.shift.readErrors} lectures, ${b.shift.writeErrors} écritures` +
          (Object.keys(failures).length > 0 ? ` ${JSON.stringify(failures)}` : ''),
      ],
      [
        `Cible / target (PGlite) : ≥ ${SHIFT_TARGET.ratio * 100} % de /health, p99 ≤ ${SHIFT_TARGET.p99} ms, 0 erreur, ≥ ${SHIFT_TARGET.writesPerSecond} écritures/s`,
        shiftMet(b) ? 'oui / yes' : 'NON / NO',
      ],
      [
        'Sans rythme / unpaced writers (stress) : lectures, écritures',
        `${whole(rps(b.stress))} req/s · p50 ${millis(b.stress.p50)} ms · p99 ${millis(b.stress.p99)} ms · ` +
          `${((rps(b.stress) / rps(b.health)) * 100).toFixed(1)} % de /health ; ` +
          `${(b.stress.writes / b.stress.seconds).toFixed(1)} écritures/s · p99 ${millis(b.stress.writeP99)} ms · ` +
          `${b.stress.readErrors + b.stress.writeErrors} erreur(s)` +
          (Object.keys(stressFailures).length > 0 ? ` ${JSON.stringify(stressFailures)}` : '') +
          ` · ${b.stress.seconds.toFixed(1)} s mesurées` +
          (b.stress.writesExhausted ? ' (jusqu’à la dernière écriture à faire)' : ''),
      ],
      [
        'Delta (GET /sync/missions?since=) : inchangé / unchanged',
        `${b.delta.unchanged} o (${b.delta.unchangedBr} o Brotli)`,
      ],
      [
        'Delta : une prestation changée / one change',
        `${b.delta.oneChange} o (${b.delta.oneChangeBr} o Brotli) ; liste complète ${b.delta.full} o`,
      ],
    ],
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bench = await benchShiftChange();
  console.log(describeShift(bench));
  console.log(formatShift(bench));
}
