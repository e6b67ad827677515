/**
 * How long `POST /payslips/generate` takes over a year of work: one professional with about
 * 300 completed missions of 8 to 12 h (days, nights, weekends, holidays), on in-memory PGlite.
 * Five professionals with the same kind of year; the median of their five generations.
 *
 *   node --no-liftoff --import tsx bench/payslip.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { BENCH_TARIFFS, benchPerson, withBenchApp } from './lib/world.ts';
import { missions, users } from '../src/server/db/schema.ts';

const PROFESSIONALS = 5;
const MISSIONS_PER_YEAR = 300;
const YEAR = 2024;
const HOUR = 3_600_000;

/** A small deterministic generator, so that every run prices the same year. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

export async function benchPayslip(): Promise<{ missions: number; ms: number }> {
  const now = new Date(`${YEAR + 1}-01-15T09:00:00Z`);
  return withBenchApp(now, async ({ app, db }) => {
    const tariffs = BENCH_TARIFFS;
    const admin = benchPerson('admin', 0, now);
    const institution = { ...benchPerson('institution', 0, now), ...tariffs };
    const nurses = Array.from({ length: PROFESSIONALS }, (_, i) =>
      benchPerson('nurse', i + 1, now),
    );
    await db.insert(users).values([admin, institution, ...nurses]);

    const random = lcg(2024);
    const days = Array.from({ length: 366 }, (_, d) => d);
    const startHours = [6, 7, 8, 13, 19, 20, 21, 22];
    for (const nurse of nurses) {
      // 300 distinct days of the year (Fisher–Yates), each with one mission.
      const shuffled = [...days];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = random(i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j] ?? 0, shuffled[i] ?? 0];
      }
      const chosen = shuffled.slice(0, MISSIONS_PER_YEAR);
      const rows = chosen.map((day) => {
        const hour = startHours[random(startHours.length)] ?? 8;
        const startedAt = new Date(Date.UTC(YEAR, 0, 1 + day, hour - 1, random(4) * 15));
        const endedAt = new Date(startedAt.getTime() + (8 + random(5)) * HOUR);
        return {
          id: randomUUID(),
          name: 'Soins infirmiers',
          dateStart: startedAt,
          dateEnd: endedAt,
          dureeMinutes: Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000),
          institutionId: institution.id,
          assignedTo: nurse.id,
          createdBy: institution.id,
          status: 'completed' as const,
          startedAt,
          endedAt,
          actualDuration: Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000),
          // Ended long before the payslip: validated by the passing of 72 h.
          validation: 'awaiting' as const,
          ...tariffs,
          tariffsCopiedAt: startedAt,
          createdAt: startedAt,
          updatedAt: endedAt,
        };
      });
      await db.insert(missions).values(rows);
    }

    const token = await app.signToken({ id: admin.id, tokenVersion: 0, role: 'admin' });
    const timings: number[] = [];
    for (const nurse of nurses) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/payslips/generate?user_id=${nurse.id}&period_start=${YEAR}-01-01&period_end=${YEAR}-12-31`,
        headers: { authorization: `Bearer ${token}` },
      });
      timings.push(performance.now() - started);
      if (res.statusCode !== 201) throw new Error(`generate: ${res.statusCode} ${res.body}`);
      const lines = res.json<{ payslip: { services_list: unknown[] } }>().payslip.services_list;
      if (lines.length !== MISSIONS_PER_YEAR)
        throw new Error(`expected ${MISSIONS_PER_YEAR} lines, got ${lines.length}`);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)] ?? Number.NaN;
    return { missions: MISSIONS_PER_YEAR, ms: Math.round(median * 10) / 10 };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { missions: count, ms } = await benchPayslip();
  console.log(
    `Fiche de paie sur un an : ${count} prestations, médiane ${ms} ms (sur ${PROFESSIONALS} générations)`,
  );
}
