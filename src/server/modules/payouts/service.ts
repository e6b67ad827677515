/**
 * Paying the professionals (docs/product-rules.md, « Paying the professionals »): payslips go
 * into payout batches, one SEPA credit transfer file per batch, and are paid when an
 * administrator marks the batch sent to the bank. A payslip is in one batch at most: the
 * candidates are locked while a batch is made, and a payout item's primary key is its payslip.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Payout, PayoutLeftOut } from '../../../contract/payouts.ts';
import type { BodyOut } from '../../../contract/routes.ts';
import { maskIban } from '../../../domain/bank/iban-mask.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { localDate, localDateTime } from '../../../domain/pay/local-time.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { readCompanySettings } from '../settings/service.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { payoutsFr } from './fr.ts';
import {
  findPayoutRow,
  insertPayout,
  insertPayoutItems,
  itemsOf,
  listPayoutRows,
  lockBatchCandidates,
  markSent,
  type PayoutItemRow,
  type PayoutItemWithNames,
  type PayoutRow,
} from './repo.ts';
import { sepaCreditTransfer } from './sepa.ts';

const sepaUrlOf = (id: string) => `/api/payouts/${id}/sepa.xml`;

function presentPayout(row: PayoutRow, items: readonly PayoutItemWithNames[]): Payout {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    count: row.count,
    total: centsToEuros(row.totalCents),
    status: row.status,
    sent_at: row.sentAt?.toISOString() ?? null,
    left_out: row.leftOut as PayoutLeftOut[],
    items: items.map(({ item, periodStart, periodEnd, owner }) => ({
      payslip_id: item.payslipId,
      user_id: item.userId,
      user_name: displayName(owner),
      period_start: periodStart,
      period_end: periodEnd,
      amount: centsToEuros(item.amountCents),
      iban_masked: maskIban(item.iban),
    })),
    sepa_url: sepaUrlOf(row.id),
  };
}

async function presentPayouts(app: FastifyInstance, rows: readonly PayoutRow[]) {
  const items = await itemsOf(
    app.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentPayout(
      row,
      items.filter((i) => i.item.payoutId === row.id),
    ),
  );
}

export async function listPayouts(app: FastifyInstance): Promise<Payout[]> {
  return presentPayouts(app, await listPayoutRows(app.db));
}

/**
 * `POST /payouts`: the payslips asked for, or every payslip in no batch, go into a new batch
 * with their owner's account as it is now; those that cannot are left out with the reason.
 * Nothing at all to put in: 422, and no batch.
 */
export async function createPayout(
  app: FastifyInstance,
  admin: UserRow,
  body: BodyOut<'createPayout'>,
): Promise<Payout> {
  const now = app.now();
  const asked = body.payslip_ids ? [...new Set(body.payslip_ids)] : undefined;
  const row = await withTransaction(app, now, async (tx) => {
    const candidates = await lockBatchCandidates(tx, asked);
    const leftOut: PayoutLeftOut[] = [];
    const found = new Set(candidates.map((c) => c.id));
    for (const id of asked ?? []) {
      if (!found.has(id)) leftOut.push({ payslip_id: id, reason: payoutsFr.leftOut.notFound });
    }
    const id = randomUUID();
    const items: PayoutItemRow[] = [];
    for (const c of candidates) {
      const reason =
        c.payoutId !== null
          ? payoutsFr.leftOut.alreadyInBatch
          : c.netCents <= 0
            ? payoutsFr.leftOut.nothingToPay
            : c.iban === null || c.holder === null || c.owner.deletedAt !== null
              ? payoutsFr.leftOut.noBankDetails(displayName(c.owner))
              : null;
      if (reason) {
        leftOut.push({ payslip_id: c.id, reason });
        continue;
      }
      items.push({
        payslipId: c.id,
        payoutId: id,
        userId: c.userId,
        iban: c.iban as string,
        holder: c.holder as string,
        amountCents: c.netCents,
      });
    }
    if (items.length === 0) {
      if (leftOut.length === 0) throw unprocessable(payoutsFr.nothingToPay);
      throw unprocessable(payoutsFr.noneIncluded([...new Set(leftOut.map((l) => l.reason))]));
    }
    const payout: PayoutRow = {
      id,
      status: 'prepared',
      count: items.length,
      totalCents: items.reduce((sum, i) => sum + i.amountCents, 0),
      leftOut,
      createdBy: admin.id,
      createdAt: now,
      sentBy: null,
      sentAt: null,
    };
    await insertPayout(tx, payout);
    // The candidates are locked and in no batch: every one of them is taken.
    if ((await insertPayoutItems(tx, items)) !== items.length) {
      throw conflict(payoutsFr.leftOut.alreadyInBatch);
    }
    return {
      result: payout,
      // Their payslips now name the batch.
      effects: {
        answersChanged: [...new Set(items.map((i) => i.userId))],
        audit: [
          {
            actorId: admin.id,
            action: 'payout.prepared',
            objectType: 'payout',
            objectId: id,
            detail: {
              count: payout.count,
              total_cents: payout.totalCents,
              left_out: leftOut.length,
            },
          },
        ],
      },
    };
  });
  const [presented] = await presentPayouts(app, [row]);
  if (!presented) throw new Error('createPayout: the batch just made is missing');
  return presented;
}

