import { and, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
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
