import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stillAwaitingSql } from '../../db/hours.ts';
import { messages, missions, notifications, schedules, users } from '../../db/schema.ts';
import { tariffColumns } from '../missions/repo.ts';

const countWhere = async (
  db: Db,
  table: typeof users | typeof missions,
  where: SQL | undefined,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

/** `(select count(*) from table where …)`, as a column of another select. */
const countOf = (
  table: typeof schedules | typeof messages | typeof notifications | typeof missions,
  where: SQL | undefined,
) => sql<number>`(select count(*)::int from ${table} where ${where ?? sql`true`})`;

/**
 * The four counters of a user's dashboard in one statement (one round trip: on PGlite each
 * costs as much as a small query). `completedScope` selects whose completed missions count.
 */
export async function dashboardCounts(db: Db, userId: string, completedScope: SQL | undefined) {
  const [row] = await db
    .select({
      mySchedules: countOf(schedules, eq(schedules.userId, userId)),
      completed: countOf(missions, and(eq(missions.status, 'completed'), completedScope)),
      unreadMessages: countOf(
        messages,
        and(eq(messages.toUserId, userId), isNull(messages.readAt)),
      ),
      unreadNotifications: countOf(
        notifications,
        and(eq(notifications.userId, userId), eq(notifications.readStatus, false)),
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { mySchedules: 0, completed: 0, unreadMessages: 0, unreadNotifications: 0 };
}

export const countPendingUsers = (db: Db) => countWhere(db, users, eq(users.status, 'pending'));

export const assignedTo = (userId: string) => eq(missions.assignedTo, userId);
export const ofInstitution = (institutionId: string) => eq(missions.institutionId, institutionId);

export const countMissionsIn = (db: Db, status: 'pending' | 'in_progress') =>
  countWhere(db, missions, eq(missions.status, status));

/** Missions whose hours an establishment contests (index on validation). */
export const countContested = (db: Db) =>
  countWhere(db, missions, eq(missions.validation, 'contested'));

/** Completed missions actually started in `[from, to)`, with what pricing needs. */
export async function completedMissionsStartedBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      startedAt: missions.startedAt,
      endedAt: missions.endedAt,
      ...tariffColumns,
    })
    .from(missions)
    .where(
      and(
        eq(missions.status, 'completed'),
        gte(missions.startedAt, from),
        lt(missions.startedAt, to),
      ),
    );
}

/**
 * The establishment's counters in one pass over its missions (index on institution_id).
 * `awaitingSince` is now − 72 h: an awaiting mission that ended before counts as validated,
 * unless its hours are flagged (a late end waits for the establishment).
 */
export async function institutionCounters(db: Db, institutionId: string, awaitingSince: Date) {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${missions.status} in ('assigned', 'accepted', 'in_progress'))::int`,
      completed: sql<number>`count(*) filter (where ${missions.status} = 'completed')::int`,
      paid: sql<number>`count(*) filter (where ${missions.status} = 'completed' and ${missions.paid})::int`,
      awaitingValidation: sql<number>`count(*) filter (where ${missions.status} = 'completed' and ${stillAwaitingSql(awaitingSince)})::int`,
    })
    .from(missions)
    .where(eq(missions.institutionId, institutionId));
  return {
    upcoming: row?.upcoming ?? 0,
    completed: row?.completed ?? 0,
    paid: row?.paid ?? 0,
    awaiting_validation: row?.awaitingValidation ?? 0,
  };
}
