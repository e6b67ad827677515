import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { schedules, users } from '../../db/schema.ts';
import { nameColumns, type Named } from '../users/repo.ts';

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewScheduleRow = typeof schedules.$inferInsert;

/** A schedule with the names it is shown with. */
export interface ScheduleWithNames {
  schedule: ScheduleRow;
  person: Named;
  institution: Named | null;
}

export type ScheduleScope = { all: true } | { userId: string } | { institutionId: string };

const institutions = alias(users, 'institution');

/** Schedules in date and time order, with their professional's and establishment's names. */
export async function listSchedules(db: Db, scope: ScheduleScope): Promise<ScheduleWithNames[]> {
  const query = db
    .select({
      schedule: schedules,
      person: nameColumns(users),
      institution: nameColumns(institutions),
    })
    .from(schedules)
    .innerJoin(users, eq(users.id, schedules.userId))
    .leftJoin(institutions, eq(institutions.id, schedules.institutionId));
  const where =
    'userId' in scope
      ? eq(schedules.userId, scope.userId)
      : 'institutionId' in scope
        ? eq(schedules.institutionId, scope.institutionId)
        : undefined;
  return (where ? query.where(where) : query).orderBy(
    asc(schedules.date),
    asc(schedules.timeStart),
    asc(schedules.createdAt),
  );
}

export async function insertSchedule(db: Db, row: NewScheduleRow): Promise<ScheduleRow> {
  const [inserted] = await db.insert(schedules).values(row).returning();
  if (!inserted) throw new Error('insertSchedule: nothing inserted');
  return inserted;
}

/** One of her schedules, locked for a change (undefined when it is not hers or not there). */
export async function lockOwnSchedule(
  db: Db,
  id: string,
  userId: string,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.userId, userId)))
    .for('update');
  return row;
}

export async function updateScheduleRow(
  db: Db,
  id: string,
  values: Partial<NewScheduleRow>,
): Promise<ScheduleRow> {
  const [updated] = await db.update(schedules).set(values).where(eq(schedules.id, id)).returning();
  if (!updated) throw new Error('updateScheduleRow: nothing updated');
  return updated;
}

export async function deleteScheduleRow(db: Db, id: string): Promise<void> {
  await db.delete(schedules).where(eq(schedules.id, id));
}
