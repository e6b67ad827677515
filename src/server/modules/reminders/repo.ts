import { and, asc, between, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { missions, notifications, sentReminders } from '../../db/schema.ts';
import type { MissionRow } from '../missions/repo.ts';

export type NewSentReminder = typeof sentReminders.$inferInsert;

/**
 * Records reminders as sent, once per (mission, kind, due instant, user): answers the users
 * whose row was inserted now, the only ones to notify. A second instance, a retry after a
 * crash or the same job sent twice find the rows there and notify nobody.
 */
export async function recordSentReminders(
  tx: Db,
  rows: readonly NewSentReminder[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(sentReminders)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ userId: sentReminders.userId });
  return inserted.map((row) => row.userId);
}

/** The reminders recorded for a mission (tests and inquiries). */
export async function sentRemindersOf(db: Db, missionId: string) {
  return db
    .select()
    .from(sentReminders)
    .where(eq(sentReminders.missionId, missionId))
    .orderBy(asc(sentReminders.sentAt));
}

/**
 * Whether `userId` was told `message` since `since`: the automatic validation's guard (it has
 * no row of its own; the caller holds the mission's lock, so two runs cannot both miss it).
 * Served by the (user_id, created_at) index.
 */
export async function wasNotifiedSince(
  tx: Db,
  userId: string,
  message: string,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gte(notifications.createdAt, since),
        eq(notifications.message, message),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** At most this many missions of each kind are planned again by one catch-up. */
export const CATCH_UP_LIMIT = 2000;

/**
 * The missions that may still need scheduled work: assigned, accepted or open with a start
 * between `startFrom` and `startTo` (index on status, date_start) and a planned end not before
 * `endFrom`, and completed ones whose
 * hours await their sign-off, ended between `endedFrom` and `endedTo` (index on validation,
 * ended_at). Soonest first, bounded.
 */
export async function missionsToPlan(
  db: Db,
  window: { startFrom: Date; startTo: Date; endFrom: Date; endedFrom: Date; endedTo: Date },
): Promise<MissionRow[]> {
  const upcoming = await db
    .select()
    .from(missions)
    .where(
      and(
        inArray(missions.status, ['assigned', 'accepted', 'open']),
        between(missions.dateStart, window.startFrom, window.startTo),
        gte(missions.dateEnd, window.endFrom),
      ),
    )
    .orderBy(asc(missions.dateStart))
    .limit(CATCH_UP_LIMIT);
  const awaiting = await db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.validation, 'awaiting'),
        gte(missions.endedAt, window.endedFrom),
        lte(missions.endedAt, window.endedTo),
        eq(missions.status, 'completed'),
      ),
    )
    .orderBy(asc(missions.endedAt))
    .limit(CATCH_UP_LIMIT);
  return [...upcoming, ...awaiting];
}
