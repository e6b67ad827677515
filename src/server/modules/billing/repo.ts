import { and, asc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { missions, users } from '../../db/schema.ts';
import { tariffColumns } from '../missions/repo.ts';
import { nameColumns, type Named } from '../users/repo.ts';

const institutions = alias(users, 'institution');
const assignees = alias(users, 'assignee');

export interface BillableFilter {
  /** One establishment, or all of them. */
  institutionId?: string;
  /** Started in `[from, to)` (UTC), when given. */
  from?: Date;
  to?: Date;
}

/** Completed missions of establishments, in start order, with both names. */
export async function listBillableMissions(db: Db, filter: BillableFilter) {
  const conditions: SQL[] = [
    eq(missions.status, 'completed'),
    isNotNull(missions.institutionId),
    isNotNull(missions.startedAt),
    isNotNull(missions.endedAt),
  ];
  if (filter.institutionId) conditions.push(eq(missions.institutionId, filter.institutionId));
  if (filter.from) conditions.push(gte(missions.startedAt, filter.from));
  if (filter.to) conditions.push(lt(missions.startedAt, filter.to));
  const rows = await db
    .select({
      id: missions.id,
      name: missions.name,
      startedAt: missions.startedAt,
      endedAt: missions.endedAt,
      paid: missions.paid,
      validation: missions.validation,
      hoursFlag: missions.hoursFlag,
      ...tariffColumns,
      institution: nameColumns(institutions),
      assignee: nameColumns(assignees),
    })
    .from(missions)
    .leftJoin(institutions, eq(institutions.id, missions.institutionId))
    .leftJoin(assignees, eq(assignees.id, missions.assignedTo))
    .where(and(...conditions))
    .orderBy(asc(missions.startedAt), asc(missions.id));
  // The filter guarantees both instants.
  return rows.map((r) => ({
    ...r,
    startedAt: r.startedAt as Date,
    endedAt: r.endedAt as Date,
    institution: r.institution as Named | null,
    assignee: r.assignee as Named | null,
  }));
}
export type BillableMission = Awaited<ReturnType<typeof listBillableMissions>>[number];
