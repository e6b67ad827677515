/**
 * SQL of ratings, briefs and monthly statistics (docs/product-rules.md « After the mission »).
 */
import { alias } from 'drizzle-orm/pg-core';
import { and, avg, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { missions, ratings, users } from '../../db/schema.ts';

export type RatingRow = typeof ratings.$inferSelect;
export type Side = RatingRow['side'];

/** What ratings and briefs need of a mission. */
export async function missionFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      id: missions.id,
      institutionId: missions.institutionId,
      assignedTo: missions.assignedTo,
      status: missions.status,
      dateStart: missions.dateStart,
      dateEnd: missions.dateEnd,
      endedAt: missions.endedAt,
      validation: missions.validation,
      hoursFlag: missions.hoursFlag,
      brief: missions.brief,
      briefPrivate: missions.briefPrivate,
      general: users.brief,
    })
    .from(missions)
    .leftJoin(users, eq(users.id, missions.institutionId))
    .where(eq(missions.id, id))
    .limit(1);
  return row;
}
export type MissionFacts = NonNullable<Awaited<ReturnType<typeof missionFacts>>>;

export async function findRating(db: Db, missionId: string, side: Side) {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.missionId, missionId), eq(ratings.side, side)))
    .limit(1);
  return row;
}

/**
 * Gives or changes a rating in one statement: a change applies only while the first rating is
 * younger than `editableSince` allows (created after it); undefined when that time is over.
 */
export async function upsertRating(
  db: Db,
  row: Omit<RatingRow, 'updatedAt'>,
  editableSince: Date,
): Promise<RatingRow | undefined> {
  const [saved] = await db
    .insert(ratings)
    .values({ ...row, updatedAt: row.createdAt })
    .onConflictDoUpdate({
      target: [ratings.missionId, ratings.side],
      set: {
        stars: row.stars,
        comment: row.comment,
        raterId: row.raterId,
        updatedAt: row.createdAt,
      },
      setWhere: sql`${ratings.createdAt} > ${editableSince.toISOString()}::timestamptz`,
    })
    .returning();
  return saved;
}

/** Average (one decimal) and count of the ratings each of `ids` received. */
export async function ratingSummaries(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { average: number; count: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ratings.ratedId, average: avg(ratings.stars), count: count() })
    .from(ratings)
    .where(inArray(ratings.ratedId, [...ids]))
    .groupBy(ratings.ratedId);
  return new Map(
    rows.map((r) => [r.id, { average: Math.round(Number(r.average) * 10) / 10, count: r.count }]),
  );
}

const rater = alias(users, 'rater');
const rated = alias(users, 'rated');

/** Every rating, newest first (administrator), optionally those given or received by one user. */
export async function allRatings(db: Db, userId: string | undefined) {
  return db
    .select({
      rating: ratings,
      rater: {
        role: rater.role,
        name: rater.name,
        firstName: rater.firstName,
        lastName: rater.lastName,
      },
      rated: {
        role: rated.role,
        name: rated.name,
        firstName: rated.firstName,
        lastName: rated.lastName,
      },
    })
    .from(ratings)
    .leftJoin(rater, eq(rater.id, ratings.raterId))
    .leftJoin(rated, eq(rated.id, ratings.ratedId))
    .where(userId ? or(eq(ratings.raterId, userId), eq(ratings.ratedId, userId)) : undefined)
    .orderBy(desc(ratings.updatedAt))
    .limit(1000);
}

export async function setMissionBrief(
  db: Db,
  id: string,
  brief: { brief: string; briefPrivate: string },
  now: Date,
) {
  // updated_at moves so that a phone's delta sync fetches the brief again.
  await db
    .update(missions)
    .set({ ...brief, updatedAt: now })
    .where(eq(missions.id, id));
}

export async function findInstitution(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, brief: users.brief })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'institution')))
    .limit(1);
  return row;
}

export async function setInstitutionBrief(db: Db, id: string, brief: string, now: Date) {
  await db.update(users).set({ brief, updatedAt: now }).where(eq(users.id, id));
}

/** One local month's figures as the database counts them (amount in cents, hours in ms). */
export interface MonthRow {
  month: string;
  created: number;
  filled: number;
  medianFillMinutes: number | null;
  workedMs: number;
  amountCents: number;
}

/**
 * The monthly figures of the missions planned to start in `[from, to)` (of one establishment,
 * or all), grouped by local month of their start in `timeZone`, in one statement: the range
 * reads `missions_institution_start_idx` (or `missions_start_idx`), the time to fill the
 * partial `mission_events_filled_idx`, the amount `invoice_lines_billed_idx`.
 */
export async function monthlyFigures(
  db: Db,
  range: { from: Date; to: Date; timeZone: string; institutionId: string | null },
): Promise<MonthRow[]> {
  const scope =
    range.institutionId === null ? sql`true` : sql`m.institution_id = ${range.institutionId}`;
  const result = await db.execute(sql`
    with scoped as (
      select m.id, m.created_at, m.status, m.assigned_to, m.started_at, m.ended_at,
        to_char(m.date_start at time zone ${range.timeZone}, 'YYYY-MM') as month,
        (m.assigned_to is not null and m.status <> 'cancelled') as filled
      from missions m
      where m.date_start >= ${range.from.toISOString()}::timestamptz
        and m.date_start < ${range.to.toISOString()}::timestamptz
        and ${scope}
    ), figures as (
      select s.month, s.filled,
        case when s.filled then (
          select extract(epoch from min(e.at) - s.created_at) / 60
          from mission_events e
          where e.mission_id = s.id and e.to_status in ('assigned', 'accepted')
        ) end as fill_minutes,
        case when s.status = 'completed' and s.ended_at is not null and s.started_at is not null
          then extract(epoch from s.ended_at - s.started_at) * 1000 else 0 end as worked_ms,
        coalesce((
          select sum(l.amount_cents) from invoice_lines l
          where l.prestation_id = s.id and l.billed
        ), 0) as amount_cents
      from scoped s
    )
    select month,
      count(*)::int as created,
      count(*) filter (where filled)::int as filled,
      percentile_cont(0.5) within group (order by fill_minutes) as median_fill_minutes,
      coalesce(sum(worked_ms), 0)::float8 as worked_ms,
      coalesce(sum(amount_cents), 0)::bigint::text as amount_cents
    from figures
    group by month
    order by month`);
  const rows = (
    result as unknown as {
      rows: {
        month: string;
        created: number;
        filled: number;
        median_fill_minutes: number | string | null;
        worked_ms: number | string;
        amount_cents: string;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    month: r.month,
    created: Number(r.created),
    filled: Number(r.filled),
    medianFillMinutes: r.median_fill_minutes === null ? null : Number(r.median_fill_minutes),
    workedMs: Number(r.worked_ms),
    amountCents: Number(r.amount_cents),
  }));
}
