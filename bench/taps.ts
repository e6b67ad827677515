/**
 * What one tap costs the server (issue 30): CPU time of the server's process around N taps sent
 * one after the other on a quiet in-process server (the real `buildApp` on PGlite stored on disk,
 * or on a fresh PostgreSQL database with BENCH_DATABASE_URL), per tap type: accept, start, end.
 * Each tap goes through `app.inject` (routing, authentication, validation, the transaction, the
 * answer; no socket), with an idempotency key as the phone sends it. On PostgreSQL the database's
 * own processes are counted too (utime + stime of this database's backends, from /proc).
 *
 *   node --no-liftoff --import tsx bench/taps.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --no-liftoff --import tsx bench/taps.ts
 *   TAPS_TRACE=1 node --no-liftoff --import tsx bench/taps.ts   # PGlite: then each statement of one more tap per type
 *   TAPS_PROFILE=/tmp/taps node --no-liftoff --import tsx bench/taps.ts   # a CPU profile of the measured taps per type
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { missions, users } from '../src/server/db/schema.ts';
import { missionsWritten } from '../src/server/modules/contracts/service.ts';
import { startBenchServer } from './lib/server.ts';

/** Taps measured per type (after WARMUP taps of each type that are not counted). */
export const TAPS = { measured: 60, warmup: 10 } as const;
const HOUR = 3_600_000;
/**
 * The taps measured. « accept » is on a mission seeded without its contract, so that the accept
 * draws it up (what an assignment does in the app, and the scenario this bench has always had);
 * « accept, contract drawn » is the app's own flow, where the assignment drew the contract and the
 * accept only finds it current.
 */
const KINDS = ['accept', 'start', 'end', 'accept, contract drawn'] as const;
type Kind = (typeof KINDS)[number];
const routeOf = (kind: Kind) => (kind === 'accept, contract drawn' ? 'accept' : kind);

export interface TapCost {
  kind: Kind;
  /** Server process CPU (user + system) per tap, ms. */
  cpuMs: number;
  /** PostgreSQL backends' CPU per tap, ms (undefined on PGlite: it runs in the process). */
  dbCpuMs?: number | undefined;
  /** Wall time per tap, ms (median). */
  wallMs: number;
}

export interface TapsBench {
  engine: string;
  taps: TapCost[];
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU ms of the given processes (0 for those gone). */
function procCpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * TICK_MS;
}

function person(role: 'nurse' | 'institution', now: Date, i: number) {
  return {
    id: randomUUID(),
    email: `${role}-${i}@taps.bench.test`,
    passwordHash: 'not-a-hash',
    firstName: role === 'institution' ? 'Contact' : 'Camille',
    lastName: 'Martin',
    name: role === 'institution' ? `Clinique ${i}` : null,
    phone: '01 23 45 67 89',
    address: '1 rue du Banc, Paris',
    role,
    status: 'approved' as const,
    createdAt: now,
    updatedAt: now,
  };
}

