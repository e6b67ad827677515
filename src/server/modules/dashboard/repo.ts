import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  autoValidationCutoff,
  hoursNotFlagged,
  hoursValidatedSql,
  stillAwaitingSql,
} from '../../db/hours.ts';
import {
  contracts,
  documents,
  messages,
  missions,
  notifications,
  schedules,
  users,
} from '../../db/schema.ts';
import { nameColumns } from '../users/repo.ts';
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
  table:
    | typeof schedules
    | typeof messages
    | typeof notifications
    | typeof missions
    | typeof users
    | typeof contracts
    | typeof documents,
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

// ——— What needs the caller now (GET /dashboard/urgent) ———

const institutionOfMission = alias(users, 'urgent_institution');

/**
 * Missions not filled yet (awaiting approval or open) and not over at `now`, that start
 * before `until`, soonest first; `institutionId` narrows to one establishment's.
 */
export async function unfilledStartingBefore(
  db: Db,
  now: Date,
  until: Date,
  institutionId: string | null,
  limit: number,
) {
  return db
    .select({
      id: missions.id,
      name: missions.name,
      status: missions.status,
      dateStart: missions.dateStart,
      dateEnd: missions.dateEnd,
      institution: nameColumns(institutionOfMission),
    })
    .from(missions)
    .leftJoin(institutionOfMission, eq(institutionOfMission.id, missions.institutionId))
    .where(
      and(
        inArray(missions.status, ['pending', 'open']),
        gt(missions.dateEnd, now),
        lt(missions.dateStart, until),
        institutionId === null ? undefined : eq(missions.institutionId, institutionId),
      ),
    )
    .orderBy(asc(missions.dateStart), asc(missions.id))
    .limit(limit);
}

/** The administrator's waiting work, counted in one statement. */
export async function adminWaitingCounts(db: Db, now: Date) {
  const [row] = await db
    .select({
      accounts: countOf(users, eq(users.status, 'pending')),
      missionsToApprove: countOf(missions, eq(missions.status, 'pending')),
      contested: countOf(missions, eq(missions.validation, 'contested')),
      contracts: countOf(contracts, eq(contracts.status, 'to_sign')),
      documents: countOf(documents, eq(documents.status, 'pending')),
      payslips: sql<number>`(select count(distinct ${missions.assignedTo})::int from ${missions} where ${and(
        eq(missions.status, 'completed'),
        isNull(missions.payslipId),
        eq(missions.paid, false),
        sql`${missions.endedAt} is not null`,
        sql`${missions.assignedTo} is not null`,
        hoursNotFlagged,
        hoursValidatedSql(now),
      )})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** An establishment's waiting work: hours to sign off and contracts to sign. */
export async function institutionWaitingCounts(db: Db, institutionId: string, now: Date) {
  const [row] = await db
    .select({
      hours: countOf(
        missions,
        and(
          eq(missions.institutionId, institutionId),
          eq(missions.status, 'completed'),
          stillAwaitingSql(autoValidationCutoff(now)),
        ),
      ),
      contracts: countOf(
        contracts,
        and(
          eq(contracts.institutionId, institutionId),
          eq(contracts.status, 'to_sign'),
          isNull(contracts.institutionSignedAt),
        ),
      ),
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** A professional's waiting work: missions to accept and contracts to sign. */
export async function professionalWaitingCounts(db: Db, userId: string) {
  const [row] = await db
    .select({
      toAccept: countOf(
        missions,
        and(eq(missions.assignedTo, userId), eq(missions.status, 'assigned')),
      ),
      contracts: countOf(
        contracts,
        and(
          eq(contracts.professionalId, userId),
          eq(contracts.status, 'to_sign'),
          isNull(contracts.professionalSignedAt),
        ),
      ),
    })
    .from(sql`(select 1) as one`);
  return row;
}
