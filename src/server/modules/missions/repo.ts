import { and, asc, desc, eq, gt, gte, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUTO_VALIDATION_MS } from '../../../domain/missions/hours.ts';
import { callText, type Db } from '../../db/client.ts';
import type { LockedTerms } from '../contracts/service.ts';
import type { Party } from '../contracts/terms.ts';
import { hoursNotFlagged, stillAwaitingSql } from '../../db/hours.ts';
import {
  idempotencyKeys,
  missionDepartures,
  missionEvents,
  missions,
  notifications,
  users,
} from '../../db/schema.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { Prestation } from '../../../contract/missions.ts';
import type { IdempotencyRow } from '../idempotency/repo.ts';
import {
  notificationValues,
  type NewNotification,
  type NotificationRow,
} from '../notifications/repo.ts';
import { normalizedSql, searchSql } from '../../db/search.ts';
import { nameColumns } from '../users/repo.ts';

export type MissionRow = typeof missions.$inferSelect;
export type NewMissionRow = typeof missions.$inferInsert;
export type MissionStatusValue = MissionRow['status'];
export type NewMissionEvent = typeof missionEvents.$inferInsert;

/** The five tariffs copied onto a mission at assignment, which pricing reads. */
export const tariffColumns = {
  weekdayRateCents: missions.weekdayRateCents,
  weekendRateCents: missions.weekendRateCents,
  nightWeekRateCents: missions.nightWeekRateCents,
  nightWeekendRateCents: missions.nightWeekendRateCents,
  travelFeeCents: missions.travelFeeCents,
};

const assignee = alias(users, 'assignee');
const institution = alias(users, 'institution');

/**
 * A mission with the names it is shown with, read in one query (no N+1). Only the columns
 * presentMission serves: on PGlite each value read costs, and a list reads hundreds of rows.
 */
const listColumns = {
  mission: {
    id: missions.id,
    name: missions.name,
    description: missions.description,
    dateStart: missions.dateStart,
    dateEnd: missions.dateEnd,
    dureeMinutes: missions.dureeMinutes,
    assignedTo: missions.assignedTo,
    institutionId: missions.institutionId,
    status: missions.status,
    requiredRole: missions.requiredRole,
    overrideReason: missions.overrideReason,
    startedAt: missions.startedAt,
    endedAt: missions.endedAt,
    actualDuration: missions.actualDuration,
    paid: missions.paid,
    startDistanceM: missions.startDistanceM,
    endDistanceM: missions.endDistanceM,
    validation: missions.validation,
    validatedAt: missions.validatedAt,
    validatedBy: missions.validatedBy,
    contestReason: missions.contestReason,
    proposedStartedAt: missions.proposedStartedAt,
    proposedEndedAt: missions.proposedEndedAt,
    hoursFlag: missions.hoursFlag,
    favoritesUntil: missions.favoritesUntil,
    createdAt: missions.createdAt,
    updatedAt: missions.updatedAt,
    cancelledAt: missions.cancelledAt,
    compensationCents: missions.compensationCents,
  },
  assignee: nameColumns(assignee),
  institution: {
    ...nameColumns(institution),
    address: institution.address,
    phone: institution.phone,
  },
  /** The planned start as the database holds it (microseconds): the keyset cursor's key. */
  startKey: sql<string>`${missions.dateStart}::text`,
};

/** The same with the whole mission row, for one mission (access checks read it). */
const viewColumns = { ...listColumns, mission: missions };

/** Which missions a list shows. Each one is served by an index starting with its column. */
export type MissionFilter =
  | { kind: 'all' }
  | { kind: 'assigned_to'; userId: string }
  | { kind: 'institution'; institutionId: string }
  | { kind: 'status'; status: MissionStatusValue };

export interface Page {
  limit: number;
  offset: number;
  /**
   * Keyset paging: only missions after this (date_start, id) in the list's order; with the
   * `soonest` order, `past` says in which of its two parts the cursor stands.
   */
  after?: { startKey: string; id: string; past?: boolean } | undefined;
}

/**
 * The orders of the admin and establishment lists: `-date_start` (latest planned start first,
 * the API's default), `date_start` (earliest first), `soonest` (missions not over at `pivot`,
 * soonest start first, then those over, latest first: what a manager acts on comes first).
 */
