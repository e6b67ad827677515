import type { Db } from '../../db/client.ts';
import {
  countLoginFailuresSince,
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  insertLoginFailures,
} from './repo.ts';

/** Failed logins allowed per account and per address within the window (docs/product-rules.md §8). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 50, windowMs: 15 * 60_000 };

const accountKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * True when this account or address has failed too often recently. Counted in the database so
 * that every server instance sees the same numbers.
 */
export async function isLoginBlocked(db: Db, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const counts = await countLoginFailuresSince(db, [accountKey(email), addressKey(ip)], since);
  return (
    (counts.get(accountKey(email)) ?? 0) >= LOGIN_LIMITS.perAccount ||
    (counts.get(addressKey(ip)) ?? 0) >= LOGIN_LIMITS.perAddress
  );
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date) {
  await insertLoginFailures(db, [accountKey(email), addressKey(ip)], now);
  // Keep the table small: forget failures older than the window.
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - LOGIN_LIMITS.windowMs));
}

/** A successful login clears the account's failures (successful logins are never counted). */
export async function clearAccountFailures(db: Db, email: string) {
  await deleteLoginFailures(db, accountKey(email));
}
