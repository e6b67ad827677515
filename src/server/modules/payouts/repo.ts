import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankAccounts, payoutItems, payouts, payslips, users } from '../../db/schema.ts';
import { nameColumns, type Named } from '../users/repo.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutItemRow = typeof payoutItems.$inferSelect;

/** A payslip that may go into a batch, with its owner and her bank details (null: none). */
export interface BatchCandidate {
  id: string;
  userId: string;
  periodStart: string;
  periodEnd: string;
  netCents: number;
  payoutId: string | null;
  owner: Named & { deletedAt: Date | null };
  iban: string | null;
  holder: string | null;
}

/**
 * The payslips asked for (`ids`), or every payslip in no batch, oldest first, locked until the
 * transaction ends. A batch made at the same time waits here; on PostgreSQL the `payout_id is
 * null` condition is then checked again on the rows as that batch left them, so a payslip it
 * took is no longer a candidate.
 */
export async function lockBatchCandidates(
  db: Db,
  ids: readonly string[] | undefined,
): Promise<BatchCandidate[]> {
  const rows = await db
    .select({
      id: payslips.id,
      userId: payslips.userId,
      periodStart: payslips.periodStart,
      periodEnd: payslips.periodEnd,
      netCents: payslips.netCents,
      payoutId: payslips.payoutId,
      owner: { ...nameColumns(users), deletedAt: users.deletedAt },
      iban: bankAccounts.iban,
      holder: bankAccounts.holder,
    })
    .from(payslips)
    .innerJoin(users, eq(users.id, payslips.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, payslips.userId))
    .where(ids ? inArray(payslips.id, [...ids]) : isNull(payslips.payoutId))
    .orderBy(asc(payslips.createdAt), asc(payslips.id))
    .for('update', { of: payslips });
  return rows;
}

export async function insertPayout(db: Db, row: typeof payouts.$inferInsert): Promise<void> {
  await db.insert(payouts).values(row);
}

/**
 * Puts the payslips in the batch, with the creditor's account as it is now. The items' primary
 * key is the payslip: a payslip already in another batch fails the insert rather than being
 * paid twice.
 */
export async function insertPayoutItems(db: Db, items: PayoutItemRow[]): Promise<number> {
  if (items.length === 0) return 0;
  await db.insert(payoutItems).values(items);
  const updated = await db
    .update(payslips)
    .set({ payoutId: items[0]?.payoutId ?? null })
    .where(
      and(
        inArray(
          payslips.id,
          items.map((i) => i.payslipId),
        ),
        isNull(payslips.payoutId),
      ),
    )
    .returning({ id: payslips.id });
  return updated.length;
}

/** A batch's transfers, with the payslips' periods and their owners' names, in payslip order. */
export async function itemsOf(db: Db, payoutIds: readonly string[]) {
  if (payoutIds.length === 0) return [];
  return db
    .select({
      item: payoutItems,
      periodStart: payslips.periodStart,
      periodEnd: payslips.periodEnd,
      owner: nameColumns(users),
    })
    .from(payoutItems)
    .innerJoin(payslips, eq(payslips.id, payoutItems.payslipId))
    .innerJoin(users, eq(users.id, payoutItems.userId))
    .where(inArray(payoutItems.payoutId, [...payoutIds]))
    .orderBy(asc(payslips.createdAt), asc(payslips.id));
}
export type PayoutItemWithNames = Awaited<ReturnType<typeof itemsOf>>[number];

export async function listPayoutRows(db: Db): Promise<PayoutRow[]> {
  return db.select().from(payouts).orderBy(desc(payouts.createdAt), desc(payouts.id));
}

export async function findPayoutRow(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row;
}

/**
 * Prepared → sent, once: of two administrators marking it at once, one changes it. Its payslips
 * are paid at the same instant.
 */
export async function markSent(
  db: Db,
  id: string,
  adminId: string,
  now: Date,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'sent', sentAt: now, sentBy: adminId })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'prepared')))
    .returning();
  if (!row) return undefined;
  await db.update(payslips).set({ paidAt: now }).where(eq(payslips.payoutId, id));
  return row;
}