export type MissionSort = 'soonest' | 'date_start' | '-date_start';

/** The optional filters of the admin and establishment lists, on top of the caller's filter. */
export interface MissionSearch {
  status?: MissionStatusValue | undefined;
  institutionId?: string | undefined;
  assignedTo?: string | undefined;
  /** Planned start in [from, to[. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Words found, case- and accent-insensitively, in the name, notes, establishment, assignee. */
  q?: string | undefined;
  /** The list's order (default `-date_start`). */
  sort?: MissionSort | undefined;
  /** With `soonest`: the instant that parts missions not over from those over. */
  pivot?: Date | undefined;
}

/** `soonest`: the missions over at `pivot` (planned end reached). */
const overAt = (pivot: Date) => sql`(${missions.dateEnd} <= ${pivot.toISOString()}::timestamptz)`;

/** The keyset condition « after (startKey, id) » for the list's order. */
function afterWhere(search: MissionSearch | undefined, after: NonNullable<Page['after']>): SQL {
  const key = sql`${after.startKey}::timestamptz`;
  const sort = search?.sort ?? '-date_start';
  if (sort === '-date_start') {
    return or(
      lt(missions.dateStart, key),
      and(eq(missions.dateStart, key), lt(missions.id, after.id)),
    ) as SQL;
  }
  const later = or(
    gt(missions.dateStart, key),
    and(eq(missions.dateStart, key), gt(missions.id, after.id)),
  ) as SQL;
  if (sort === 'date_start') return later;
  const over = overAt(search?.pivot ?? new Date(0));
  if (!after.past) return sql`((not ${over} and ${later}) or ${over})`;
  const earlier = or(
    lt(missions.dateStart, key),
    and(eq(missions.dateStart, key), gt(missions.id, after.id)),
  ) as SQL;
  return sql`(${over} and ${earlier})`;
}

/** The ORDER BY of the list's order; the id breaks ties. */
function orderOf(search: MissionSearch | undefined): SQL[] {
  const sort = search?.sort ?? '-date_start';
  if (sort === '-date_start') return [desc(missions.dateStart), desc(missions.id)];
  if (sort === 'date_start') return [asc(missions.dateStart), asc(missions.id)];
  const over = overAt(search?.pivot ?? new Date(0));
  return [
    sql`${over} asc`,
    sql`case when not ${over} then ${missions.dateStart} end asc`,
    sql`case when ${over} then ${missions.dateStart} end desc`,
    asc(missions.id),
  ];
}

function searchWhere(search: MissionSearch | undefined, page: Page): SQL | undefined {
  const text = search?.q
    ? searchSql(
        normalizedSql(
          missions.name,
          missions.description,
          institution.name,
          institution.firstName,
          institution.lastName,
          institution.address,
          assignee.name,
          assignee.firstName,
          assignee.lastName,
        ),
        search.q,
      )
    : undefined;
  const after = page.after ? afterWhere(search, page.after) : undefined;
  return and(
    search?.status === undefined ? undefined : eq(missions.status, search.status),
    search?.institutionId === undefined
      ? undefined
      : eq(missions.institutionId, search.institutionId),
    search?.assignedTo === undefined ? undefined : eq(missions.assignedTo, search.assignedTo),
    search?.from === undefined ? undefined : gte(missions.dateStart, search.from),
    search?.to === undefined ? undefined : lt(missions.dateStart, search.to),
    text,
    after,
  );
}

