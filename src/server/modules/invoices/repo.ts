import type { HoursFlag } from '../../../domain/missions/hours.ts';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, invoiceLines, invoices, missions, users } from '../../db/schema.ts';
import { tariffColumns } from '../missions/repo.ts';
import { nameColumns, type Named } from '../users/repo.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLineRow = typeof invoiceLines.$inferInsert;
/** An invoice without its bytes, as lists and answers need it. */
export type InvoiceHead = Omit<InvoiceRow, 'pdf' | 'xml'>;

const institutions = alias(users, 'institution');
const assignees = alias(users, 'assignee');

/**
 * One thing an establishment can be invoiced for, not on a standing invoice line yet:
 * - `mission`: a completed mission of an establishment, priced from its copied tariffs over
 *   its actual times (the caller keeps the validated ones);
 * - `compensation`: a late cancellation's compensation (issue 24, added at merge: see
 *   {@link billableItems}).
 */
export interface BillableItem {
  item: 'mission' | 'compensation';
  id: string;
  name: string;
  institutionId: string;
  institution: Named & { address: string; siret: string | null };
  assignee: Named | null;
  /** The instant the line is dated by (a mission's actual end; a compensation's cancellation). */
  endedAt: Date;
  startedAt: Date;
  validation: 'awaiting' | 'validated' | 'contested' | null;
  /** `late_end`: declared far past its plan; never billed until confirmed or corrected. */
  hoursFlag: HoursFlag | null;
  weekdayRateCents: number | null;
  weekendRateCents: number | null;
  nightWeekRateCents: number | null;
  nightWeekendRateCents: number | null;
  travelFeeCents: number | null;
  /** A compensation's amount in cents; null for a mission (priced by the caller). */
  amountCents: number | null;
}

export interface BillableFilter {
  /** Dated before this instant (the end of the month invoiced). */
  before: Date;
  institutionId?: string;
  /** Lock the rows until the transaction ends (the issue): a concurrent payslip waits. */
  lock?: boolean;
}

/** Not on a standing (billed) invoice line as `item`. */
const notBilled = (item: 'mission' | 'compensation') =>
  sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.prestationId} = ${missions.id} and ${invoiceLines.item} = ${item} and ${invoiceLines.billed})`;

/**
 * Everything billable before `filter.before` and not invoiced yet, in date order: the one
 * query of what an invoice takes, used by the issue and by « what remains to invoice ».
 *
 * Compensations of late cancellations (`missions.compensation_cents`, `cancelled_at`) are the
 * second branch: cancelled missions with a compensation not billed yet, `item: 'compensation'`,
 * dated by the cancellation, for their fixed amount.
 */
export async function billableItems(db: Db, filter: BillableFilter): Promise<BillableItem[]> {
  const conditions: SQL[] = [
    eq(missions.status, 'completed'),
    isNotNull(missions.institutionId),
    isNotNull(missions.startedAt),
    isNotNull(missions.endedAt),
    lt(missions.endedAt, filter.before),
    notBilled('mission'),
  ];
  if (filter.institutionId) conditions.push(eq(missions.institutionId, filter.institutionId));
  const query = db
    .select({
      id: missions.id,
      name: missions.name,
      institutionId: missions.institutionId,
      startedAt: missions.startedAt,
      endedAt: missions.endedAt,
      validation: missions.validation,
      hoursFlag: missions.hoursFlag,
      ...tariffColumns,
      institution: {
        ...nameColumns(institutions),
        address: institutions.address,
        siret: institutions.siret,
      },
      assignee: nameColumns(assignees),
    })
    .from(missions)
    .innerJoin(institutions, eq(institutions.id, missions.institutionId))
    .leftJoin(assignees, eq(assignees.id, missions.assignedTo))
    .where(and(...conditions))
    .orderBy(asc(missions.endedAt), asc(missions.id));
  const rows = filter.lock ? await query.for('update', { of: missions }) : await query;
  const items: BillableItem[] = rows.map((r) => ({
    ...r,
    item: 'mission',
    // The filter guarantees these.
    institutionId: r.institutionId as string,
    startedAt: r.startedAt as Date,
    endedAt: r.endedAt as Date,
    assignee: r.assignee as Named | null,
    amountCents: null,
  }));

  // Compensations of late cancellations: a fixed amount, dated by the cancellation.
  const compensated: SQL[] = [
    eq(missions.status, 'cancelled'),
    isNotNull(missions.institutionId),
    isNotNull(missions.cancelledAt),
    gt(missions.compensationCents, 0),
    lt(missions.cancelledAt, filter.before),
    notBilled('compensation'),
  ];
  if (filter.institutionId) compensated.push(eq(missions.institutionId, filter.institutionId));
  const compensationQuery = db
    .select({
      id: missions.id,
      name: missions.name,
      institutionId: missions.institutionId,
      dateStart: missions.dateStart,
      cancelledAt: missions.cancelledAt,
      compensationCents: missions.compensationCents,
      ...tariffColumns,
      institution: {
        ...nameColumns(institutions),
        address: institutions.address,
        siret: institutions.siret,
      },
      assignee: nameColumns(assignees),
    })
    .from(missions)
    .innerJoin(institutions, eq(institutions.id, missions.institutionId))
    .leftJoin(assignees, eq(assignees.id, missions.assignedTo))
    .where(and(...compensated))
    .orderBy(asc(missions.cancelledAt), asc(missions.id));
  const compensations = filter.lock
    ? await compensationQuery.for('update', { of: missions })
    : await compensationQuery;
  for (const r of compensations) {
    const { dateStart, cancelledAt, compensationCents, ...rest } = r;
    items.push({
      ...rest,
      item: 'compensation',
      institutionId: r.institutionId as string,
      startedAt: dateStart,
      endedAt: cancelledAt as Date,
      validation: null,
      hoursFlag: null,
      assignee: r.assignee as Named | null,
      amountCents: compensationCents,
    });
  }
  return items.sort(
    (a, b) => a.endedAt.getTime() - b.endedAt.getTime() || a.id.localeCompare(b.id),
  );
}

/**
 * Issues (and credit notes) take turns: one at a time across every instance, so that two
 * issues of the same month never bill a mission twice and numbers follow each other. A
 * correction of hours takes the same turn before it locks its mission (one lock order).
 */
export async function takeInvoicingTurn(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('releve:invoicing'))`);
}