export async function benchTaps(postgresUrl = process.env.BENCH_DATABASE_URL): Promise<TapsBench> {
  const server = await startBenchServer({ postgresUrl });
  const { app, database } = server;
  const db = database.db;
  try {
    const now = new Date();
    // One more of each type for the statement trace (TAPS_TRACE).
    const per = TAPS.measured + TAPS.warmup + 1;
    const nurses = Array.from({ length: 10 }, (_, i) => person('nurse', now, i));
    const institutions = Array.from({ length: 3 }, (_, i) => person('institution', now, i));
    await db.insert(users).values([...nurses, ...institutions]);
    const pools: Record<Kind, { id: string; nurse: string }[]> = {
      accept: [],
      start: [],
      end: [],
      'accept, contract drawn': [],
    };
    const rows = [];
    for (const kind of KINDS) {
      for (let i = 0; i < per; i++) {
        const nurse = nurses[i % nurses.length]!;
        const institution = institutions[i % institutions.length]!;
        const id = randomUUID();
        pools[kind].push({ id, nurse: nurse.id });
        const start =
          routeOf(kind) === 'accept'
            ? new Date(now.getTime() + (24 + i) * HOUR)
            : kind === 'start'
              ? new Date(now.getTime() - 10 * 60_000)
              : new Date(now.getTime() - 7 * HOUR);
        rows.push({
          id,
          name: `Soins ${kind} ${i + 1}`,
          dateStart: start,
          dateEnd: new Date(start.getTime() + 7 * HOUR),
          dureeMinutes: 420,
          institutionId: institution.id,
          assignedTo: nurse.id,
          createdBy: institution.id,
          status:
            routeOf(kind) === 'accept'
              ? ('assigned' as const)
              : kind === 'start'
                ? ('accepted' as const)
                : ('in_progress' as const),
          ...(kind === 'end' ? { startedAt: start } : {}),
          weekdayRateCents: 2500,
          travelFeeCents: 1000,
          tariffsCopiedAt: now,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    await db.insert(missions).values(rows);
    const drawn = new Set(pools['accept, contract drawn'].map((m) => m.id));
    await missionsWritten(
      { jobs: app.jobs, timezone: app.timezone, now: app.now },
      db,
      await db
        .select()
        .from(missions)
        .where(inArray(missions.id, [...drawn])),
      now,
    );
    await db.execute(sql`analyze`);
    const tokens = new Map<string, string>();
    for (const nurse of nurses) {
      tokens.set(nurse.id, await app.signToken({ id: nurse.id, tokenVersion: 0, role: 'nurse' }));
    }
    const backends = async () => {
      if (!postgresUrl) return [];
      const result = await db.execute(
        sql`select pid from pg_stat_activity where datname = current_database()`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => Number(r.pid));
    };
    const tap = async (kind: Kind, target: { id: string; nurse: string }) => {
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/prestations/${target.id}/${routeOf(kind)}`,
        headers: {
          authorization: `Bearer ${tokens.get(target.nurse)}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        payload: '{}',
      });
      if (answer.statusCode !== 200) {
        throw new Error(`${kind} ${target.id}: ${answer.statusCode} ${answer.body}`);
      }
    };
    const taps: TapCost[] = [];
    for (const kind of KINDS) {
      const pool = pools[kind];
      for (const target of pool.slice(0, TAPS.warmup)) await tap(kind, target);
      // Let the effects after commit (notifications, jobs) of the warm-up settle.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const profiler = await startProfile();
      const pids = await backends();
      const dbBefore = procCpuMs(pids);
      const before = process.cpuUsage();
      const walls: number[] = [];
      for (const target of pool.slice(TAPS.warmup, TAPS.warmup + TAPS.measured)) {
        const started = performance.now();
        await tap(kind, target);
        walls.push(performance.now() - started);
      }
      // Work left after the answers (effects after commit) belongs to the taps too.
      await new Promise((resolve) => setImmediate(resolve));
      const cpu = process.cpuUsage(before);
      const dbCpu = procCpuMs(pids) - dbBefore;
      await profiler?.stop(kind);
      walls.sort((a, b) => a - b);
      taps.push({
        kind,
        cpuMs: (cpu.user + cpu.system) / 1000 / TAPS.measured,
        dbCpuMs: postgresUrl ? dbCpu / TAPS.measured : undefined,
        wallMs: walls[Math.floor(walls.length / 2)] ?? 0,
      });
    }
    if (process.env.TAPS_TRACE && !postgresUrl) {
      const client = (db as unknown as { $client: TracedPglite }).$client;
      for (const kind of KINDS) {
        const target = pools[kind].at(-1);
        if (!target) continue;
        const lines = await traceStatements(client, () => tap(kind, target));
        console.log(`\n${kind}: ${lines.length} statements`);
        for (const line of lines) console.log(`  ${line.cpuMs.toFixed(2)} ms  ${line.text}`);
        const total = lines.reduce((sum, line) => sum + line.cpuMs, 0);
        console.log(`  ${total.toFixed(2)} ms in statements`);
      }
    }
    return { engine: server.engine, taps };
  } finally {
    await server.close();
  }
}

/** With TAPS_PROFILE=<folder>: the V8 CPU profile of what follows, written as <kind>.cpuprofile. */
async function startProfile() {
  const folder = process.env.TAPS_PROFILE;
  if (!folder) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    stop: async (name: string) => {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** The part of PGlite the trace hooks: every protocol message of every statement goes through it. */
interface TracedPglite {
  execProtocolStream: (message: Uint8Array, options?: unknown) => Promise<unknown>;
}

interface StatementCost {
  text: string;
  cpuMs: number;
}

/**
 * Runs `work` and answers each statement PGlite ran meanwhile, in order, with the CPU of this
 * process from its first protocol message (parse, or a simple query) to its sync: what one
 * round trip costs, the statement's planning and execution and the decoding of its rows.
 */
async function traceStatements(
  client: TracedPglite,
  work: () => Promise<void>,
): Promise<StatementCost[]> {
  const original = client.execProtocolStream.bind(client);
  const lines: StatementCost[] = [];
  let open: { text: string; started: NodeJS.CpuUsage } | undefined;
  const decoder = new TextDecoder();
  client.execProtocolStream = async (message, options) => {
    const type = String.fromCharCode(message[0] ?? 0);
    if (!open && (type === 'P' || type === 'Q')) {
      // Parse: 'P', length, statement name (empty), text. Query: 'Q', length, text.
      const from = type === 'P' ? 6 : 5;
      const text = decoder.decode(message.subarray(from, message.indexOf(0, from)));
      open = { text: text.replace(/\s+/g, ' ').slice(0, 110), started: process.cpuUsage() };
    }
    try {
      return await original(message, options);
    } finally {
      if (type === 'S' && open) {
        const cpu = process.cpuUsage(open.started);
        lines.push({ text: open.text, cpuMs: (cpu.user + cpu.system) / 1000 });
        open = undefined;
      }
    }
  };
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    client.execProtocolStream = original;
  }
  return lines;
}

export function describeTaps(b: TapsBench): string {
  return b.taps
    .map(
      (t) =>
        `${t.kind} ${t.cpuMs.toFixed(2)} ms CPU` +
        (t.dbCpuMs === undefined ? '' : ` (+ ${t.dbCpuMs.toFixed(1)} ms PostgreSQL)`) +
        ` · ${t.wallMs.toFixed(1)} ms`,
    )
    .join(' ; ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bench = await benchTaps();
  console.log(`${bench.engine} — ${TAPS.measured} taps de chaque sorte : ${describeTaps(bench)}`);
}