function whereOf(filter: MissionFilter): SQL | undefined {
  switch (filter.kind) {
    case 'all':
      return undefined;
    case 'assigned_to':
      return eq(missions.assignedTo, filter.userId);
    case 'institution':
      return eq(missions.institutionId, filter.institutionId);
    case 'status':
      return eq(missions.status, filter.status);
    default: {
      const unknown: never = filter;
      throw new Error(`Unknown mission filter: ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The query behind every mission list, newest planned start first unless `search.sort` says
 * otherwise; exported unexecuted so that the scale test can EXPLAIN exactly what the API runs.
 */
export function missionListQuery(
  db: Db,
  filter: MissionFilter,
  page: Page,
  search?: MissionSearch,
) {
  return db
    .select(listColumns)
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(and(whereOf(filter), searchWhere(search, page)))
    .orderBy(...orderOf(search))
    .limit(page.limit)
    .offset(page.offset);
}

/** A mission with its assignee's and establishment's fields (null when there is none). */
export type MissionView = Awaited<ReturnType<typeof missionListQuery>>[number];
/** A {@link MissionView} with the whole mission row. */
export type FullMissionView = Omit<MissionView, 'mission'> & { mission: MissionRow };

export async function listMissions(
  db: Db,
  filter: MissionFilter,
  page: Page,
  search?: MissionSearch,
): Promise<MissionView[]> {
  return missionListQuery(db, filter, page, search);
}

// ——— Delta sync ———

/**
 * The oldest transaction still running (`pg_snapshot_xmin`) and the next one to start
 * (`pg_snapshot_xmax`), as xid8 numbers: every transaction below `xmin` has ended, so its
 * writes are visible to any later statement.
 */
export async function snapshotBounds(db: Db): Promise<{ xmin: number; xmax: number }> {
  const result = await db.execute(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  const [row] = (result as unknown as { rows: { xmin: string; xmax: string }[] }).rows;
  if (!row) throw new Error('no snapshot');
  return { xmin: Number(row.xmin), xmax: Number(row.xmax) };
}

/**
 * The user's missions (all of them, or those written by a transaction numbered `sinceXid` or
 * later, or whose hours turn validated by time in ]`autoFrom`, `autoTo`]), as lists read them.
 * Served by (assigned_to, change_xid) and (assigned_to, status).
 */
export function missionChangesQuery(
  db: Db,
  userId: string,
  since?: { xid: number; autoFrom: Date; autoTo: Date },
) {
  const changed = since
    ? or(
        gte(missions.changeXid, since.xid),
        and(
          eq(missions.status, 'completed'),
          eq(missions.validation, 'awaiting'),
          hoursNotFlagged,
          gt(missions.endedAt, since.autoFrom),
          lte(missions.endedAt, since.autoTo),
        ),
      )
    : undefined;
  return db
    .select(listColumns)
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(and(eq(missions.assignedTo, userId), changed))
    .orderBy(desc(missions.dateStart), desc(missions.id));
}

/** Ids of the missions that left the user since transaction `sinceXid` and are not hers now. */
export async function departedSince(db: Db, userId: string, sinceXid: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: missionDepartures.missionId })
    .from(missionDepartures)
    .where(
      and(
        eq(missionDepartures.userId, userId),
        gte(missionDepartures.changeXid, sinceXid),
        notExists(
          db
            .select({ one: sql`1` })
            .from(missions)
            .where(
              and(
                eq(missions.id, missionDepartures.missionId),
                eq(missions.assignedTo, missionDepartures.userId),
              ),
            ),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Which sign-offs « Heures à valider » lists. */
export interface ValidationFilter {
  /** One establishment's missions, or everyone's. */
  institutionId?: string | undefined;
  /** Only awaiting or only contested ones; both when undefined. */
  state?: 'awaiting' | 'contested' | undefined;
  /**
   * An awaiting mission is listed only if it ended at or after this instant (now − 72 h):
   * older, it counts as validated, unless its hours are flagged (listed however old).
   */
  endedSince: Date;
}

/**
 * Completed missions whose hours await their sign-off (ended since `endedSince`) or are
 * contested, oldest end first: the first to be validated by the passing of time come first.
 * Served by the (institution, validation, ended_at) and (validation, ended_at) indexes.
 */
export async function listToValidate(
  db: Db,
  filter: ValidationFilter,
  page: Page,
): Promise<MissionView[]> {
  const awaiting = stillAwaitingSql(filter.endedSince);
  const contested = eq(missions.validation, 'contested');
  const state =
    filter.state === 'awaiting'
      ? awaiting
      : filter.state === 'contested'
        ? contested
        : or(contested, awaiting);
  return db
    .select(listColumns)
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(
      and(
        eq(missions.status, 'completed'),
        filter.institutionId === undefined
          ? undefined
          : eq(missions.institutionId, filter.institutionId),
        state,
      ),
    )
    .orderBy(asc(missions.endedAt), asc(missions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Every open mission (« À pourvoir »), soonest first, with its establishment's current tariffs
 * (not yet copied onto the mission): what « Missions disponibles » shows and prices.
 */
export async function listOpenMissions(db: Db) {
  return db
    .select({
      ...viewColumns,
      tariffs: {
        weekdayRateCents: institution.weekdayRateCents,
        weekendRateCents: institution.weekendRateCents,
        nightWeekRateCents: institution.nightWeekRateCents,
        nightWeekendRateCents: institution.nightWeekendRateCents,
        travelFeeCents: institution.travelFeeCents,
      },
    })
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(eq(missions.status, 'open'))
    .orderBy(asc(missions.dateStart), asc(missions.id));
}
export type OpenMissionView = Awaited<ReturnType<typeof listOpenMissions>>[number];

/** Whether the mission was ever published « À pourvoir » (its audit log has a publish). */
export async function wasPublished(db: Db, missionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missionEvents.id })
    .from(missionEvents)
    .where(and(eq(missionEvents.missionId, missionId), eq(missionEvents.action, 'publish')))
    .limit(1);
  return row !== undefined;
}

export async function findMissionView(db: Db, id: string): Promise<FullMissionView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(eq(missions.id, id))
    .limit(1);
  return row;
}

/**
 * {@link lockMission} and {@link findMissionView} in one statement: the mission's row locked
 * (`for update of missions`: the users' rows are read, not locked) with the names it is shown
 * with. An action that changes neither its assignee, its establishment nor its planned start
 * answers this view with its updated row, without reading it again (issue 30).
 */
export async function lockMissionView(tx: Db, id: string): Promise<FullMissionView | undefined> {
  const [row] = await tx
    .select(viewColumns)
    .from(missions)
    .leftJoin(assignee, eq(assignee.id, missions.assignedTo))
    .leftJoin(institution, eq(institution.id, missions.institutionId))
    .where(eq(missions.id, id))
    .limit(1)
    .for('update', { of: missions });
  return row;
}

/**
 * Reads a mission and locks its row until the end of the transaction: two concurrent changes
 * of one mission are applied one after the other, the second seeing the first's result.
 */
export async function lockMission(tx: Db, id: string): Promise<MissionRow | undefined> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).limit(1).for('update');
  return row;
}

export async function insertMission(tx: Db, row: NewMissionRow): Promise<MissionRow> {
  const [inserted] = await tx.insert(missions).values(row).returning();
  if (!inserted) throw new Error('mission insert returned nothing');
  return inserted;
}

/**
 * Applies a change only if the mission is still in `expected` state (a second guard besides
 * the row lock); undefined when it is not.
 */
export async function updateMissionFrom(
  tx: Db,
  id: string,
  expected: MissionStatusValue,
  changes: Partial<NewMissionRow>,
): Promise<MissionRow | undefined> {
  const [row] = await tx
    .update(missions)
    .set(changes)
    .where(and(eq(missions.id, id), eq(missions.status, expected)))
    .returning();
  return row;
}

export async function insertMissionEvent(tx: Db, event: NewMissionEvent): Promise<void> {
  await tx.insert(missionEvents).values(event);
}

// ——— Lists as JSON built by the database ———

/** The instant before which hours still awaiting their sign-off count as validated by time. */
const cutoffOf = (now: Date) =>
  sql`${new Date(now.getTime() - AUTO_VALIDATION_MS).toISOString()}::timestamptz`;

/**
 * One mission as `presentMission` serializes it at `now` (same fields, same order, same bytes
 * as JSON.stringify), one text per row, by the database function `mission_json` (migration
 * 0009): a list costs one decoded value per row instead of forty, and no mapping or
 * serialization in JavaScript. `tests/api/missions-json.test.ts` proves the equivalence. The
 * query must join the assignee as `a` and the establishment as `i`.
 */
function missionJsonSql(now: Date): { row: SQL; awaitingEnd: SQL } {
  const cutoff = cutoffOf(now);
  const ended = sql`date_trunc('milliseconds', m.ended_at)`;
  const row = sql`mission_json(m, a, i, ${cutoff})`;
  // Served `awaiting` with an end: the copy is wrong from end + 72 h + 1 ms (see servedUntil).
  // Flagged hours never turn: they set no deadline.
  const awaitingEnd = sql`case when m.validation = 'awaiting' and m.hours_flag is null and not ${ended} < ${cutoff} then ${ended} end`;
  return { row, awaitingEnd };
}

/** A list as JSON text, and the earliest end among its `awaiting` missions (epoch ms) or null. */
export interface MissionsJson {
  /** The rows joined by commas, without the brackets ('' when none). */
  rows: string;
  count: number;
  earliestAwaitingEnd: number | null;
}

async function missionsJson(db: Db, where: SQL, now: Date): Promise<MissionsJson> {
  const { row, awaitingEnd } = missionJsonSql(now);
  const result = await db.execute(sql`
    select coalesce(string_agg(r.json, ',' order by r.date_start desc, r.id desc), '') as rows,
           count(*)::int as count,
           floor(extract(epoch from min(r.awaiting_end)) * 1000)::text as earliest
    from (
      select ${row} as json, ${awaitingEnd} as awaiting_end, m.date_start, m.id
      from missions m
      left join users a on a.id = m.assigned_to
      left join users i on i.id = m.institution_id
      where ${where}
      order by m.date_start desc, m.id desc
    ) r`);
  const [first] = (
    result as unknown as { rows: { rows: string; count: number; earliest: string | null }[] }
  ).rows;
  return {
    rows: first?.rows ?? '',
    count: first?.count ?? 0,
    earliestAwaitingEnd: first?.earliest == null ? null : Number(first.earliest),
  };
}

/** A page of « Mes prestations » for a server that keeps its missions' texts. */
export interface AssignedMissions {
  /** Each mission's `id U+0002 version`, in the list's order. */
  keys: string[];
  /** The texts of the missions whose key was not held, by key. */
  texts: Map<string, string>;
  /** The earliest end among the missions served `awaiting` (epoch ms), or null. */
  earliestAwaitingEnd: number | null;
}

// Separators of `assigned_missions`' texts: control characters, which ids, versions and JSON
// text never hold raw.
export const KEY_SEPARATOR = '\u0002';
export const ROW_SEPARATOR = '\u0001';
const ROW = ROW_SEPARATOR;

/**
 * `GET /prestations/me`'s page by the database function `assigned_missions` (migration 0009):
 * every mission's key (`id U+0002 version`, the version telling what its text is made of), and
 * the texts of those whose key is not in `held`. One statement, planned once per connection,
 * three text values (PGlite decodes one value far faster than several per row).
 */
export async function assignedMissions(
  db: Db,
  userId: string,
  page: Page,
  now: Date,
  /** The keys held, joined by U+0001 ('' when none). */
  held: string,
): Promise<AssignedMissions> {
  const result = await db.execute(sql`
    select "rows", earliest, texts
    from assigned_missions(${userId}, ${cutoffOf(now)}, ${page.limit}, ${page.offset},
                           ${held})`);
  const [first] = (
    result as unknown as {
      rows: { rows: string | null; earliest: string | null; texts: string | null }[];
    }
  ).rows;
  const texts = new Map<string, string>();
  for (const entry of first?.texts ? first.texts.split(ROW) : []) {
    const cut = entry.indexOf(KEY_SEPARATOR, entry.indexOf(KEY_SEPARATOR) + 1);
    texts.set(entry.slice(0, cut), entry.slice(cut + 1));
  }
  return {
    keys: first?.rows ? first.rows.split(ROW) : [],
    texts,
    earliestAwaitingEnd: first?.earliest == null ? null : Number(first.earliest),
  };
}

/** The same rows as {@link missionChangesQuery}, as JSON built by the database. */
export function missionChangesJson(
  db: Db,
  userId: string,
  now: Date,
  since?: { xid: number; autoFrom: Date; autoTo: Date },
): Promise<MissionsJson> {
  const changed = since
    ? sql` and (m.change_xid >= ${since.xid} or (m.status = 'completed' and m.validation = 'awaiting'
        and m.hours_flag is null and m.ended_at > ${since.autoFrom.toISOString()}::timestamptz
        and m.ended_at <= ${since.autoTo.toISOString()}::timestamptz))`
    : sql``;
  return missionsJson(db, sql`m.assigned_to = ${userId}${changed}`, now);
}

// ——— A tap in two round trips ———

// A tap's two round trips to the database (migration 0022): `tap_context` reads, `tap_apply`
// writes. Between them the state machine decides, in TypeScript, on the row the first one
// locked; see `signalIn` in service.ts.

const missionJson = jsonRows(missions);
const keyJson = jsonRows(idempotencyKeys);
const eventJson = jsonRows(missionEvents);
const notificationJson = jsonRows(notifications);

/**
 * The fields of a person the mission's answer names (`presentMission`), and those the terms of
 * its contract name (a contract the tap draws up does not read its parties again).
 */
export type TapPerson = NonNullable<MissionView['institution']> & Party;

/**
 * The key's first answer when it was seen (its lock is held), else the mission locked with the
 * two people its answer names (each null when there is none).
 */
export type TapContext =
  | { seen: IdempotencyRow; mission?: undefined }
  | {
      seen?: undefined;
      mission: MissionRow | undefined;
      assignee: TapPerson | null;
      institution: TapPerson | null;
    };

export async function tapContext(
  tx: Db,
  userId: string,
  key: string | undefined,
  missionId: string,
): Promise<TapContext> {
  const text = await callText(tx, 'tap_context', [userId, key ?? null, missionId]);
  const json = JSON.parse(text ?? '{}') as {
    seen?: Record<string, unknown>;
    mission?: Record<string, unknown> | null;
    assignee?: TapPerson | null;
    institution?: TapPerson | null;
  };
  if (json.seen) return { seen: keyJson.read(json.seen) };
  return {
    mission: json.mission ? missionJson.read(json.mission) : undefined,
    assignee: json.assignee ?? null,
    institution: json.institution ?? null,
  };
}

export interface TapWrite {
  missionId: string;
  /** The state it was read and decided in: nothing is written if it has left it. */
  fromStatus: MissionStatusValue;
  /** The columns the decision writes (null clears). */
  set: Partial<NewMissionRow>;
  event: Omit<NewMissionEvent, 'missionId' | 'fromStatus' | 'toStatus' | 'at'>;
  notify: readonly NewNotification[];
  /** Whose cached answers change: their establishments' members are answered. */
  changed: readonly string[];
  key: { userId: string; key: string; scope: string } | undefined;
  /** The answer (the mission as `presentMission` shows it), kept as the key's first answer. */
  answer: Prestation;
  /** Whether to lock and answer the mission's current contract (see `contractFollows`). */
  contract: boolean;
  now: Date;
}

export interface TapWritten {
  notified: NotificationRow[];
  /** Those of the notified users who have devices subscribed to Web Push. */
  devices: string[];
  /** The approved members of the changed establishments. */
  members: string[];
  /** The current contract, locked, when asked for (null: none). */
  contract?: LockedTerms | null;
}

/** Writes a decided tap; undefined (nothing written) when the mission left `fromStatus`. */
export async function tapApply(tx: Db, w: TapWrite): Promise<TapWritten | undefined> {
  const payload = {
    mission_id: w.missionId,
    from_status: w.fromStatus,
    set: missionJson.write(w.set),
    event: eventJson.write(w.event),
    notes: w.notify.map((note) => notificationJson.write(notificationValues(note))),
    changed: w.changed,
    key: w.key ? { user_id: w.key.userId, key: w.key.key, scope: w.key.scope } : null,
    answer: w.answer,
    contract: w.contract,
    now: w.now,
  };
  const text = await callText(tx, 'tap_apply', [JSON.stringify(payload)]);
  if (text === null) return undefined;
  const json = JSON.parse(text) as {
    notified: Record<string, unknown>[];
    devices: string[];
    members: string[];
    contract?: LockedTerms | null;
  };
  return {
    notified: json.notified.map((row) => notificationJson.read(row)),
    devices: json.devices,
    members: json.members,
    ...(json.contract === undefined ? {} : { contract: json.contract }),
  };
}
