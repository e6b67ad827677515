import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, missions, notifications, schedules, users } from '../../db/schema.ts';

const countWhere = async (
  db: Db,
  table: typeof schedules | typeof messages | typeof notifications | typeof users | typeof missions,
  where: SQL | undefined,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

export const countSchedulesOf = (db: Db, userId: string) =>
  countWhere(db, schedules, eq(schedules.userId, userId));

export const countUnreadMessagesTo = (db: Db, userId: string) =>
  countWhere(db, messages, and(eq(messages.toUserId, userId), isNull(messages.readAt)));

export const countUnreadNotificationsOf = (db: Db, userId: string) =>
  countWhere(
    db,
    notifications,
    and(eq(notifications.userId, userId), eq(notifications.readStatus, false)),
  );

export const countPendingUsers = (db: Db) => countWhere(db, users, eq(users.status, 'pending'));

/** Completed missions among those `scope` selects (everything when undefined). */
export const countCompletedMissions = (db: Db, scope: SQL | undefined) =>
  countWhere(db, missions, and(eq(missions.status, 'completed'), scope));

export const assignedTo = (userId: string) => eq(missions.assignedTo, userId);
export const ofInstitution = (institutionId: string) => eq(missions.institutionId, institutionId);

export const countMissionsIn = (db: Db, status: 'pending' | 'in_progress') =>
  countWhere(db, missions, eq(missions.status, status));

/** Completed missions actually started in `[from, to)`, with what pricing needs. */
export async function completedMissionsStartedBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      startedAt: missions.startedAt,
      endedAt: missions.endedAt,
      weekdayRateCents: missions.weekdayRateCents,
      weekendRateCents: missions.weekendRateCents,
      nightWeekRateCents: missions.nightWeekRateCents,
      nightWeekendRateCents: missions.nightWeekendRateCents,
      travelFeeCents: missions.travelFeeCents,
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

/** The establishment's counters in one pass over its missions (index on institution_id). */
export async function institutionCounters(db: Db, institutionId: string) {
  const [row] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${missions.status} in ('assigned', 'accepted', 'in_progress'))::int`,
      completed: sql<number>`count(*) filter (where ${missions.status} = 'completed')::int`,
      paid: sql<number>`count(*) filter (where ${missions.status} = 'completed' and ${missions.paid})::int`,
    })
    .from(missions)
    .where(eq(missions.institutionId, institutionId));
  return { upcoming: row?.upcoming ?? 0, completed: row?.completed ?? 0, paid: row?.paid ?? 0 };
}
