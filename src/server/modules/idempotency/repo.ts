import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Holds, until the end of the caller's transaction, a lock on one user's key: a second request
 * carrying the same key waits, then finds the first one's answer instead of applying twice.
 */
export async function lockKey(tx: Db, userId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${userId}\n${key}`}, 0))`);
}

export async function findKey(
  db: Db,
  userId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** Records the first answer; false when the key was recorded meanwhile. */
export async function insertKey(
  tx: Db,
  row: typeof idempotencyKeys.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}