async function payoutOrNotFound(app: FastifyInstance, id: string): Promise<PayoutRow> {
  const row = await findPayoutRow(app.db, id);
  if (!row) throw notFound(payoutsFr.notFound);
  return row;
}

/**
 * `GET /payouts/{id}/sepa.xml`: the file to hand to the bank, debiting the platform's account
 * (company settings), to be executed today. The same batch always pays the same accounts and
 * amounts, frozen when it was made; the message id is the batch's, so that a bank refuses the
 * same file given twice.
 */
export async function payoutSepaFile(
  app: FastifyInstance,
  id: string,
): Promise<{ xml: string; fileName: string }> {
  const row = await payoutOrNotFound(app, id);
  const company = await readCompanySettings(app.db);
  if (!company.iban) throw conflict(payoutsFr.platformIbanMissing);
  const items = await itemsOf(app.db, [row.id]);
  const now = app.now().getTime();
  const today = localDate(now, app.timezone);
  let xml: string;
  try {
    xml = sepaCreditTransfer({
      messageId: `RELEVE-${row.id.replaceAll('-', '').slice(0, 20)}`,
      created: localDateTime(now, app.timezone),
      executionDate: today,
      debtor: { name: company.name, iban: company.iban, bic: company.bic },
      transfers: items.map(({ item, periodStart, periodEnd }) => ({
        // A payslip id is a UUID (36 characters); the field holds 35: its hyphens go.
        endToEndId: item.payslipId.replaceAll('-', ''),
        amountCents: item.amountCents,
        creditorName: item.holder,
        creditorIban: item.iban,
        remittance: payoutsFr.remittance(periodStart, periodEnd),
      })),
    });
  } catch (error) {
    app.log.warn({ err: error, payout: row.id }, 'SEPA file refused by sepa.js');
    throw conflict(payoutsFr.fileRefused(error instanceof Error ? error.message : String(error)));
  }
  return { xml, fileName: payoutsFr.fileName(today, row.id) };
}

/**
 * `PUT /payouts/{id}/sent`: the batch's payslips are paid now, and each professional is told
 * what she was paid (the sum of her payslips in it), in the app and by e-mail.
 */
export async function markPayoutSent(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
): Promise<Payout> {
  const now = app.now();
  await payoutOrNotFound(app, id);
  const row = await withTransaction(app, now, async (tx) => {
    const sent = await markSent(tx, id, admin.id, now);
    if (!sent) throw conflict(payoutsFr.alreadySent);
    const perPerson = new Map<string, number>();
    for (const { item } of await itemsOf(tx, [id])) {
      perPerson.set(item.userId, (perPerson.get(item.userId) ?? 0) + item.amountCents);
    }
    return {
      result: sent,
      effects: {
        answersChanged: [...perPerson.keys()],
        audit: [
          {
            actorId: admin.id,
            action: 'payout.sent',
            objectType: 'payout',
            objectId: id,
            detail: { count: sent.count, total_cents: sent.totalCents },
          },
        ],
        notify: [...perPerson].map(([userId, cents]) => ({
          userId,
          type: 'payslip' as const,
          message: payoutsFr.sentNotice(cents),
          link: '/payslips',
          mailSubject: payoutsFr.sentMailSubject,
        })),
      },
    };
  });
  const [presented] = await presentPayouts(app, [row]);
  if (!presented) throw new Error('markPayoutSent: the batch is missing');
  return presented;
}
