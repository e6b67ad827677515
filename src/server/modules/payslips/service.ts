import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  PayslipGenerateQuery,
  PayslipServiceLine,
  WaitingMission,
} from '../../../contract/payslips.ts';
import { effectiveValidation } from '../../../domain/missions/hours.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import { payslipTotals } from '../../../domain/pay/payslip-totals.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { displayName } from '../users/present.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { payslipsFr } from './fr.ts';
import { presentCompensationLine, presentServiceLine } from './present.ts';
import { priceMission } from './pricing.ts';
import {
  insertPayslip,
  lockPayableMissions,
  lockUnpaidCompensations,
  markCompensationsPaid,
  markMissionsPaid,
  type PayslipWithOwner,
} from './repo.ts';

const MS_PER_DAY = 86_400_000;

/**
 * Generates a professional's payslip (docs/product-rules.md §5): every completed mission whose local start
 * date lies in the period, that is on no payslip yet and whose hours are validated (signed off,
 * or awaiting for more than 72 h after the end and not flagged), priced from its tariff snapshot. All or
 * nothing: one mission that cannot be priced refuses the whole payslip. The period's missions
 * still awaiting their sign-off or contested are left for a later payslip and listed in
 * `waiting`; when no mission is validated, the refusal names them.
 */
export async function generatePayslip(
  app: FastifyInstance,
  admin: UserRow,
  query: PayslipGenerateQuery,
): Promise<PayslipWithOwner & { waiting: WaitingMission[] }> {
  const user = await findUserById(app.db, query.user_id);
  if (!user) throw notFound(payslipsFr.userNotFound);
  if (user.role !== 'nurse' && user.role !== 'caregiver') {
    throw unprocessable(payslipsFr.notProfessional);
  }
  if (user.status !== 'approved') throw unprocessable(payslipsFr.notApproved);

  const now = app.now();
  const tz = app.timezone;
  // A day's margin either side of the UTC dates covers every time zone's offset; the exact
  // local-date test is the domain's.
  const from = new Date(Date.parse(`${query.period_start}T00:00:00Z`) - MS_PER_DAY);
  const to = new Date(Date.parse(`${query.period_end}T00:00:00Z`) + 2 * MS_PER_DAY);

  const generated = await withTransaction(app, now, async (tx) => {
    const candidates = await lockPayableMissions(tx, user.id, from, to);
    const lines: PayslipServiceLine[] = [];
    const amounts: number[] = [];
    const durations: number[] = [];
    const waiting: WaitingMission[] = [];
    for (const mission of candidates) {
      const date = localDate(mission.startedAt.getTime(), tz);
      if (date < query.period_start || date > query.period_end) continue;
      const establishment = mission.institution ? displayName(mission.institution) : null;
      // Every completed mission has a sign-off since migration 0003; none reads as awaiting.
      const validation = effectiveValidation(
        mission.validation ?? 'awaiting',
        mission.endedAt.getTime(),
        now.getTime(),
        // A flagged end is never validated by time: it waits for the establishment.
        mission.hoursFlag,
      );
      if (validation !== 'validated') {
        waiting.push({
          prestation_id: mission.id,
          name: mission.name,
          date,
          etablissement_name: establishment,
          validation: validation === 'contested' ? 'contested' : 'awaiting',
        });
        continue;
      }
      const pay = priceMission(mission, establishment, tz);
      if (!pay.ok) throw unprocessable(pay.error.message);
      amounts.push(pay.amountCents);
      durations.push(pay.totalMs);
      lines.push(presentServiceLine(mission, date, establishment, pay));
    }
    // Her compensations of late cancellations up to the period's end, not paid yet: a line
    // « Indemnité d'annulation » each, with the commission like any line.
    const compensations = (await lockUnpaidCompensations(tx, user.id, to)).filter(
      (c) => localDate(c.cancelledAt.getTime(), tz) <= query.period_end,
    );
    for (const c of compensations) {
      amounts.push(c.compensationCents);
      durations.push(0);
      lines.push(
        presentCompensationLine(
          c,
          localDate(c.cancelledAt.getTime(), tz),
          c.institution ? displayName(c.institution) : null,
          c.compensationCents,
          payslipsFr.compensationLine(c.name),
        ),
      );
    }
    if (lines.length === 0) {
      if (waiting.length === 0) throw unprocessable(payslipsFr.noMission);
      throw unprocessable(
        payslipsFr.noneValidated(
          waiting.map((m) => ({
            name: m.name,
            date: m.date,
            contested: m.validation === 'contested',
          })),
        ),
      );
    }

    const totals = payslipTotals(amounts, durations);
    const payslip = await insertPayslip(tx, {
      id: randomUUID(),
      userId: user.id,
      periodStart: query.period_start,
      periodEnd: query.period_end,
      totalMinutes: Math.round(totals.totalMs / 60_000),
      grossCents: totals.grossCents,
      commissionCents: totals.commissionCents,
      netCents: totals.netCents,
      servicesList: lines,
      createdBy: admin.id,
      createdAt: now,
    });
    const ids = lines.filter((l) => l.kind === undefined).map((l) => l.prestation_id);
    const compensated = compensations.map((c) => c.id);
    if ((await markCompensationsPaid(tx, compensated, payslip.id)) !== compensated.length) {
      throw conflict(payslipsFr.raced);
    }
    // The missions are locked, so this cannot fall short; if it ever did, no mission is paid twice.
    if ((await markMissionsPaid(tx, ids, payslip.id, now)) !== ids.length) {
      throw conflict(payslipsFr.raced);
    }
    return {
      result: { payslip, waiting },
      effects: {
        // Her missions on it are now paid.
        changed: [user.id],
        notify: [
          {
            userId: user.id,
            type: 'payslip',
            message: payslipsFr.notify(query.period_start, query.period_end),
            link: '/payslips',
            mailSubject: payslipsFr.mailSubject,
          },
        ],
      },
    };
  });
  return { payslip: generated.payslip, owner: user, waiting: generated.waiting };
}
