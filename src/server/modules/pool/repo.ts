/**
 * The establishment's pool in SQL: its favourites (« Mes soignants ») and the professionals it
 * has set aside.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutionBlocked, institutionFavorites, users } from '../../db/schema.ts';

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};

export async function listFavoritesOf(db: Db, institutionId: string) {
  return db
    .select({ ...personColumns, since: institutionFavorites.createdAt })
    .from(institutionFavorites)
    .innerJoin(users, eq(users.id, institutionFavorites.userId))
    .where(eq(institutionFavorites.institutionId, institutionId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function listBlockedOf(db: Db, institutionId: string) {
  return db
    .select({
      ...personColumns,
      since: institutionBlocked.createdAt,
      reason: institutionBlocked.reason,
    })
    .from(institutionBlocked)
    .innerJoin(users, eq(users.id, institutionBlocked.userId))
    .where(eq(institutionBlocked.institutionId, institutionId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Adds a favourite (adding one already there changes nothing). */
export async function insertFavorite(db: Db, institutionId: string, userId: string, now: Date) {
  await db
    .insert(institutionFavorites)
    .values({ institutionId, userId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteFavorite(db: Db, institutionId: string, userId: string) {
  await db
    .delete(institutionFavorites)
    .where(
      and(
        eq(institutionFavorites.institutionId, institutionId),
        eq(institutionFavorites.userId, userId),
      ),
    );
}

/** Sets a professional aside (again: the reason is replaced). */
export async function upsertBlocked(
  db: Db,
  institutionId: string,
  userId: string,
  reason: string,
  now: Date,
) {
  await db
    .insert(institutionBlocked)
    .values({ institutionId, userId, reason, createdAt: now })
    .onConflictDoUpdate({
      target: [institutionBlocked.institutionId, institutionBlocked.userId],
      set: { reason },
    });
}

export async function deleteBlocked(db: Db, institutionId: string, userId: string) {
  await db
    .delete(institutionBlocked)
    .where(
      and(
        eq(institutionBlocked.institutionId, institutionId),
        eq(institutionBlocked.userId, userId),
      ),
    );
}

/** Whether the establishment has set this professional aside. */
export async function isBlocked(db: Db, institutionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: institutionBlocked.userId })
    .from(institutionBlocked)
    .where(
      and(
        eq(institutionBlocked.institutionId, institutionId),
        eq(institutionBlocked.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The professionals an establishment has set aside. */
export async function blockedIdsOf(db: Db, institutionId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: institutionBlocked.userId })
    .from(institutionBlocked)
    .where(eq(institutionBlocked.institutionId, institutionId));
  return new Set(rows.map((r) => r.userId));
}

/** The favourites of an establishment. */
export async function favoriteIdsOf(db: Db, institutionId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: institutionFavorites.userId })
    .from(institutionFavorites)
    .where(eq(institutionFavorites.institutionId, institutionId));
  return new Set(rows.map((r) => r.userId));
}

/** Which of `institutionIds` set this professional aside, and which count her a favourite. */
export async function standingOf(
  db: Db,
  userId: string,
  institutionIds: readonly string[],
): Promise<{ blockedBy: Set<string>; favoriteOf: Set<string> }> {
  if (institutionIds.length === 0) return { blockedBy: new Set(), favoriteOf: new Set() };
  const ids = [...new Set(institutionIds)];
  const [blocked, favorites] = await Promise.all([
    db
      .select({ id: institutionBlocked.institutionId })
      .from(institutionBlocked)
      .where(
        and(eq(institutionBlocked.userId, userId), inArray(institutionBlocked.institutionId, ids)),
      ),
    db
      .select({ id: institutionFavorites.institutionId })
      .from(institutionFavorites)
      .where(
        and(
          eq(institutionFavorites.userId, userId),
          inArray(institutionFavorites.institutionId, ids),
        ),
      ),
  ]);
  return {
    blockedBy: new Set(blocked.map((r) => r.id)),
    favoriteOf: new Set(favorites.map((r) => r.id)),
  };
}
