/**
 * Reaching people (issue 15), on in-memory PGlite with the job engine running:
 * - the calendar feed: 40 professionals with 60 missions each in the feed's window (2 400
 *   missions, one establishment), every feed read after one of its missions changed (no
 *   answer can be reused): median time of a professional's feed, of the establishment's and of
 *   the administrator's (capped at 1 000 events), and their sizes;
 * - reminders: 300 missions whose 12 h reminder falls due at the same second, then the time
 *   until every one of them is sent (job taken, mission locked and checked, sent_reminders row
 *   and notification written), i.e. how fast one instance drains a burst.
 *
 *   node --no-liftoff --import tsx bench/reach.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { missions, sentReminders, users } from '../src/server/db/schema.ts';

const PROFESSIONALS = 40;
const MISSIONS_EACH = 60;
const BURST = 300;
const HOUR = 3_600_000;

export interface ReachResult {
  feeds: { who: string; events: number; ms: number; kib: number }[];
  burst: { reminders: number; ms: number; perSecond: number };
}

function person(role: 'admin' | 'nurse' | 'institution', i: number, now: Date) {
  return {
    id: randomUUID(),
    email: `${role}${i}@bench.test`,
    passwordHash: 'not-a-hash',
    firstName: role === 'institution' ? 'Contact' : `Prénom${i}`,
    lastName: `Nom${i}`,
    name: role === 'institution' ? 'Clinique du Banc' : null,
    phone: '01 23 45 67 89',
    address: '1 rue du Banc, 75004 Paris',
    role,
    status: 'approved' as const,
    createdAt: now,
    updatedAt: now,
    calendarToken: randomUUID().replace(/-/g, '').padEnd(43, 'x'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? Number.NaN) * 10) / 10;
};

export async function benchReach(): Promise<ReachResult> {
  const database = await openDatabase({ kind: 'pglite' });
  const { db } = database;
  const app = await buildApp({
    db,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    jobs: { executor: database.executor, pollingIntervalSeconds: 0.5 },
  });
  await app.ready();
  try {
    const now = new Date();
    const admin = person('admin', 0, now);
    const institution = person('institution', 0, now);
    const nurses = Array.from({ length: PROFESSIONALS }, (_, i) => person('nurse', i + 1, now));
    await db.insert(users).values([admin, institution, ...nurses]);
    const mission = (nurse: string, start: Date, status: 'accepted' | 'assigned') => ({
      id: randomUUID(),
      name: 'Soins infirmiers',
      description: 'Toilettes, pansements et transmissions en fin de poste.',
      dateStart: start,
      dateEnd: new Date(start.getTime() + 8 * HOUR),
      dureeMinutes: 480,
      institutionId: institution.id,
      assignedTo: nurse,
      createdBy: institution.id,
      status,
      createdAt: now,
      updatedAt: now,
    });
    // Written straight to the tables: no job planned for them (the burst below is separate).
    const rows = nurses.flatMap((nurse, n) =>
      Array.from({ length: MISSIONS_EACH }, (_, i) =>
        mission(
          nurse.id,
          new Date(now.getTime() + (i * 24 + (n % 12)) * HOUR),
          i % 3 ? 'accepted' : 'assigned',
        ),
      ),
    );
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(missions).values(rows.slice(i, i + 500));

    const feeds: ReachResult['feeds'] = [];
    const read = async (who: string, token: string, owner: string) => {
      const timings: number[] = [];
      let size = 0;
      let events = 0;
      for (let run = 0; run < 9; run++) {
        // One of the owner's missions changed since the last read.
        const changed = rows.find((r) => r.assignedTo === owner) ?? rows[run];
        if (changed)
          await db
            .update(missions)
            .set({ updatedAt: new Date(now.getTime() + run * 1000) })
            .where(eq(missions.id, changed.id));
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` });
        timings.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`feed ${who}: ${res.statusCode} ${res.body}`);
        size = res.rawPayload.length;
        events = res.body.split('BEGIN:VEVENT').length - 1;
      }
      feeds.push({ who, events, ms: median(timings), kib: Math.round((size / 1024) * 10) / 10 });
    };
    const nurse = nurses[0];
    if (!nurse) throw new Error('no nurse');
    await read('soignante', nurse.calendarToken, nurse.id);
    await read('établissement', institution.calendarToken, institution.id);
    await read('administrateur', admin.calendarToken, admin.id);

    // A burst: BURST missions assigned now, starting in 12 h and 3 s, each through the app's
    // own write path so that its jobs are planned in its transaction.
    const due = new Date(Date.now() + 12 * HOUR + 3000);
    const burst = Array.from({ length: BURST }, (_, i) =>
      mission(nurses[i % nurses.length]?.id ?? nurse.id, due, 'accepted'),
    );
    await db.transaction(async (tx) => {
      await tx.insert(missions).values(burst);
      await app.jobs.missionsChanged(
        tx,
        await tx.select().from(missions).where(eq(missions.dateStart, due)),
      );
    });
    const started = performance.now();
    const dueIn = due.getTime() - 12 * HOUR - Date.now();
    for (;;) {
      const [row] = await db.select({ n: count() }).from(sentReminders);
      if ((row?.n ?? 0) >= BURST) break;
      if (performance.now() - started > 600_000) throw new Error('burst not drained in 10 min');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // From the moment the reminders fell due.
    const ms = performance.now() - started - Math.max(0, dueIn);
    return {
      feeds,
      burst: { reminders: BURST, ms: Math.round(ms), perSecond: Math.round((BURST / ms) * 1000) },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { feeds, burst } = await benchReach();
  for (const f of feeds) {
    console.log(
      `Flux d'agenda (${f.who}) : ${f.events} événements, ${f.kib} Kio, médiane ${f.ms} ms`,
    );
  }
  console.log(
    `Rafale de rappels : ${burst.reminders} rappels envoyés en ${burst.ms} ms après leur échéance (${burst.perSecond}/s, une instance)`,
  );
}
