import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

/** Failed logins allowed per account and per address within the window (PRODUCT §8). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 50, windowMs: 15 * 60_000 };

const accountKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * True when this account or address has failed too often recently. Counted in the database so
 * that every server instance sees the same numbers.
 */
export async function isLoginBlocked(db: Db, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [accountKey(email), addressKey(ip)]),
        gt(loginFailures.at, since),
      ),
    )
    .groupBy(loginFailures.key);
  const count = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
  return (
    count(accountKey(email)) >= LOGIN_LIMITS.perAccount ||
    count(addressKey(ip)) >= LOGIN_LIMITS.perAddress
  );
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date) {
  await db.insert(loginFailures).values([
    { key: accountKey(email), at: now },
    { key: addressKey(ip), at: now },
  ]);
  // Keep the table small: forget failures older than the window.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
}

/** A successful login clears the account's failures (successful logins are never counted). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}
