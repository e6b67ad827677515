/**
 * The sign-in limits (docs/product-rules.md « Sign-in limits, uploads and abuse »), after
 * OWASP's « device cookies ». An attempt is reserved in the database before its password is
 * checked (one upsert per attempt, see reserveAttempts): concurrent guesses, on one instance or
 * several, cannot check more passwords than a limit allows.
 *
 * - With a valid device token of the account, the attempt is counted on that device only: the
 *   failures of others (per pair, account or address) never keep her out.
 * - Without one, it is counted per (account, address), per account and per address; past any
 *   of the three the attempt is refused (429) and its password never checked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { DEVICE_TOKEN_DAYS, HOUR_MS, LOGIN_WINDOW_MS, type AbuseLimits } from './limits.ts';
import {
  findDevice,
  forgetCountersBefore,
  forgetDevicesBefore,
  insertDevice,
  releaseAttempts,
  reserveAttempts,
  touchDevice,
} from './repo.ts';

/** One counter an attempt is reserved on, and the most it may reach. */
export interface Check {
  key: string;
  max: number;
}

/**
 * Reserves one attempt on every counter of `checks`; when one of them is past its limit, the
 * attempt is given back at once (a refused attempt is not a failure) and false is returned.
 */
export async function reserve(
  db: Db,
  checks: Check[],
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const keys = checks.map((check) => check.key);
  const counts = await reserveAttempts(db, keys, now, windowMs);
  const allowed = checks.every((check) => (counts.get(check.key) ?? 0) <= check.max);
  if (!allowed) await releaseAttempts(db, keys);
  return allowed;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The counters of a sign-in: its device's alone, or the pair's, the account's and the address's. */
export function signInChecks(
  limits: AbuseLimits,
  email: string,
  ip: string,
  deviceHash: string | undefined,
): Check[] {
  if (deviceHash) {
    return [{ key: `device:${deviceHash}`, max: limits.loginFailuresPerAccountAddress }];
  }
  return [
    { key: `pair:${email}|${ip}`, max: limits.loginFailuresPerAccountAddress },
    { key: `account:${email}`, max: limits.loginFailuresPerAccount },
    { key: `address:${ip}`, max: limits.loginFailuresPerAddress },
  ];
}

/** The right password: her own counter (the first) is emptied, the others get this attempt back. */
export async function signInSucceeded(db: Db, checks: Check[]): Promise<void> {
  await releaseAttempts(
    db,
    checks.map((check) => check.key),
    checks[0]?.key,
  );
}

/** A wrong password stays counted; counters of past windows are forgotten meanwhile. */
export async function signInFailed(db: Db, now: Date): Promise<void> {
  await forgetCountersBefore(db, new Date(now.getTime() - HOUR_MS));
}

/** The hash of a presented device token when it is a valid one of this account. */
export async function validDevice(
  db: Db,
  token: string | undefined,
  userId: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!token || !userId) return undefined;
  const hash = sha256(token);
  const since = new Date(now.getTime() - DEVICE_TOKEN_DAYS * 86_400_000);
  return (await findDevice(db, hash, userId, since)) ? hash : undefined;
}

/**
 * The device token answered after a successful sign-in: the one presented, renewed, or a new
 * one for this browser (only its hash is kept).
 */
export async function deviceTokenFor(
  db: Db,
  userId: string,
  presented: { token: string; hash: string } | undefined,
  now: Date,
): Promise<string> {
  if (presented) {
    await touchDevice(db, presented.hash, now);
    return presented.token;
  }
  const token = randomBytes(32).toString('base64url');
  await insertDevice(db, { tokenHash: sha256(token), userId, createdAt: now, lastUsedAt: now });
  await forgetDevicesBefore(db, new Date(now.getTime() - DEVICE_TOKEN_DAYS * 86_400_000));
  return token;
}

/** A password change by a signed-in account: its own counter, as strict as a pair's. */
export const passwordChangeChecks = (limits: AbuseLimits, userId: string): Check[] => [
  { key: `password:${userId}`, max: limits.loginFailuresPerAccountAddress },
];

export { LOGIN_WINDOW_MS };
