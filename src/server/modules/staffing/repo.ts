import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { missions, schedules, users } from '../../db/schema.ts';
import type { UserRow } from '../users/repo.ts';

/** The statuses of a mission that count in a professional's working time. */
export const HELD_STATUSES = ['assigned', 'accepted', 'in_progress', 'completed'] as const;

/**
 * Reads a person and locks her row until the end of the transaction. Every path that gives a
 * mission to someone takes this lock before reading the missions she holds: two assignments
 * to the same person are decided one after the other, the second seeing the first's mission,
 * so that together they cannot break a rule neither breaks alone.
 *
 * Lock order, everywhere: the mission row first (when there is one), then the person's row.
 */
export async function lockPerson(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

/** A mission a professional holds, with the times its working time counts. */
export interface HeldRow {
  userId: string;
  id: string;
  name: string;
  start: number;
  end: number;
}

/**
 * The missions held by any of `userIds` (assigned, accepted, in progress: planned times;
 * completed: actual times) planned between `from` and `to` (epoch ms): one query for all of
 * them, served by the index on (assigned_to, date_start).
 */
export async function heldMissionsOf(
  db: Db,
  userIds: readonly string[],
  from: number,
  to: number,
): Promise<HeldRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: missions.assignedTo,
      id: missions.id,
      name: missions.name,
      status: missions.status,
      dateStart: missions.dateStart,
      dateEnd: missions.dateEnd,
      startedAt: missions.startedAt,
      endedAt: missions.endedAt,
    })
    .from(missions)
    .where(
      and(
        inArray(missions.assignedTo, [...userIds]),
        inArray(missions.status, [...HELD_STATUSES]),
        gte(missions.dateStart, new Date(from)),
        lte(missions.dateStart, new Date(to)),
      ),
    );
  return rows.map((r) => {
    const actual = r.status === 'completed' && r.startedAt !== null && r.endedAt !== null;
    return {
      userId: r.userId ?? '',
      id: r.id,
      name: r.name,
      start: (actual && r.startedAt ? r.startedAt : r.dateStart).getTime(),
      end: (actual && r.endedAt ? r.endedAt : r.dateEnd).getTime(),
    };
  });
}

/** Every approved nurse and caregiver whose account was not erased, by last then first name. */
export async function approvedProfessionals(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        inArray(users.role, ['nurse', 'caregiver']),
        eq(users.status, 'approved'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The ids of the approved administrators. */
export async function adminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')));
  return rows.map((r) => r.id);
}

/** A declared availability: local date and wall times in the business time zone. */
export interface AvailableSlot {
  userId: string;
  date: string;
  timeStart: string;
  timeEnd: string;
}

/** The `available` schedules of `userIds` on local dates `fromDate`…`toDate` (YYYY-MM-DD). */
export async function availableSlotsOf(
  db: Db,
  userIds: readonly string[],
  fromDate: string,
  toDate: string,
): Promise<AvailableSlot[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: schedules.userId,
      date: schedules.date,
      timeStart: schedules.timeStart,
      timeEnd: schedules.timeEnd,
    })
    .from(schedules)
    .where(
      and(
        inArray(schedules.userId, [...userIds]),
        eq(schedules.status, 'available'),
        gte(schedules.date, fromDate),
        lte(schedules.date, toDate),
      ),
    );
}
