import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Invoice, PendingInvoice } from '../../../contract/invoices.ts';
import {
  billableInMonth,
  dueDateOf,
  invoiceNumber,
  invoiceTotals,
  lineDate,
  vatRateBasisPoints,
} from '../../../domain/invoices/invoice.ts';
import { effectiveValidation } from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import { localMidnight } from '../../../domain/time/local-month.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { insertAuditLines } from '../audit/repo.ts';
import { priceMission } from '../payslips/pricing.ts';
import { readCompanySettings } from '../settings/service.ts';
import { displayName } from '../users/present.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { renderFacturX, sha256, type InvoiceDocument, type Parties } from './facturx.ts';
import { invoicesFr } from './fr.ts';
import { presentInvoice, presentLine } from './present.ts';
import { institutionOf, partyOf } from '../institutions/acting-for.ts';
import {
  billableItems,
  creditLine,
  findInvoiceFile,
  findInvoiceHead,
  insertInvoice,
  linesOf,
  listInvoiceHeads,
  nextSeq,
  numbersOf,
  setPaidOn,
  standingLineOf,
  takeInvoicingTurn,
  type BillableItem,
  type InvoiceHead,
  type NewInvoiceLineRow,
} from './repo.ts';

/** The first instant after the local month `YYYY-MM`. */
function endOfMonth(month: string, timeZone: string): Date {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return new Date(
    m === 12 ? localMidnight(year + 1, 1, 1, timeZone) : localMidnight(year, m + 1, 1, timeZone),
  );
}

type PricedItem =
  | {
      ok: true;
      item: BillableItem;
      line: Omit<NewInvoiceLineRow, 'invoiceId' | 'position' | 'billed'>;
    }
  | { ok: false; item: BillableItem; detail: string };

/** An item's invoice line: a mission priced exactly as its professional is paid. */
function priceItem(item: BillableItem, timeZone: string): PricedItem {
  const base = {
    item: item.item,
    prestationId: item.id,
    date: lineDate(item.endedAt.getTime(), timeZone),
    label: item.name,
    professional: item.assignee ? displayName(item.assignee) : '',
  };
  if (item.amountCents !== null) {
    return { ok: true, item, line: { ...base, workedMs: 0, amountCents: item.amountCents } };
  }
  const pay = priceMission(item, displayName(item.institution), timeZone);
  if (!pay.ok) return { ok: false, item, detail: pay.error.message };
  return { ok: true, item, line: { ...base, workedMs: pay.totalMs, amountCents: pay.amountCents } };
}

/** Validated at `now` (signed off, or awaiting for more than 72 h); a compensation always is. */
function isValidated(item: BillableItem, now: number): boolean {
  if (item.item === 'compensation') return true;
  // A flagged end (late_end) is neither validated by time nor billed until it is confirmed.
  return (
    effectiveValidation(
      item.validation ?? 'awaiting',
      item.endedAt.getTime(),
      now,
      item.hoursFlag,
    ) === 'validated'
  );
}

function groupByInstitution<T extends { item: BillableItem }>(entries: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const list = groups.get(entry.item.institutionId) ?? [];
    list.push(entry);
    groups.set(entry.item.institutionId, list);
  }
  // Numbers are given in the establishments' name order, the same on every run.
  return [...groups.values()].sort((a, b) => {
    const [x, y] = [a[0]?.item, b[0]?.item];
    const [nx, ny] = [x ? displayName(x.institution) : '', y ? displayName(y.institution) : ''];
    return (
      nx.localeCompare(ny, 'fr') || (x?.institutionId ?? '').localeCompare(y?.institutionId ?? '')
    );
  });
}

async function present(db: Db, heads: InvoiceHead[]): Promise<Invoice[]> {
  const lines = await linesOf(
    db,
    heads.map((h) => h.id),
  );
  const credited = await numbersOf(
    db,
    heads.flatMap((h) => (h.creditsInvoiceId ? [h.creditsInvoiceId] : [])),
  );
  return heads.map((head) =>
    presentInvoice(
      head,
      lines.filter((l) => l.invoiceId === head.id),
      head.creditsInvoiceId ? (credited.get(head.creditsInvoiceId) ?? null) : null,
    ),
  );
}

