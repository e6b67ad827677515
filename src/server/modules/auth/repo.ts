import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  passwordResetTokens,
  rateLimits,
  signInDevices,
  twoFactor,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
} from '../../db/schema.ts';

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Reserves one attempt on each of `keys` in one statement, and answers each key's count with
 * this attempt. The upsert locks each counter row in turn (keys sorted, so that two
 * statements never wait on each other crosswise): concurrent attempts, on any instance, each
 * see the count the previous one left. A counter whose window began `windowMs` ago or more
 * starts again at 1.
 */
export async function reserveAttempts(
  db: Db,
  keys: string[],
  now: Date,
  windowMs: number,
): Promise<Map<string, number>> {
  const sorted = [...new Set(keys)].sort();
  const expired = new Date(now.getTime() - windowMs);
  const rows = sql.join(
    sorted.map((key) => sql`(${key})`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    insert into ${rateLimits} as r (key, window_start, count)
    select k, ${iso(now)}, 1 from (values ${rows}) as v(k) order by k
    on conflict (key) do update set
      count = case when r.window_start <= ${iso(expired)} then 1 else r.count + 1 end,
      window_start = case when r.window_start <= ${iso(expired)} then ${iso(now)} else r.window_start end
    returning key, count`)) as unknown as { rows: { key: string; count: number }[] };
  return new Map(result.rows.map((row) => [row.key, Number(row.count)]));
}

/**
 * Gives back one reserved attempt on each of `keys` (a success, or an attempt refused), and
 * empties the counter `forgotten` (her own, after the right password), in one statement that
 * locks the rows in key order as a reservation does: the two never wait on each other
 * crosswise (an `UPDATE … WHERE key IN (…)` locking in its own order deadlocked on PostgreSQL).
 */
export async function releaseAttempts(db: Db, keys: string[], forgotten?: string): Promise<void> {
  if (keys.length === 0) return;
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${rateLimits} as r
    set count = case when r.key = ${forgotten ?? null} then 0 else greatest(r.count - 1, 0) end
    from (select key from ${rateLimits} where key in (${list}) order by key for update) as locked
    where r.key = locked.key`);
}

/** Forgets the counters whose window began before `before` (keeps the table small). */
export async function forgetCountersBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

export type DeviceRow = typeof signInDevices.$inferSelect;

/** The device token of `userId` with this hash, when it was used after `since`. */
export async function findDevice(
  db: Db,
  tokenHash: string,
  userId: string,
  since: Date,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(signInDevices)
    .where(
      and(
        eq(signInDevices.tokenHash, tokenHash),
        eq(signInDevices.userId, userId),
        gt(signInDevices.lastUsedAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDevice(db: Db, row: DeviceRow): Promise<void> {
  await db.insert(signInDevices).values(row);
}

export async function touchDevice(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(signInDevices)
    .set({ lastUsedAt: now })
    .where(eq(signInDevices.tokenHash, tokenHash));
}

/** Forgets the device tokens unused since `before`. */
export async function forgetDevicesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(signInDevices).where(lt(signInDevices.lastUsedAt, before));
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

// ——— Two-factor sign-in (two-factor.ts) ———

export async function findTwoFactor(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

/** A new (unconfirmed) secret, replacing an unconfirmed one. */
export async function saveTwoFactorSecret(db: Db, userId: string, secretEnc: string, now: Date) {
  await db
    .insert(twoFactor)
    .values({ userId, secretEnc, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretEnc, lastStep: null, createdAt: now },
    });
}

/** Records the step of an accepted code; false when that step (or a later one) already served. */
export async function takeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  // One statement: two requests with the same code cannot both pass.
  const taken = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return taken.length === 1;
}

/** Marks an unused recovery code used; false when there is none such. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        eq(twoFactorRecoveryCodes.userId, userId),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: twoFactorRecoveryCodes.codeHash });
  return used.length === 1;
}

/** The secret confirmed, with its new recovery codes (hashed). */
export async function markTwoFactorEnabled(db: Db, userId: string, hashes: string[], now: Date) {
  await db.update(twoFactor).set({ enabledAt: now }).where(eq(twoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Every trace of the account's second factor: secret, recovery codes, open challenges. */
export async function deleteTwoFactor(db: Db, userId: string) {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

/** A new challenge; expired ones of anyone are swept on the way. */
export async function insertChallenge(
  db: Db,
  idHash: string,
  userId: string,
  expiresAt: Date,
  now: Date,
) {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await db.insert(twoFactorChallenges).values({ idHash, userId, expiresAt });
}

export async function findLiveChallenge(db: Db, idHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.idHash, idHash), gt(twoFactorChallenges.expiresAt, now)));
  return row;
}

/** One more wrong code: the count after it (undefined when the challenge is gone). */
export async function countChallengeFailure(db: Db, idHash: string) {
  const [after] = await db
    .update(twoFactorChallenges)
    .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
    .where(eq(twoFactorChallenges.idHash, idHash))
    .returning({ failures: twoFactorChallenges.failures });
  return after?.failures;
}

/** Ends a challenge; true when this call ended it (used once). */
export async function deleteChallenge(db: Db, idHash: string): Promise<boolean> {
  const gone = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.idHash, idHash))
    .returning({ idHash: twoFactorChallenges.idHash });
  return gone.length === 1;
}
