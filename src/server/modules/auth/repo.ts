import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, passwordResetTokens } from '../../db/schema.ts';

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

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export async function insertResetToken(db: Db, row: ResetTokenRow): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

export async function findResetToken(
  db: Db,
  tokenHash: string,
): Promise<ResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Uses a token: one conditional update, so that two tabs sending the same link at once cannot
 * both win. Returns the account's id, or undefined when the token is unknown, used or expired.
 */
export async function consumeResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Every other link of the account stops working once its password has been reset. */
export async function retireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Forgets links that expired more than a day ago (keeps the table small). */
export async function deleteExpiredResetTokens(db: Db, before: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}
