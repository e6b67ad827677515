import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, missions, users } from '../../db/schema.ts';

/** A line with, for the screen, who its actor is now and what its object is called. */
export type AuditRow = typeof auditLog.$inferSelect & {
  actorName: string | null;
  objectLabel: string | null;
};

const actor = alias(users, 'actor');
const person = alias(users, 'person');

/** An account's name as the app shows it: an establishment's name, else first and last name. */
const displayName = (u: typeof actor | typeof person) =>
  sql<string>`case when ${u.role} = 'institution' and ${u.name} <> '' then ${u.name}
    else btrim(${u.firstName} || ' ' || ${u.lastName}) end`;

/** One decision to keep, as a write declares it (its instant is the write's). */
export interface NewAuditLine {
  actorId: string | null;
  action: string;
  objectType: string;
  objectId: string;
  detail?: Record<string, unknown>;
}

/** Appends the lines in the decision's transaction `tx`. */
export async function insertAuditLines(
  tx: Db,
  lines: readonly NewAuditLine[],
  at: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(auditLog)
    .values(lines.map((line) => ({ ...line, detail: line.detail ?? {}, at })));
}

export interface AuditFilter {
  actorId?: string | undefined;
  objectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Lines older than this id (the previous page's last). */
  beforeId?: number | undefined;
}

/** Newest first, `limit` lines (indexes on actor and object, each with the id). */
export async function listAuditLines(
  db: Db,
  filter: AuditFilter,
  limit: number,
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.objectId) where.push(eq(auditLog.objectId, filter.objectId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
  // Names are read now, not kept in the line: an erased account shows its anonymised name.
  const rows = await db
    .select({
      line: auditLog,
      actorName: sql<
        string | null
      >`case when ${actor.id} is null then null else ${displayName(actor)} end`,
      objectLabel: sql<string | null>`case ${auditLog.objectType}
        when 'user' then case when ${person.id} is null then null else ${displayName(person)} end
        when 'mission' then ${missions.name} end`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(person, and(eq(auditLog.objectType, 'user'), eq(person.id, auditLog.objectId)))
    .leftJoin(missions, and(eq(auditLog.objectType, 'mission'), eq(missions.id, auditLog.objectId)))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row.line,
    actorName: row.actorName,
    objectLabel: row.objectLabel,
  }));
}