/** Writes one invoice or credit note: its number, its Factur-X bytes and its lines. */
async function writeDocument(
  tx: Db,
  input: {
    type: 'invoice' | 'credit_note';
    year: number;
    issuedAt: Date;
    issueDate: string;
    institutionId: string;
    issuedBy: string;
    period: string;
    parties: Parties;
    vatRateBp: number;
    lines: Omit<NewInvoiceLineRow, 'invoiceId' | 'position' | 'billed'>[];
    billed: boolean;
    credits?: { id: string; number: string; issueDate: string };
  },
): Promise<InvoiceHead> {
  const seq = await nextSeq(tx, input.type, input.year);
  const number = invoiceNumber(input.type, input.year, seq);
  const totals = invoiceTotals(
    input.lines.map((l) => l.amountCents),
    input.vatRateBp,
  );
  const doc: InvoiceDocument = {
    type: input.type,
    number,
    issueDate: input.issueDate,
    dueDate: dueDateOf(input.issueDate),
    period: input.period,
    parties: input.parties,
    lines: input.lines.map((l) => ({
      date: l.date,
      label: l.label,
      professional: l.professional,
      hours: l.workedMs / 3_600_000,
      amountCents: l.amountCents,
    })),
    vatRateBp: input.vatRateBp,
    ...totals,
    ...(input.credits ? { credits: input.credits } : {}),
  };
  const { pdf, xml } = await renderFacturX(doc);
  const head: InvoiceHead = {
    id: randomUUID(),
    type: input.type,
    number,
    year: input.year,
    seq,
    institutionId: input.institutionId,
    creditsInvoiceId: input.credits?.id ?? null,
    period: input.period,
    issuedAt: input.issuedAt,
    issuedBy: input.issuedBy,
    ...totals,
    vatRateBp: input.vatRateBp,
    parties: input.parties,
    paidOn: null,
    pdfSha256: sha256(pdf),
    xmlSha256: sha256(xml),
  };
  await insertInvoice(
    tx,
    { ...head, pdf, xml },
    input.lines.map((l, i) => ({ ...l, position: i + 1, billed: input.billed })),
  );
  return head;
}

/**
 * `POST /invoices/issue?month=` (docs/product-rules.md §19): one invoice per establishment for
 * its validated items ended in the month (or before it and never invoiced), each on one
 * standing invoice line at most. Issues take turns (an advisory lock), so twenty at once
 * give each invoice once, numbered with no gap.
 */
export async function issueInvoices(
  app: FastifyInstance,
  admin: UserRow,
  month: string,
): Promise<Invoice[]> {
  const now = app.now();
  const tz = app.timezone;
  const today = localDate(now.getTime(), tz);
  if (month > today.slice(0, 7)) throw unprocessable(invoicesFr.monthInFuture);
  const settings = await readCompanySettings(app.db);
  const vatRateBp = vatRateBasisPoints(settings.vat_rate);
  const seller = {
    name: settings.name,
    address: settings.address,
    siren: settings.siren,
    vat_number: settings.vat_number,
    iban: settings.iban,
    bic: settings.bic,
  };
  const year = Number(today.slice(0, 4));
  const before = endOfMonth(month, tz);

  const heads = await withTransaction(app, now, async (tx) => {
    await takeInvoicingTurn(tx);
    const items = await billableItems(tx, { before, lock: true });
    const priced = items
      .filter(
        (item) =>
          billableInMonth(item.endedAt.getTime(), month, tz) && isValidated(item, now.getTime()),
      )
      .map((item) => priceItem(item, tz))
      // An item that cannot be priced stays out (listed with its reason in « à facturer »).
      .filter((p): p is Extract<PricedItem, { ok: true }> => p.ok);
    const written: InvoiceHead[] = [];
    for (const group of groupByInstitution(priced)) {
      const first = group[0]?.item;
      if (!first) continue;
      written.push(
        await writeDocument(tx, {
          type: 'invoice',
          year,
          issuedAt: now,
          issueDate: today,
          institutionId: first.institutionId,
          issuedBy: admin.id,
          period: month,
          parties: {
            seller,
            buyer: {
              name: displayName(first.institution),
              address: first.institution.address,
              siret: first.institution.siret,
            },
          },
          vatRateBp,
          lines: group.map((p) => p.line),
          billed: true,
        }),
      );
    }
    return {
      result: written,
      effects: {
        audit: written.map((head) => ({
          actorId: admin.id,
          action: 'invoice.issued' as const,
          objectType: 'invoice',
          objectId: head.id,
          detail: {
            number: head.number,
            institution_id: head.institutionId,
            period: head.period,
            total_ttc_cents: head.totalTtcCents,
          },
        })),
      },
    };
  });
  return present(app.db, heads);
}

/**
 * When an administrator corrects the hours of an invoiced mission (in the correction's
 * transaction, after its invoicing turn): a credit note cancels its standing line, and the
 * mission becomes billable again with its corrected hours, on the next invoice.
 */
export async function creditInvoicedMission(
  app: FastifyInstance,
  tx: Db,
  prestationId: string,
  admin: UserRow,
  now: Date,
): Promise<void> {
  const standing = await standingLineOf(tx, prestationId);
  if (!standing) return;
  const { line, invoice } = standing;
  const today = localDate(now.getTime(), app.timezone);
  const note = await writeDocument(tx, {
    type: 'credit_note',
    year: Number(today.slice(0, 4)),
    issuedAt: now,
    issueDate: today,
    institutionId: invoice.institutionId,
    issuedBy: admin.id,
    period: invoice.period,
    parties: invoice.parties as Parties,
    vatRateBp: invoice.vatRateBp,
    lines: [
      {
        item: line.item,
        prestationId: line.prestationId,
        date: line.date,
        label: line.label,
        professional: line.professional,
        workedMs: line.workedMs,
        amountCents: line.amountCents,
      },
    ],
    billed: false,
    credits: {
      id: invoice.id,
      number: invoice.number,
      issueDate: localDate(invoice.issuedAt.getTime(), app.timezone),
    },
  });
  await creditLine(tx, line.invoiceId, line.position);
  // In the correction's transaction, beside its own line (hours.corrected).
  await insertAuditLines(
    tx,
    [
      {
        actorId: admin.id,
        action: 'credit_note.issued',
        objectType: 'invoice',
        objectId: note.id,
        detail: {
          number: note.number,
          credits: invoice.number,
          prestation_id: prestationId,
          total_ttc_cents: note.totalTtcCents,
        },
      },
    ],
    now,
  );
}

