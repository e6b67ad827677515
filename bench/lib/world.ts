/**
 * What the money benchmarks share: an in-memory PGlite with the whole app on a fixed clock,
 * people written straight into the database (nobody signs in: tokens are signed directly),
 * and the establishments' usual tariffs.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

/** Tariffs in cents: 25 € a weekday hour … 12,50 € of travel fee. */
export const BENCH_TARIFFS = {
  weekdayRateCents: 2500,
  weekendRateCents: 3000,
  nightWeekRateCents: 3250,
  nightWeekendRateCents: 4000,
  travelFeeCents: 1250,
};

/** An approved account row, number `i` of its role (an establishment named `name`). */
export function benchPerson(
  role: 'admin' | 'nurse' | 'institution',
  i: number,
  now: Date,
  name = 'Clinique du Banc',
) {
  return {
    id: randomUUID(),
    email: `${role}${i}@bench.test`,
    passwordHash: 'not-a-hash',
    firstName: role === 'institution' ? 'Contact' : `Prénom${i}`,
    lastName: `Nom${i}`,
    name: role === 'institution' ? name : null,
    phone: '01 23 45 67 89',
    address: `${i} rue du Banc, 75011 Paris`,
    role,
    status: 'approved' as const,
    createdAt: now,
    updatedAt: now,
  };
}

/** Runs `work` on a fresh app whose clock stands at `now`, then closes both. */
export async function withBenchApp<T>(
  now: Date,
  work: (world: { app: FastifyInstance; db: Database['db'] }) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    db: database.db,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    now: () => now,
  });
  try {
    return await work({ app, db: database.db });
  } finally {
    await app.close();
    await database.close();
  }
}
