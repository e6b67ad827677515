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
  /** 1 for the first month of the range. */
  bucket: number;
  created: number;
  filled: number;
  medianFillMinutes: number | null;
  workedMs: number;
  amountCents: number;
}

/**
 * The monthly figures of the missions planned to start in the local months whose first
 * instants are `starts` (and whose last ends at the last of them), of one establishment or
 * all, in one statement of two scans: the missions of the range (`missions_start_idx` or
 * `missions_institution_start_idx`; the time to fill is the mission's own `filled_at`), and
 * the standing invoice lines of the range's local dates (`invoice_lines_date_idx`). Months are
 * told apart by `width_bucket` over the months' first instants, not by a time zone
 * conversion per row.
 */
export async function monthlyFigures(
  db: Db,
  range: {
    /** The first instant of each month, then the first instant after the last. */
    starts: Date[];
    /** The same bounds as local dates (`YYYY-MM-DD`), for the invoice lines. */
    days: string[];
    institutionId: string | null;
  },
): Promise<MonthRow[]> {
  const first = range.starts[0]?.toISOString() ?? '';
  const last = range.starts[range.starts.length - 1]?.toISOString() ?? '';
  const bounds = sql.raw(
    `array[${range.starts.map((d) => `'${d.toISOString()}'::timestamptz`).join(',')}]`,
  );
  const dayBounds = sql.raw(`array[${range.days.map((d) => `'${d}'::date`).join(',')}]`);
  const missionScope =
    range.institutionId === null ? sql`true` : sql`m.institution_id = ${range.institutionId}`;
  const lineScope =
    range.institutionId === null
      ? sql`true`
      : sql`l.invoice_id in (select id from invoices where institution_id = ${range.institutionId})`;
  const result = await db.execute(sql`
    with months as (
      select width_bucket(m.date_start, ${bounds}) as bucket,
        count(*)::int as created,
        count(*) filter (where m.assigned_to is not null and m.status <> 'cancelled')::int
          as filled,
        percentile_cont(0.5) within group (order by extract(epoch from m.filled_at - m.created_at) / 60)
          filter (where m.assigned_to is not null and m.status <> 'cancelled')
          as median_fill_minutes,
        coalesce(sum(extract(epoch from m.ended_at - m.started_at) * 1000)
          filter (where m.status = 'completed'), 0)::float8 as worked_ms
      from missions m
      where m.date_start >= ${first}::timestamptz and m.date_start < ${last}::timestamptz
        and ${missionScope}
      group by 1
    ), amounts as (
      select width_bucket(l.date, ${dayBounds}) as bucket, sum(l.amount_cents)::bigint as cents
      from invoice_lines l
      where l.billed and l.date >= ${range.days[0] ?? ''}::date
        and l.date < ${range.days[range.days.length - 1] ?? ''}::date and ${lineScope}
      group by 1
    )
    select coalesce(months.bucket, amounts.bucket) as bucket,
      coalesce(months.created, 0) as created, coalesce(months.filled, 0) as filled,
      months.median_fill_minutes, coalesce(months.worked_ms, 0) as worked_ms,
      coalesce(amounts.cents, 0)::text as amount_cents
    from months full join amounts on amounts.bucket = months.bucket
    order by 1`);
  const rows = (
    result as unknown as {
      rows: {
        bucket: number;
        created: number;
        filled: number;
        median_fill_minutes: number | string | null;
        worked_ms: number | string;
        amount_cents: string;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    bucket: Number(r.bucket),
    created: Number(r.created),
    filled: Number(r.filled),
    medianFillMinutes: r.median_fill_minutes === null ? null : Number(r.median_fill_minutes),
    workedMs: Number(r.worked_ms),
    amountCents: Number(r.amount_cents),
  }));
}
