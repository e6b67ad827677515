import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './client.ts';

/**
 * The embedded PGlite runs PostgreSQL in single-user mode: no autovacuum daemon. Left alone,
 * its tables would never be analyzed (the planner would guess, and the list and delta queries
 * that EXPLAIN proves at 100 000 missions could pick other plans) and the row versions every
 * mission write leaves behind would never be reclaimed. The job engine does what the daemon
 * does on a PostgreSQL server: statistics every hour, a vacuum every night. On PostgreSQL,
 * autovacuum does it and nothing is scheduled.
 */
export const MAINTENANCE_QUEUES = {
  analyze: 'database-analyze',
  vacuum: 'database-vacuum',
} as const;

/** Fresh planner statistics for every table (a sample: a few hundred ms at 100 000 missions). */
export async function analyzeDatabase(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** Reclaims dead row versions and refreshes the statistics (holds PGlite's one connection). */
export async function vacuumDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

export function registerDatabaseMaintenance(
  app: FastifyInstance,
  kind: Database['kind'] | undefined,
): void {
  if (kind !== 'pglite') return;
  app.jobs.every(MAINTENANCE_QUEUES.analyze, '41 * * * *', () => analyzeDatabase(app.db));
  // 02:17 UTC: 03:17 or 04:17 in France, when nobody taps.
  app.jobs.every(MAINTENANCE_QUEUES.vacuum, '17 2 * * *', () => vacuumDatabase(app.db));
}
