import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

/** How many failures each of `keys` has recorded after `since` (keys without any are absent). */
export async function countLoginFailuresSince(
  db: Db,
  keys: string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

export async function insertLoginFailures(db: Db, keys: string[], at: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
}

export async function deleteLoginFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}

export async function deleteLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
