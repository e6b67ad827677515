import { and, asc, eq, gt, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { missions, users } from '../../db/schema.ts';
import { tariffColumns } from '../missions/repo.ts';
import { displayName } from '../users/present.ts';
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

/**
 * Compensations of late cancellations (docs/product-rules.md, « Cancellation terms »), in
 * cancellation order: cancelled missions of establishments that owe their professional
 * something, cancelled in `[from, to)` (UTC) when given.
 */
export async function listCompensations(db: Db, filter: BillableFilter) {
  const conditions: SQL[] = [
    eq(missions.status, 'cancelled'),
    isNotNull(missions.institutionId),
    isNotNull(missions.cancelledAt),
    gt(missions.compensationCents, 0),
  ];
  if (filter.institutionId) conditions.push(eq(missions.institutionId, filter.institutionId));
  if (filter.from) conditions.push(gte(missions.cancelledAt, filter.from));
  if (filter.to) conditions.push(lt(missions.cancelledAt, filter.to));
  const rows = await db
    .select({
      id: missions.id,
      name: missions.name,
      institutionId: missions.institutionId,
      assignedTo: missions.assignedTo,
      cancelledAt: missions.cancelledAt,
      compensationCents: missions.compensationCents,
      institution: nameColumns(institutions),
      assignee: nameColumns(assignees),
    })
    .from(missions)
    .leftJoin(institutions, eq(institutions.id, missions.institutionId))
    .leftJoin(assignees, eq(assignees.id, missions.assignedTo))
    .where(and(...conditions))
    .orderBy(asc(missions.cancelledAt), asc(missions.id));
  // The filter guarantees the instant and a positive amount.
  return rows.map((r) => ({
    ...r,
    cancelledAt: r.cancelledAt as Date,
    compensationCents: r.compensationCents as number,
    institution: r.institution as Named | null,
    assignee: r.assignee as Named | null,
  }));
}
export type CompensationRow = Awaited<ReturnType<typeof listCompensations>>[number];

/** One compensation an establishment owes: for its invoice of the month. */
export interface CompensationLine {
  missionId: string;
  /** When the mission was cancelled (the compensation's date). */
  cancelledAt: Date;
  professionalId: string | null;
  professionalName: string;
  amountCents: number;
}

/**
 * The compensations an establishment owes for cancellations made in `[from, to)` (UTC: the
 * caller passes its local month's bounds), oldest first: mission, date, professional, amount
 * in cents. For the invoices of establishments.
 */
export async function compensationsOfMonth(
  db: Db,
  institutionId: string,
  from: Date,
  to: Date,
): Promise<CompensationLine[]> {
  const rows = await listCompensations(db, { institutionId, from, to });
  return rows.map((r) => ({
    missionId: r.id,
    cancelledAt: r.cancelledAt,
    professionalId: r.assignedTo,
    professionalName: r.assignee ? displayName(r.assignee) : '',
    amountCents: r.compensationCents,
  }));
}