/** The admin sees every invoice, an establishment its own. */
const scopeOf = (actor: UserRow) => (actor.role === 'admin' ? undefined : partyOf(actor));

export async function listInvoices(app: FastifyInstance, actor: UserRow): Promise<Invoice[]> {
  return present(app.db, await listInvoiceHeads(app.db, scopeOf(actor)));
}

async function visibleHead(app: FastifyInstance, actor: UserRow, id: string) {
  const head = await findInvoiceHead(app.db, id);
  const scope = scopeOf(actor);
  if (!head || (scope !== undefined && head.institutionId !== scope)) {
    throw notFound(invoicesFr.notFound);
  }
  return head;
}

export async function getInvoice(app: FastifyInstance, actor: UserRow, id: string) {
  const [invoice] = await present(app.db, [await visibleHead(app, actor, id)]);
  if (!invoice) throw notFound(invoicesFr.notFound);
  return invoice;
}

/** The stored bytes, to their establishment or the admin only (another's: 404). */
export async function invoiceFile(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
  file: 'pdf' | 'xml',
) {
  const row = await findInvoiceFile(app.db, id, file);
  const scope = scopeOf(actor);
  if (!row || (scope !== undefined && row.institutionId !== scope)) {
    throw notFound(invoicesFr.notFound);
  }
  return row;
}

export async function markInvoicePaid(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
  paidOn: string,
): Promise<Invoice> {
  const head = await visibleHead(app, actor, id);
  if (head.type !== 'invoice') throw conflict(invoicesFr.creditNoteNotPaid);
  const tz = app.timezone;
  if (paidOn > localDate(app.now().getTime(), tz)) throw unprocessable(invoicesFr.paidInFuture);
  if (paidOn < localDate(head.issuedAt.getTime(), tz)) {
    throw unprocessable(invoicesFr.paidBeforeIssue);
  }
  await withTransaction(app, app.now(), async (tx) => {
    await setPaidOn(tx, id, paidOn);
    return {
      result: undefined,
      effects: {
        audit: [
          {
            actorId: actor.id,
            action: 'invoice.paid',
            objectType: 'invoice',
            objectId: id,
            detail: { number: head.number, paid_on: paidOn },
          },
        ],
      },
    };
  });
  return getInvoice(app, actor, id);
}

/**
 * What the next issue of `month` would invoice, per establishment: validated items not yet
 * invoiced (priced), with the month's items still awaiting sign-off counted and the ones that
 * cannot be priced named. An establishment always gets its own entry, empty or not.
 */
export async function pendingInvoices(
  app: FastifyInstance,
  actor: UserRow,
  month: string,
  requested: string | undefined,
): Promise<PendingInvoice[]> {
  let institutionId = requested;
  if (actor.role === 'institution') {
    if (requested !== undefined && requested !== institutionOf(actor)) {
      throw notFound(invoicesFr.institutionNotFound);
    }
    institutionId = partyOf(actor);
  }
  const tz = app.timezone;
  const now = app.now().getTime();
  const items = (
    await billableItems(app.db, { before: endOfMonth(month, tz), institutionId })
  ).filter((item) => billableInMonth(item.endedAt.getTime(), month, tz));
  const byInstitution = new Map<string, PendingInvoice & { cents: number }>();
  const entryOf = (id: string, name: string) => {
    let entry = byInstitution.get(id);
    if (!entry) {
      entry = {
        month,
        institution_id: id,
        institution_name: name,
        lines: [],
        total_ht: 0,
        waiting_count: 0,
        unpriced: [],
        cents: 0,
      };
      byInstitution.set(id, entry);
    }
    return entry;
  };
  if (actor.role === 'institution') {
    // A member's own name is not her establishment's.
    const own =
      institutionOf(actor) === actor.id ? actor : await findUserById(app.db, partyOf(actor));
    entryOf(partyOf(actor), displayName(own ?? actor));
  }
  for (const item of items) {
    const entry = entryOf(item.institutionId, displayName(item.institution));
    if (!isValidated(item, now)) {
      entry.waiting_count += 1;
      continue;
    }
    const priced = priceItem(item, tz);
    if (!priced.ok) {
      entry.unpriced.push({ prestation_id: item.id, label: item.name, detail: priced.detail });
      continue;
    }
    entry.lines.push(presentLine(priced.line));
    entry.cents += priced.line.amountCents;
  }
  return [...byInstitution.values()].map(({ cents, ...entry }) => ({
    ...entry,
    total_ht: centsToEuros(cents),
  }));
}
