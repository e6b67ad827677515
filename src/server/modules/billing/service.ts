import type { FastifyInstance } from 'fastify';
import type {
  BillingCompensation,
  BillingMission,
  BillingMonthSummary,
} from '../../../contract/billing.ts';
import { effectiveValidation } from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import { forbidden, notFound } from '../../errors.ts';
import { findInstitution } from '../institutions/repo.ts';
import { priceMission } from '../payslips/pricing.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { billingFr } from './fr.ts';
import { institutionOf, partyOf } from '../institutions/acting-for.ts';
import {
  listBillableMissions,
  listCompensations,
  type BillableMission,
  type CompensationRow,
} from './repo.ts';

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/**
 * Whose statement the caller may read: an establishment only its own, the admin any one (or
 * all together when none is named). Returns the establishment id, or undefined for all.
 */
export async function billingScope(
  app: FastifyInstance,
  actor: UserRow,
  requested: string | undefined,
): Promise<string | undefined> {
  if (actor.role === 'institution') {
    if (requested !== undefined && requested !== institutionOf(actor)) {
      throw forbidden(billingFr.otherInstitution);
    }
    return partyOf(actor);
  }
  if (actor.role !== 'admin') throw forbidden(billingFr.forbidden);
  if (requested !== undefined && !(await findInstitution(app.db, requested))) {
    throw notFound(billingFr.institutionNotFound);
  }
  return requested;
}

interface PricedLine {
  line: BillingMission;
  amountCents: number | null;
  travelFeeCents: number;
  ms: number;
}

/**
 * What the establishment owes for one mission: its amount as the professional is paid it, and
 * whether its hours are validated at `now` (signed off, or awaiting for more than 72 h and not flagged).
 */
function priceLine(mission: BillableMission, timeZone: string, now: number): PricedLine {
  const establishment = mission.institution ? displayName(mission.institution) : null;
  const pay = priceMission(mission, establishment, timeZone);
  // Every completed mission has a sign-off since migration 0003; none reads as awaiting.
  const validation =
    effectiveValidation(
      mission.validation ?? 'awaiting',
      mission.endedAt.getTime(),
      now,
      mission.hoursFlag,
    ) ?? 'awaiting';
  const ms = pay.ok
    ? pay.totalMs
    : Math.max(0, mission.endedAt.getTime() - mission.startedAt.getTime());
  return {
    line: {
      prestation_id: mission.id,
      name: mission.name,
      etablissement_name: establishment,
      assigned_name: mission.assignee ? displayName(mission.assignee) : null,
      started_at: mission.startedAt.toISOString(),
      ended_at: mission.endedAt.toISOString(),
      hours: ms / MS_PER_HOUR,
      amount: pay.ok ? centsToEuros(pay.amountCents) : null,
      travel_fee: pay.ok ? centsToEuros(pay.travelFeeCents) : null,
      detail: pay.ok ? null : pay.error.message,
      paid: mission.paid,
      validation,
    },
    amountCents: pay.ok ? pay.amountCents : null,
    travelFeeCents: pay.ok ? pay.travelFeeCents : 0,
    ms,
  };
}

export interface MonthStatement {
  summary: BillingMonthSummary;
  lines: PricedLine[];
  compensations: CompensationRow[];
  totalTravelFeeCents: number;
}

/** A compensation as the statement lists it. */
function compensationLine(row: CompensationRow): BillingCompensation {
  return {
    prestation_id: row.id,
    name: row.name,
    etablissement_name: row.institution ? displayName(row.institution) : null,
    assigned_name: row.assignee ? displayName(row.assignee) : null,
    cancelled_at: row.cancelledAt.toISOString(),
    amount: centsToEuros(row.compensationCents),
  };
}

function statement(
  month: string,
  lines: PricedLine[],
  compensations: readonly CompensationRow[] = [],
): MonthStatement {
  let totalMs = 0;
  const compensationCents = compensations.reduce((sum, c) => sum + c.compensationCents, 0);
  let totalCents = compensationCents;
  let validatedCents = compensationCents;
  let totalTravelFeeCents = 0;
  let unpriced = 0;
  for (const l of lines) {
    totalMs += l.ms;
    totalTravelFeeCents += l.travelFeeCents;
    if (l.amountCents === null) unpriced += 1;
    else {
      totalCents += l.amountCents;
      if (l.line.validation === 'validated') validatedCents += l.amountCents;
    }
  }
  return {
    summary: {
      month,
      missions: lines.map((l) => l.line),
      total_hours: totalMs / MS_PER_HOUR,
      total_amount: centsToEuros(totalCents),
      // Split in cents, then converted: the two parts add up to the total to the cent.
      validated_amount: centsToEuros(validatedCents),
      waiting_amount: centsToEuros(totalCents - validatedCents),
      unpriced_count: unpriced,
      compensations: compensations.map(compensationLine),
      compensation_amount: centsToEuros(compensationCents),
    },
    lines,
    compensations: [...compensations],
    totalTravelFeeCents,
  };
}

const monthOf = (instant: Date, timeZone: string) =>
  localDate(instant.getTime(), timeZone).slice(0, 7);

/** Every local month with completed missions, newest first. */
export async function billingMonths(
  app: FastifyInstance,
  institutionId: string | undefined,
): Promise<BillingMonthSummary[]> {
  const now = app.now().getTime();
  const missions = await listBillableMissions(app.db, { institutionId });
  const byMonth = new Map<string, PricedLine[]>();
  for (const mission of missions) {
    const month = monthOf(mission.startedAt, app.timezone);
    const lines = byMonth.get(month) ?? [];
    lines.push(priceLine(mission, app.timezone, now));
    byMonth.set(month, lines);
  }
  const compensationsByMonth = new Map<string, CompensationRow[]>();
  for (const row of await listCompensations(app.db, { institutionId })) {
    const month = monthOf(row.cancelledAt, app.timezone);
    compensationsByMonth.set(month, [...(compensationsByMonth.get(month) ?? []), row]);
    if (!byMonth.has(month)) byMonth.set(month, []);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, lines]) => statement(month, lines, compensationsByMonth.get(month)).summary);
}

/** One local month's statement (possibly empty). */
export async function billingMonth(
  app: FastifyInstance,
  institutionId: string | undefined,
  month: string,
): Promise<MonthStatement> {
  const [year = 0, m = 1] = month.split('-').map(Number);
  // A day's margin covers any time zone's offset; the exact local month is the domain's.
  const from = new Date(Date.UTC(year, m - 1, 1) - MS_PER_DAY);
  const to = new Date(Date.UTC(year, m, 1) + MS_PER_DAY);
  const now = app.now().getTime();
  const missions = await listBillableMissions(app.db, { institutionId, from, to });
  const lines = missions
    .filter((mission) => monthOf(mission.startedAt, app.timezone) === month)
    .map((mission) => priceLine(mission, app.timezone, now));
  const compensations = (await listCompensations(app.db, { institutionId, from, to })).filter(
    (row) => monthOf(row.cancelledAt, app.timezone) === month,
  );
  return statement(month, lines, compensations);
}
