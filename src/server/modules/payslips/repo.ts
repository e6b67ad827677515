import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { missions, payslips, users } from '../../db/schema.ts';
import { tariffColumns } from '../missions/repo.ts';
import { nameColumns, type Named } from '../users/repo.ts';

export type PayslipRow = typeof payslips.$inferSelect;
export type NewPayslipRow = typeof payslips.$inferInsert;

const institutions = alias(users, 'institution');

/**
 * A professional's completed missions not on any payslip, started in `[from, to)` (UTC), each
 * with its establishment and its stored sign-off (the caller decides which are validated). Locks the missions until the transaction ends, so that a concurrent
 * generation or correction waits, then sees them paid.
 */
export async function lockPayableMissions(db: Db, userId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      id: missions.id,
      name: missions.name,
      startedAt: missions.startedAt,
      endedAt: missions.endedAt,
      validation: missions.validation,
      hoursFlag: missions.hoursFlag,
      ...tariffColumns,
      institution: nameColumns(institutions),
    })
    .from(missions)
    .leftJoin(institutions, eq(institutions.id, missions.institutionId))
    .where(
      and(
        eq(missions.assignedTo, userId),
        eq(missions.status, 'completed'),
        isNull(missions.payslipId),
        eq(missions.paid, false),
        isNotNull(missions.endedAt),
        gte(missions.startedAt, from),
        lt(missions.startedAt, to),
      ),
    )
    .orderBy(missions.startedAt, missions.id)
    .for('update', { of: missions });
  // started_at and ended_at are set on every completed mission; the filter above guarantees it.
  return rows.map((r) => ({
    ...r,
    startedAt: r.startedAt as Date,
    endedAt: r.endedAt as Date,
    institution: r.institution as Named | null,
  }));
}

/**
 * Puts missions on a payslip. Only those still completed and on no payslip change: the caller
 * compares the count with what it priced.
 */
export async function markMissionsPaid(
  db: Db,
  ids: string[],
  payslipId: string,
  now: Date,
): Promise<number> {
  const updated = await db
    .update(missions)
    .set({ paid: true, payslipId, updatedAt: now })
    .where(
      and(inArray(missions.id, ids), isNull(missions.payslipId), eq(missions.status, 'completed')),
    )
    .returning({ id: missions.id });
  return updated.length;
}

/**
 * A professional's compensations of late cancellations not yet on a payslip, cancelled before
 * `to` (UTC; the caller keeps those of the period's local dates and before), locked like the
 * missions: one payslip pays each once.
 */
export async function lockUnpaidCompensations(db: Db, userId: string, to: Date) {
  const rows = await db
    .select({
      id: missions.id,
      name: missions.name,
      cancelledAt: missions.cancelledAt,
      compensationCents: missions.compensationCents,
      institution: nameColumns(institutions),
    })
    .from(missions)
    .leftJoin(institutions, eq(institutions.id, missions.institutionId))
    .where(
      and(
        eq(missions.assignedTo, userId),
        eq(missions.status, 'cancelled'),
        gt(missions.compensationCents, 0),
        isNull(missions.compensationPayslipId),
        lt(missions.cancelledAt, to),
      ),
    )
    .orderBy(missions.cancelledAt, missions.id)
    .for('update', { of: missions });
  return rows.map((r) => ({
    ...r,
    cancelledAt: r.cancelledAt as Date,
    compensationCents: r.compensationCents as number,
    institution: r.institution as Named | null,
  }));
}

/** Puts compensations on a payslip (those still unpaid); answers how many changed. */
export async function markCompensationsPaid(
  db: Db,
  ids: string[],
  payslipId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await db
    .update(missions)
    .set({ compensationPayslipId: payslipId })
    .where(and(inArray(missions.id, ids), isNull(missions.compensationPayslipId)))
    .returning({ id: missions.id });
  return updated.length;
}

export async function insertPayslip(db: Db, row: NewPayslipRow): Promise<PayslipRow> {
  const [inserted] = await db.insert(payslips).values(row).returning();
  if (!inserted) throw new Error('insertPayslip: nothing inserted');
  return inserted;
}

const withOwner = (db: Db) =>
  db
    .select({
      payslip: payslips,
      owner: nameColumns(users),
    })
    .from(payslips)
    .innerJoin(users, eq(users.id, payslips.userId));

export type PayslipWithOwner = { payslip: PayslipRow; owner: Named };

/** Newest first; one user's, or everyone's when `userId` is undefined. */
export async function listPayslips(
  db: Db,
  userId: string | undefined,
): Promise<PayslipWithOwner[]> {
  const query = withOwner(db);
  return (userId ? query.where(eq(payslips.userId, userId)) : query).orderBy(
    desc(payslips.createdAt),
    desc(payslips.periodStart),
    desc(payslips.id),
  );
}

export async function findPayslip(db: Db, id: string): Promise<PayslipWithOwner | undefined> {
  const [row] = await withOwner(db).where(eq(payslips.id, id)).limit(1);
  return row;
}