/**
 * The next number of `type` in `year`, in the caller's transaction: the counter row stays
 * locked until it commits (a rolled-back issue gives its number back), so numbers have no gap
 * and no duplicate.
 */
export async function nextSeq(db: Db, type: 'invoice' | 'credit_note', year: number) {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ type, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.type, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('nextSeq: no counter');
  return row.last;
}

export async function insertInvoice(
  db: Db,
  row: NewInvoiceRow,
  lines: Omit<NewInvoiceLineRow, 'invoiceId'>[],
): Promise<void> {
  await db.insert(invoices).values(row);
  if (lines.length > 0) {
    await db.insert(invoiceLines).values(lines.map((l) => ({ ...l, invoiceId: row.id })));
  }
}

const head = {
  id: invoices.id,
  type: invoices.type,
  number: invoices.number,
  year: invoices.year,
  seq: invoices.seq,
  institutionId: invoices.institutionId,
  creditsInvoiceId: invoices.creditsInvoiceId,
  period: invoices.period,
  issuedAt: invoices.issuedAt,
  issuedBy: invoices.issuedBy,
  totalHtCents: invoices.totalHtCents,
  vatRateBp: invoices.vatRateBp,
  totalVatCents: invoices.totalVatCents,
  totalTtcCents: invoices.totalTtcCents,
  parties: invoices.parties,
  paidOn: invoices.paidOn,
  pdfSha256: invoices.pdfSha256,
  xmlSha256: invoices.xmlSha256,
};

/** Newest first: one establishment's, or every one's. */
export async function listInvoiceHeads(
  db: Db,
  institutionId: string | undefined,
): Promise<InvoiceHead[]> {
  const query = db.select(head).from(invoices);
  return (institutionId ? query.where(eq(invoices.institutionId, institutionId)) : query).orderBy(
    desc(invoices.issuedAt),
    desc(invoices.number),
  );
}

export async function findInvoiceHead(db: Db, id: string): Promise<InvoiceHead | undefined> {
  const [row] = await db.select(head).from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

export async function findInvoiceFile(db: Db, id: string, file: 'pdf' | 'xml') {
  const [row] = await db
    .select({
      institutionId: invoices.institutionId,
      number: invoices.number,
      bytes: file === 'pdf' ? invoices.pdf : invoices.xml,
    })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}

export async function linesOf(db: Db, invoiceIds: string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

/** Numbers of the given invoices (a credit note names the invoice it corrects). */
export async function numbersOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** The standing invoice line of a mission, with its invoice, if it has been invoiced. */
export async function standingLineOf(db: Db, prestationId: string) {
  const [row] = await db
    .select({ line: invoiceLines, invoice: head })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoiceLines.prestationId, prestationId),
        eq(invoiceLines.item, 'mission'),
        eq(invoiceLines.billed, true),
      ),
    )
    .limit(1);
  return row;
}

/** A credit note cancels the line: the item is billable again. */
export async function creditLine(db: Db, invoiceId: string, position: number): Promise<void> {
  await db
    .update(invoiceLines)
    .set({ billed: false })
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.position, position)));
}

export async function setPaidOn(db: Db, id: string, paidOn: string): Promise<void> {
  await db.update(invoices).set({ paidOn }).where(eq(invoices.id, id));
}
