import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { missions, users } from '../../db/schema.ts';
import { nameColumns, type UserRow } from '../users/repo.ts';

/** The missions a feed shows: on someone's calendar, not yet done nor cancelled. */
export const FEED_STATUSES = ['assigned', 'accepted', 'in_progress'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

export interface CalendarLinkRow {
  calendarToken: string | null;
  calendarTokenCreatedAt: Date | null;
}

/** Sets (or with null, retires) a user's feed token; undefined when the user does not exist. */
export async function setCalendarToken(
  db: Db,
  userId: string,
  token: string | null,
  now: Date,
): Promise<CalendarLinkRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      calendarToken: token,
      calendarTokenCreatedAt: token === null ? null : now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({
      calendarToken: users.calendarToken,
      calendarTokenCreatedAt: users.calendarTokenCreatedAt,
    });
  return row;
}

/** A user's feed token, read from the database (not from the kept account rows). */
export async function findCalendarLink(
  db: Db,
  userId: string,
): Promise<CalendarLinkRow | undefined> {
  const [row] = await db
    .select({
      calendarToken: users.calendarToken,
      calendarTokenCreatedAt: users.calendarTokenCreatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The owner of a feed token, read fresh: a retired token or a rejected account stops at once. */
export async function findUserByCalendarToken(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.calendarToken, token)).limit(1);
  return row;
}

const assignee = alias(users, 'assignee');
const institution = alias(users, 'institution');

/** Whose missions a feed lists. */
export type FeedScope =
  | { kind: 'assignee'; userId: string }
  | { kind: 'institution'; institutionId: string }
  | { kind: 'all' };

function scopeOf(scope: FeedScope): SQL | undefined {
  switch (scope.kind) {
    case 'assignee':
      return eq(missions.assignedTo, scope.userId);
    case 'institution':
      return eq(missions.institutionId, scope.institutionId);
    case 'all':
      return undefined;
    default: {
      const unknown: never = scope;
      throw new Error(`Unknown feed scope: ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The missions of a feed: in {@link FEED_STATUSES}, planned to end at `endsFrom` or later,
 * soonest first, at most `limit`; with the establishment's name and address and the
 * assignee's name, in one query.
 */
export async function listFeedMissions(db: Db, scope: FeedScope, endsFrom: Date, limit: number) {
  return db
    .select({
      id: missions.id,
      name: missions.name,
      description: missions.description,
      status: missions.status,
      dateStart: missions.dateStart,
      dateEnd: missions.dateEnd,
      updatedAt: missions.updatedAt,
      institution: { ...nameColumns(institution), address: institution.address },
      assignee: nameColumns(assignee),
    })
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(
      and(
        scopeOf(scope),
        inArray(missions.status, [...FEED_STATUSES]),
        gte(missions.dateEnd, endsFrom),
      ),
    )
    .orderBy(asc(missions.dateStart), asc(missions.id))
    .limit(limit);
}

export type FeedMission = Awaited<ReturnType<typeof listFeedMissions>>[number];
